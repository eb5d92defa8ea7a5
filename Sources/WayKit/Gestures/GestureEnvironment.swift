import Foundation

/// The arbiter between recognizers: collects them at touch-down (G1), delivers
/// touches to them (G2), settles transitions out of `.possible` in priority
/// order with failure requirements and vetoes (G8–G10, C3), and resets them when
/// their gesture is over.
///
/// Owned by the application's touch delivery; state guarded by the main actor.
@MainActor
final class GestureEnvironment {
    /// Recognizers taking part in the current gestures, in the order they first
    /// collected a touch. That order is the delivery order among recognizers,
    /// fixed as G2 asks.
    private(set) var participants: [UIGestureRecognizer] = []
    /// Touches whose view delivery is held back by a recognizer (G6, G7).
    var heldTouches: [UITouch] = []

    private var isDelivering = false
    private var isResolving = false

    // MARK: Collection (G1)

    /// The recognizers of the hit view and of each ancestor up to the window that
    /// will receive `touch`, nearest first.
    func collect(for touch: UITouch, event: UIEvent) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var depth = 0
        var v = touch.view
        while let view = v {
            if let list = view.gestureRecognizers {
                for r in list where accepts(r, touch) {
                    result.append(r)
                    r._depth = Swift.min(r._depth, depth)
                    r._touches.append(touch)
                    if !r._isParticipating {
                        r._isParticipating = true
                        participants.append(r)
                    }
                }
            }
            if view is UIWindow { break }
            v = view.superview
            depth += 1
        }
        return result
    }

    private func accepts(_ r: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard r.isEnabled, r._pendingState == nil else { return false }
        guard r.state == .possible || r.state.isActive else { return false }
        guard r.allowedTouchTypes.contains(touch.type) else { return false }
        if r.requiresExclusiveTouchType, let other = r._activeTouches.first, other.type != touch.type { return false }
        if let delegate = r.delegate, !delegate.gestureRecognizer(r, shouldReceive: touch) { return false }
        return true
    }

    // MARK: Delivery (G2)

    /// Sends each phase of `touches` to the recognizers that have them, before
    /// any view sees it.
    func deliver(_ touches: [UITouch], event: UIEvent) {
        isDelivering = true
        defer { isDelivering = false }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let inPhase = touches.filter { $0.phase == phase }
            guard !inPhase.isEmpty else { continue }
            for r in participants where r.state == .possible || r.state.isActive {
                let mine = inPhase.filter { t in t.gestureRecognizers.contains { $0 === r } }
                guard !mine.isEmpty else { continue }
                let set = Set(mine)
                let trace = DeliveryTrace._current
                switch phase {
                case .began:
                    trace?.record(.recognizerTouches(r._traceName, r.view?._traceName, .touchesBegan))
                    r.touchesBegan(set, with: event)
                case .moved:
                    trace?.record(.recognizerTouches(r._traceName, r.view?._traceName, .touchesMoved))
                    r.touchesMoved(set, with: event)
                case .ended:
                    trace?.record(.recognizerTouches(r._traceName, r.view?._traceName, .touchesEnded))
                    r.touchesEnded(set, with: event)
                case .cancelled:
                    trace?.record(.recognizerTouches(r._traceName, r.view?._traceName, .touchesCancelled))
                    r.touchesCancelled(set, with: event)
                    // A cancelled touch ends the gesture even for a subclass that
                    // doesn't call super: no touch is ever left down (E7).
                    if r._activeTouches.isEmpty {
                        if r.state.isActive { r._transition(to: .cancelled) } else if r.state == .possible { r._pendingState = nil; r._transition(to: .failed) }
                    }
                default:
                    break
                }
            }
        }
    }

    // MARK: Resolution (G8–G10)

    /// Called when a recognizer changed state. During delivery the event model
    /// settles after the recognizers have seen the event; otherwise (a timer, an
    /// action) it settles now.
    func requestResolution() {
        guard !isDelivering, !isResolving else { return }
        UIApplication.shared._delivery.settle()
    }

    /// Settles pending transitions until nothing changes.
    func resolve() {
        guard !isResolving else { return }
        isResolving = true
        defer { isResolving = false }
        var progress = true
        while progress {
            progress = false
            // Recognizers still possible whose touches all ended, and that are
            // waiting for nothing, fail: otherwise a held touchesEnded would wait
            // forever.
            for r in participants where r.state == .possible && r._pendingState == nil
                && !r._isAwaitingMoreTouches && !r._touches.isEmpty && r._activeTouches.isEmpty {
                r._transition(to: .failed)
                progress = true
            }
            let pending = participants.enumerated()
                .filter { $0.element._pendingState != nil }
                .sorted { ($0.element._depth, $0.offset) < ($1.element._depth, $1.offset) }
                .map { $0.element }
            for r in pending {
                guard let target = r._pendingState, r.state == .possible else { r._pendingState = nil; continue }
                if !r._shouldBegin() {
                    fail(r); progress = true; continue
                }
                let requirements = participants.filter { $0 !== r && r._requiresFailure(of: $0) }
                if requirements.contains(where: { $0.state.isActive || $0.state == .ended }) {
                    fail(r); progress = true; continue
                }
                if requirements.contains(where: { $0.state == .possible }) {
                    continue   // G9: wait until they fail
                }
                if participants.contains(where: { o in
                    o !== r && (o.state.isActive || o.state == .ended) && conflicts(o, r)
                        && o.canPrevent(r) && r.canBePrevented(by: o)
                }) {
                    fail(r); progress = true; continue
                }
                r._pendingState = nil
                r._transition(to: target)
                succeeded(r)
                progress = true
            }
        }
    }

    /// What follows a recognizer's success: the ones it prevents fail or are
    /// cancelled (G8), the ones that required its failure fail (G9), and its
    /// touches are cancelled in their views (G4).
    private func succeeded(_ r: UIGestureRecognizer) {
        for o in participants where o !== r {
            if o.state == .possible && o._requiresFailure(of: r) {
                fail(o)
            } else if conflicts(r, o) && r.canPrevent(o) && o.canBePrevented(by: r) {
                if o.state == .possible { fail(o) } else if o.state.isActive { o._transition(to: .cancelled) }
            }
        }
        if r.cancelsTouchesInView {
            UIApplication.shared._delivery.cancelInView(r._touches)
        }
    }

    private func fail(_ r: UIGestureRecognizer) {
        r._pendingState = nil
        if r.state == .possible { r._transition(to: .failed) }
    }

    /// Two recognizers exclude each other when they share a touch and no
    /// delegate lets them recognize together (G8).
    private func conflicts(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        guard a._touches.contains(where: { t in b._touches.contains { $0 === t } }) else { return false }
        if a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return false }
        if b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true { return false }
        return true
    }

    // MARK: Holds (G6, G7)

    /// Whether a recognizer that has `touch` and delays `touchesBegan` is still
    /// deciding.
    func delaysBegan(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers.contains { r in
            r.delaysTouchesBegan && r.state == .possible && r._touches.contains { $0 === touch }
        }
    }

    /// Whether a recognizer that has `touch` and delays `touchesEnded` is still
    /// deciding.
    func delaysEnded(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers.contains { r in
            r.delaysTouchesEnded && r.state == .possible && r._touches.contains { $0 === touch }
        }
    }

    // MARK: Reset

    /// Resets recognizers whose gesture is over: in a final state with all their
    /// touches ended (G3: back to possible).
    func resetFinished() {
        var i = 0
        while i < participants.count {
            let r = participants[i]
            if r.state.isTerminal && r._pendingState == nil && r._activeTouches.isEmpty {
                participants.remove(at: i)
                r._resetForNextGesture()
            } else if r.view == nil && r.state == .possible && r._pendingState == nil {
                participants.remove(at: i)
                r._resetForNextGesture()
            } else {
                i += 1
            }
        }
    }
}
