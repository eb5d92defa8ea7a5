import Foundation

/// Recognizes one or more taps of one or more fingers (G11): discrete, it goes
/// possible → recognized when the last required tap lifts, or → failed when a
/// finger strays, too many fingers go down, the pointer button is not the one
/// required, or the next tap doesn't come in time.
///
/// - Important: main actor only.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed to recognize. Default 1.
    open var numberOfTapsRequired: Int = 1
    /// Fingers needed in each tap. Default 1.
    open var numberOfTouchesRequired: Int = 1
    /// For pointer presses (E6): the buttons that must be down. Default primary.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// How far (points) a finger may move from where it went down and still tap.
    /// UIKit's tap tolerates about as much as its multi-tap radius; we use the
    /// same value (E4's constant).
    public static let allowableMovement: CGFloat = UITouch.multiTapRadius
    /// How long (seconds) to wait for the next tap of a multi-tap once a tap
    /// lifted: E4's multi-tap interval, so a tap that would not continue the tap
    /// count never continues the gesture either.
    public static let maximumIntervalBetweenTaps: TimeInterval = UITouch.multiTapInterval

    private var tapsCompleted = 0
    /// Where each finger of the current tap went down (window coordinates).
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    /// Fingers seen in the current tap, so that a tap needs every required
    /// finger down at once, not one after the other.
    private var fingersInTap = 0
    private var nextTapTimer: EventTimer?
    /// Where the last completed tap was (window coordinates).
    private var lastTapLocation = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if _isAwaitingMoreTouches {
            // The next tap came in time.
            nextTapTimer?.invalidate()
            nextTapTimer = nil
            _isAwaitingMoreTouches = false
            fingersInTap = 0
            // A tap somewhere else starts a new gesture rather than continuing
            // this one (E4's radius).
            for touch in touches {
                let p = touch.location(in: nil)
                if hypot(p.x - lastTapLocation.x, p.y - lastTapLocation.y) > UITouch.multiTapRadius {
                    state = .failed
                    return
                }
            }
        }
        for touch in touches {
            if touch.type == .indirectPointer && event.buttonMask != buttonMaskRequired {
                state = .failed
                return
            }
            startLocations[ObjectIdentifier(touch)] = touch.location(in: nil)
        }
        fingersInTap += touches.count
        if numberOfTouches > numberOfTouchesRequired || fingersInTap > numberOfTouchesRequired {
            state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            let p = touch.location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        for touch in touches {
            if let start = startLocations[ObjectIdentifier(touch)] {
                let p = touch.location(in: nil)
                if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement {
                    state = .failed
                    return
                }
            }
        }
        // The tap is complete when its last finger lifts.
        guard numberOfTouches == 0 else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        lastTapLocation = location(in: nil)
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            // Stay possible, waiting for the next tap; fail if it is late (G13:
            // the event clock's timer, so tests advance virtual time).
            _isAwaitingMoreTouches = true
            nextTapTimer = UIApplication.shared.clock.schedule(after: Self.maximumIntervalBetweenTaps) { [weak self] in
                guard let self, self.state == .possible, self._isAwaitingMoreTouches else { return }
                self._isAwaitingMoreTouches = false
                self.state = .failed
            }
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInTap = 0
        startLocations.removeAll()
        nextTapTimer?.invalidate()
        nextTapTimer = nil
    }
}
