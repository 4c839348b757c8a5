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

extension SlidingRules.Level: ExpressibleByArgument {}

struct SlideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slide",
        abstract: "Play the sliding puzzle.")

    @OptionGroup var language: LanguageOption

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
        // The mode's own check, said as an option.
        try optionError { _ = try SlideMode.Params(size: size, level: rules, scramble: scramble).validated() }
    }

    func run() throws {
        var chosen: PictureInfo?
        var library: PictureLibrary?
        if pictureChoice.chosen {
            let lib = try openLibrary()
            library = lib
            chosen = try choosePicture(lib, pictureChoice)
        }
        try Launcher.start(common, mode: .slide, resume: resume.resume, pictures: library) { options in
            options.modeOptions[.slide] = SlideMode.Params(size: size, level: rules, scramble: scramble, picture: chosen)
        }
    }
}
