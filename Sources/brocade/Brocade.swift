import ArgumentParser
import BrocadeApp
import BrocadeCore
import BrocadeImaging
import BrocadeStorage
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
        abstract: "Puzzle games for the terminal: a Li brocade mirror jigsaw, a classic jigsaw, 2048 and a sliding puzzle.",
        discussion: """
            With no subcommand, brocade opens its menu. Every screen has its own help: press ? \
            or click "? help" on the status line. The mouse and the keyboard each play every game alone.

            Keys: arrows (also wasd, hjkl in games) move; Enter or Space choose; ? help; \
            q quit (in a game: back to the menu, asking first); Esc back; Ctrl-Z suspend; \
            Ctrl-L redraw; Ctrl-C quit at once. Mouse: point to highlight, click to choose, wheel to move.

            Environment: TERM (terminal type), NO_COLOR (no colour), LANG, LC_ALL and LC_CTYPE \
            (a locale that is not UTF-8 draws ASCII only), XDG_DATA_HOME, XDG_STATE_HOME and \
            XDG_CONFIG_HOME (where scores, saved games and settings are kept), XDG_CACHE_HOME \
            (where the sliding-puzzle solver's 4x4 tables are kept), BROCADE_DATA_DIR (the \
            pictures' folder).
            Terminal: 80x24 at least. See brocade(6) for everything else.
            """,
        version: BrocadeVersion.string,
        subcommands: [JigsawCommand.self, TwentyFortyEightCommand.self, SlideCommand.self, ScoresCommand.self,
                      PicturesCommand.self, PictureCommand.self, SolveCommand.self]
    )

    @OptionGroup var common: CommonOptions

    func run() throws {
        try Launcher.start(common, mode: nil)
    }
}

enum JigsawSize: String, ExpressibleByArgument, CaseIterable {
    case small, normal, big

    var columns: Int {
        switch self {
        case .small: return 2
        case .normal: return 3
        case .big: return 4
        }
    }
}

struct JigsawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jigsaw",
        abstract: "Play the Li brocade mirror jigsaw (or the classic jigsaw with --classic).")

    @OptionGroup var common: CommonOptions
    @OptionGroup var resume: ResumeOption

    @Option(name: .long, help: ArgumentHelp("Pieces across one half: small 2, normal 3, big 4.", valueName: "size"))
    var size: JigsawSize = .normal

    @Option(name: .long, help: ArgumentHelp("Pieces across one half, 1 to 8 (instead of --size).", valueName: "c"))
    var cols: Int?

    @Option(name: .long, help: ArgumentHelp("Rows of pieces, 1 to 8 (default: from the picture's shape).", valueName: "r"))
    var rows: Int?

    @OptionGroup var pictureChoice: PictureOptions

    @Flag(name: .long, help: "The classic jigsaw: no mirror, the whole picture on the board.")
    var classic = false

    @Flag(name: .long, help: "A piece dropped in its own cell stays put.")
    var lock = false

    func validate() throws {
        if let cols, !(1...8).contains(cols) { throw ArgumentParser.ValidationError("--cols \(cols) is not between 1 and 8") }
        if let rows, !(1...8).contains(rows) { throw ArgumentParser.ValidationError("--rows \(rows) is not between 1 and 8") }
    }

    func run() throws {
        let library = try openLibrary()
        let chosen = try choosePicture(library, name: pictureChoice.picture, image: pictureChoice.image)
        try Launcher.start(common, mode: classic ? .jigsaw : .mirrorJigsaw, resume: resume.resume, pictures: library) { options in
            options.jigsawPicture = chosen
            options.jigsawColumns = cols ?? size.columns
            options.jigsawRows = rows
            options.jigsawLock = lock
        }
    }
}

