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
            abstract: tr("Show a picture full-screen, whole and mirrored: a built-in one by name, a file, or a generated one."),
            discussion: tr("With --export FILE.png, no terminal is needed: the whole mirrored picture is written as a PNG, as the jigsaw weaves it for a board of --size pixels (default 600x400; the width is both halves, so it is even; at most 4096x4096). A file that cannot be read exits with 65, a design that does not exist with 66, and a file that cannot be written with 73."))
    }

    @OptionGroup var language: LanguageOption

    @Argument(help: ArgumentHelp(tr("A built-in picture (see brocade pictures)."), valueName: "name"))
    var name: String?

    @Option(name: .long, help: ArgumentHelp(tr("An image file (PNG, JPEG, GIF, BMP, PNM, XPM) to use as the left half."), valueName: "path"))
    var image: String?

    @Option(name: .long, help: ArgumentHelp(tr("A Li brocade woven by the generator from this seed (0 and up)."), valueName: "seed"))
    var generate: UInt64?

    @Option(name: .long, help: ArgumentHelp(tr("A design of your own, saved in create mode (see brocade designs)."), valueName: "name"))
    var design: String?

    @Option(name: .long, help: ArgumentHelp(tr("Write the whole mirrored picture to this PNG file instead of showing it (no terminal needed)."),
                                            valueName: "file"))
    var export: String?

    @Option(name: .long, help: ArgumentHelp(tr("With --export: the board's size in pixels, the whole picture (each half is half as wide); default 600x400."),
                                            valueName: "wxh"))
    var size: String?

    @Flag(name: .long, help: ArgumentHelp(tr("With --export: the flat thread colours the pieces are matched by, without the weave's texture.")))
    var flat = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        let given = [name != nil, image != nil, generate != nil, design != nil].filter { $0 }.count
        if given == 0 { throw ArgumentParser.ValidationError(tr("name a picture, or give --image PATH, --generate SEED or --design NAME")) }
        if given > 1 { throw ArgumentParser.ValidationError(tr("give one of a picture name, --image, --generate and --design")) }
        if let design, !DesignFile.isValidName(design) {
            throw ArgumentParser.ValidationError(tr("'\(design)' is not a design's name: 1 to 40 letters, digits, - and _"))
        }
        if export == nil {
            if size != nil { throw ArgumentParser.ValidationError(tr("--size goes with --export")) }
            if flat { throw ArgumentParser.ValidationError(tr("--flat goes with --export")) }
            return
        }
        if export == "" {
            let option = "export"
            throw ArgumentParser.ValidationError(tr("--\(option) needs a file name"))
        }
        _ = try exportSize()
    }

    /// The board's size asked for, or the default; a bad one is a usage error.
    func exportSize() throws -> Size {
        guard let size else { return PictureExport.defaultSize }
        guard let s = PictureExport.size(size) else {
            throw ArgumentParser.ValidationError(tr("--size '\(size)' is not a width and height in pixels, such as 600x400"))
        }
        if let problem = PictureExport.problem(s) { throw ArgumentParser.ValidationError(problem) }
        return s
    }

    func run() throws {
        let library = try openLibrary()
        if let export { return try write(to: export, library: library) }
        if let design {
            let file = try loadDesignOrExit(design)
            let env = ProcessInfo.processInfo.environment
            let pictures = PicturesWithDesigns(library, designs: StoredDesigns(environment: env, libraryDirectory: library.directory))
            try Launcher.start(common, mode: nil, pictures: library) { _ in } root: { _ in
                PictureScreen(picture: DesignPicture.info(file), provider: pictures)
            }
            return
        }
        guard let picture = try choosePicture(library, name: name, image: image, generate: generate) else { return }
        try Launcher.start(common, mode: nil, pictures: library) { _ in } root: { _ in PictureScreen(picture: picture, provider: library) }
    }

    /// --export: the whole mirrored picture as the jigsaw weaves it for a
    /// board of --size pixels, written as a PNG (atomically: a file that
    /// cannot be written is left as it was).
    private func write(to path: String, library: PictureLibrary) throws {
        let size = try exportSize()
        let whole: PixelImage
        if let design {
            whole = PictureExport.whole(design: try loadDesignOrExit(design).design, library: library, size: size)
        } else {
            guard let picture = try choosePicture(library, name: name, image: image, generate: generate) else { return }
            do {
                whole = try PictureExport.whole(picture, library: library, size: size, flat: flat)
            } catch {
                printError("brocade: \(error)")
                throw ExitCode(65)
            }
        }
        do {
            try ImageExport.writePNG(whole, to: path, scale: 1)
        } catch let e as ExportError {
            printError("brocade: \(e)")
            throw ExitCode(73)
        }
    }
}
