import BrocadeCore
import BrocadeTUI

/// A one-line text being edited: the characters and the cursor between
/// them. Keys a shell's line editor knows; no terminal, so tested as data.
struct TextField: Equatable {
    private(set) var characters: [Character]
    private(set) var cursor: Int
    /// What ends a word for Ctrl-W besides spaces: a path's slash, a design
    /// name's - and _.
    let separators: Set<Character>
    /// The longest text it takes: a path, not a novel.
    static let limit = 4096

    init(_ text: String = "", separators: Set<Character> = ["/"]) {
        characters = Array(text.prefix(Self.limit))
        cursor = characters.count
        self.separators = separators
    }

    var text: String { String(characters) }

    /// Applies an editing key; false when the key is not an editing key.
    mutating func edit(_ key: Key) -> Bool {
        switch key {
        case .character(let c):
            // Control characters never reach the text (they would reach the terminal).
            guard c.unicodeScalars.allSatisfy({ !$0.properties.generalCategory.isControlLike }), characters.count < Self.limit else {
                return true
            }
            characters.insert(c, at: cursor)
            cursor += 1
        case .backspace, .control("h"):
            if cursor > 0 { cursor -= 1; characters.remove(at: cursor) }
        case .delete, .control("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .control("u"):
            characters.removeFirst(cursor)
            cursor = 0
        case .control("k"): characters.removeLast(characters.count - cursor)
        case .control("w"):
            // The word before the cursor, up to a separator: a path's last part.
            var i = cursor
            while i > 0 && characters[i - 1] == " " { i -= 1 }
            if i > 0 && separators.contains(characters[i - 1]) { i -= 1 }
            while i > 0 && !separators.contains(characters[i - 1]) && characters[i - 1] != " " { i -= 1 }
            characters.removeSubrange(i..<cursor)
            cursor = i
        default:
            return false
        }
        return true
    }

    /// Replaces the text (a completion), the cursor at its end.
    mutating func set(_ text: String) {
        characters = Array(text.prefix(Self.limit))
        cursor = characters.count
    }

    /// What to show in `width` columns: the text scrolled so the cursor is
    /// in view, and the cursor's column.
    func visible(width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 1 else { return ("", 0) }
        var start = 0
        var used = characters[0..<cursor].reduce(0) { $0 + TextWidth.of($1) }
        while used > width - 1 && start < cursor {
            used -= TextWidth.of(characters[start])
            start += 1
        }
        var shown = ""
        var w = 0
        for c in characters[start...] {
            let cw = TextWidth.of(c)
            if w + cw > width { break }
            shown.append(c)
            w += cw
        }
        return (shown, used)
    }
}

extension Unicode.GeneralCategory {
    var isControlLike: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }
}

/// Completes a file name as a shell does: one match is taken whole, several
/// as far as they agree.
enum PathCompletion {
    /// The text after Tab, and the names to list when there are several.
    static func complete(_ text: String, candidates: [String]) -> (text: String, matches: [String]) {
        guard let first = candidates.first else { return (text, []) }
        if candidates.count == 1 { return (first, []) }
        var common = Array(first)
        for c in candidates.dropFirst() {
            let a = Array(c)
            var n = 0
            while n < common.count && n < a.count && common[n] == a[n] { n += 1 }
            common.removeLast(common.count - n)
        }
        let prefix = String(common)
        return (prefix.count > text.count ? prefix : text, candidates.map(lastComponent))
    }

    /// "photos/" of "/home/me/photos/", "cat.png" of "/home/me/cat.png".
    static func lastComponent(_ path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let name = trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? trimmed
        return path.hasSuffix("/") ? name + "/" : name
    }
}
