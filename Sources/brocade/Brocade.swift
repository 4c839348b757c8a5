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

@main
struct Brocade: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "brocade",
            abstract: tr("Puzzle games for the terminal: a Li brocade mirror jigsaw, a classic jigsaw, 2048 and a sliding puzzle."),
            discussion: [
                tr("With no subcommand, brocade opens its menu. Every screen has its own help: press ? or click \"? help\" on the status line. The mouse and the keyboard each play every game alone."),
                tr("Keys: arrows (also wasd, hjkl in games) move; Enter or Space choose; ? help; q quit (in a game: back to the menu, asking first); Esc back; Ctrl-Z suspend; Ctrl-L redraw; Ctrl-C quit at once. Mouse: point to highlight, click to choose, wheel to move."),
                tr("Language: --lang en|zh, else the language setting, else the first of LC_ALL, LC_MESSAGES and LANG that is set (a Chinese locale such as zh_CN.UTF-8 gives Simplified Chinese, any other English)."),
                tr("Environment: TERM (terminal type), COLORTERM (truecolor or 24bit: draw in 24-bit colour), NO_COLOR (no colour), LC_ALL, LC_MESSAGES and LANG (the language, as above), LC_ALL, LC_CTYPE and LANG (the characters: a locale that is not UTF-8 draws ASCII only), XDG_DATA_HOME, XDG_STATE_HOME and XDG_CONFIG_HOME (where scores, saved games and settings are kept), XDG_CACHE_HOME (where the sliding-puzzle solver's 4x4 tables are kept), BROCADE_DATA_DIR (the pictures' folder).") + "\n"
                    + tr("Terminal: 80x24 at least. For a bug report, brocade --check-terminal prints what brocade sees of the terminal. See brocade(6) for everything else."),
            ].joined(separator: "\n\n"),
            version: BrocadeVersion.string,
            subcommands: [JigsawCommand.self, TwentyFortyEightCommand.self, SlideCommand.self, ScoresCommand.self,
                          PicturesCommand.self, PictureCommand.self, CreateCommand.self, DesignsCommand.self, DesignCommand.self,
                          SolveCommand.self]
        )
    }

    @OptionGroup var language: LanguageOption

    @OptionGroup var common: CommonOptions
    @OptionGroup var check: CheckTerminalOptions

    /// The language is chosen first: the help, the errors and the screens are all in it.
    static func main() {
        LanguageChoice.choose(arguments: Array(CommandLine.arguments.dropFirst()),
                              environment: ProcessInfo.processInfo.environment)
        guard Language.current != .en else { return main(nil) }
        // The parser's own words (its errors, "Show help information.")
        // in the language too; its headings stay as they are.
        do {
            var command = try parseAsRoot(nil)
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let width = TerminalProbe.size()?.width ?? ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) } ?? 80
            let text = ParserText.rewrap(ParserText.fullMessage(fullMessage(for: error, columns: 100_000), message: message(for: error)),
                                         width: width)
            if code == .success {
                Output.standardOutput(text + "\n")
            } else if !text.isEmpty {
                Output.standardError(text + "\n")
            }
            exitProcess(code.rawValue)
        }
    }

    func run() throws {
        if check.checkTerminal {
            return try TerminalCheck.run(common, mouseCheck: !check.noMouseCheck)
        }
        try Launcher.start(common, mode: nil)
    }
}
