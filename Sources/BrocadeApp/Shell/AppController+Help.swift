import BrocadeCore
import BrocadeTUI

/// The help overlay's sections that every screen shares: the keys that work
/// everywhere, and the command line and environment.
extension AppController {
    /// Options and environment, so the overlay alone tells everything.
    /// Made on each use: its words are in the language of the moment.
    static var commandLineHelp: HelpSection {
        HelpSection(tr("Command line and environment"), [
            HelpEntry("--seed n", tr("same seed, same deals; without it, new ones")),
            HelpEntry("--resume", tr("continue a mode's most recent game")),
            HelpEntry("--no-color, NO_COLOR", tr("draw without colour")),
            HelpEntry("--ascii, LANG=C", tr("draw with ASCII only")),
            HelpEntry("--lang en|zh", tr("language (also a setting); else the locale")),
            HelpEntry("--graphics", tr("pictures in real pixels, or half blocks")),
            HelpEntry("--no-animation", tr("show results at once")),
            HelpEntry("TERM", tr("terminal type; 80x24 at least")),
            HelpEntry("--check-terminal", tr("what brocade sees of it, for a bug report")),
            HelpEntry("XDG_DATA_HOME", tr("scores: brocade/scores.json")),
            HelpEntry("XDG_STATE_HOME", tr("games in progress: brocade/MODE/ID.json")),
            HelpEntry("XDG_CONFIG_HOME", tr("settings: brocade/settings.toml")),
            HelpEntry("XDG_CACHE_HOME", tr("the solver's tables: brocade/slide-*.pdb")),
        ])
    }

    static func globalHelp(atRoot: Bool, unicode: Bool = true) -> HelpSection {
        let glyph = StatusLine.actionsGlyph(Glyphs(unicode: unicode))
        return HelpSection(tr("Everywhere"), [
            HelpEntry("?", tr("this help; or click \"? help\" below")),
            HelpEntry("Up Down, j k", tr("in this help: scroll a line")),
            HelpEntry("PgUp PgDn, Space", tr("in this help: scroll a page")),
            HelpEntry("=, F10", tr("the game's actions, to click; or \"\(glyph)\" below")),
            HelpEntry("Up Down, Enter", tr("in the actions: choose one; q, Esc close them")),
            HelpEntry("y, n", tr("answer a question: yes, no")),
            HelpEntry("q", atRoot ? tr("quit brocade") : tr("back to the menu (a game is saved)")),
            HelpEntry("Esc", atRoot ? tr("close help or a question") : tr("back to the menu, like q")),
            HelpEntry("Ctrl-Z", tr("suspend (fg in the shell resumes)")),
            HelpEntry("Ctrl-L", tr("redraw the screen")),
            HelpEntry("Ctrl-C", tr("quit at once (a game is saved)")),
            HelpEntry.mouse(tr("mouse: click"), tr("the buttons below, and those in a box")),
        ])
    }
}
