import Foundation

/// Turns touch frames into `UITouch`es and delivers them: hit-testing (H1) at
/// touch-down, recognizers first (G1, G2), then the hit view, cancelled, held
/// and released as the recognizers decide (G4–G7).
///
/// Owned by the application; state guarded by the main actor.
@MainActor
final class TouchDelivery {
    private struct Key: Hashable {
        let scene: ObjectIdentifier
        let id: Int
    }

    /// Touches currently down.
    private var active: [Key: UITouch] = [:]
    /// Ids whose touch-down hit nothing: their later phases are dropped quietly.
    private var unhit: [Key: UITouch.TouchType] = [:]
    /// The touches event, reused as UIKit reuses it.
    private let event = UIEvent(type: .touches, timestamp: 0)
    /// Where and when the last touch ended, for tap counts (E4).
    private var lastEnded: (location: CGPoint, time: TimeInterval, count: Int, window: ObjectIdentifier)?

    let gestures = GestureEnvironment()

    var activeTouches: [UITouch] { Array(active.values) }

    // MARK: Frames

    func process(_ frame: TouchFrame, in scene: UIWindowScene) {
        let sceneID = ObjectIdentifier(scene)
        // Touches that finished in the previous event leave allTouches now (E2).
        event._touches.removeAll { $0._isFinished }
        for t in event._touches where t.phase != .stationary { t.phase = .stationary }
        event.timestamp = frame.timestamp
        event.buttonMask = frame.buttonMask
        event.modifierFlags = frame.modifierFlags

        var changed = false
        for point in frame.points {
            // A non-finite position can't be hit-tested or moved to, but it
            // still ends its touch, where the touch last was (F2).
            let finite = point.location.x.isFinite && point.location.y.isFinite
            let key = Key(scene: sceneID, id: point.id)
            switch point.phase {
            case .began:
                guard finite else { continue }
                if active[key] != nil || unhit[key] != nil {
                    // A second down for a finger that is down: the compositor
                    // misbehaved. Keep the first touch; drop this one.
                    continue
                }
                guard let touch = begin(point, frame: frame, scene: scene) else {
                    unhit[key] = point.type
                    continue
                }
                active[key] = touch
                event._touches.append(touch)
                changed = true
            case .moved, .stationary:
                guard finite, let touch = active[key] else { continue }
                touch._previousLocation = touch._location
                touch._location = windowPoint(point.location, in: touch.window)
                touch.timestamp = frame.timestamp
                touch.majorRadius = point.majorRadius
                touch.orientation = point.orientation
                if let stylus = point.stylus { touch._stylus = stylus }
                touch.phase = .moved
                changed = true
            case .ended, .cancelled:
                unhit[key] = nil
                guard let touch = active.removeValue(forKey: key) else { continue }
                touch._previousLocation = touch._location
                if finite { touch._location = windowPoint(point.location, in: touch.window) }
                touch.timestamp = frame.timestamp
                if let stylus = point.stylus { touch._stylus = stylus }
                touch.phase = point.phase
                if point.phase == .ended, let w = touch.window {
                    lastEnded = (touch._location, frame.timestamp, touch.tapCount, ObjectIdentifier(w))
                }
                changed = true
            default:
                continue
            }
        }
        guard changed else { return }
        UIApplication.shared.sendEvent(event)
    }

    private func windowPoint(_ scenePoint: CGPoint, in window: UIWindow?) -> CGPoint {
        guard let window else { return scenePoint }
        return window._convertFromSuperview(scenePoint)
    }

    private func begin(_ point: TouchPoint, frame: TouchFrame, scene: UIWindowScene) -> UITouch? {
        event.timestamp = frame.timestamp
        let simulated = point.id < Int.min / 4  // AccessibilityCenter's ids
        guard let (window, view) = scene._hitTest(point.location, with: event, simulated: simulated) else { return nil }
        let location = window._convertFromSuperview(point.location)
        let touch = UITouch(identifier: point.id, type: point.type, phase: .began,
                            timestamp: frame.timestamp, location: location)
        touch.window = window
        touch.view = view
        touch._scene = scene
        touch.majorRadius = point.majorRadius
        touch.orientation = point.orientation
        touch._stylus = point.stylus
        if let last = lastEnded, last.window == ObjectIdentifier(window),
           frame.timestamp - last.time <= UITouch.multiTapInterval,
           hypot(location.x - last.location.x, location.y - last.location.y) <= UITouch.multiTapRadius {
            touch.tapCount = last.count + 1
        }
        touch._gestureRecognizers = gestures.collect(for: touch, event: event)
        if !viewAccepts(touch, view: view, window: window) {
            // The view never sees this touch; its recognizers still do (UIKit:
            // a pinch works on a view that isn't multiple-touch enabled).
            touch._viewFinished = true
        }
        return touch
    }

