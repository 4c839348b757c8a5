import BrocadeCore
import BrocadeTUI

/// The overlays over the screen on top (help, the leave question, the list
/// of the screen's actions): what a key or click on each asks of the app,
/// which `AppController` then does (it alone opens and closes them).
extension AppController {
    /// What the app does for a key or click on the overlay.
    enum OverlayAnswer: Equatable {
        /// Nothing to draw again.
        case none
        /// The overlay changed (scrolled, another action chosen): draw again.
        case redraw
        case close
        /// Yes to the leave question: close it and leave the screen.
        case leave
        /// An action chosen in the list: close it, then this key.
        case run(Key)
    }

    /// A key on the overlay: help scrolls or closes, the question is
    /// answered, the list moves or runs its action.
    func overlayAnswer(_ overlay: Overlay, to key: Key) -> OverlayAnswer {
        switch overlay {
        case .help(let h):
            return h.scrolls(with: key) ? .redraw : .close
        case .confirmLeave(let c):
            switch c.answer(key) {
            case .yes: return .leave
            case .no: return .close
            case .undecided: return .redraw
            }
        case .actions(let a):
            return actionsAnswer(a.answer(key))
        }
    }

    /// The pointer on the overlay: the wheel scrolls help, a click answers
    /// or closes.
    func overlayAnswer(_ overlay: Overlay, to event: PointerEvent) -> OverlayAnswer {
        switch (overlay, event.kind) {
        case (.help(let h), .wheel(let d)):
            h.scrollWheel(d)
            return .redraw
        case (.help, .press):
            return .close
        case (.actions(let a), .press(.primary)):
            return actionsAnswer(a.answer(click: event.position))
        case (.actions, .press):
            return .close
        case (.confirmLeave(let c), .press(.primary)):
            switch c.answer(click: event.position) {
            case .yes: return .leave
            case .no: return .close
            case .undecided: return .none
            }
        default:
            return .none
        }
    }

    /// What the actions list answered.
    private func actionsAnswer(_ answer: ActionsOverlay.Answer) -> OverlayAnswer {
        switch answer {
        case .run(let key): return .run(key)
        case .close: return .close
        case .moved: return .redraw
        case .stay: return .none
        }
    }
}
