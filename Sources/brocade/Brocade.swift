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
                tr("Keys: arrows (also wasd, hjkl in games) move; Enter or Space choose; ? help; q quit (in a game: back to the menu, the game kept for Continue); Esc back (in Create: lets go of what is held); Ctrl-Z suspend; Ctrl-L redraw; Ctrl-C quit at once. Mouse: point to highlight, click to choose, wheel to move."),
                tr("Language: --lang en|zh, else the language setting, else the first of LC_ALL, LC_MESSAGES and LANG that is set (a Chinese locale such as zh_CN.UTF-8 gives Simplified Chinese, any other English)."),
                tr("Environment: TERM (terminal type), COLORTERM (truecolor or 24bit: draw in 24-bit colour), NO_COLOR (no colour), TMUX and STY (inside tmux or screen: pictures in half blocks), KITTY_WINDOW_ID, XTERM_VERSION, WEZTERM_PANE, KONSOLE_VERSION, ITERM_SESSION_ID and GHOSTTY_RESOURCES_DIR (a terminal that names itself: its answer about pictures is waited for up to 3 s), LC_ALL, LC_MESSAGES and LANG (the language, as above), LC_ALL, LC_CTYPE and LANG (the characters: a locale that is not UTF-8 draws ASCII only), XDG_DATA_HOME, XDG_STATE_HOME and XDG_CONFIG_HOME (where scores, saved games and settings are kept), XDG_CACHE_HOME (where the sliding-puzzle solver's 4x4 tables are kept), BROCADE_DATA_DIR (the pictures' folder).") + "\n"
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
        var running: ParsableCommand.Type?
        do {
            var command = try parseAsRoot(nil)
            running = type(of: command)
            try command.run()
        } catch {
            let code = exitCode(for: error)
            var text: String
            if let running, let usage = usage(of: running), error is ArgumentParser.ValidationError {
                // A subcommand's own check, made as it ran: the parser would give
                // the top level's usage, so the subcommand's is made here, in the
                // parser's shape.
                text = "Error: \(message(for: error))\n" + usage
            } else {
                text = fullMessage(for: error, columns: Language.current == .en ? nil : 100_000)
                // An option the top level has too, given to a subcommand without
                // its value ("slide --seed"): the parser blames the top level.
                let rootSee = "\n  See 'brocade --help' for more information."
                if code != .success, running == nil, text.hasSuffix(rootSee), let cut = text.firstRange(of: "\nUsage: "),
                   let sub = subcommand(in: Array(CommandLine.arguments.dropFirst())), let usage = usage(of: sub) {
                    text = text[..<cut.lowerBound] + "\n" + usage
                }
            }
            if Language.current == .en {
                text = ParserText.withoutFarSuggestion(text, message: message(for: error))
            } else {
                // The parser's own words (its errors, "Show help information.")
                // in the language too; its headings stay as they are.
                let width = TerminalProbe.size()?.width ?? ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) } ?? 80
                text = ParserText.rewrap(ParserText.fullMessage(text, message: message(for: error)), width: width)
            }
            if code == .success {
                Output.standardOutput(text + "\n")
            } else if !text.isEmpty {
                Output.standardError(text + "\n")
            }
            exitProcess(code.rawValue)
        }
    }

    /// A subcommand's usage and the line after it, as the parser writes them
    /// for its own errors; nil for the top level.
    static func usage(of command: ParsableCommand.Type) -> String? {
        guard ObjectIdentifier(command) != ObjectIdentifier(Brocade.self), let path = path(to: command, from: Brocade.self) else { return nil }
        return "Usage: \(usageString(for: command))\n  See '\(path.joined(separator: " ")) --help' for more information."
    }

    /// The subcommand the arguments name (the deepest: "design export"), if any.
    static func subcommand(in arguments: [String]) -> ParsableCommand.Type? {
        var current: ParsableCommand.Type = Brocade.self, found: ParsableCommand.Type?
        for a in arguments where !a.hasPrefix("-") {
            guard let sub = current.configuration.subcommands.first(where: { $0.configuration.commandName == a }) else { continue }
            current = sub
            found = sub
        }
        return found
    }

    /// The names from `root` down to `command`: ["brocade", "design", "export"].
    static func path(to command: ParsableCommand.Type, from root: ParsableCommand.Type) -> [String]? {
        let name = root.configuration.commandName ?? ""
        if ObjectIdentifier(root) == ObjectIdentifier(command) { return [name] }
        for sub in root.configuration.subcommands {
            if let rest = path(to: command, from: sub) { return [name] + rest }
        }
        return nil
    }

    func run() throws {
        if check.checkTerminal {
            return try TerminalCheck.run(common, mouseCheck: !check.noMouseCheck)
        }
        try Launcher.start(common, mode: nil)
    }
}
