import Foundation

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
