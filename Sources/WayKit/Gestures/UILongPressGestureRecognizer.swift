import Foundation

/// Recognizes fingers held still for a while (G11). Continuous: began once the
/// fingers have been down for ``minimumPressDuration`` without moving more than
/// ``allowableMovement``, changed as they move, ended when they lift.
///
/// The delay runs on the application's ``EventClock`` (G13).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must stay down. Default 0.5 (UIKit).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the fingers may move before the gesture begins. Default 10 (UIKit).
    open var allowableMovement: CGFloat = 10
    /// Fingers that must be down. Default 1.
    open var numberOfTouchesRequired: Int = 1
    /// Full taps before the press (a tap-and-hold when 1). Default 0.
    open var numberOfTapsRequired: Int = 0

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var pressTimer: EventTimer?
    private var nextTapTimer: EventTimer?
    private var tapsCompleted = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state.isActive {
            // Extra fingers after the gesture began are part of it.
            state = .changed
            return
        }
        guard state == .possible else { return }
        if _isAwaitingMoreTouches {
            nextTapTimer?.invalidate()
            nextTapTimer = nil
            _isAwaitingMoreTouches = false
        }
        // E6: only the primary button presses (a secondary press is a
        // context-menu click, not a long press).
        if touches.contains(where: { $0.type == .indirectPointer }) && !event.buttonMask.contains(.primary) {
            state = .failed
            return
        }
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        if numberOfTouches == numberOfTouchesRequired && tapsCompleted == numberOfTapsRequired {
            pressTimer?.invalidate()
            pressTimer = UIApplication.shared.clock.schedule(after: minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible, self._pendingState == nil else { return }
                self.pressTimer = nil
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state.isActive {
            state = .changed
            return
        }
        guard state == .possible else { return }
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            let p = touch.location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state.isActive {
            // UIKit ends the press when the fingers lift below the required count.
            if numberOfTouches < numberOfTouchesRequired { state = .ended }
            return
        }
        guard state == .possible else { return }
        pressTimer?.invalidate()
        pressTimer = nil
        guard numberOfTouches == 0 else { state = .failed; return }
        if tapsCompleted < numberOfTapsRequired {
            // A tap of a tap-and-hold: wait for the next touch-down.
            tapsCompleted += 1
            startLocations.removeAll()
            _isAwaitingMoreTouches = true
            nextTapTimer = UIApplication.shared.clock.schedule(after: UITapGestureRecognizer.maximumIntervalBetweenTaps) { [weak self] in
                guard let self, self.state == .possible, self._isAwaitingMoreTouches else { return }
                self._isAwaitingMoreTouches = false
                self.state = .failed
            }
        } else {
            state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        pressTimer?.invalidate()
        pressTimer = nil
        super.touchesCancelled(touches, with: event)
    }

    open override func reset() {
        super.reset()
        pressTimer?.invalidate()
        pressTimer = nil
        nextTapTimer?.invalidate()
        nextTapTimer = nil
        startLocations.removeAll()
        tapsCompleted = 0
    }
}
