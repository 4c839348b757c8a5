import BrocadeCore
import BrocadeTUI

/// Something a screen does on a key, offered to the mouse too: the app
/// lists a screen's actions behind the status line's "≡" button (and, where
/// the line has room, shows the first ones on it), and a click on one is
/// that key pressed, through the same path a typed key takes.
public struct ScreenAction: Equatable, Sendable {
    /// The key it presses.
    public var key: Key
    /// The key as the list shows it ("u", "Ctrl-R", "[").
    public var keyLabel: String
    /// What it does, in a few words ("undo", "next tray page").
    public var label: String
    /// False when the key would do nothing now (undo with no move made): the
    /// list draws it dim, and a click on it does nothing.
    public var isEnabled: Bool

    public init(_ key: Key, _ label: String, enabled: Bool = true, keyLabel: String? = nil) {
        self.key = key
        self.label = label
        self.isEnabled = enabled
        self.keyLabel = keyLabel ?? key.description
    }
}

/// A mode declares its own actions with this name.
public typealias ModeAction = ScreenAction