struct TwentyFortyEightCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "2048",
        abstract: "Play 2048.")

    @OptionGroup var common: CommonOptions
    @OptionGroup var resume: ResumeOption

    @Option(name: .long, help: ArgumentHelp("Board size, 3 to 8.", valueName: "n"))
    var size = 4

    @Option(name: .long, help: ArgumentHelp("The tile that wins: a power of two from 8 to 131072.", valueName: "tile"))
    var target = 2048

    @OptionGroup var autoplay: Autoplay2048Options

    func validate() throws {
        guard Game2048.sizes.contains(size) else {
            throw ArgumentParser.ValidationError("--size \(size) is not between 3 and 8")
        }
        guard target >= 8, target <= 131_072, target.nonzeroBitCount == 1 else {
            throw ArgumentParser.ValidationError("--target \(target) is not a power of two from 8 to 131072")
        }
        if autoplay.autoplay && resume.resume { throw ArgumentParser.ValidationError("--resume and --autoplay do not go together") }
    }

    func run() throws {
        if autoplay.autoplay { return try Autoplay2048Command.run(autoplay, seed: common.seed, size: size) }
        try Launcher.start(common, mode: .twentyFortyEight, resume: resume.resume) { options in
            options.board2048 = size
            options.target2048 = target
        }
    }
}

extension SlidingRules.Level: ExpressibleByArgument {}

struct SlideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slide",
        abstract: "Play the sliding puzzle.")

    @OptionGroup var common: CommonOptions
    @OptionGroup var resume: ResumeOption

    @Option(name: .long, help: ArgumentHelp("Board size, 3 to 8.", valueName: "n"))
    var size = 3

    @Option(name: .long, help: ArgumentHelp("Which tiles may move: norm (next to the gap), some (diagonals too), none (any).", valueName: "level"))
    var rules: SlidingRules.Level = .norm

    @Option(name: .long, help: ArgumentHelp("Instead of a shuffle, K random moves away from the goal (an easy game).", valueName: "k"))
    var scramble: Int?

    @OptionGroup var pictureChoice: PictureOptions

    func validate() throws {
        guard SlidingRules.sizes.contains(size) else { throw ArgumentParser.ValidationError("--size \(size) is not between 3 and 8") }
        if let scramble, !(1...10_000).contains(scramble) {
            throw ArgumentParser.ValidationError("--scramble \(scramble) is not between 1 and 10000")
        }
    }

    func run() throws {
        var chosen: PictureInfo?
        var library: PictureLibrary?
        if pictureChoice.picture != nil || pictureChoice.image != nil {
            let lib = try openLibrary()
            library = lib
            chosen = try choosePicture(lib, name: pictureChoice.picture, image: pictureChoice.image)
        }
        try Launcher.start(common, mode: .slide, resume: resume.resume, pictures: library) { options in
            options.slideSize = size
            options.slideLevel = rules
            options.slideScramble = scramble
            options.slidePicture = chosen
        }
    }
}

/// `--picture` or `--image`, for the modes that show pictures.
struct PictureOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A built-in picture (see brocade pictures); the jigsaw's default is dalishen.", valueName: "name"))
    var picture: String?

    @Option(name: .long, help: ArgumentHelp("An image file (PNG, JPEG, GIF, BMP, PNM, XPM) to use instead.", valueName: "path"))
    var image: String?

    func validate() throws {
        if picture != nil && image != nil { throw ArgumentParser.ValidationError("give --picture or --image, not both") }
    }
}

/// `--resume`, for the commands that start a mode.
struct ResumeOption: ParsableArguments {
    @Flag(name: .long, help: "Continue the saved game of this mode (a new game when there is none).")
    var resume = false
}

struct ScoresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "Print the score tables (no terminal needed).")

    @Option(name: .long, help: ArgumentHelp("Only this mode: mirror-jigsaw, jigsaw, 2048 or slide.", valueName: "mode"))
    var mode: GameMode?

    @Flag(name: .long, help: "Print JSON instead of tables.")
    var json = false

    func run() throws {
        let storage = Storage(environment: ProcessInfo.processInfo.environment)
        let book = storage.loadScores()
        for notice in storage.takeNotices() where !notice.hasPrefix("Scores and saves will not be kept") {
            printError("brocade: " + notice)
        }
        let modes = ModeRegistry.builtIn.filter { mode == nil || $0.mode == mode }
        if json {
            var filtered = book
            filtered.tables = book.tables.filter { t in modes.contains { $0.mode.rawValue == t.mode } }
            FileHandle.standardOutput.write(Data(try JSONCoding.encode(filtered)) + Data("\n".utf8))
        } else {
            print(ScoreTableText.plainText(book, modes: modes, player: storage.playerName), terminator: "")
        }
    }
}

extension GameMode: ExpressibleByArgument {
    /// Only the names of modes there are.
    public init?(argument: String) {
        guard ModeRegistry.builtIn.contains(where: { $0.mode.rawValue == argument }) else { return nil }
        self.init(argument)
    }

