import Foundation

/// A basic animation whose progress follows a damped spring of `mass`,
/// `stiffness` and `damping`, starting with `initialVelocity` (in units of
/// the whole change per second); the timing function is not used. Set
/// `duration` to `settlingDuration` to see it settle, as in UIKit.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    /// iOS 17's perceptual parameters: a spring settling in about `duration`
    /// that overshoots more as `bounce` goes from 0 to 1.
    public convenience init(perceptualDuration duration: TimeInterval, bounce: CGFloat) {
        self.init()
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -1), 0.99) : 0
        mass = 1
        stiffness = pow(2 * .pi / CGFloat(d), 2)
        damping = b >= 0 ? (1 - b) * 4 * .pi / CGFloat(d) : 4 * .pi / (CGFloat(d) * (1 + b))
        self.duration = settlingDuration
    }

    private var parameters: (omega: Double, zeta: Double, v0: Double) {
        let m = mass.isFinite && mass > 0 ? Double(mass) : 1
        let k = stiffness.isFinite && stiffness > 0 ? Double(stiffness) : 100
        let c = damping.isFinite && damping >= 0 ? Double(damping) : 10
        var zeta = c / (2 * (k * m).squareRoot())
        if !allowsOverdamping { zeta = min(zeta, 1) }
        let v = initialVelocity.isFinite ? Double(initialVelocity) : 0
        return ((k / m).squareRoot(), max(zeta, 0), v)
    }

    /// Displacement from the end (1 at the start) `t` seconds in.
    private func displacement(_ t: Double) -> Double {
        let (w, z, v0) = parameters
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return exp(-z * w * t) * (cos(wd * t) + (z * w - v0) / wd * sin(wd * t))
        } else if z == 1 {
            return exp(-w * t) * (1 + (w - v0) * t)
        } else {
            let r = w * (z * z - 1).squareRoot()
            let r1 = -z * w + r, r2 = -z * w - r
            let b = (-v0 - r1) / (r2 - r1)
            return (1 - b) * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    /// How long the spring takes to come to rest (within a thousandth of
    /// the change, for good).
    open var settlingDuration: CFTimeInterval {
        var t = 0.0, lastMoving = 0.0
        while t < 30 {
            if abs(displacement(t)) > 0.001 { lastMoving = t }
            t += 1.0 / 120
        }
        return lastMoving + 1.0 / 120
    }

    override func _progress(_ local: Double, duration: Double) -> Double { 1 - displacement(local) }
}
