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
    static let configuration = CommandConfiguration(
        commandName: "brocade",
        abstract: "Puzzle games for the terminal: a Li brocade mirror jigsaw, a classic jigsaw, 2048 and a sliding puzzle.",
        discussion: """
            With no subcommand, brocade opens its menu. Every screen has its own help: press ? \
            or click "? help" on the status line. The mouse and the keyboard each play every game alone.

            Keys: arrows (also wasd, hjkl in games) move; Enter or Space choose; ? help; \
            q quit (in a game: back to the menu, asking first); Esc back; Ctrl-Z suspend; \
            Ctrl-L redraw; Ctrl-C quit at once. Mouse: point to highlight, click to choose, wheel to move.

            Environment: TERM (terminal type), COLORTERM (truecolor or 24bit: draw in 24-bit \
            colour), NO_COLOR (no colour), LANG, LC_ALL and LC_CTYPE \
            (a locale that is not UTF-8 draws ASCII only), XDG_DATA_HOME, XDG_STATE_HOME and \
            XDG_CONFIG_HOME (where scores, saved games and settings are kept), XDG_CACHE_HOME \
            (where the sliding-puzzle solver's 4x4 tables are kept), BROCADE_DATA_DIR (the \
            pictures' folder).
            Terminal: 80x24 at least. For a bug report, brocade --check-terminal prints what \
            brocade sees of the terminal. See brocade(6) for everything else.
            """,
        version: BrocadeVersion.string,
        subcommands: [JigsawCommand.self, TwentyFortyEightCommand.self, SlideCommand.self, ScoresCommand.self,
                      PicturesCommand.self, PictureCommand.self, CreateCommand.self, DesignsCommand.self, DesignCommand.self,
                      SolveCommand.self]
    )

    @OptionGroup var language: LanguageOption

    @OptionGroup var common: CommonOptions
    @OptionGroup var check: CheckTerminalOptions

    /// The language is chosen first: the help, the errors and the screens are all in it.
    static func main() {
        LanguageChoice.choose(arguments: Array(CommandLine.arguments.dropFirst()),
                              environment: ProcessInfo.processInfo.environment)
        main(nil)
    }

    func run() throws {
        if check.checkTerminal {
            return try TerminalCheck.run(common, mouseCheck: !check.noMouseCheck)
        }
        try Launcher.start(common, mode: nil)
    }
}
