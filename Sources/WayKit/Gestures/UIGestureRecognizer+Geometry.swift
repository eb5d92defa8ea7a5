import Foundation

// Geometry shared by the recognizer kinds: they track their gesture in window
// coordinates (where touches live) and convert to the caller's view on demand,
// as UIKit's `translation(in:)` and `velocity(in:)` do.
extension UIGestureRecognizer {
    /// The window the gesture happens in.
    var _window: UIWindow? { _touches.first?.window ?? view?.window }

    /// `vector`, a displacement in window coordinates, in `view`'s coordinates
    /// (the window's when nil). Only the linear part of the transforms applies.
    func _vector(fromWindow vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = _window else { return vector }
        let origin = window.convert(CGPoint.zero, to: view)
        let end = window.convert(vector, to: view)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// `vector`, a displacement in `view`'s coordinates, in the window's.
    func _vector(toWindow vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = _window else { return vector }
        let origin = window.convert(CGPoint.zero, from: view)
        let end = window.convert(vector, from: view)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// The first two touches still down, for the two-finger kinds.
    var _touchPair: (UITouch, UITouch)? {
        let list = _activeTouches
        guard list.count >= 2 else { return nil }
        return (list[0], list[1])
    }
}

/// A recent value with its time, for velocities.
struct _GestureSample {
    var time: TimeInterval
    var value: CGPoint
}

extension Array where Element == _GestureSample {
    /// Keeps the samples of the last `window` seconds (and at least the latest
    /// two), so a velocity reflects the current motion, not the whole gesture.
    mutating func _record(_ value: CGPoint, at time: TimeInterval, keeping window: TimeInterval = 0.1) {
        append(_GestureSample(time: time, value: value))
        while count > 2, let first = first, time - first.time > window { removeFirst() }
    }

    /// Change per second between the oldest and newest sample; zero when time
    /// hasn't moved.
    var _velocity: CGPoint {
        guard let a = first, let b = last, b.time > a.time else { return .zero }
        let dt = CGFloat(b.time - a.time)
        return CGPoint(x: (b.value.x - a.value.x) / dt, y: (b.value.y - a.value.y) / dt)
    }
}
