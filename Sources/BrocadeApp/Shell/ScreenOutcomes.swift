import BrocadeCore
import BrocadeTUI

extension ScreenOutcome {
    /// Two outcomes of one step as one: a finished game is never lost.
    func merged(_ other: ScreenOutcome) -> ScreenOutcome {
        if case .finished = self { return self }
        if case .finished = other { return other }
        // A game set aside for a new one must reach its shelf.
        if case .keepGame = self { return self }
        if case .keepGame = other { return other }
        switch other {
        case .ignored, .handled: return self
        default: return other
        }
    }

    /// Whether the app draws again after it.
    var redraws: Bool {
        switch self {
        case .ignored, .handled: return false
        default: return true
        }
    }
}
