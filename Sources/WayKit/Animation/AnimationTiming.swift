import Foundation

/// How an animation's progress follows time (A1): a cubic Bézier curve, as
/// Core Animation's media timing functions, or a spring.
enum AnimationTiming: Sendable, Equatable {
    case cubic(CubicBezier)
    /// A damped spring that settles in the animation's duration.
    /// `velocity` is in units of the whole change per second (UIKit's
    /// `initialSpringVelocity`).
    case spring(dampingRatio: CGFloat, velocity: CGFloat)

    static let linear = AnimationTiming.cubic(CubicBezier(0, 0, 1, 1))
    static let easeIn = AnimationTiming.cubic(CubicBezier(0.42, 0, 1, 1))
    static let easeOut = AnimationTiming.cubic(CubicBezier(0, 0, 0.58, 1))
    static let easeInOut = AnimationTiming.cubic(CubicBezier(0.42, 0, 0.58, 1))

    /// The progress (0 at the start, 1 at the end; a spring may overshoot)
    /// at `t`, the fraction of the duration elapsed (0…1), for an animation
    /// `duration` seconds long.
    func progress(_ t: Double, duration: Double) -> Double {
        let t = min(1, max(0, t))
        switch self {
        case let .cubic(curve):
            return curve.value(at: t)
        case let .spring(ratio, velocity):
            guard t < 1 else { return 1 }
            return SpringSolver(dampingRatio: Double(ratio), velocity: Double(velocity), duration: duration)
                .value(at: t * duration)
        }
    }
}
