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
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--check-terminal` and `--no-mouse-check`: the top command's, like --version.
struct CheckTerminalOptions: ParsableArguments {
    @Flag(name: .customLong("check-terminal"),
          help: ArgumentHelp(tr("Print what brocade sees of the terminal, for a bug report: TERM, colours, UTF-8, the pictures it can show (kitty graphics, sixel or half blocks, and why), size, the mouse (it asks for one click) and where its files are.")))
    var checkTerminal = false

    @Flag(name: .customLong("no-mouse-check"), help: ArgumentHelp(tr("With --check-terminal: leave out the mouse check, which waits for a click.")))
    var noMouseCheck = false

    func validate() throws {
        if noMouseCheck && !checkTerminal {
            throw ArgumentParser.ValidationError(tr("--no-mouse-check goes with --check-terminal"))
        }
    }
}

/// Prints the report; the mouse check, when it runs, takes the terminal
/// the way the game does and gives it back on every way out.
enum TerminalCheck {
    static let mouseTimeoutMilliseconds: Int64 = 10_000

    static func run(_ common: CommonOptions, mouseCheck: Bool) throws {
        let env = ProcessInfo.processInfo.environment
        var facts = TerminalProbe.look(environment: env,
                                       graphics: common.graphicsMode(setting: Storage.graphicsSetting(environment: env)))
        // The files as the game finds them (it makes its folders and the
        // documented settings file when they are missing, as the game does).
        let storage = Storage(environment: env)
        let monoTheme = storage.settings.theme == .mono
        var status: Int32 = 0
        let mouse: TerminalReport.Mouse
        if !facts.isTerminal {
            mouse = .notChecked(tr("not a terminal"))
        } else if !mouseCheck {
            mouse = .skipped("--no-mouse-check")
        } else {
            (mouse, status) = checkMouse(common, environment: env, monoTheme: monoTheme, facts: facts)
            // The window may have been resized meanwhile.
            facts.size = TerminalProbe.size() ?? facts.size
        }
        // The terminal is gone: nobody is left to read the report.
        if status == 129 { throw ExitCode(status) }
        var report = TerminalReport(version: BrocadeVersion.string, facts: facts, environment: env,
                                    minimumSize: minimumTerminalSize, mouse: mouse,
                                    files: files(storage, environment: env), system: system())
        report.noColor = common.noColor
        report.ascii = common.ascii
        report.monoTheme = monoTheme
        report.language = LanguageChoice.explain(arguments: Array(CommandLine.arguments.dropFirst()), environment: env)
        Output.standardOutput(report.text)
        if status != 0 { throw ExitCode(status) }
    }

    /// Asks for a click; returns what came and the exit status (130 after Ctrl-C).
    static func checkMouse(_ common: CommonOptions, environment env: [String: String],
                           monoTheme: Bool, facts: TerminalFacts) -> (TerminalReport.Mouse, Int32) {
        let screen: TerminalScreen
        do {
            // What the report asked already is not asked again.
            screen = try TerminalScreen.open(noColor: common.noColor, ascii: common.ascii, environment: env,
                                             graphics: facts.graphics?.choice ?? .blocks(.notATerminal), background: facts.background,
                                             terminalVersion: facts.graphics?.replies?.version)
        } catch TerminalError.setupFailed {
            return (.notChecked(tr("the terminal could not be started")), 0)
        } catch {
            // The TERM line says why.
            return (.notChecked(tr("TERM cannot be used")), 0)
        }
        // As in the game: Chinese cannot be drawn in ASCII.
        if !screen.capabilities.unicode && Language.current.needsUnicode { Language.use(.en) }
        let program = MouseCheckProgram(timeoutMilliseconds: mouseTimeoutMilliseconds,
                                        colorDepth: monoTheme ? .none : screen.capabilities.colorDepth,
                                        unicode: screen.capabilities.unicode, terminalBackground: screen.background)
        let loop = EventLoop(screen: screen)
        let status = loop.run(program)
        // Reports sent just before reporting went off must not reach the shell.
        TerminalProbe.discardPendingInput()
        switch program.outcome {
        case .pointer(let kind, let at):
            return (.report(kind, at: at, encoding: loop.mouseEncoding), status)
        case .timedOut(let motion):
            return (.noClick(seconds: program.timeoutSeconds, lastMotion: motion), status)
        case .key:
            return (.skipped(tr("a key was pressed")), status)
        case .interrupted(let reason):
            let by: String
            switch reason {
            case .interrupt: by = "Ctrl-C"
            case .terminate: by = "SIGTERM"
            case .hangup: by = "SIGHUP"
            case .quit: by = "SIGQUIT"
            }
            return (.notChecked(tr("interrupted by \(by)")), status)
        case nil:
            return (.notChecked(tr("the terminal stopped answering")), status == 0 ? 1 : status)
        }
    }

    /// Where the game keeps its files, and the picture library it would use.
    static func files(_ storage: Storage, environment env: [String: String]) -> [(String, String)] {
        let noHome = tr("none (HOME is not set)")
        let dirs = storage.directories
        var out: [(String, String)] = [
            (tr("settings"), storage.settingsPath ?? noHome),
            (tr("scores"), storage.scoresPath ?? noHome),
            (tr("saves"), storage.shelfPath(mode: "MODE").map { $0 + "/ID.json" } ?? noHome),
            (tr("designs"), storage.designsDirectory.map { $0 + "/" } ?? noHome),
            (tr("cache"), dirs.cache.map { $0 + "/" } ?? noHome),
        ]
        let dataDir = env["BROCADE_DATA_DIR"].map { "BROCADE_DATA_DIR=" + $0 } ?? tr("BROCADE_DATA_DIR unset")
        do {
            let library = try PictureLibrary.find(environment: env)
            out.append((tr("pictures"), tr("\(library.directory) (\(library.pictures.count) pictures; \(dataDir))")))
        } catch {
            out.append((tr("pictures"), tr("\(error) (\(dataDir))")))
        }
        for notice in storage.takeNotices() { out.append((tr("notice"), notice)) }
        return out
    }

    /// The kernel, its release and the machine: "Linux 6.1.0-18-amd64 x86_64".
    static func system() -> String? {
        var u = utsname()
        guard uname(&u) == 0 else { return nil }
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        return [field(u.sysname), field(u.release), field(u.machine)].joined(separator: " ")
    }
}
