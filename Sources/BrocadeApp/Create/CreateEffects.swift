import BrocadeCore
import BrocadeTUI

/// What the loom asks the app to do: keep the design, and export it or
/// play it. `interpret` only describes it; the game screen runs it off the
/// event loop through `effects` and hands back what came of it, which
/// `interpret(done:)` turns into the design's name, a notice or a game.
extension CreateMode {
    /// What the loom asks the app to do, off the event loop.
    public enum Effect: Equatable, Sendable {
        /// The design kept under a name, then what the player asked for.
        case keep(Keeping)
        /// The names designs are kept under, for the name box: read off
        /// the event loop, as a running export holds the designs' folder.
        case listNames
    }

    /// A design to keep under a name, and what comes next.
    public struct Keeping: Equatable, Sendable {
        /// What the save may find under the name and still write.
        enum Over: Equatable, Sendable {
            /// Whatever is there: the player said to replace it.
            case anything
            /// Nothing, or this very design: the name is new to this loom.
            case nothing
            /// The design this loom last kept (or opened) there.
            case design(Design)
        }

        var file: DesignFile
        var then: Naming
        var over: Over
    }

    /// What came of an effect.
    public enum EffectResult: Equatable, Sendable {
        /// Kept, and for an export the files written.
        case saved(Keeping, exported: [String])
        /// Not kept: why, as the design service said.
        case notSaved(Keeping, reason: String)
        /// Kept, but the export failed.
        case notExported(Keeping, reason: String)
        /// Not written: another design is kept under the name.
        case taken(Keeping)
        /// The names designs are kept under.
        case names([String])
    }

    /// Writes the design, and its export for an export: the only place
    /// the loom's files are written, on the game screen's background job.
    /// A design never replaces another of its name unasked.
    static func run(_ effect: Effect, designs: DesignService) -> EffectResult {
        guard case .keep(let k) = effect else { return .names(designs.listDesigns()) }
        if k.over != .anything, let there = designs.loadDesign(named: k.file.name), there.design != k.file.design,
           k.over != .design(there.design) {
            return .taken(k)
        }
        do {
            try designs.saveDesign(k.file)
        } catch {
            return .notSaved(k, reason: "\(error)")
        }
        guard k.then == .export else { return .saved(k, exported: []) }
        do {
            return .saved(k, exported: try designs.exportDesign(k.file))
        } catch {
            return .notExported(k, reason: "\(error)")
        }
    }

    public var effects: (@Sendable (Effect) -> EffectResult)? {
        guard let designs else { return nil }
        return { @Sendable effect in CreateMode.run(effect, designs: designs) }
    }

    /// The design kept: it takes its name (for good: undo keeps it), and
    /// the player is told, or the jigsaw of it opens. Another design under
    /// the name reopens the box, saying so; the names read offer a free one.
    public func interpret(done: EffectResult, state: Loom, ui: inout UI, layout: JigsawLayout) -> [Answer] {
        switch done {
        case .names(let names):
            guard ui.naming != nil else { return [.handled] }
            let taken = Set(names)
            ui.taken = taken
            if let offered = ui.offered, ui.field.text == offered, taken.contains(offered) {
                let free = (1...).lazy.map { "design-\($0)" }.first { !taken.contains($0) }!
                ui.field = TextField(free, separators: ["-", "_"])
                ui.offered = free
            }
            return [.uiChanged]
        case .taken(let k):
            let name = k.file.name
            ui.naming = k.then
            ui.field = TextField(name, separators: ["-", "_"])
            ui.offered = nil
            ui.replacing = name
            ui.nameError = tr("Another design is kept as \(name): Enter replaces it")
            return [.uiChanged]
        case .notSaved(let k, let reason):
            return [.refused(tr("Could not save \(k.file.name): \(reason)"))]
        case .notExported(let k, let reason):
            return [.amend(.kept(name: k.file.name, design: k.file.design)), .refused(tr("Could not export \(k.file.name): \(reason)"))]
        case .saved(let e, let paths):
            let name = e.file.name, named = Answer.amend(.kept(name: name, design: e.file.design))
            switch e.then {
            case .save, .saveAs:
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
