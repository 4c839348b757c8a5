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
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "jigsaw",
            abstract: tr("Play the Li brocade mirror jigsaw (or the classic jigsaw with --classic)."))
    }

    @OptionGroup var language: LanguageOption

    @OptionGroup var common: CommonOptions
    @OptionGroup var resume: ResumeOption

    @Option(name: .long, help: ArgumentHelp(tr("Pieces across one half: small 2, normal 3, big 4."), valueName: "size"))
    var size: JigsawSize = .normal

    @Option(name: .long, help: ArgumentHelp(tr("Pieces across one half, 1 to 8 (instead of --size)."), valueName: "c"))
    var cols: Int?

    @Option(name: .long, help: ArgumentHelp(tr("Rows of pieces, 1 to 8 (default: from the picture's shape)."), valueName: "r"))
    var rows: Int?

    @OptionGroup var pictureChoice: PictureOptions

    @Flag(name: .long, help: ArgumentHelp(tr("The classic jigsaw: no mirror, the whole picture on the board.")))
    var classic = false

    @Flag(name: .long, help: ArgumentHelp(tr("A piece dropped in its own cell (and upright) stays put.")))
    var lock = false

    @Flag(name: .long, help: ArgumentHelp(tr("Pieces start turned; r, R, a double click or the wheel turn them.")))
    var rotate = false

    @Flag(name: .long, help: ArgumentHelp(tr("Pieces interlock: every inner edge a knob on one piece and a socket on the next.")))
    var tabs = false

    func validate() throws {
        if let cols, !(1...8).contains(cols) { throw ArgumentParser.ValidationError(tr("--cols \(cols) is not between 1 and 8")) }
        if let rows, !(1...8).contains(rows) { throw ArgumentParser.ValidationError(tr("--rows \(rows) is not between 1 and 8")) }
    }

    func run() throws {
        let library = try openLibrary()
        let chosen = try choosePicture(library, pictureChoice)
        try Launcher.start(common, mode: classic ? .jigsaw : .mirrorJigsaw, resume: resume.resume, pictures: library) { options in
            options.modeOptions[classic ? .jigsaw : .mirrorJigsaw] =
                JigsawMode.Choice(picture: chosen, perHalf: cols ?? size.columns, rows: rows, lock: lock, rotate: rotate, tabs: tabs)
        }
    }
}