    public static var allValueStrings: [String] { ModeRegistry.builtIn.map(\.mode.rawValue) }
}


/// One line on stderr. It may quote a file or the environment, so it is
/// cleaned of anything a terminal would take for an escape sequence.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((SafeText.clean(line) + "\n").utf8))
}

/// Opens the picture library or says, in one line, why it cannot.
func openLibrary() throws -> PictureLibrary {
    do {
        return try PictureLibrary.find(environment: ProcessInfo.processInfo.environment)
    } catch {
        printError("brocade: \(error)")
        throw ExitCode(66)
    }
}

/// The picture a command asked for: a file (--image) or a built-in one by
/// name; nil when it asked for neither. Bad files exit 65, unknown names 64.
func choosePicture(_ library: PictureLibrary, name: String?, image: String?) throws -> PictureInfo? {
    if let image {
        do {
            return try library.addImage(path: image)
        } catch let e as ImageError {
            printError("brocade: \(e)")
            throw ExitCode(65)
        }
    }
    guard let name else { return nil }
    guard let p = library.picture(named: name) else {
        throw ArgumentParser.ValidationError("no picture named '\(name)'; the pictures are \(library.pictures.map(\.name).joined(separator: ", "))")
    }
    return p
}

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

struct PictureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "picture",
        abstract: "Show a picture full-screen, whole and mirrored: a built-in one by name, or a file.")

    @Argument(help: ArgumentHelp("A built-in picture (see brocade pictures).", valueName: "name"))
    var name: String?

    @Option(name: .long, help: ArgumentHelp("An image file (PNG, JPEG, GIF, BMP, PNM, XPM) to use as the left half.", valueName: "path"))
    var image: String?

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if name == nil && image == nil { throw ArgumentParser.ValidationError("name a picture, or give --image PATH") }
        if name != nil && image != nil { throw ArgumentParser.ValidationError("give a picture name or --image, not both") }
    }

    func run() throws {
        let library = try openLibrary()
        guard let picture = try choosePicture(library, name: name, image: image) else { return }
        try Launcher.start(common, mode: nil, pictures: library) { _ in } root: { _ in PictureScreen(picture: picture, provider: library) }
    }
}

extension Storage: GameStore {}

/// Without --seed every game is new: the time and the process pick one.
func freshSeed() -> UInt64 {
    UInt64(Date().timeIntervalSince1970 * 1000) ^ (UInt64(getpid()) << 40)
}

enum BrocadeVersion {
    static let string = "0.1.0"
}

/// Takes the terminal, runs the app, and gives the terminal back.
enum Launcher {
    static func start(_ common: CommonOptions, mode: GameMode?, resume: Bool = false, pictures: PictureLibrary? = nil,
                      configure: (inout AppOptions) -> Void = { _ in },
                      root: ((AppOptions) -> Screen)? = nil) throws {
        let env = ProcessInfo.processInfo.environment
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen.open(noColor: common.noColor, ascii: common.ascii, environment: env)
        } catch let error as TerminalError {
            printError(error.description)
            throw ExitCode(1)
        }
        // Settings first, then the command line over them.
        let storage = Storage(environment: env)
        let settings = storage.settings
        var gestures = GestureConfig.standard
        gestures.longPressDelay = Int64(settings.longPressMilliseconds)
        let seed = common.seed ?? freshSeed()
        var options = AppOptions(
            seed: seed,
            animation: !common.noAnimation && settings.animations,
            colorDepth: settings.theme == .mono ? .none : screen.capabilities.colorDepth,
            unicode: screen.capabilities.unicode,
            startMode: mode,
            resume: resume,
            gestures: gestures)
        options.slideArrows = settings.slideArrows
        let tablesFile = storage.solverTables
        options.solverTables = SlideSolverTables(load: { tablesFile.load() }, store: { tablesFile.store($0) })
        configure(&options)
        // The jigsaws need the picture library; without one they say so in the menu.
        let library = pictures ?? (try? PictureLibrary.find(environment: env))
        let registry = ModeRegistry.standard(pictures: library)
        let app = AppController(options: options, registry: registry, store: storage, root: root?(options),
                                unixTime: { Int64(Date().timeIntervalSince1970) })
        let status = EventLoop(screen: screen).run(app)
        if status != 0 { throw ExitCode(status) }
    }
}
