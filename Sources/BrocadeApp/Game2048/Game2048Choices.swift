import BrocadeCore
import BrocadeTUI

extension Game2048Mode {
    /// The new-game panel of 2048: the command line's --size and --target.
    static var form: NewGameForm {
        let targets = (3...17).map { 1 << $0 }
        return NewGameForm(controls: [
            ChoiceControl("size", tr("Board"), .stepper, Game2048.sizes.map { ChoiceOption("\($0)", "\($0)x\($0)") }),
            ChoiceControl("target", tr("Target"), .stepper, targets.map { ChoiceOption("\($0)") }),
        ], defaults: ["size": "4", "target": "2048"], make: { values in
            try Params(size: try NewGameForm.int(values, "size"), target: try NewGameForm.int(values, "target")).validated()
        })
    }
}
