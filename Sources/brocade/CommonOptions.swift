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

/// Options every command takes, the menu as much as each mode.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(tr("Seed for new games: each mode's first game is this seed's deal and the next ones follow from it, the same on every machine; without it every game is dealt anew."), valueName: "n"))
    var seed: UInt64?

    @Flag(name: .customLong("no-color"), help: ArgumentHelp(tr("Draw without colour (also when NO_COLOR is set).")))
    var noColor = false

    @Flag(name: .long, help: ArgumentHelp(tr("Draw with ASCII characters only (also when the locale is not UTF-8).")))
    var ascii = false

    @Flag(name: .customLong("no-animation"), help: ArgumentHelp(tr("Show results at once, without animations.")))
    var noAnimation = false

    @Option(name: .long, help: ArgumentHelp(tr("How pictures are drawn: auto (real pixels where the terminal shows them, kitty graphics first, then sixel; half blocks elsewhere and always inside tmux or screen), kitty, sixel or blocks (half blocks). Default: the graphics setting, else auto."),
                                            valueName: "auto|kitty|sixel|blocks"))
    var graphics: GraphicsMode?

    /// The graphics asked for and where: the option, else the setting, else auto.
    func graphicsMode(setting: GraphicsMode) -> (GraphicsMode, GraphicsSource) {
        if let graphics { return (graphics, .option) }
        return setting == .auto ? (.auto, .standard) : (setting, .setting)
    }
}

extension GraphicsMode: ExpressibleByArgument {}

/// The jigsaw's picture when none is chosen, as its schema says.
private var jigsawPicture: String { JigsawMode.schema(.mirror, pictures: nil).option("picture").defaultValue }

/// `--picture` or `--image`, for the modes that show pictures.
struct PictureOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(tr("A built-in picture (see brocade pictures); the jigsaw's default is \(jigsawPicture)."),
                                            valueName: "name"))
    var picture: String?

    @Option(name: .long, help: ArgumentHelp(tr("An image file (PNG, JPEG, GIF, BMP, PNM, XPM) to use instead."), valueName: "path"))
    var image: String?

    @Option(name: .long, help: ArgumentHelp(tr("A Li brocade woven by the generator from this seed (0 and up)."), valueName: "seed"))
    var generate: UInt64?

    @Flag(name: .long, help: ArgumentHelp(tr("The generated picture of the day (its seed is today's UTC date), the same for every player.")))
    var daily = false

    @Option(name: .long, help: ArgumentHelp(tr("A design of your own, saved in create mode (see brocade designs)."), valueName: "name"))
    var design: String?

    /// Whether any picture was asked for.
    var chosen: Bool { picture != nil || image != nil || generate != nil || daily || design != nil }

    func validate() throws {
        let given = [picture != nil, image != nil, generate != nil, daily, design != nil].filter { $0 }.count
        if given > 1 { throw ArgumentParser.ValidationError(tr("give one of --picture, --image, --generate, --daily and --design")) }
        if let design, !DesignFile.isValidName(design) {
            throw ArgumentParser.ValidationError(tr("'\(design)' is not a design's name: 1 to 40 letters, digits, - and _"))
        }
    }
}

/// `--resume`, for the commands that start a mode.
struct ResumeOption: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(tr("Continue the most recent game in progress of this mode (a new game when there is none).")))
    var resume = false
}
