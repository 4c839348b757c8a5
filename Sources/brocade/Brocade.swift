import ArgumentParser
import BrocadeApp
import BrocadeCore
import BrocadeTerminal
import Foundation

/// Options every command takes, the menu as much as each mode.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Seed for new games: the same seed deals the same game on every machine.", valueName: "n"))
    var seed: UInt64?

    @Flag(name: .customLong("no-color"), help: "Draw without colour (also when NO_COLOR is set).")
    var noColor = false

    @Flag(name: .long, help: "Draw with ASCII characters only (also when the locale is not UTF-8).")
    var ascii = false

    @Flag(name: .customLong("no-animation"), help: "Show results at once, without animations.")
    var noAnimation = false
}

@main
struct Brocade: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brocade",
        abstract: "Puzzle games for the terminal: a Li brocade mirror jigsaw, 2048 and a sliding puzzle.",
        discussion: """
            With no subcommand, brocade opens its menu. Every screen has its own help: press ? \
            or click "? help" on the status line. The mouse and the keyboard each play every game alone.

            Keys: arrows (also WASD, hjkl in games) move; Enter or Space choose; ? help; \
            q quit (in a game: back to the menu, asking first); Esc back; Ctrl-Z suspend; \
            Ctrl-L redraw; Ctrl-C quit at once. Mouse: point to highlight, click to choose, wheel to move.

            Environment: TERM (terminal type), NO_COLOR (no colour), LANG, LC_ALL and LC_CTYPE \
            (a locale that is not UTF-8 draws ASCII only), XDG_DATA_HOME, XDG_STATE_HOME and \
            XDG_CONFIG_HOME (where scores, saves and settings belong; this version writes no files).
            Terminal: 80x24 at least. See brocade(6) for everything else.
            """,
        version: BrocadeVersion.string,
        subcommands: [JigsawCommand.self, TwentyFortyEightCommand.self, SlideCommand.self]
    )

    @OptionGroup var common: CommonOptions

    func run() throws {
        try Launcher.start(common, mode: nil)
    }
}

struct JigsawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jigsaw",
        abstract: "Play the Li brocade mirror jigsaw.")

    @OptionGroup var common: CommonOptions

    func run() throws { try Launcher.start(common, mode: .mirrorJigsaw) }
}

struct TwentyFortyEightCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "2048",
        abstract: "Play 2048.")

    @OptionGroup var common: CommonOptions

    func run() throws { try Launcher.start(common, mode: .twentyFortyEight) }
}

struct SlideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slide",
        abstract: "Play the sliding puzzle.")

    @OptionGroup var common: CommonOptions

    func run() throws { try Launcher.start(common, mode: .slide) }
}

enum BrocadeVersion {
    static let string = "0.1.0"
}

/// Takes the terminal, runs the app, and gives the terminal back.
enum Launcher {
    static func start(_ common: CommonOptions, mode: GameMode?) throws {
        let env = ProcessInfo.processInfo.environment
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen.open(noColor: common.noColor, ascii: common.ascii, environment: env)
        } catch let error as TerminalError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(1)
        }
        let options = AppOptions(
            seed: common.seed,
            animation: !common.noAnimation,
            colorDepth: screen.capabilities.colorDepth,
            unicode: screen.capabilities.unicode,
            startMode: mode)
        let app = AppController(options: options)
        let status = EventLoop(screen: screen).run(app)
        if status != 0 { throw ExitCode(status) }
    }
}
