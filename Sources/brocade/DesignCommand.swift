import ArgumentParser
import BrocadeCore
import BrocadeTUI
import BrocadeImaging
import BrocadeStorage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `brocade design`: what can be done with one saved design.
struct DesignCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "design",
            abstract: tr("Work with a saved design (no terminal needed)."),
            subcommands: [DesignExportCommand.self])
    }
}

/// `brocade design export NAME`: the whole design (its left half and the
/// mirror image) as a PNG or as text for a terminal.
struct DesignExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: tr("Write a saved design, whole and mirrored, as a PNG image or as text for a terminal."),
        discussion: tr("Give one of --png and --ansi. The ANSI file draws the design in half blocks and 24-bit colour, one character for each pixel across and two pixels down: `cat FILE` shows it. A design that does not exist exits with 66, one that cannot be read with 65, and a file that cannot be written with 73."))

    @OptionGroup var language: LanguageOption

    @Argument(help: ArgumentHelp(tr("The design's name (see brocade designs)."), valueName: "name"))
    var name: String

    @Option(name: .long, help: ArgumentHelp(tr("Write a PNG image to this file."), valueName: "file"))
    var png: String?

    @Option(name: .long, help: ArgumentHelp(tr("Each pixel of the design as a square this many pixels wide in the PNG, 1 to 32 (default 8)."), valueName: "n"))
    var scale: Int?

    @Option(name: .long, help: ArgumentHelp(tr("Write the design as text with 24-bit colour escapes to this file."), valueName: "file"))
    var ansi: String?

    static let defaultScale = 8

    func validate() throws {
        if (png == nil) == (ansi == nil) { throw ArgumentParser.ValidationError(tr("give one of --png FILE and --ansi FILE")) }
        if png == "" || ansi == "" { throw ArgumentParser.ValidationError(tr("--\(png == nil ? "ansi" : "png") needs a file name")) }
        if let scale {
            if png == nil { throw ArgumentParser.ValidationError(tr("--scale goes with --png")) }
            if !ImageExport.scales.contains(scale) {
                throw ArgumentParser.ValidationError(tr("--scale \(scale) is not between \(ImageExport.scales.lowerBound) and \(ImageExport.scales.upperBound)"))
            }
        }
        guard DesignFile.isValidName(name) else {
            throw ArgumentParser.ValidationError(tr("'\(name)' is not a design's name: 1 to 40 letters, digits, - and _"))
        }
    }

    func run() throws {
        let file = try loadDesignOrExit(name)
        // Only pieces of pictures need the picture library.
        let hasPieces = file.design.cells.contains { if case .piece? = $0?.tile { return true } else { return false } }
        let library = hasPieces ? try openLibrary() : nil
        let missing = DesignImages.missingPieces(file.design, library: library)
        if !missing.isEmpty {
            printError("brocade: " + tr("pieces of \(missing.joined(separator: ", ")) cannot be drawn; their cells are left as ground"))
        }
        let image = DesignImages.designImage(file.design, library: library)
        do {
            if let png {
                try ImageExport.writePNG(image, to: png, scale: scale ?? Self.defaultScale)
            } else if let ansi {
                try ImageExport.writeAtomically(Array(AnsiExport.text(image).utf8), to: ansi)
            }
        } catch let e as ExportError {
            printError("brocade: \(e)")
            throw ExitCode(73)
        }
    }
}
