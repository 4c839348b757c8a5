import ArgumentParser
import BrocadeApp
import BrocadeCore
import BrocadeTUI
import BrocadeImaging
import BrocadeStorage
import BrocadeTerminal
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct PicturesCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "pictures",
            abstract: tr("List the built-in pictures (no terminal needed)."))
    }

    @OptionGroup var language: LanguageOption

    func run() throws {
        let library = try openLibrary()
        let width = library.pictures.map { TextWidth.of($0.name) }.max() ?? 0
        for p in library.pictures {
            print(p.name.padded(to: width) + "  " + p.shownTitle + "\n"
                  + String(repeating: " ", count: width + 2) + p.shownDescription)
        }
    }
}
