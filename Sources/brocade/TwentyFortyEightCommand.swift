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

    @Option(name: .long, help: ArgumentHelp(tr("Board size, 3 to 8."), valueName: "n"))
    var size = 4

    @Option(name: .long, help: ArgumentHelp(tr("The tile that wins: a power of two from 8 to 131072."), valueName: "tile"))
    var target = 2048

    @OptionGroup var autoplay: Autoplay2048Options

    func validate() throws {
        if !Game2048.sizes.contains(size) { throw ArgumentParser.ValidationError(tr("--size \(size) is not between 3 and 8")) }
        if !(8...131_072).contains(target) || target.nonzeroBitCount != 1 {
            throw ArgumentParser.ValidationError(tr("--target \(target) is not a power of two from 8 to 131072"))
        }
        // The mode's own check, said as an option.
        try optionError { _ = try Game2048Mode.Params(size: size, target: target).validated() }
        if autoplay.autoplay && resume.resume { throw ArgumentParser.ValidationError(tr("--resume and --autoplay do not go together")) }
    }

    func run() throws {
        if autoplay.autoplay {
            return try Autoplay2048Command.run(autoplay, seed: common.seed, size: size,
                                               thinkMilliseconds: autoplay.think ?? Expectimax2048.Tuning.defaultThinkMilliseconds)
        }
        try Launcher.start(common, mode: .twentyFortyEight, resume: resume.resume) { options in
            options.modeOptions[.twentyFortyEight] = Game2048Mode.Params(size: size, target: target)
            if let think = autoplay.think { options.thinkMilliseconds = think }
        }
    }
}
