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

/// The jigsaw's schema, for the options' help, defaults and checks (the
/// variant changes none of them).
private var jigsaw: NewGameSchema<JigsawMode.Params> { JigsawMode.schema(.mirror, pictures: nil) }

/// `--size`: a word for the pieces across one half (`JigsawMode.sizes`).
enum JigsawSize: String, ExpressibleByArgument, CaseIterable {
    case small, normal, big

    var columns: Int {
        guard let size = JigsawMode.sizes.first(where: { $0.word == rawValue }) else { preconditionFailure("no size \(rawValue)") }
        return size.perHalf
    }

    /// The size of the schema's default columns.
    static var standard: JigsawSize {
        guard let size = allCases.first(where: { "\($0.columns)" == jigsaw.option("cols").defaultValue }) else {
            preconditionFailure("the default columns have no size")
        }
        return size
    }
}

struct JigsawCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "jigsaw",
            abstract: tr("Play the Li brocade mirror jigsaw (or the classic jigsaw with --classic)."))
    }

    @OptionGroup var language: LanguageOption

    @OptionGroup var common: CommonOptions
    @OptionGroup var resume: ResumeOption

    @Option(name: .long, help: ArgumentHelp(tr("Pieces across one half: small \(JigsawSize.small.columns), normal \(JigsawSize.normal.columns), big \(JigsawSize.big.columns)."),
                                            valueName: "size"))
    var size: JigsawSize = .standard

    @Option(name: .long, help: jigsaw.help("cols"))
    var cols: Int?

    @Option(name: .long, help: jigsaw.help("rows"))
    var rows: Int?

    @OptionGroup var pictureChoice: PictureOptions

    @Flag(name: .long, help: ArgumentHelp(tr("The classic jigsaw: no mirror, the whole picture on the board.")))
    var classic = false

    @Flag(name: .long, help: jigsaw.help("lock"))
    var lock = false

    @Flag(name: .long, help: jigsaw.help("rotate"))
    var rotate = false

    @Flag(name: .long, help: jigsaw.help("tabs"))
    var tabs = false

    @Flag(name: .long, inversion: .prefixedNo, help: jigsaw.help("numbers"))
    var numbers = GameOption.flag(jigsaw.defaults, "numbers")

    /// The options as the schema's values (the picture is found apart).
    var values: ChoiceValues {
        ["cols": "\(cols ?? size.columns)", "rows": rows.map { "\($0)" } ?? "auto", "lock": GameOption.onOff(lock), "rotate": GameOption.onOff(rotate),
         "tabs": GameOption.onOff(tabs), "numbers": GameOption.onOff(numbers)]
    }

    func validate() throws {
        try jigsaw.check(values)
    }

    func run() throws {
        let library = try openLibrary()
        let chosen = try choosePicture(library, pictureChoice)
        let mode: GameMode = classic ? .jigsaw : .mirrorJigsaw
        try refuseWhatDoesNotFit(library, chosen)
        try Launcher.start(common, mode: mode, resume: resume.resume, pictures: library) { options in
            options.modeOptions[mode] = GameRequest(values, picture: chosen)
        }
    }

    /// A board the terminal has no room for is refused at once, in one line
    /// that says what it needs, rather than drawn too small to play; a game
    /// that cannot be made is left for the launcher to report.
    func refuseWhatDoesNotFit(_ library: PictureLibrary, _ chosen: PictureInfo?) throws {
        guard !resume.resume, let terminal = TerminalProbe.size(),
              let params = try? JigsawMode.schema(classic ? .classic : .mirror, pictures: library).make(GameRequest(values, picture: chosen)),
              let problem = JigsawMode.fitProblem(params, provider: library, terminal: terminal) else { return }
        printError("brocade: " + tr("\(problem); this one is \(terminal.width)x\(terminal.height)"))
        throw ExitCode.validationFailure
    }
}