    /// `isMultipleTouchEnabled` and `isExclusiveTouch`: whether the hit view
    /// takes a new touch given the touches already down in its window.
    private func viewAccepts(_ touch: UITouch, view: UIView, window: UIWindow) -> Bool {
        for other in active.values where other.window === window && !other._viewFinished {
            if other.view === view && !view.isMultipleTouchEnabled { return false }
            if other.view !== view && (view.isExclusiveTouch || other.view?.isExclusiveTouch == true) { return false }
        }
        return true
    }

    /// The windows an event's changed touches are in, in a stable order.
    func windows(of event: UIEvent) -> [UIWindow] {
        var result: [UIWindow] = []
        for t in event._touches where t.phase != .stationary {
            if let w = t.window, !result.contains(where: { $0 === w }) { result.append(w) }
        }
        return result
    }

    // MARK: Delivery

    /// The default `UIWindow.sendEvent` for touches: the window's changed
    /// touches go to their recognizers, then to their views.
    func deliverTouches(of event: UIEvent, in window: UIWindow) {
        let touches = event._touches.filter { $0.window === window && $0.phase != .stationary }
        guard !touches.isEmpty else { return }
        gestures.deliver(touches, event: event)
        gestures.resolve()
        releaseHeldTouches(event: event)
        deliverToViews(touches, event: event)
        gestures.resetFinished()
    }

