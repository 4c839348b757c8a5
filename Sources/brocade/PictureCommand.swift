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

struct PictureCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "picture",
            abstract: tr("Show a picture full-screen, whole and mirrored: a built-in one by name, a file, or a generated one."))
    }

    @OptionGroup var language: LanguageOption

    @Argument(help: ArgumentHelp(tr("A built-in picture (see brocade pictures)."), valueName: "name"))
    var name: String?

    @Option(name: .long, help: ArgumentHelp(tr("An image file (PNG, JPEG, GIF, BMP, PNM, XPM) to use as the left half."), valueName: "path"))
    var image: String?

    @Option(name: .long, help: ArgumentHelp(tr("A Li brocade woven by the generator from this seed (0 and up)."), valueName: "seed"))
    var generate: UInt64?

    @OptionGroup var common: CommonOptions

    func validate() throws {
        let given = [name != nil, image != nil, generate != nil].filter { $0 }.count
        if given == 0 { throw ArgumentParser.ValidationError(tr("name a picture, or give --image PATH or --generate SEED")) }
        if given > 1 { throw ArgumentParser.ValidationError(tr("give one of a picture name, --image and --generate")) }
    }

    func run() throws {
        let library = try openLibrary()
        guard let picture = try choosePicture(library, name: name, image: image, generate: generate) else { return }
        try Launcher.start(common, mode: nil, pictures: library) { _ in } root: { _ in PictureScreen(picture: picture, provider: library) }
    }
}
