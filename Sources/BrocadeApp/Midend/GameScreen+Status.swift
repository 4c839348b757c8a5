import BrocadeCore
import BrocadeTUI

/// What the app around the game shows of it: its title and size, its help,
/// the actions the keys have now (the list and the status line's buttons),
/// the status line's detail and the shelf's line. Read from the midend's
/// state; nothing here changes it.
extension GameScreen {
    public var title: String { mode.info.title }
    public var minimumSize: Size { mode.minimumSize }
    public var gameMode: GameMode? { mode.info.mode }
    public var isGameInProgress: Bool { session.isInProgress }
    public var leaveQuestion: (title: String, detail: String) { mode.leaveQuestion }
    /// The mode's help, after its goal.
    public var helpSections: [HelpSection] {
        let goal = mode.goal(state)
        return (goal.isEmpty ? [] : [HelpSection(tr("Goal"), paragraphs: [goal])]) + mode.helpSections(state)
    }

    /// What the keys do now, for the mouse: the mode's own actions between
    /// those every mode has (undo, redo, the assistant's hint and play,
    /// new game); during a question or a result, its answers.
    public var actions: [ScreenAction] {
        let y = ScreenAction(.character("y"), tr("Yes")), no = ScreenAction(.character("n"), tr("No"))
        let newGame = ScreenAction(.character("n"), mode.newGameLabel)
        switch phase {
        case .confirmNew:
            return [y, no]
        case .goalReached:
            return [ScreenAction(.character("k"), tr("keep playing")), newGame]
        case .finished(let until):
            // Any key skips the celebration.
            if until != nil { return [ScreenAction(.character(" "), tr("skip the celebration"))] }
            var list = [newGame]
            if mode.finishUndo != .none { list.append(ScreenAction(.character("u"), tr("undo"), enabled: session.canUndo)) }
            return list
        case .playing:
            break
        }
        let keys = mode.assistantKeys
        if assistant.isPlaying {
            // Any key stops its play; Esc does nothing else. + and - pace it.
            return [ScreenAction(.escape, keys?.stopLabel ?? tr("stop playing")),
                    ScreenAction(.character("+"), tr("faster"), enabled: pace.canGoFaster),
                    ScreenAction(.character("-"), tr("slower"), enabled: pace.canGoSlower)]
        }
        let open = mode.passesStandardKeys(ui)
        var list: [ScreenAction] = []
        if assistant.isSearching { list.append(ScreenAction(.escape, tr("stop the search"))) }
        list.append(ScreenAction(.character("u"), tr("undo"), enabled: open && session.canUndo))
        list.append(ScreenAction(.control("r"), tr("redo"), enabled: open && session.canRedo))
        if let a = keys {
            let playing = open && session.status == .playing
            list.append(ScreenAction(.character(a.hint), a.hintLabel, enabled: playing && assistant.goal != .hint))
            list.append(ScreenAction(.character(a.play), a.playLabel, enabled: playing))
        }
        list += mode.actions(state: state, ui: ui, layout: layout)
        var new = newGame
        new.isEnabled = open
        return list + [new]
    }

    public func statusDetail(now: TimePoint) -> String? {
        let moves = tr("moves \(session.moveCount)")
        let speed = assistant.isPlaying ? " · " + tr("speed \(pace.label)") : ""
        return "\(mode.statusDetail(state)) · \(moves) · \(formatDuration(milliseconds: session.elapsed(at: now)))\(speed)"
    }

    public func shelfSummary(previewSize: Size?, now: TimePoint, context: AppContext) -> ShelfSummary? {
        ShelfSummary(line: mode.shelfLine(state), moves: session.moveCount, elapsed: session.elapsed(at: now),
                     preview: previewSize.flatMap { mode.preview(state, size: $0, context: context) })
    }
}
