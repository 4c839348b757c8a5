import ArgumentParser
import BrocadeApp
import BrocadeCore
import BrocadeTUI
import BrocadeImaging
import BrocadeStorage
import BrocadeTerminal
import Foundation

struct PicturesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pictures",
        abstract: "List the built-in pictures (no terminal needed).")

    func run() throws {
        let library = try openLibrary()
        let width = library.pictures.map { $0.name.count }.max() ?? 0
        for p in library.pictures {
            print(p.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + p.title + "\n"
                  + String(repeating: " ", count: width + 2) + p.description)
        }
    }
}
