import Foundation

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
