import BrocadeCore
import BrocadeTUI

/// The turning mark beside "thinking" while a search runs: a half-filled
/// circle, whose glyphs the common monospace fonts have (Braille dots are
/// missing from DejaVu Sans Mono, and the terminal's fallback may misalign them).
enum Spinner {
    /// How often it turns, and so how often a search's answer is looked for.
    static let frameTime: Int64 = 80

    static func frame(since: TimePoint, now: TimePoint, unicode: Bool) -> String {
        let frames = unicode ? ["◐", "◓", "◑", "◒"] : ["|", "/", "-", "\\"]
        return frames[Int(max(0, now - since) / frameTime) % frames.count]
    }
}
