import Foundation

/// What moves a released scroll view, as data the frame clock samples
/// (STYLE: an animation is data, never a timer per view): deceleration (S4),
/// spring-back past an edge (S5), or an animated scroll. Pure arithmetic on
/// offsets and times, so it is tested without views.
struct ScrollMotion {
    enum Kind {
        /// Exponential slow-down from `from` towards `to`: the speed is
        /// v0·r^(1000·t), so the distance left shrinks by the same factor.
        case decelerate(from: CGPoint, to: CGPoint, rate: CGFloat)
        /// A critically damped spring towards `target`, starting `offset`
        /// away from it with `velocity` (points per second).
        case spring(target: CGPoint, offset: CGPoint, velocity: CGPoint)
        /// `setContentOffset(_:animated:)` and friends.
        case animation(from: CGPoint, to: CGPoint, duration: TimeInterval)
    }

    /// Speed under which a spring stops, and a glide hands over to its
    /// smooth finish, points per second.
    static let stopSpeed: CGFloat = 8
    /// The spring's rate (ω, per second): critically damped, it has settled
    /// within half a point after about half a second from a screenful away.
    static let springRate: CGFloat = 12
    /// The duration of an animated `setContentOffset`, as UIKit's feels.
    static let animationDuration: TimeInterval = 0.3

    var kind: Kind
    var startTime: TimeInterval

    struct Sample {
        var offset: CGPoint
        var velocity: CGPoint
        var isFinished: Bool
    }

    /// The offset and velocity `time` seconds after the start.
    func sample(at time: TimeInterval) -> Sample {
        let t = CGFloat(max(0, time - startTime))
        switch kind {
        case .decelerate(let from, let to, let rate):
            let r = min(max(rate, 0.5), 0.9999)
            let k = -1000 * log(r)
            // The exponential never arrives: under `stopSpeed` it hands over
            // to a constant deceleration that starts at the same speed and
            // covers exactly the distance left, v/k, in 2/k seconds (1 s at
            // `.normal`). Jumping to the end there was a 4-point step
            // against 0.13 a frame (issue 18).
            let speed0 = hypot(to.x - from.x, to.y - from.y) * k
            let handover: CGFloat = speed0 > Self.stopSpeed ? log(Self.stopSpeed / speed0) / (1000 * log(r)) : 0
            if t < handover {
                let factor = pow(r, 1000 * t)
                let velocity = CGPoint(x: (to.x - from.x) * k * factor, y: (to.y - from.y) * k * factor)
                return Sample(offset: CGPoint(x: to.x + (from.x - to.x) * factor, y: to.y + (from.y - to.y) * factor),
                              velocity: velocity, isFinished: false)
            }
            let factor = pow(r, 1000 * handover)
            let left = CGPoint(x: (from.x - to.x) * factor, y: (from.y - to.y) * factor)
            let finish = 2 / k
            let p = min(1, (t - handover) / finish)
            guard p < 1, hypot(left.x, left.y) > 0.001 else { return Sample(offset: to, velocity: .zero, isFinished: true) }
            let q = (1 - p) * (1 - p), dq = -2 * (1 - p) / finish
            return Sample(offset: CGPoint(x: to.x + left.x * q, y: to.y + left.y * q),
                          velocity: CGPoint(x: left.x * dq, y: left.y * dq), isFinished: false)
        case .spring(let target, let x0, let v0):
            let w = Self.springRate, e = exp(-w * t)
            func axis(_ x0: CGFloat, _ v0: CGFloat) -> (CGFloat, CGFloat) {
                ((x0 + (v0 + w * x0) * t) * e, (v0 - w * (v0 + w * x0) * t) * e)
            }
            let (x, vx) = axis(x0.x, v0.x), (y, vy) = axis(x0.y, v0.y)
            if abs(x) < 0.5 && abs(y) < 0.5 && hypot(vx, vy) < Self.stopSpeed {
                return Sample(offset: target, velocity: .zero, isFinished: true)
            }
            return Sample(offset: CGPoint(x: target.x + x, y: target.y + y), velocity: CGPoint(x: vx, y: vy), isFinished: false)
        case .animation(let from, let to, let duration):
            let p = duration > 0 ? min(1, t / CGFloat(duration)) : 1
            // Ease in and out, so the content neither jumps nor stops dead.
            let f = (1 - cos(.pi * p)) / 2
            return Sample(offset: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f),
                          velocity: .zero, isFinished: p >= 1)
        }
    }

    /// Where a release at `offset` with `velocity` (points per second) comes
    /// to rest at `rate` with no edges: the integral of v0·r^(1000·t).
    static func restingOffset(from offset: CGPoint, velocity: CGPoint, rate: CGFloat) -> CGPoint {
        let r = min(max(rate, 0.5), 0.9999)
        let k = -1000 * log(r)
        return CGPoint(x: offset.x + velocity.x / k, y: offset.y + velocity.y / k)
    }

    /// UIKit's rubber band: `overscroll` points past an edge show as
    /// (1 − 1/(x·0.55/d + 1))·d, with d the viewport's length (S5). Never
    /// more than d; nothing for an empty viewport.
    static func rubberBand(_ overscroll: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0, overscroll.isFinite else { return 0 }
        let x = max(0, overscroll)
        return (1 - 1 / (x * 0.55 / d + 1)) * d
    }
}
