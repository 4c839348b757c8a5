/// A key press, decoded from the terminal's bytes.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case character(Character)
    case up, down, left, right
    case enter, tab, backTab, backspace, escape
    case pageUp, pageDown, home, end, insert, delete
    case function(Int)
    /// Ctrl with a letter, given in lower case (Ctrl-R is `.control("r")`).
    case control(Character)

    public var description: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .escape: return "Esc"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .insert: return "Insert"
        case .delete: return "Delete"
        case .function(let n): return "F\(n)"
        case .control(let c): return "Ctrl-\(String(c).uppercased())"
        }
    }
}

/// One of the four directions of play.
public enum Direction: String, CaseIterable, Hashable, Codable, Sendable {
    case up, down, left, right

    public var offset: Offset {
        switch self {
        case .up: return Offset(dx: 0, dy: -1)
        case .down: return Offset(dx: 0, dy: 1)
        case .left: return Offset(dx: -1, dy: 0)
        case .right: return Offset(dx: 1, dy: 0)
        }
    }

    public var opposite: Direction {
        switch self {
        case .up: return .down
        case .down: return .up
        case .left: return .right
        case .right: return .left
        }
    }
}

extension Key {
    /// The direction this key means in play: arrows, wasd and hjkl. Lower
    /// case only: the capitals H, A and S ask for help from the solvers.
    public var direction: Direction? {
        switch self {
        case .up, .character("w"), .character("k"): return .up
        case .down, .character("s"), .character("j"): return .down
        case .left, .character("a"), .character("h"): return .left
        case .right, .character("d"), .character("l"): return .right
        default: return nil
        }
    }

    /// Enter and Space both confirm.
    public var isConfirm: Bool { self == .enter || self == .character(" ") }
}
