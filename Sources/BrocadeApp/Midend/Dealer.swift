import BrocadeCore
import BrocadeTUI

/// Deals every new game of a run, whichever way it is started (the menu,
/// the new-game panel, `n`, a subcommand, Create's play). Without a seed
/// each deal is new; with `--seed N` the first game of each mode is N's
/// deal and the next ones follow from it, the same on every machine.
public final class Dealer: @unchecked Sendable {
    /// The command line's seed, if it gave one.
    public let seed: UInt64?
    /// Games dealt so far, by mode, in this run.
    private var dealt: [GameMode: Int] = [:]
    private var fresh: () -> UInt64

    public init(seed: UInt64?, fresh: @escaping () -> UInt64 = { UInt64.random(in: 0...UInt64.max) }) {
        self.seed = seed
        self.fresh = fresh
    }

    /// The next game of `mode`: the seed to keep in its save and how many
    /// games that seed dealt before it (the game is `newGame(seed &+ number)`).
    public func deal(_ mode: GameMode) -> (seed: UInt64, gameNumber: Int) {
        guard let seed else { return (fresh(), 0) }
        let n = dealt[mode, default: 0]
        dealt[mode] = n + 1
        return (seed, n)
    }
}
