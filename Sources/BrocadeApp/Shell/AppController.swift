import BrocadeCore
import BrocadeTUI

/// The whole app as the event loop sees it: a stack of screens (the menu at
/// the bottom), an optional overlay (help or a question), the status line,
/// the too-small screen, and the gesture recogniser between the mouse and
/// the screens. It also keeps games safe: saved on leaving, on signals and a
/// moment after each change; recorded in the scores when they end.
public final class AppController: InteractiveProgram {
    public private(set) var context: AppContext
    // Internal, not private, for the games and saves in AppController+Games.swift,
    // as are `notices`, `autosaveAt` and `push`.
    let registry: ModeRegistry
    let store: GameStore
    let unixTime: () -> Int64
    private var stack: [Screen]
    private var overlay: Overlay?
    /// When the overlay opened: the screen under it is drawn as it was then,
    /// since its deadlines are not asked for meanwhile and an animation drawn
    /// from the clock would otherwise move on without a redraw.
    private var overlaySince: TimePoint?
    private var recognizer: GestureRecognizer
    var notices: [String] = []
    private var size: Size = .zero
    private var pausedForSize = false
    /// When the game on screen should next be written to its save.
    var autosaveAt: TimePoint?
    /// The mode of the game played last, whose tab Scores opens on.
    private var lastPlayed: GameMode?

    /// How long after a change the game is saved (and on leaving, at once).
    static let autosaveDelay: Int64 = 1500

    /// Internal, not private, as AppController+Overlays.swift answers for
    /// each (the one open is this file's alone).
    enum Overlay {
        case help(HelpOverlay)
        case confirmLeave(ConfirmOverlay)
        /// The list of the screen's actions (the status line's "≡").
        case actions(ActionsOverlay)
    }

    /// `root` replaces the menu as the bottom screen (`brocade picture`).
    public init(options: AppOptions, registry: ModeRegistry = .standard, store: GameStore = MemoryStore(),
                root: Screen? = nil, unixTime: @escaping () -> Int64) {
        context = AppContext(theme: Theme(depth: options.colorDepth, terminalBackground: options.terminalBackground), glyphs: Glyphs(unicode: options.unicode), options: options)
        self.registry = registry
        self.store = store
        self.unixTime = unixTime
        recognizer = GestureRecognizer(config: options.gestures)
        stack = [root ?? MenuScreen(registry: registry, store: store, select: options.startMode)]
        notices = store.takeNotices()
        if let mode = options.startMode {
            _ = start(mode, resume: options.resume, now: .zero)
        }
    }

    var current: Screen { stack[stack.count - 1] }
    var isAtRoot: Bool { stack.count == 1 }
    private var notice: String? { notices.first }

    /// What the app shows now, for tests and the status line.
    public var screenTitle: String { current.title }
    public var overlayName: String? {
        switch overlay {
        case .help: return "help"
        case .confirmLeave: return "confirm"
        case .actions: return "actions"
        case nil: return nil
        }
    }

    var requiredSize: Size {
        let m = current.minimumSize
        return Size(width: max(m.width, minimumTerminalSize.width), height: max(m.height, minimumTerminalSize.height))
    }

    var isTooSmall: Bool { size != .zero && !size.contains(requiredSize) }

    // MARK: InteractiveProgram

    public func handle(_ event: InputEvent, now: TimePoint) -> LoopRequest {
        switch event {
        case .interrupt(let reason):
            saveCurrentGame(now: now)
            return .quit(Self.exitStatus(for: reason))
        case .resize(let s):
            // A drag in progress carries on: screens lay themselves out
            // again and re-clamp what is in hand. Only a too-small terminal
            // (see setSize) cancels it.
            setSize(s, now: now)
            return .redraw
        case .suspendRequest:
            return suspend(now: now)
        case .resumed:
            current.resume(.suspended, now: now)
            return .redraw
        case .key(let key):
            return handleKey(key, now: now)
        case .pointer(let p):
            return handlePointer(p, now: now)
        }
    }

    public func tick(now: TimePoint) -> LoopRequest {
        var redraw = false
        if let at = autosaveAt, at <= now {
            saveCurrentGame(now: now)
        }
        let gestures = recognizer.tick(now: now)
        if !gestures.isEmpty { redraw = send(gestures, now: now) || redraw }
        // The loop calls this once our deadline has passed; which part was
        // due does not matter, since each checks its own time.
        if !isTooSmall && overlay == nil {
            // Clock ticks and animation frames change the picture, not the game.
            let outcome = current.tick(now: now)
            if let r = apply(outcome, now: now, fromInput: false) { return r }
            redraw = redraw || outcome.redraws
        }
        return redraw || notices.count > 0 ? .redraw : .none
    }

    public func nextDeadline(now: TimePoint) -> TimePoint? {
        var deadlines = [autosaveAt]
        if !isTooSmall && overlay == nil {
            deadlines += [recognizer.nextDeadline, current.nextDeadline(now: now)]
        }
        return deadlines.compactMap { $0 }.min()
    }

