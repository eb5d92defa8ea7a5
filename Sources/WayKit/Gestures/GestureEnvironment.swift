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
    //
    // `@exclusivity(unchecked)` on this hot state: it is confined to the main
    // actor, so accesses never overlap across threads, and the runtime's
    // dynamic checks (a thread-local access set per read) cost more than the
    // work they guard on every touch event (docs/performance.md).
    @exclusivity(unchecked) private(set) var participants: [UIGestureRecognizer] = []
    /// Touches whose view delivery is held back by a recognizer (G6, G7).
    @exclusivity(unchecked) var heldTouches: [UITouch] = []

    @exclusivity(unchecked) private var isDelivering = false
    @exclusivity(unchecked) private var isResolving = false

    // MARK: Collection (G1)

    /// The recognizers of the hit view and of each ancestor up to the window that
    /// will receive `touch`, nearest first.
    func collect(for touch: UITouch, event: UIEvent) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var depth = 0
        var v = touch.view
        while let view = v {
            if let list = view.gestureRecognizers {
                for r in list where accepts(r, touch, event) {
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

    private func accepts(_ r: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool {
        guard r.isEnabled, r._pendingState == nil else { return false }
        guard r.state == .possible || r.state.isActive else { return false }
        guard r._allows(touch.type) else { return false }
        if r.requiresExclusiveTouchType {
            for other in r._touches where !other._isFinished && other.type != touch.type { return false }
        }
        // UIKit asks about the event once before the touch.
        if let delegate = r.delegate {
            guard delegate.gestureRecognizer(r, shouldReceive: event) else { return false }
            guard delegate.gestureRecognizer(r, shouldReceive: touch) else { return false }
        }
        return true
    }

    // MARK: Delivery (G2)

    /// Sends each phase of `touches` to the recognizers that have them, before
    /// any view sees it.
    func deliver(_ touches: [UITouch], event: UIEvent) {
        isDelivering = true
        defer { isDelivering = false }
        // Plain loops rather than filter/contains closures: this runs for every
        // touch event, and each closure formed here costs an executor check
        // and an allocation (see docs/performance.md).
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var any = false
            for t in touches where t.phase == phase { any = true; break }
            guard any else { continue }
            // The phase's touches as one set, shared (not copied) by every
            // recognizer that has them all — the usual case.
            var phaseSet = Set<UITouch>()
            for t in touches where t.phase == phase { phaseSet.insert(t) }
            var i = 0
            while i < participants.count {
                let r = participants[i]
                i += 1
                guard r.state == .possible || r.state.isActive else { continue }
                var count = 0
                for t in touches where t.phase == phase {
                    for g in t._gestureRecognizers where g === r { count += 1; break }
                }
                guard count > 0 else { continue }
                var mine = phaseSet
                if count < phaseSet.count {
                    mine = Set<UITouch>()
                    for t in touches where t.phase == phase {
                        for g in t._gestureRecognizers where g === r { mine.insert(t); break }
                    }
                }
                let trace = DeliveryTrace.current
                switch phase {
                case .began:
                    trace?.record(.recognizerTouches(r._traceName, r.view?._traceName, .touchesBegan))
                    r.touchesBegan(mine, with: event)
                case .moved:
                    trace?.record(.recognizerTouches(r._traceName, r.view?._traceName, .touchesMoved))
                    r.touchesMoved(mine, with: event)
                case .ended:
                    trace?.record(.recognizerTouches(r._traceName, r.view?._traceName, .touchesEnded))
                    r.touchesEnded(mine, with: event)
                case .cancelled:
                    trace?.record(.recognizerTouches(r._traceName, r.view?._traceName, .touchesCancelled))
                    r.touchesCancelled(mine, with: event)
                    // A cancelled touch ends the gesture even for a subclass that
                    // doesn't call super: no touch is ever left down (E7).
                    if r._activeTouchCount == 0 {
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

    /// Pending recognizers in settling order, reused between calls.
    @exclusivity(unchecked) private var pendingScratch: [UIGestureRecognizer] = []

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
                && !r._isAwaitingMoreTouches && !r._touches.isEmpty && r._activeTouchCount == 0 {
                r._transition(to: .failed)
                progress = true
            }
            // Nearest the hit view first (G8); among equals, in collection order
            // (a stable insertion sort: there are rarely more than a few).
            pendingScratch.removeAll(keepingCapacity: true)
            for r in participants where r._pendingState != nil {
                var j = pendingScratch.count
                while j > 0 && pendingScratch[j - 1]._depth > r._depth { j -= 1 }
                pendingScratch.insert(r, at: j)
            }
            for r in pendingScratch {
                guard let target = r._pendingState, r.state == .possible else { r._pendingState = nil; continue }
                if !r._shouldBegin() {
                    fail(r); progress = true; continue
                }
                // G9: wait for the recognizers this one requires to fail; fail
                // if one of them recognized.
                var requiredRecognized = false, requiredPossible = false
                for o in participants where o !== r && r._requiresFailure(of: o) {
                    if o.state.isActive || o.state == .ended { requiredRecognized = true }
                    else if o.state == .possible { requiredPossible = true }
                }
                if requiredRecognized { fail(r); progress = true; continue }
                if requiredPossible { continue }
                // G8: a recognizer that already recognized and excludes this one
                // prevents it.
                var prevented = false
                for o in participants where o !== r && (o.state.isActive || o.state == .ended)
                    && conflicts(o, r) && o.canPrevent(r) && r.canBePrevented(by: o) {
                    prevented = true
                    break
                }
                if prevented { fail(r); progress = true; continue }
                r._pendingState = nil
                r._transition(to: target)
                succeeded(r)
                progress = true
            }
        }
        pendingScratch.removeAll(keepingCapacity: true)
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
        var shared = false
        outer: for t in a._touches {
            for u in b._touches where u === t { shared = true; break outer }
        }
        guard shared else { return false }
        if a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return false }
        if b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true { return false }
        return true
    }

    // MARK: Holds (G6, G7)

    /// Whether a recognizer that has `touch` and delays `touchesBegan` is still
    /// deciding.
    func delaysBegan(_ touch: UITouch) -> Bool {
        for r in touch._gestureRecognizers where r.delaysTouchesBegan && r.state == .possible {
            for t in r._touches where t === touch { return true }
        }
        return false
    }

    /// Whether a recognizer that has `touch` and delays `touchesEnded` is still
    /// deciding.
    func delaysEnded(_ touch: UITouch) -> Bool {
        for r in touch._gestureRecognizers where r.delaysTouchesEnded && r.state == .possible {
            for t in r._touches where t === touch { return true }
        }
        return false
    }

    // MARK: Reset

    /// Resets recognizers whose gesture is over: in a final state with all their
    /// touches ended (G3: back to possible).
    func resetFinished() {
        var i = 0
        while i < participants.count {
            let r = participants[i]
            if r.state.isTerminal && r._pendingState == nil && r._activeTouchCount == 0 {
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
