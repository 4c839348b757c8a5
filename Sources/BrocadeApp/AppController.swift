import BrocadeCore

/// The whole app as the event loop sees it: a stack of screens (the menu at
/// the bottom), an optional overlay (help or a question), the status line,
/// the too-small screen, and the gesture recogniser between the mouse and
/// the screens.
public final class AppController: InteractiveProgram {
    public let context: AppContext
    private let registry: ModeRegistry
    private var stack: [Screen]
    private var overlay: Overlay?
    private var recognizer: GestureRecognizer
    private var notice: String?
    private var size: Size = .zero
    private var pausedForSize = false

    private enum Overlay {
        case help(HelpOverlay)
        case confirmLeave(ConfirmOverlay)
    }

    public init(options: AppOptions, registry: ModeRegistry = .standard) {
        context = AppContext(theme: Theme(depth: options.colorDepth), glyphs: Glyphs(unicode: options.unicode), options: options)
        self.registry = registry
        recognizer = GestureRecognizer(config: options.gestures)
        let menu = MenuScreen(registry: registry, select: options.startMode)
        stack = [menu]
        if let mode = options.startMode {
            if let screen = registry.makeScreen(mode, context: context) {
                stack.append(screen)
            } else {
                notice = ModeRegistry.unavailableNotice(mode)
            }
        }
    }

    var current: Screen { stack[stack.count - 1] }
    var isAtRoot: Bool { stack.count == 1 }

    /// What the app shows now, for tests and the status line.
    public var screenTitle: String { current.title }
    public var overlayName: String? {
        switch overlay {
        case .help: return "help"
        case .confirmLeave: return "confirm"
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
            return .quit(Self.exitStatus(for: reason))
        case .resize(let s):
            // A drag in progress carries on: screens lay themselves out
            // again and re-clamp what is in hand. Only a too-small terminal
            // (see setSize) cancels it.
            setSize(s, now: now)
            return .redraw
        case .suspendRequest:
            current.pause(.suspended, now: now)
            return .suspend
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
        let gestures = recognizer.tick(now: now)
        if !gestures.isEmpty { redraw = send(gestures, now: now) || redraw }
        if let d = current.nextDeadline(now: now), d <= now {
            if let r = apply(current.tick(now: now), now: now) { return r }
            redraw = true
        }
        return redraw ? .redraw : .none
    }

    public func nextDeadline(now: TimePoint) -> TimePoint? {
        if isTooSmall || overlay != nil { return nil }
        return [recognizer.nextDeadline, current.nextDeadline(now: now)].compactMap { $0 }.min()
    }

    public func draw(into canvas: inout Canvas, now: TimePoint) {
        setSize(canvas.size, now: now)
        if isTooSmall {
            TooSmallView.draw(into: &canvas, needed: requiredSize, context: context)
            return
        }
        let area = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height - 1)
        current.draw(into: &canvas, area: area, now: now, context: context)
        let status = StatusLine.layout(size: canvas.size, quitLabel: quitLabel)
        status.draw(into: &canvas, mode: current.title, detail: current.statusDetail(now: now),
                    notice: notice, quitLabel: quitLabel, context: context)
        switch overlay {
        case .help(let h): h.draw(into: &canvas, area: area, context: context)
        case .confirmLeave(let c): c.draw(into: &canvas, area: area, context: context)
        case nil: break
        }
    }

    // MARK: Input

    private var quitLabel: String { isAtRoot ? "quit" : "menu" }

    static func exitStatus(for reason: InterruptReason) -> Int32 {
        switch reason {
        case .hangup: return 129
        case .interrupt: return 130
        case .quit: return 131
        case .terminate: return 143
        }
    }

