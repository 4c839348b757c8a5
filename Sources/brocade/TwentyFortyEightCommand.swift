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

struct TwentyFortyEightCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "2048",
            abstract: tr("Play 2048."))
    }

    @OptionGroup var language: LanguageOption

    @OptionGroup var common: CommonOptions
    @OptionGroup var resume: ResumeOption

    @Option(name: .long, help: Game2048Mode.schema.help("size"))
    var size = Game2048Mode.schema.defaultNumber("size")

    @Option(name: .long, help: Game2048Mode.schema.help("target"))
    var target = Game2048Mode.schema.defaultNumber("target")

    @OptionGroup var autoplay: Autoplay2048Options

    /// The options as the schema's values.
    var values: ChoiceValues { ["size": "\(size)", "target": "\(target)"] }

    func validate() throws {
        try Game2048Mode.schema.checkAndMake(values)
        if autoplay.autoplay && resume.resume { throw ArgumentParser.ValidationError(tr("--resume and --autoplay do not go together")) }
    }

    func run() throws {
        if autoplay.autoplay {
            return try Autoplay2048Command.run(autoplay, seed: common.seed, size: size,
                                               thinkMilliseconds: autoplay.think ?? Expectimax2048.Tuning.defaultThinkMilliseconds)
        }
        try Launcher.start(common, mode: .twentyFortyEight, resume: resume.resume) { options in
            options.modeOptions[.twentyFortyEight] = GameRequest(values)
            if let think = autoplay.think { options.thinkMilliseconds = think }
        }
    }
}
