import BrocadeCore
import BrocadeTUI

/// What the loom asks the app to do: keep the design, and export it or
/// play it. `interpret` only describes it; the game screen runs it off the
/// event loop through `effects` and hands back what came of it, which
/// `interpret(done:)` turns into the design's name, a notice or a game.
extension CreateMode {
    /// The design kept under its name, then what the player asked for.
    public struct Effect: Equatable, Sendable {
        var file: DesignFile
        var then: Naming
    }

    /// What came of an effect.
    public enum EffectResult: Equatable, Sendable {
        /// Kept, and for an export the files written.
        case saved(Effect, exported: [String])
        /// Not kept: why, as the design service said.
        case notSaved(Effect, reason: String)
        /// Kept, but the export failed.
        case notExported(Effect, reason: String)
    }

    /// Writes the design, and its export for an export: the only place
    /// the loom's files are written, on the game screen's background job.
    static func run(_ effect: Effect, designs: DesignService) -> EffectResult {
        do {
            try designs.saveDesign(effect.file)
        } catch {
            return .notSaved(effect, reason: "\(error)")
        }
        guard effect.then == .export else { return .saved(effect, exported: []) }
        do {
            return .saved(effect, exported: try designs.exportDesign(effect.file))
        } catch {
            return .notExported(effect, reason: "\(error)")
        }
    }

    public var effects: (@Sendable (Effect) -> EffectResult)? {
        guard let designs else { return nil }
        return { @Sendable effect in CreateMode.run(effect, designs: designs) }
    }

    /// The design kept: it takes its name (for good: undo keeps it), and
    /// the player is told, or the jigsaw of it opens.
    public func interpret(done: EffectResult, state: Loom, ui: inout UI, layout: JigsawLayout) -> [Answer] {
        switch done {
        case .notSaved(let e, let reason):
            return [.refused(tr("Could not save \(e.file.name): \(reason)"))]
        case .notExported(let e, let reason):
            return [.amend(.name(e.file.name)), .refused(tr("Could not export \(e.file.name): \(reason)"))]
        case .saved(let e, let paths):
            let name = e.file.name, named = Answer.amend(.name(name))
            switch e.then {
            case .save:
                return [named, .outcome(.notice(tr("Saved as \(name) (brocade designs lists it)")))]
            case .export:
                // One short line: the files' names, and their folder once.
                let names = paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
                let folder = paths.first.map { String($0.dropLast(names[0].count)).trimmingSuffix("/") } ?? ""
                let files = names.count == 2 ? tr("\(names[0]) and \(names[1])") : names.joined(separator: ", ")
                return [named, .outcome(.notice(folder.isEmpty ? tr("Exported \(files)") : tr("Exported \(files) to \(folder)")))]
            case .play:
                let d = e.file.design
                guard !d.isEmpty else { return [named, .refused(tr("Weave something first: an empty design makes no jigsaw"))] }
                guard provider != nil else { return [named, .refused(tr("There are no pictures here to play a design with"))] }
                // The app opens the jigsaw of the design as a picture, through the jigsaw's schema.
                let game = GameRequest(["cols": "\(min(4, max(2, d.columns)))"], picture: DesignPicture.info(e.file))
                return [named, .outcome(.startGame(.mirrorJigsaw, GameChoice(game, remember: [:])))]
            }
        }
    }
}
