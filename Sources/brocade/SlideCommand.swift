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
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "slide",
            abstract: tr("Play the sliding puzzle."))
    }

    @OptionGroup var language: LanguageOption

    @OptionGroup var common: CommonOptions
    @OptionGroup var resume: ResumeOption

    @Option(name: .long, help: ArgumentHelp(tr("Board size, 3 to 8."), valueName: "n"))
    var size = 3

    @Option(name: .long, help: ArgumentHelp(tr("Which tiles may move: norm (next to the gap), some (diagonals too), none (any)."), valueName: "level"))
    var rules: SlidingRules.Level = .norm

    @Option(name: .long, help: ArgumentHelp(tr("Instead of a shuffle, K random moves away from the goal (an easy game)."), valueName: "k"))
    var scramble: Int?

    @OptionGroup var pictureChoice: PictureOptions

    func validate() throws {
        if !SlidingRules.sizes.contains(size) { throw ArgumentParser.ValidationError(tr("--size \(size) is not between 3 and 8")) }
        if let scramble, !(1...10_000).contains(scramble) {
            throw ArgumentParser.ValidationError(tr("--scramble \(scramble) is not between 1 and 10000"))
        }
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
