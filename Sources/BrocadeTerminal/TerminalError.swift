import BrocadeTUI

/// Why the terminal could not be used; each has a one-line message, in the player's language.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    case notATerminal
    case termUnset
    case unknownTerminal(String)
    case cannotAddressCursor(String)
    case noTerminfoDatabase(String)
    case setupFailed(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "brocade: " + tr("standard input and output must be a terminal (not a pipe or a file)")
        case .termUnset:
            return "brocade: " + tr("TERM is not set; set it to your terminal type, for example TERM=xterm-256color")
        case .unknownTerminal(let t):
            return "brocade: " + tr("unknown terminal type '\(t)' (no terminfo entry); try TERM=xterm-256color")
        case .cannotAddressCursor(let t):
            return "brocade: " + tr("terminal type '\(t)' cannot move the cursor, which brocade needs")
        case .noTerminfoDatabase(let t):
            return "brocade: " + tr("no terminfo database found for terminal type '\(t)'")
        case .setupFailed(let t):
            return "brocade: " + tr("could not start the terminal '\(t)'")
        }
    }
}
