import ArgumentParser
import BrocadeApp
import BrocadeCore
import BrocadeTUI
import BrocadeImaging
import BrocadeStorage
import BrocadeTerminal
import Foundation

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
