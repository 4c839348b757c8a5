import ArgumentParser
import BrocadeApp
import BrocadeCore
import BrocadeTUI
import BrocadeStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Create's schema, for the options' help, defaults and checks.
private var create: NewGameSchema<CreateMode.Params> { CreateMode.schema(pictures: nil, designs: nil) }

/// `brocade create`: the loom, with a new design or a saved one.
struct CreateCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "create",
            abstract: tr("Weave your own design on the mirrored loom: motifs and picture pieces, kept by name, exported, played."))
    }

    @OptionGroup var language: LanguageOption

    @OptionGroup var common: CommonOptions
    @OptionGroup var resume: ResumeOption

    @Option(name: .long, help: create.help("cols"))
    var cols = create.defaultNumber("cols")

    @Option(name: .long, help: create.help("rows"))
    var rows = create.defaultNumber("rows")

    @Option(name: .long, help: create.help("design"))
    var open: String?

    /// The options as the schema's values.
    var values: ChoiceValues { ["cols": "\(cols)", "rows": "\(rows)", "design": open ?? ""] }

    func validate() throws {
        try create.check(values)
        if let open, !DesignFile.isValidName(open) {
            throw ArgumentParser.ValidationError(tr("'\(open)' is not a design's name: 1 to 40 letters, digits, - and _"))
        }
    }

    func run() throws {
        // A design that is not there, or cannot be read, says so before the terminal is taken.
        if let open { _ = try loadDesignOrExit(open) }
        try Launcher.start(common, mode: .create, resume: resume.resume) { options in
            options.modeOptions[.create] = GameRequest(values)
        }
    }
}

/// A saved design, or one line on stderr and the exit status: 66 when there
/// is none, 65 when it was there but could not be read (it is set aside).
func loadDesignOrExit(_ name: String) throws -> DesignFile {
    let storage = Storage(environment: ProcessInfo.processInfo.environment)
    if let file = storage.loadDesign(named: name) { return file }
    let notices = storage.takeReadNotices()
    guard notices.isEmpty else {
        notices.forEach { printError("brocade: " + $0) }
        throw ExitCode(65)
    }
    printError("brocade: " + tr("no design named '\(name)'"))
    throw ExitCode(66)
}
