import BrocadeCore
import BrocadeTUI

extension Game2048Mode {
    /// 2048's new games: the command line's --size and --target, and the
    /// panel's rows for them.
    public static var schema: NewGameSchema<Params> {
        let sizes = GameOption.Domain.integers(Game2048.sizes), targets = GameOption.Domain.powersOfTwo(Params.targets)
        return NewGameSchema([
            GameOption("size", sizes, default: "4", help: tr("Board size, \(Game2048.sizes.lowerBound) to \(Game2048.sizes.upperBound)."),
                       valueName: "n", rows: [.init(tr("Board"), .stepper, every: sizes, label: { "\($0)x\($0)" })]),
            GameOption("target", targets, default: "2048",
                       help: tr("The tile that wins: a power of two from \(Params.targets.lowerBound) to \(Params.targets.upperBound)."),
                       valueName: "tile", rows: [.init(tr("Target"), .stepper, every: targets)]),
        ]) { request in
            try Params(size: try GameOption.int(request.values, "size"), target: try GameOption.int(request.values, "target")).validated()
        }
    }
}
