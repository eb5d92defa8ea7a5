import Foundation

/// Turns pointer frames into the event model's input (E6): a button press is an
/// `.indirectPointer` touch holding the buttons in the event's `buttonMask`,
/// motion with no button down is hover (hover recognizers only), and scroll
/// goes to recognizers that accept it under the pointer (P4).
@MainActor
final class PointerTranslator {
    /// The id pointer touches use; far from any compositor's touch ids.
    static let pointerTouchID = Int.min + 1

    /// The scenes with a button press in progress. Per scene (F2): a cancel in
    /// one scene must not make the next click in another look like a drag.
    private var pressedScenes: Set<ObjectIdentifier> = []
    private weak var scene: UIWindowScene?
    private var hoverRecognizers: [UIGestureRecognizer] = []
    /// The pointer interaction whose region the pointer is in.
    private weak var pointerInteraction: UIPointerInteraction?
    /// The recognizer the last scroll went to, told when the pointer leaves.
    private weak var scrollRecognizer: UIGestureRecognizer?
    private let hoverEvent = UIEvent(type: .hover, timestamp: 0)
    private let scrollEvent = UIEvent(type: .scroll, timestamp: 0)
    /// A pen's hover (D4): frames bring a location or none, never buttons
    /// (a pen in contact is a `.pencil` touch), and the cursor is the
    /// mouse's alone.
    private let isStylus: Bool

    init(isStylus: Bool = false) { self.isStylus = isStylus }

    func process(_ frame: PointerFrame, in scene: UIWindowScene) {
        let delivery = UIApplication.shared._delivery
        let id = ObjectIdentifier(scene)
        let pressed = pressedScenes.contains(id)
        guard let location = frame.location, location.x.isFinite, location.y.isFinite else {
            // The pointer left: a press in progress is cancelled (E7), hover ends.
            if pressed {
                pressedScenes.remove(id)
                delivery.process(TouchFrame(timestamp: frame.timestamp, points: [
                    TouchPoint(id: Self.pointerTouchID, phase: .cancelled, location: .zero, type: .indirectPointer),
                ], buttonMask: []), in: scene)
            }
            endHover(frame.timestamp)
            scrollRecognizer?._scrollInterrupted()
            scrollRecognizer = nil
            return
        }
        self.scene = scene
        if !frame.buttons.isEmpty {
            endHover(frame.timestamp)
            let phase: UITouch.Phase = pressed ? .moved : .began
            pressedScenes.insert(id)
            delivery.process(TouchFrame(timestamp: frame.timestamp, points: [
                TouchPoint(id: Self.pointerTouchID, phase: phase, location: location, type: .indirectPointer),
            ], buttonMask: frame.buttons, modifierFlags: frame.modifierFlags), in: scene)
        } else if pressed {
            pressedScenes.remove(id)
            delivery.process(TouchFrame(timestamp: frame.timestamp, points: [
                TouchPoint(id: Self.pointerTouchID, phase: .ended, location: location, type: .indirectPointer),
            ], buttonMask: [], modifierFlags: frame.modifierFlags), in: scene)
        } else {
            hoverEvent._stylus = frame.stylus
            hover(at: location, in: scene, timestamp: frame.timestamp)
        }
        if let scroll = frame.scroll { self.scroll(scroll, at: location, in: scene, timestamp: frame.timestamp) }
        if let gesture = frame.touchpadGesture { touchpad(gesture, at: location, in: scene, timestamp: frame.timestamp) }
    }

    /// The recognizers a touchpad pinch drives, chosen when it begins: the
    /// nearest pinch and the nearest rotation recognizer on the view under
    /// the pointer and its ancestors (D3).
    private var pinchTargets: [UIGestureRecognizer] = []
    private let gestureEvent = UIEvent(type: .transform, timestamp: 0)