    public func draw(into canvas: inout Canvas, now: TimePoint) {
        setSize(canvas.size, now: now)
        context.heldPress = overlay == nil ? recognizer.heldPress : nil
        context.cellPixels = canvas.cellPixels
        // On a light terminal, or one that did not say, brocade's own ground.
        defer { context.theme.paint(&canvas) }
        if isTooSmall {
            TooSmallView.draw(into: &canvas, needed: requiredSize, context: context)
            return
        }
        let area = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height - 1)
        let screenNow = overlay == nil ? now : overlaySince ?? now
        current.draw(into: &canvas, area: area, now: screenNow, context: context)
        let status = statusLine(size: canvas.size, now: screenNow)
        status.draw(into: &canvas, mode: current.title, detail: current.statusDetail(now: screenNow),
                    notice: nil, quitLabel: quitLabel, context: context)
        if let notice { drawNotice(notice, into: &canvas, above: status.row) }
        switch overlay {
        case .help(let h): h.draw(into: &canvas, area: area, context: context)
        case .confirmLeave(let c): c.draw(into: &canvas, area: area, context: context)
        case .actions(let a): a.draw(into: &canvas, area: area, anchor: status.actionsRect, context: context)
        case nil: break
        }
    }

    // MARK: Input

    static func exitStatus(for reason: InterruptReason) -> Int32 {
        switch reason {
        case .hangup: return 129
        case .interrupt: return 130
        case .quit: return 131
        case .terminate: return 143
        }
    }

    private func suspend(now: TimePoint) -> LoopRequest {
        // The shell may never give the terminal back: keep the game first.
        saveCurrentGame(now: now)
        current.pause(.suspended, now: now)
        return .suspend
    }

    private func handleKey(_ key: Key, now: TimePoint) -> LoopRequest {
        // Keys that work everywhere, even on the too-small screen.
        switch key {
        case .control("c"):
            saveCurrentGame(now: now)
            return .quit(130)
        case .control("z"): return suspend(now: now)
        case .control("l"): return .repaint
        default: break
        }
        if isTooSmall {
            if key == .character("q") || key == .character("Q") {
                saveCurrentGame(now: now)
                return .quit(0)
            }
            return .none
        }
        let hadNotice = !notices.isEmpty
        if hadNotice { notices.removeFirst() }
        if let overlay {
            return carryOut(overlayAnswer(overlay, to: key), now: now)
        }
        switch key {
        case .character where current.isTyping:
            break
        case .character("?"):
            openHelp(now: now)
            return .redraw
        case .character("q"), .character("Q"):
            return leaveRequested(now: now)
        case _ where ActionsOverlay.keys.contains(key) && !current.actions.isEmpty:
            openActions(now: now)
            return .redraw
        default:
            break
        }
        let outcome = current.handle(.key(key), now: now, context: context)
        if case .ignored = outcome, key == .escape, !isAtRoot {
            return leaveRequested(now: now)
        }
        if let r = apply(outcome, now: now) { return r }
        return hadNotice || outcome.redraws ? .redraw : .none
    }

    /// Does what a key or click on the overlay asked (AppController+Overlays.swift).
    private func carryOut(_ answer: OverlayAnswer, now: TimePoint) -> LoopRequest {
        switch answer {
        case .none:
            return .none
        case .redraw:
            return .redraw
        case .close:
            closeOverlay(now: now)
            return .redraw
        case .leave:
            closeOverlay(now: now)
            popScreen(now: now)
            return .redraw
        case .run(let key):
            // An action in the list is its key, pressed once the list is
            // closed, through the path a typed key takes.
            closeOverlay(now: now)
            let r = handleKey(key, now: now)
            return r == .none ? .redraw : r
        }
    }

    private func handlePointer(_ event: PointerEvent, now: TimePoint) -> LoopRequest {
        if isTooSmall { return .none }
        if let overlay {
            return carryOut(overlayAnswer(overlay, to: event), now: now)
        }
        // The status line's buttons take clicks before any screen gesture.
        let status = statusLine(size: size, now: now)
        if case .press(.primary) = event.kind, !recognizer.isTracking, let b = status.button(at: event.position) {
            if case .action(let i) = b {
                // An action on the status line is its key, as in the list.
                guard status.actions[i].isEnabled else { return .none }
                return handleKey(status.actions[i].key, now: now)
            }
            if !notices.isEmpty { notices.removeFirst() }
            switch b {
            case .help:
                openHelp(now: now)
                return .redraw
            case .quit:
                return leaveRequested(now: now)
            case .actions:
                openActions(now: now)
                return .redraw
            case .action:
                return .none
            }
        }
        let held = recognizer.heldPress
        let gestures = recognizer.handle(event) { [current] p in
            p.y == status.row ? .none : current.gesturePolicy(at: p)
        }
        // A press that may become a long press shows at once, and stops
        // showing when let go or dragged.
        let heldChanged = recognizer.heldPress != held
        guard !gestures.isEmpty else { return heldChanged ? .redraw : .none }
        var redraw = heldChanged
        // A notice stays until the next action: the rest of the drag that
        // caused it (its moves, its release) does not take it away.
        if !notices.isEmpty, gestures.contains(where: \.startsAnAction) {
            notices.removeFirst()
            redraw = true
        }
        for g in gestures {
            let outcome = current.handle(.gesture(g), now: now, context: context)
            if let r = apply(outcome, now: now) { return r }
            redraw = redraw || outcome.redraws
        }
        return redraw ? .redraw : .none
    }

    /// Sends gestures the recogniser produced on its own (long presses,
    /// cancellations); true when something changed.
    @discardableResult
    private func send(_ gestures: [Gesture], now: TimePoint) -> Bool {
        var changed = false
        for g in gestures {
            let outcome = current.handle(.gesture(g), now: now, context: context)
            _ = apply(outcome, now: now)
            changed = changed || outcome.redraws
        }
        return changed
    }

    /// Carries out what a screen asked for; returns a loop request when the
    /// app must quit.
    private func apply(_ outcome: ScreenOutcome, now: TimePoint, fromInput: Bool = true) -> LoopRequest? {
        switch outcome {
        case .ignored, .handled:
            return nil
        case .changed:
            if fromInput && current.gameMode != nil { autosaveAt = now + Self.autosaveDelay }
            return nil
        case .notice(let text):
            notices.insert(text, at: 0)
            return nil
        case .push(let screen):
            push(screen, now: now)
            return nil
        case .pop:
            popScreen(now: now)
            return nil
        case .showHelp:
            openHelp(now: now)
            return nil
        case .quit:
            return .quit(0)
        case .startMode(let mode, let resume):
            _ = start(mode, resume: resume, now: now)
            return nil
        case .openShelf(let mode):
            openShelf(mode, now: now)
            return nil
        case .openGame(let screen):
            // The game takes the shelf's place: leaving it goes back to the menu.
            if !isAtRoot && current is ShelfScreen { stack.removeLast() }
            screen.resume(.suspended, now: now)
            push(screen, now: now)
            return nil
        case .keepGame(let id, let save):
            keepGame(id: id, save: save)
            return nil
        case .startGame(let mode, let choice):
            store.rememberChoices(mode: mode.rawValue, choice.values)
            notices += store.takeNotices()
            // The game takes the panel's place: leaving it goes back to the menu.
            if !isAtRoot && current is NewGamePanel { stack.removeLast() }
            _ = start(mode, resume: false, now: now, request: choice.request)
            return nil
        case .showScores:
            push(ScoresScreen(book: store.loadScores(), player: store.playerName, modes: registry.modes, pictures: registry.pictures,
                              tab: lastPlayed), now: now)
            return nil
        case .finished(let result):
            record(result, now: now)
            return nil
        }
    }

    func push(_ screen: Screen, now: TimePoint) {
        send(recognizer.cancel(), now: now)
        current.pause(.overlay, now: now)
        stack.append(screen)
        if let mode = screen.gameMode { lastPlayed = mode }
        screen.willShow(store: store)
    }

    private func leaveRequested(now: TimePoint) -> LoopRequest {
        if isAtRoot { return .quit(0) }
        // A game left is kept, so leaving asks only when it cannot be.
        if current.isGameInProgress && !store.canKeepGames {
            current.pause(.overlay, now: now)
            send(recognizer.cancel(), now: now)
            overlaySince = now
            let q = current.leaveQuestion
            overlay = .confirmLeave(ConfirmOverlay(question: q.title, detail: q.detail))
            return .redraw
        }
        popScreen(now: now)
        return .redraw
    }

    private func popScreen(now: TimePoint) {
        guard !isAtRoot else { return }
        send(recognizer.cancel(), now: now)
        saveCurrentGame(now: now)
        stack.removeLast()
        current.resume(.overlay, now: now)
        current.willShow(store: store)
    }

    private func openHelp(now: TimePoint) {
        send(recognizer.cancel(), now: now)
        current.pause(.overlay, now: now)
        overlaySince = now
        overlay = .help(HelpOverlay(screenTitle: current.title,
                                    sections: current.helpSections + [Self.globalHelp(atRoot: isAtRoot, unicode: context.glyphs.unicode),
                                                                      Self.commandLineHelp]))
    }

    /// Opens the list of the screen's actions over it, standing on the
    /// status line's "≡" button.
    private func openActions(now: TimePoint) {
        send(recognizer.cancel(), now: now)
        current.pause(.overlay, now: now)
        overlaySince = now
        overlay = .actions(ActionsOverlay(actions: current.actions))
    }

    private func closeOverlay(now: TimePoint) {
        overlay = nil
        current.resume(.overlay, now: now)
    }

    private func setSize(_ s: Size, now: TimePoint) {
        guard s != size else { return }
        size = s
        if isTooSmall != pausedForSize {
            pausedForSize = isTooSmall
            if pausedForSize {
                send(recognizer.cancel(), now: now)
                current.pause(.tooSmall, now: now)
            } else {
                current.resume(.tooSmall, now: now)
            }
        }
    }
}
