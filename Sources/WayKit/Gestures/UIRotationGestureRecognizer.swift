import Foundation

/// Recognizes two fingers turning around each other (G11). Continuous: began
/// once they have turned more than ``hysteresis``, changed as they turn, ended
/// when one lifts. ``rotation`` is in radians, clockwise positive (y grows
/// downwards); ``velocity`` is radians per second.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Radians turned since the gesture started. May be set (commonly back to 0)
    /// to measure from here.
    open var rotation: CGFloat = 0
    /// Radians per second.
    open var velocity: CGFloat { samples._velocity.x }

    /// Radians the fingers must turn before the rotation begins (about 4.5°).
    public static let hysteresis: CGFloat = 0.08

    private var lastAngle: CGFloat?
    private var samples: [_GestureSample] = []

    private var currentAngle: CGFloat? {
        guard let (a, b) = _touchPair else { return nil }
        let p = a.location(in: nil), q = b.location(in: nil)
        guard p != q else { return nil }
        return atan2(q.y - p.y, q.x - p.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible && lastAngle == nil, let a = currentAngle {
            lastAngle = a
            samples._record(.zero, at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let last = lastAngle, let a = currentAngle else { return }
        // Accumulate the step, unwrapped into (-π, π], so that turning past
        // ±180° keeps counting.
        var step = a - last
        if step > .pi { step -= 2 * .pi } else if step <= -.pi { step += 2 * .pi }
        lastAngle = a
        rotation += step
        samples._record(CGPoint(x: rotation, y: 0), at: event.timestamp)
        if state.isActive {
            state = .changed
        } else if state == .possible && abs(rotation) > Self.hysteresis {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard numberOfTouches < 2 else { return }
        if state.isActive { state = .ended } else if state == .possible && numberOfTouches == 0 { state = .failed }
    }

    open override func reset() {
        super.reset()
        rotation = 0
        lastAngle = nil
        samples.removeAll()
    }

    // MARK: Touchpad (D3)

    override var _acceptsTouchpadPinch: Bool { true }

    override func _touchpadPinchBegan(at timestamp: TimeInterval) {
        rotation = 0
        samples._record(.zero, at: timestamp)
    }

    /// The pinch's rotation turns it as two fingers turning would.
    override func _touchpadPinchChanged(_ gesture: TouchpadGesture, at timestamp: TimeInterval) {
        let angle = gesture.rotation.isFinite ? gesture.rotation : rotation
        rotation = angle
        samples._record(CGPoint(x: angle, y: 0), at: timestamp)
    }
}
