import Foundation

/// Recognizes two fingers moving apart or together (G11). Continuous: began
/// once their distance has changed by more than ``hysteresis``, changed as they
/// move, ended when one lifts. ``scale`` is the distance over the starting
/// distance; ``velocity`` is scale per second.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Current distance between the fingers over their starting distance. May be
    /// set (commonly back to 1) to measure from the current distance.
    open var scale: CGFloat {
        get { _scale }
        set {
            _scale = newValue
            if let d = currentDistance, newValue > 0 { startDistance = d / newValue }
        }
    }
    /// Scale per second.
    open var velocity: CGFloat { samples._velocity.x }

    /// Points the finger distance must change before the pinch begins.
    public static let hysteresis: CGFloat = 8

    private var _scale: CGFloat = 1
    private var startDistance: CGFloat?
    private var samples: [_GestureSample] = []

    private var currentDistance: CGFloat? {
        guard let (a, b) = _touchPair else { return nil }
        let p = a.location(in: nil), q = b.location(in: nil)
        return hypot(p.x - q.x, p.y - q.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible && startDistance == nil, let d = currentDistance, d > 0 {
            startDistance = d
            samples._record(CGPoint(x: 1, y: 0), at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let start = startDistance, start > 0, let d = currentDistance else { return }
        _scale = d / start
        samples._record(CGPoint(x: _scale, y: 0), at: event.timestamp)
        if state.isActive {
            state = .changed
        } else if state == .possible && abs(d - start) > Self.hysteresis {
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
        _scale = 1
        startDistance = nil
        samples.removeAll()
    }

    // MARK: Touchpad (D3)

    override var _acceptsTouchpadPinch: Bool { true }

    override func _touchpadPinchBegan(at timestamp: TimeInterval) {
        _scale = 1
        samples._record(CGPoint(x: 1, y: 0), at: timestamp)
    }

    override func _touchpadPinchChanged(_ gesture: TouchpadGesture, at timestamp: TimeInterval) {
        let scale = gesture.scale.isFinite && gesture.scale > 0 ? gesture.scale : _scale
        _scale = scale
        samples._record(CGPoint(x: scale, y: 0), at: timestamp)
    }
}
