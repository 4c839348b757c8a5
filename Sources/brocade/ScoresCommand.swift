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

struct ScoresCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "scores",
            abstract: tr("Print the score tables (no terminal needed)."))
    }

    @OptionGroup var language: LanguageOption

    @Option(name: .long, help: ArgumentHelp(tr("Only this mode: mirror-jigsaw, jigsaw, 2048 or slide."), valueName: "mode"))
    var mode: GameMode?

    @Flag(name: .long, help: ArgumentHelp(tr("Print JSON instead of tables.")))
    var json = false

    func run() throws {
        let storage = Storage(environment: ProcessInfo.processInfo.environment)
        let book = storage.loadScores()
        printStorageNotices(storage)
        let modes = ModeRegistry.builtIn.filter { $0.keepsScores && (mode == nil || $0.mode == mode) }
        if json {
            var filtered = book
            filtered.tables = book.tables.filter { t in modes.contains { $0.mode.rawValue == t.mode } }
            Output.standardOutput(try JSONCoding.encode(filtered) + Array("\n".utf8))
        } else {
            // The pictures' titles for the headings, when the pictures are there.
            let pictures = (try? PictureLibrary.find(environment: ProcessInfo.processInfo.environment))?.pictures ?? []
            print(ScoreTableText.plainText(book, modes: modes, player: storage.playerName, pictures: pictures), terminator: "")
        }
    }
}

extension GameMode: ExpressibleByArgument {
    /// Only the names of modes there are.
    public init?(argument: String) {
        guard ModeRegistry.builtIn.contains(where: { $0.keepsScores && $0.mode.rawValue == argument }) else { return nil }
        self.init(argument)
    }

    public static var allValueStrings: [String] { ModeRegistry.builtIn.filter(\.keepsScores).map(\.mode.rawValue) }
}
