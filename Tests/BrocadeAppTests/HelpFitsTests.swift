import Testing
import BrocadeCore
import BrocadeTUI
@testable import BrocadeApp
import BrocadeTestSupport

/// Every line of every mode's help is whole at 80 columns: the help
/// overlay clips what does not fit, and a cut-off line helps nobody.
@Suite struct HelpFitsTests {
    @Test func everyModesHelpFitsAt80Columns() throws {
        let registry = ModeRegistry.standard(pictures: FakePictures())
        let context = AppContext(theme: Theme(depth: .palette256), glyphs: Glyphs(unicode: true), options: AppOptions(seed: 1))
        for info in registry.modes {
            let screen = try #require(try registry.makeScreen(info.mode, context: context))
            for atRoot in [false, true] {
                let sections = screen.helpSections + [AppController.globalHelp(atRoot: atRoot), AppController.commandLineHelp]
                let entries = sections.flatMap(\.entries)
                let keyWidth = min(28, entries.map { TextWidth.of($0.keys) }.max() ?? 0)
                for e in entries {
                    // The box is 78 wide at most; its text starts 2 in and
                    // the action column 2 past the keys.
                    #expect(TextWidth.of(e.keys) <= keyWidth, "\(info.title): \(e.keys)")
                    #expect(keyWidth + TextWidth.of(e.action) + 7 <= 78, "\(info.title): \(e.keys): \(e.action)")
                }
            }
        }
    }
}
