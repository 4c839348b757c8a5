import BrocadeCore
import BrocadeTUI

/// How fast the assistant plays on (A in 2048, S in the sliding puzzle):
/// + or > faster, - or < slower, while it plays; also in the actions list.
/// Kept by the game screen for the rest of its games.
struct AssistantPace: Equatable, Sendable {
    enum Speed: Int, CaseIterable, Sendable {
        case slow, normal, fast, fastest
    }

    var speed = Speed.normal

    /// The pause after a move the assistant plays, from the mode's own
    /// (`AssistantKeys.stepTime`, the normal pace).
    func pause(after stepTime: Int64) -> Int64 {
        switch speed {
        case .slow: return 2 * stepTime + 400
        case .normal: return stepTime
        case .fast: return stepTime / 4
        case .fastest: return 0
        }
    }

    /// At the fastest its moves are not animated.
    var animates: Bool { speed != .fastest }

    /// The pace a key sets, or nil when the key is not a pace key (or the
    /// pace is already at that end).
    func changed(by key: Key) -> AssistantPace? {
        let step: Int
        switch key {
        case .character("+"), .character(">"): step = 1
        case .character("-"), .character("<"): step = -1
        default: return nil
        }
        return AssistantPace(speed: Speed(rawValue: speed.rawValue + step) ?? speed)
    }

    var canGoFaster: Bool { speed != .fastest }
    var canGoSlower: Bool { speed != .slow }

    /// The pace as the status line says it.
    var label: String {
        switch speed {
        case .slow: return tr("slow", context: "speed")
        case .normal: return tr("normal", context: "speed")
        case .fast: return tr("fast", context: "speed")
        case .fastest: return tr("fastest", context: "speed")
        }
    }
}
