import BrocadeCore
import BrocadeTUI

/// The keys and mouse tables of the README and the manual pages, made from
/// the screens' help sections: the help overlay (`?`) is their one source.
/// `make docs` writes them between their markers (`GeneratedRegions`), and
/// `KeysReferenceTests` fails when what is there is not what the help says.
public enum KeysReference {
    /// A row of the tables: a screen, or the screens that share their keys
    /// (the two jigsaws; the new-game panels of every mode).
    public struct Row: Sendable, Equatable {
        /// Its name in the markers: `keys: jigsaws`.
        public var id: String
        /// Its name in the README's table, which is English only.
        public var title: String
        public var keys: [HelpEntry]
        public var mouse: [HelpEntry]
    }

    /// Every row, in the README's order, in the language of the moment:
    /// each screen's help as a player first meets it (default settings),
    /// and the variants whose help says more (turned pieces, tabs; every
    /// mode's new-game panel).
    public static func rows(pictures: PictureProvider, picture: PictureInfo) throws -> [Row] {
        let registry = ModeRegistry.standard(pictures: pictures)
        var options = AppOptions(seed: 1)
        let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: options)
        func game(_ mode: GameMode, _ context: AppContext = context) throws -> [HelpSection] {
            guard let screen = try registry.makeScreen(mode, context: context) else { throw Missing(what: mode.rawValue) }
            return screen.helpSections
        }
        options.modeOptions[.mirrorJigsaw] = GameRequest(["rotate": "on", "tabs": "on"])
        let turned = AppContext(theme: context.theme, glyphs: context.glyphs, options: options)
        // The sliding puzzle with a picture has its box lid too.
        var pictured = options
        pictured.modeOptions[.slide] = GameRequest(picture: picture)
        let slideWithPicture = AppContext(theme: context.theme, glyphs: context.glyphs, options: pictured)
        guard let shelfMode = registry.info(.twentyFortyEight) else { throw Missing(what: "2048") }
        var panels: [HelpSection] = []
        for entry in registry.entries {
            guard let form = entry.form else { continue }
            panels += NewGamePanel(info: entry.info, form: form, remembered: nil).helpSections
        }
        return [
            row("everywhere", "Everywhere", [AppController.globalHelp(atRoot: true), AppController.globalHelp(atRoot: false)]),
            row("menu", "Menu", MenuScreen(registry: registry, store: MemoryStore()).helpSections),
            row("games-in-progress", "Games in progress",
                ShelfScreen(info: shelfMode, items: [], today: 0, remove: { _ in }).helpSections),
            row("new-game-panel", "New-game panel", panels),
            row("scores", "Scores", ScoresScreen(book: ScoreBook(), player: "").helpSections),
            row("jigsaws", "Jigsaws", try game(.mirrorJigsaw) + game(.jigsaw) + game(.mirrorJigsaw, turned)),
            row("2048", "2048", try game(.twentyFortyEight)),
            row("sliding-puzzle", "Sliding puzzle", try game(.slide) + game(.slide, slideWithPicture)),
            row("create", "Create", try game(.create)),
            row("picture", "Picture", PictureScreen(picture: picture, provider: pictures).helpSections),
        ]
    }

    struct Missing: Error, CustomStringConvertible {
        var what: String
        var description: String { "no screen for \(what): the keys tables need every mode" }
    }

    /// The keys and mouse actions of `sections`, each once: lines said
    /// twice (the jigsaws' shared help) are kept once, and one key's
    /// different lines (q in the menu and in a game) become one.
    static func row(_ id: String, _ title: String, _ sections: [HelpSection]) -> Row {
        func merged(_ kind: HelpEntry.Kind) -> [HelpEntry] {
            var out: [(entry: HelpEntry, actions: [String])] = []
            for e in sections.flatMap(\.entries) where e.kind == kind {
                if let i = out.firstIndex(where: { $0.entry.keys == e.keys }) {
                    if !out[i].actions.contains(e.action) { out[i].actions.append(e.action) }
                } else {
                    out.append((e, [e.action]))
                }
            }
            return out.map { HelpEntry($0.entry.keys, $0.actions.joined(separator: tr("; ")), kind: kind) }
        }
        return Row(id: id, title: title, keys: merged(.keys), mouse: merged(.mouse))
    }

    // MARK: Keys within the words

    static let namedKeys: Set<String> = ["Up", "Down", "Left", "Right", "Tab", "Shift-Tab", "Home", "End", "PgUp", "PgDn",
                                         "Enter", "Space", "Esc", "Delete", "Backspace", "arrows", "Arrows", "wasd", "hjkl"]

    /// Whether a word of a help line's keys is a key: a named key, a Ctrl-
    /// chord, a function key, or one character ("/" aside: it says "or").
    static func isKey(_ word: String) -> Bool {
        namedKeys.contains(word) || (word.count == 1 && word != "/")
            || word.wholeMatch(of: #/Ctrl-[A-Z]|F[0-9]+/#) != nil
    }

    /// The words of a help line's keys, each with the comma that follows it
    /// set apart: ("Down", ","), ("Tab", nil).
    static func words(_ keys: String) -> [(word: String, comma: Bool)] {
        keys.split(separator: " ").map { w in
            w.count > 1 && w.hasSuffix(",") ? (String(w.dropLast()), true) : (String(w), false)
        }
    }

    /// A mouse line's gesture without the overlay's "mouse: ", which the
    /// tables' Mouse column says already.
    static func gesture(_ keys: String) -> String {
        let prefix = tr("mouse: \("")")
        return keys.hasPrefix(prefix) ? String(keys.dropFirst(prefix.count)) : keys
    }
}
