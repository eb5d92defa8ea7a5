import Foundation

/// Recognizes one or more taps of one or more fingers (G11): discrete, it goes
/// possible → recognized when the last required tap lifts, or → failed when a
/// finger strays, too many fingers go down, the pointer button is not the one
/// required, or the next tap doesn't come in time.
///
/// - Important: main actor only.
@preconcurrency @MainActor
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
    /// Where each finger of the current tap went down (window coordinates). A
    /// short array, reused between gestures: taps are the commonest gesture
    /// and this is on every touch's path.
    private var startLocations: [(touch: ObjectIdentifier, location: CGPoint)] = []

    private func startLocation(of touch: UITouch) -> CGPoint? {
        let id = ObjectIdentifier(touch)
        for entry in startLocations where entry.touch == id { return entry.location }
        return nil
    }

    /// Whether `touch` moved farther than a tap allows.
    private func strayed(_ touch: UITouch) -> Bool {
        guard let start = startLocation(of: touch) else { return false }
        let p = touch.location(in: nil)
        return hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement
    }
    /// Fingers seen in the current tap, so that a tap needs every required
    /// finger down at once, not one after the other.
    private var fingersInTap = 0
    private var nextTapTimer: EventTimer?
    /// Where the last completed tap was (window coordinates).
    private var lastTapLocation = CGPoint.zero
    /// Where the first tap of a multi-tap was (window coordinates): UIKit
    /// reports that as the gesture's location.
    private var firstTapLocation: CGPoint?

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
            // A finger or pen presses no button but the primary one, as in
            // UIKit: a recognizer for secondary clicks never takes a tap.
            let pressed: UIEvent.ButtonMask = touch.type == .indirectPointer ? event.buttonMask : .primary
            if pressed != buttonMaskRequired {
                state = .failed
                return
            }
            startLocations.append((ObjectIdentifier(touch), touch.location(in: nil)))
        }
        fingersInTap += touches.count
        if numberOfTouches > numberOfTouchesRequired || fingersInTap > numberOfTouchesRequired {
            state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        for touch in touches where strayed(touch) {
            state = .failed
            return
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        for touch in touches where strayed(touch) {
            state = .failed
            return
        }
        // The tap is complete when its last finger lifts.
        guard numberOfTouches == 0 else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            lastTapLocation = location(in: nil)
            if firstTapLocation == nil { firstTapLocation = lastTapLocation }
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

    /// The centroid of the fingers; for a multi-tap, of the first tap's (UIKit).
    open override func location(in view: UIView?) -> CGPoint {
        guard let first = firstTapLocation, let window = _window else { return super.location(in: view) }
        return view.map { window.convert(first, to: $0) } ?? first
    }

    open override func reset() {
        super.reset()
        firstTapLocation = nil
        tapsCompleted = 0
        fingersInTap = 0
        startLocations.removeAll(keepingCapacity: true)
        nextTapTimer?.invalidate()
        nextTapTimer = nil
    }
}
