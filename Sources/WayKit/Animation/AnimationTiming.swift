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

/// A CSS/Core Animation cubic Bézier timing curve from (0,0) to (1,1) with
/// control points (x1, y1) and (x2, y2).
struct CubicBezier: Sendable, Equatable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        // x must stay within 0…1 for the curve to be a function of time; a
        // non-finite control point (app input) reads as the linear curve's.
        self.x1 = x1.isFinite ? min(1, max(0, x1)) : 0
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = x2.isFinite ? min(1, max(0, x2)) : 1
        self.y2 = y2.isFinite ? y2 : 1
    }

    private func sample(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        // B(s) = 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// y for x = t: the curve parameter s for x found by Newton's method,
    /// falling back to bisection where the slope is flat.
    func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        var s = t
        for _ in 0..<8 {
            let x = sample(x1, x2, s) - t
            if abs(x) < 1e-7 { return sample(y1, y2, s) }
            let d = slope(x1, x2, s)
            if abs(d) < 1e-6 { break }
            s -= x / d
        }
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<40 {
            let x = sample(x1, x2, s)
            if abs(x - t) < 1e-7 { break }
            if x < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return sample(y1, y2, s)
    }
}

/// A damped harmonic oscillator from 0 to 1 that settles within `duration`:
/// its natural frequency is chosen so the envelope falls to 0.1 % by then, as
/// UIKit's duration-based springs settle visually at the duration's end.
struct SpringSolver {
    let zeta: Double
    let omega: Double
    let v0: Double

    init(dampingRatio: Double, velocity: Double, duration: Double) {
        zeta = min(max(dampingRatio.isFinite ? dampingRatio : 1, 0.01), 1)
        let d = max(duration.isFinite ? duration : 0.001, 0.001)
        omega = log(1000) / (zeta * d)
        v0 = velocity.isFinite ? velocity : 0
    }

    /// Progress at `time` seconds: 1 − x(t), x the displacement from the
    /// target (x(0) = 1, x′(0) = −v0).
    func value(at time: Double) -> Double {
        let x: Double
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v0) / wd
            x = exp(-zeta * omega * time) * (cos(wd * time) + b * sin(wd * time))
        } else {
            x = exp(-omega * time) * (1 + (omega - v0) * time)
        }
        return 1 - x
    }
}
