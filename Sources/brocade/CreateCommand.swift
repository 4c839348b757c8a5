import ArgumentParser
import BrocadeApp
import BrocadeCore
import BrocadeTUI
import BrocadeStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `brocade create`: the loom, with a new design or a saved one.
struct CreateCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "create",
            abstract: tr("Weave your own design on the mirrored loom: motifs and picture pieces, kept by name, exported, played."))
    }

    @OptionGroup var language: LanguageOption

    @OptionGroup var common: CommonOptions
    @OptionGroup var resume: ResumeOption

    @Option(name: .long, help: ArgumentHelp(tr("Cells across the left half, 1 to 8 (default 4)."), valueName: "c"))
    var cols = 4

    @Option(name: .long, help: ArgumentHelp(tr("Rows of cells, 1 to 8 (default 5)."), valueName: "r"))
    var rows = 5

    @Option(name: .long, help: ArgumentHelp(tr("Go on with a saved design (see brocade designs)."), valueName: "name"))
    var open: String?

    func validate() throws {
        if !(1...8).contains(cols) { throw ArgumentParser.ValidationError(tr("--cols \(cols) is not between 1 and 8")) }
        if !(1...8).contains(rows) { throw ArgumentParser.ValidationError(tr("--rows \(rows) is not between 1 and 8")) }
        if let open, !DesignFile.isValidName(open) {
            throw ArgumentParser.ValidationError(tr("'\(open)' is not a design's name: 1 to 40 letters, digits, - and _"))
        }
    }

    func run() throws {
        var params = CreateMode.Params(columns: cols, rows: rows)
        if let open {
            let file = try loadDesignOrExit(open)
            params = CreateMode.Params(columns: file.design.columns, rows: file.design.rows, name: file.name, start: file.design)
        }
        try Launcher.start(common, mode: .create, resume: resume.resume) { options in
            options.modeOptions[.create] = params
        }
    }
}

/// A saved design, or one line on stderr and the exit status: 66 when there
/// is none, 65 when it was there but could not be read (it is set aside).
func loadDesignOrExit(_ name: String) throws -> DesignFile {
    let storage = Storage(environment: ProcessInfo.processInfo.environment)
    if let file = storage.loadDesign(named: name) { return file }
    let notices = storage.takeReadNotices()
    guard notices.isEmpty else {
        notices.forEach { printError("brocade: " + $0) }
        throw ExitCode(65)
    }
    printError("brocade: " + tr("no design named '\(name)'"))
    throw ExitCode(66)
}