    private func touchpad(_ g: TouchpadGesture, at location: CGPoint, in scene: UIWindowScene, timestamp: TimeInterval) {
        gestureEvent.timestamp = timestamp
        switch g.kind {
        case .pinch:
            if g.phase == .began {
                pinchTargets.removeAll()
                if let (_, view) = scene.hitTest(location, with: gestureEvent) {
                    var v: UIView? = view
                    var havePinch = false, haveRotation = false
                    while let current = v, !(havePinch && haveRotation) {
                        for r in current.gestureRecognizers ?? [] where r.isEnabled && r._acceptsTouchpadPinch {
                            if r is UIPinchGestureRecognizer, !havePinch { havePinch = true; pinchTargets.append(r) }
                            if r is UIRotationGestureRecognizer, !haveRotation { haveRotation = true; pinchTargets.append(r) }
                        }
                        v = current.superview
                    }
                }
            }
            for r in pinchTargets { r._touchpadPinch(g, location: location, event: gestureEvent) }
            if g.phase == .ended || g.phase == .cancelled { pinchTargets.removeAll() }
        case .hold:
            // Fingers resting on the touchpad stop what it set moving: a
            // scroll gesture in progress ends, and a scroll view under the
            // pointer stops gliding (S9).
            guard g.phase == .began else { break }
            scrollRecognizer?._touchpadHold()
            if let (_, view) = scene.hitTest(location, with: gestureEvent) {
                var v: UIView? = view
                while let current = v {
                    for r in current.gestureRecognizers ?? [] where r._acceptsScroll && r !== scrollRecognizer {
                        r._touchpadHold()
                    }
                    v = current.superview
                }
            }
        case .swipe:
            // Not mapped: iPadOS gives three- and four-finger swipes to the
            // system, not to apps (documented in docs/gestures.md).
            break
        }
    }

    /// The touches of `scene` (every scene when nil) were cancelled: a press
    /// there is over, and so is hover in it.
    func reset(_ scene: UIWindowScene?) {
        guard let scene else {
            pressedScenes.removeAll()
            hoverRecognizers.removeAll()
            return
        }
        pressedScenes.remove(ObjectIdentifier(scene))
        if self.scene === scene { hoverRecognizers.removeAll() }
    }

    /// Hover reaches the hover recognizers of the view under the pointer and of
    /// its ancestors, never `touchesBegan` (E6).
    private func hover(at location: CGPoint, in scene: UIWindowScene, timestamp: TimeInterval) {
        hoverEvent.timestamp = timestamp
        var now: [UIGestureRecognizer] = []
        var cursor: UIPointerCursorShape?
        var interaction: UIPointerInteraction?
        if let (window, view) = scene.hitTest(location, with: hoverEvent) {
            let inWindow = window._convertFromSuperview(location)
            var v: UIView? = view
            while let current = v {
                for r in current.gestureRecognizers ?? [] where r._acceptsHover && r.isEnabled { now.append(r) }
                // D2: the innermost view that has a say picks the cursor; a
                // pointer interaction's delegate by region.
                if cursor == nil {
                    if let i = current._activePointerInteraction {
                        interaction = i
                        let p = current.convert(inWindow, from: window)
                        cursor = i.pointerMoved(to: p, in: current, modifiers: hoverEvent.modifierFlags).cursor
                    } else {
                        cursor = current._pointerCursor()
                    }
                }
                v = current.superview
            }
        }
        if let previous = pointerInteraction, previous !== interaction { previous.pointerLeft() }
        pointerInteraction = interaction
        if !isStylus { setCursor(cursor ?? .arrow) }
        for r in hoverRecognizers where !now.contains(where: { $0 === r }) {
            r._hover(.regionExited, location: location, event: hoverEvent)
        }
        for r in now {
            let entered = !hoverRecognizers.contains { $0 === r }
            r._hover(entered ? .regionEntered : .regionMoved, location: location, event: hoverEvent)
        }
        hoverRecognizers = now
    }

    /// The cursor shape last asked of the backend.
    private(set) var cursorShape: UIPointerCursorShape = .arrow

    private func setCursor(_ shape: UIPointerCursorShape) {
        guard shape != cursorShape else { return }
        cursorShape = shape
        // D2: which cursor the views chose is part of what a trace shows.
        DeliveryTrace.note("cursor \(shape)")
        UIApplication.shared._onPointerCursorChange?(shape)
    }

    private func endHover(_ timestamp: TimeInterval) {
        hoverEvent.timestamp = timestamp
        pointerInteraction?.pointerLeft()
        pointerInteraction = nil
        for r in hoverRecognizers { r._hover(.regionExited, location: .zero, event: hoverEvent) }
        hoverRecognizers.removeAll()
    }

    private func scroll(_ input: ScrollInput, at location: CGPoint, in scene: UIWindowScene, timestamp: TimeInterval) {
        scrollEvent.timestamp = timestamp
        guard let (_, view) = scene.hitTest(location, with: scrollEvent) else { return }
        var v: UIView? = view
        while let current = v {
            for r in current.gestureRecognizers ?? [] where r._acceptsScroll && r.isEnabled {
                if let previous = scrollRecognizer, previous !== r { previous._scrollInterrupted() }
                scrollRecognizer = r
                r._scroll(input, location: location, event: scrollEvent)
                return
            }
            v = current.superview
        }
    }
}
