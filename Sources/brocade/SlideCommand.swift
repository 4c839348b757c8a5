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

extension SlidingRules.Level: ExpressibleByArgument {
    /// The schema's default rules.
    static var standard: SlidingRules.Level {
        guard let level = SlidingRules.Level(rawValue: slide.option("rules").defaultValue) else { preconditionFailure("no default rules") }
        return level
    }
}

/// The sliding puzzle's schema, for the options' help, defaults and checks.
private var slide: NewGameSchema<SlideMode.Params> { SlideMode.schema(pictures: nil) }

struct SlideCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "slide",
            abstract: tr("Play the sliding puzzle."))
    }

    @OptionGroup var language: LanguageOption

    @OptionGroup var common: CommonOptions
    @OptionGroup var resume: ResumeOption

    @Option(name: .long, help: slide.help("size"))
    var size = slide.defaultNumber("size")

    @Option(name: .long, help: slide.help("rules"))
    var rules = SlidingRules.Level.standard

    @Option(name: .long, help: slide.help("scramble"))
    var scramble: Int?

    @OptionGroup var pictureChoice: PictureOptions

    /// The options as the schema's values (the picture is found apart).
    var values: ChoiceValues { ["size": "\(size)", "rules": rules.rawValue, "scramble": scramble.map { "\($0)" } ?? "none"] }

    func validate() throws {
        try slide.checkAndMake(values)
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
            options.modeOptions[.slide] = GameRequest(values, picture: chosen)
        }
    }
}