    private func handleKey(_ key: Key, now: TimePoint) -> LoopRequest {
        // Keys that work everywhere, even on the too-small screen.
        switch key {
        case .control("c"): return .quit(130)
        case .control("z"):
            current.pause(.suspended, now: now)
            return .suspend
        case .control("l"): return .repaint
        default: break
        }
        if isTooSmall {
            if key == .character("q") || key == .character("Q") { return .quit(0) }
            return .none
        }
        let hadNotice = notice != nil
        notice = nil
        if let overlay {
            return handleOverlayKey(overlay, key, now: now)
        }
        switch key {
        case .character("?"):
            openHelp(now: now)
            return .redraw
        case .character("q"), .character("Q"):
            return leaveRequested(now: now)
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

    private func handleOverlayKey(_ overlay: Overlay, _ key: Key, now: TimePoint) -> LoopRequest {
        switch overlay {
        case .help(let h):
            if h.scrolls(with: key) { return .redraw }
            closeOverlay(now: now)
            return .redraw
        case .confirmLeave(let c):
            switch c.answer(key) {
            case .yes:
                closeOverlay(now: now)
                popScreen(now: now)
            case .no:
                closeOverlay(now: now)
            case .undecided:
                break
            }
            return .redraw
        }
    }

    private func handlePointer(_ event: PointerEvent, now: TimePoint) -> LoopRequest {
        if isTooSmall { return .none }
        if let overlay {
            switch (overlay, event.kind) {
            case (.help(let h), .wheel(let d)):
                h.scrollWheel(d)
                return .redraw
            case (.help, .press):
                closeOverlay(now: now)
                return .redraw
            case (.confirmLeave(let c), .press(.primary)):
                switch c.answer(click: event.position) {
                case .yes:
                    closeOverlay(now: now)
                    popScreen(now: now)
                    return .redraw
                case .no:
                    closeOverlay(now: now)
                    return .redraw
                case .undecided:
                    return .none
                }
            default:
                return .none
            }
        }
        // The status line's buttons take clicks before any screen gesture.
        let status = StatusLine.layout(size: size, quitLabel: quitLabel)
        if case .press(.primary) = event.kind, !recognizer.isTracking, let b = status.button(at: event.position) {
            notice = nil
            switch b {
            case .help:
                openHelp(now: now)
                return .redraw
            case .quit:
                return leaveRequested(now: now)
            }
        }
        let gestures = recognizer.handle(event) { [current] p in
            p.y == status.row ? .none : current.gesturePolicy(at: p)
        }
        guard !gestures.isEmpty else { return .none }
        if notice != nil, gestures.contains(where: { if case .hover = $0 { return false }; return true }) {
            notice = nil
        }
        var redraw = false
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
    private func apply(_ outcome: ScreenOutcome, now: TimePoint) -> LoopRequest? {
        switch outcome {
        case .ignored, .handled, .changed:
            return nil
        case .notice(let text):
            notice = text
            return nil
        case .push(let screen):
            send(recognizer.cancel(), now: now)
            current.pause(.overlay, now: now)
            stack.append(screen)
            return nil
        case .pop:
            popScreen(now: now)
            return nil
        case .showHelp:
            openHelp(now: now)
            return nil
        case .quit:
            return .quit(0)
        }
    }

    private func leaveRequested(now: TimePoint) -> LoopRequest {
        if isAtRoot { return .quit(0) }
        if current.isGameInProgress {
            current.pause(.overlay, now: now)
            send(recognizer.cancel(), now: now)
            overlay = .confirmLeave(ConfirmOverlay(question: "Leave this game?",
                                                   detail: "Your moves so far will be lost."))
            return .redraw
        }
        popScreen(now: now)
        return .redraw
    }

    private func popScreen(now: TimePoint) {
        guard !isAtRoot else { return }
        send(recognizer.cancel(), now: now)
        stack.removeLast()
        current.resume(.overlay, now: now)
    }

    private func openHelp(now: TimePoint) {
        send(recognizer.cancel(), now: now)
        current.pause(.overlay, now: now)
        overlay = .help(HelpOverlay(screenTitle: current.title,
                                    sections: current.helpSections + [Self.globalHelp(atRoot: isAtRoot), Self.commandLineHelp]))
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

    /// Options and environment, so the overlay alone tells everything.
    static let commandLineHelp = HelpSection("Command line and environment", [
        HelpEntry("--seed n", "the same seed deals the same game"),
        HelpEntry("--no-color, NO_COLOR", "draw without colour"),
        HelpEntry("--ascii, LANG=C", "draw with ASCII only"),
        HelpEntry("--no-animation", "show results at once"),
        HelpEntry("TERM", "terminal type; 80x24 at least"),
        HelpEntry("XDG_*_HOME", "scores, saves, settings (none kept yet)"),
    ])

    static func globalHelp(atRoot: Bool) -> HelpSection {
        HelpSection("Everywhere", [
            HelpEntry("?", "this help; or click \"? help\" below"),
            HelpEntry("q", atRoot ? "quit brocade" : "back to the menu (asks first during a game)"),
            HelpEntry("Esc", atRoot ? "close help or a question" : "back to the menu, like q"),
            HelpEntry("Ctrl-Z", "suspend (fg in the shell resumes)"),
            HelpEntry("Ctrl-L", "redraw the screen"),
            HelpEntry("Ctrl-C", "quit at once"),
        ])
    }
}

extension ScreenOutcome {
    var redraws: Bool {
        switch self {
        case .ignored, .handled: return false
        default: return true
        }
    }
}