    private func deliverToViews(_ touches: [UITouch], event: UIEvent) {
        // One call per view and phase, holding every touch of that view that
        // changed in this event (E3). Phases in UIKit's order.
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var byView: [(UIView, [UITouch])] = []
            for t in touches where t.phase == phase {
                guard let view = t.view, shouldDeliver(t, phase: phase) else { continue }
                if let i = byView.firstIndex(where: { $0.0 === view }) {
                    byView[i].1.append(t)
                } else {
                    byView.append((view, [t]))
                }
            }
            for (view, list) in byView { call(view, phase: phase, touches: list, event: event) }
        }
    }

    /// Decides whether `touch`'s `phase` reaches its view now, marking it held
    /// when a recognizer delays it (G6, G7).
    private func shouldDeliver(_ t: UITouch, phase: UITouch.Phase) -> Bool {
        if t._viewFinished { return false }
        switch phase {
        case .began:
            if gestures.delaysBegan(t) { t._heldBegan = true; hold(t); return false }
            t._viewBeganDelivered = true
            return true
        case .moved:
            return t._viewBeganDelivered
        case .ended:
            if t._heldBegan { t._heldEnded = true; hold(t); return false }
            guard t._viewBeganDelivered else { return false }
            if gestures.delaysEnded(t) { t._heldEnded = true; hold(t); return false }
            t._viewFinished = true
            return true
        case .cancelled:
            t._heldBegan = false
            t._heldEnded = false
            t._viewFinished = true
            return t._viewBeganDelivered
        default:
            return false
        }
    }

    private func call(_ view: UIView, phase: UITouch.Phase, touches: [UITouch], event: UIEvent) {
        let set = Set(touches)
        switch phase {
        case .began: view._traced(.touchesBegan) { $0.touchesBegan(set, with: event) }
        case .moved: view._traced(.touchesMoved) { $0.touchesMoved(set, with: event) }
        case .ended: view._traced(.touchesEnded) { $0.touchesEnded(set, with: event) }
        case .cancelled: view._traced(.touchesCancelled) { $0.touchesCancelled(set, with: event) }
        default: break
        }
    }

    /// Delivers what recognizers held back once none of them delays it any
    /// longer: a late `touchesBegan` when the delaying recognizers failed (G6), a
    /// held `touchesEnded` when no recognizer is still deciding (G7).
    func releaseHeldTouches(event: UIEvent?) {
        guard !gestures.heldTouches.isEmpty else { return }
        let ev = event ?? self.event
        for t in gestures.heldTouches {
            guard let view = t.view, !t._viewFinished else { t._heldBegan = false; t._heldEnded = false; continue }
            if t._heldBegan, !gestures.delaysBegan(t) {
                t._heldBegan = false
                t._viewBeganDelivered = true
                withPhase(t, .began) { call(view, phase: .began, touches: [t], event: ev) }
            }
            if t._heldEnded, !t._heldBegan, !gestures.delaysEnded(t) {
                t._heldEnded = false
                t._viewFinished = true
                withPhase(t, .ended) { call(view, phase: .ended, touches: [t], event: ev) }
            }
        }
        gestures.heldTouches.removeAll { !$0._heldBegan && !$0._heldEnded }
    }

    private func hold(_ t: UITouch) {
        if !gestures.heldTouches.contains(where: { $0 === t }) { gestures.heldTouches.append(t) }
    }

    /// Called when a recognizer with `cancelsTouchesInView` recognizes: its
    /// touches' views get `touchesCancelled` and no later phase (G4).
    func cancelInView(_ touches: [UITouch]) {
        var byView: [(UIView, [UITouch])] = []
        for t in touches where !t._viewFinished {
            t._viewFinished = true
            let delivered = t._viewBeganDelivered
            t._heldBegan = false
            t._heldEnded = false
            guard delivered, let view = t.view else { continue }
            if let i = byView.firstIndex(where: { $0.0 === view }) { byView[i].1.append(t) } else { byView.append((view, [t])) }
        }
        for (view, list) in byView {
            let saved = list.map { $0.phase }
            for t in list { t.phase = .cancelled }
            call(view, phase: .cancelled, touches: list, event: event)
            for (t, p) in zip(list, saved) { t.phase = p }
        }
    }

    private func withPhase(_ t: UITouch, _ phase: UITouch.Phase, _ body: () -> Void) {
        let saved = t.phase
        t.phase = phase
        body()
        t.phase = saved
    }

    // MARK: Cancellation (E7)

    /// Cancels the touches of `scene` (all scenes when nil) whose type is in
    /// `types` (any type when nil).
    func cancelAll(in scene: UIWindowScene?, types: Set<UITouch.TouchType>? = nil, timestamp: TimeInterval) {
        let sceneID = scene.map(ObjectIdentifier.init)
        var victims: [Key] = []
        for (key, touch) in active where sceneID == nil || key.scene == sceneID {
            if let types, !types.contains(touch.type) { continue }
            victims.append(key)
        }
        cancel(victims, timestamp: timestamp)
        // Ids whose down hit nothing: their later phases must not be taken
        // for a new touch's. Pointer ids are cleared only with pointers.
        unhit = unhit.filter { key, type in
            if let sceneID, key.scene != sceneID { return true }
            if let types, !types.contains(type) { return true }
            return false
        }
    }

    func cancelTouches(in window: UIWindow, timestamp: TimeInterval) {
        let victims = active.filter { $0.value.window === window || $0.value.window == nil }
        cancel(Array(victims.keys), timestamp: timestamp)
    }

    private func cancel(_ keys: [Key], timestamp: TimeInterval) {
        guard !keys.isEmpty else { return }
        event._touches.removeAll { $0._isFinished }
        for t in event._touches where t.phase != .stationary { t.phase = .stationary }
        event.timestamp = timestamp
        for key in keys {
            guard let t = active.removeValue(forKey: key) else { continue }
            t.phase = .cancelled
            t.timestamp = timestamp
        }
        UIApplication.shared.sendEvent(event)
    }
}

extension TouchDelivery {
    /// After a recognizer changed state outside event delivery (a timer fired, an
    /// action ran): settle the arbitration, release what no longer waits, and
    /// reset finished recognizers.
    func settle() {
        gestures.resolve()
        releaseHeldTouches(event: nil)
        gestures.resetFinished()
    }
}
