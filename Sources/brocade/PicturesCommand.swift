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
    static let configuration = CommandConfiguration(
        commandName: "pictures",
        abstract: "List the built-in pictures (no terminal needed).")

    @OptionGroup var language: LanguageOption

    func run() throws {
        let library = try openLibrary()
        let width = library.pictures.map { $0.name.count }.max() ?? 0
        for p in library.pictures {
            print(p.name.padded(to: width) + "  " + p.title + "\n"
                  + String(repeating: " ", count: width + 2) + p.description)
        }
    }
}
