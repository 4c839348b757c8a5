import BrocadeCore
import BrocadeTUI

/// What the header says of a solution's length. The search runs away from
/// the task that knows the player's language, so the plan carries a code
/// (nil, "quick" or a percentage) and the header puts it into words.
enum SolverNote {
    /// nil for a shortest solution; "quick" when nothing is proven; else
    /// the proven excess over the fewest in whole percent, rounded up.
    static func note(for solution: SlideSolution) -> String? {
        guard let bound = solution.bound else { return "quick" }
        if bound <= 1 { return nil }
        return String(Int(((bound - 1) * 100 - 1e-9).rounded(.up)))
    }

    /// "12 to go", with what is known of the plan's length.
    static func toGo(_ count: Int, note: String?) -> String {
        switch note {
        case nil: return tr("\(count) to go")
        case "quick": return tr("\(count) to go (quick, maybe not the fewest)")
        case let percent?: return tr("\(count) to go (at most \(percent)% over the fewest)")
        }
    }
}
