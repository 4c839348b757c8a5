import ArgumentParser
import BrocadeCore
import BrocadeTUI
import BrocadeStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `brocade designs`: the designs saved in create mode, one per line.
struct DesignsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "designs",
            abstract: tr("List the saved designs (no terminal needed)."),
            discussion: tr("Prints each design's name, its size in cells across the whole design (columns x rows, the mirror image included) and how many of those cells are filled. A design file that cannot be read is set aside, with a line on stderr."))
    }

    @OptionGroup var language: LanguageOption

    func run() throws {
        let storage = Storage(environment: ProcessInfo.processInfo.environment)
        let designs = storage.listDesigns().compactMap(storage.loadDesign(named:))
        printStorageNotices(storage)
        guard !designs.isEmpty else {
            print(storage.designsDirectory.map { tr("No saved designs in \($0).") } ?? tr("No saved designs."))
            return
        }
        let rows = designs.map { file -> (String, String, String) in
            let d = file.design
            let filled = d.cells.filter { $0 != nil }.count * 2
            return (file.name, "\(d.columns * 2)x\(d.rows)", tr("\(filled) of \(d.count * 2) cells filled"))
        }
        let nameWidth = rows.map { TextWidth.of($0.0) }.max() ?? 0, sizeWidth = rows.map { TextWidth.of($0.1) }.max() ?? 0
        for (name, size, filled) in rows {
            print(name.padded(to: nameWidth) + "  " + size.padded(to: sizeWidth) + "  " + filled)
        }
    }
}

/// Notices about files that could not be read, on stderr. That scores and
/// saves cannot be kept does not matter to a command that only reads.
func printStorageNotices(_ storage: Storage) {
    for notice in storage.takeReadNotices() {
        printError("brocade: " + notice)
    }
}
