import ArgumentParser
import BrocadeApp
import BrocadeCore
import BrocadeTUI
import BrocadeImaging
import BrocadeStorage
import BrocadeTerminal
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Storage: GameStore {}

/// Without --seed every game is new: the time and the process pick one.
func freshSeed() -> UInt64 {
    UInt64(Date().timeIntervalSince1970 * 1000) ^ (UInt64(getpid()) << 40)
}

/// Takes the terminal, runs the app, and gives the terminal back.
enum Launcher {
    static func start(_ common: CommonOptions, mode: GameMode?, resume: Bool = false, pictures: PictureLibrary? = nil,
                      configure: (inout AppOptions) -> Void = { _ in },
                      root: ((AppOptions) -> Screen)? = nil) throws {
        let env = ProcessInfo.processInfo.environment
        // Which pictures the terminal shows, asked with its background in
        // one round trip before ncurses starts; --graphics over the setting.
        let (graphics, source) = common.graphicsMode(setting: Storage.graphicsSetting(environment: env))
        let wantsBackground = !common.noColor && (env["NO_COLOR"] ?? "").isEmpty && env["TERM"].map { !$0.isEmpty } == true
        let probe = GraphicsProbe.ask(mode: graphics, source: source, environment: env,
                                      questions: GraphicsProbe.questions(mode: graphics, environment: env, background: wantsBackground))
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen.open(noColor: common.noColor, ascii: common.ascii, environment: env,
                                             graphics: probe.choice, background: probe.background,
                                             terminalVersion: probe.replies?.version)
        } catch let error as TerminalError {
            printError(error.description)
            throw ExitCode(1)
        }
        // Chinese cannot be drawn in ASCII (--ascii, or no UTF-8 to be had).
        if !screen.capabilities.unicode && Language.current.needsUnicode { Language.use(.en) }
        // Settings first, then the command line over them.
        let storage = Storage(environment: env)
        let settings = storage.settings
        var gestures = GestureConfig.standard
        gestures.longPressDelay = Int64(settings.longPressMilliseconds)
        // Without --seed, every game of the run is dealt anew (AppOptions' dealer).
        let seed = common.seed
        var options = AppOptions(
            seed: seed,
            animation: !common.noAnimation && settings.animations,
            colorDepth: settings.theme == .mono ? .none : screen.capabilities.colorDepth,
            unicode: screen.capabilities.unicode,
            startMode: mode,
            resume: resume,
            gestures: gestures)
        // A light one gets brocade's own dark ground; nil (no answer) is taken as dark.
        options.terminalBackground = screen.background
        options.slideArrows = settings.slideArrows
        options.thinkMilliseconds = settings.thinkMilliseconds
        options.solverTables = storage.slideSolverTables(settings.solverTables)
        let home = env["HOME"], cwd = FileManager.default.currentDirectoryPath
        options.completePath = { TypedPaths.completions($0, home: home, cwd: cwd) }
        options.expandPath = { TypedPaths.expand($0, home: home) }
        configure(&options)
        // The jigsaws need the picture library; without one they say so in the menu.
        var searched: [String]?
        let library = pictures ?? {
            do { return try PictureLibrary.find(environment: env) } catch {
                searched = (error as? PictureLibrary.NotFound)?.searched
                return nil
            }
        }()
        // Create keeps designs there, and the games play them as pictures.
        let designs: DesignService? = storage.designsDirectory == nil ? nil : StoredDesigns(environment: env, libraryDirectory: library?.directory)
        let registry = ModeRegistry.standard(pictures: library, designs: designs, searched: searched)
        let app = AppController(options: options, registry: registry, store: storage, root: root?(options),
                                unixTime: { Int64(Date().timeIntervalSince1970) })
        let status = EventLoop(screen: screen).run(app)
        if status != 0 { throw ExitCode(status) }
    }
}
