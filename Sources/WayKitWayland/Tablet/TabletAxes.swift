import Foundation

/// A tablet tool's axes as tablet-v2 reports them, and what the event model
/// makes of them (D4). The compositor sends an axis only when it changes, so
/// the values are kept between frames.
struct TabletAxes: Equatable, Sendable {
    /// `pressure` and `distance`, 0…65535 on the wire: here 0…1.
    var pressure: Double = 0
    var distance: Double = 0
    /// `tilt`: degrees from the tablet's normal, towards +x and +y; here
    /// within ±90.
    var tiltX: Double = 0
    var tiltY: Double = 0

    /// The wire's full scale of pressure and distance.
    static let axisMaximum: Double = 65535

    /// A wire value as 0…1 (F1: past the maximum is the maximum).
    static func normalized(_ value: UInt32) -> Double { min(Double(value), axisMaximum) / axisMaximum }

    /// A tilt angle within ±90° (F1: a fixed-point value can be far beyond).
    static func clampedTilt(_ degrees: Double) -> Double { degrees.isFinite ? min(max(degrees, -90), 90) : 0 }

    /// The pen's altitude and azimuth for its tilt (libinput's convention:
    /// tilt x positive when the top of the pen leans right, tilt y when it
    /// leans towards the user, down the screen). The pen points along
    /// (tan x, tan y, 1): its altitude is that vector's angle with the
    /// screen, its azimuth the angle of its shadow from +x, in screen
    /// coordinates (y down), as UIKit measures both. Upright, the azimuth is
    /// 0 (undefined; UIKit reports 0 too).
    ///
    /// tilt (45°, 0) → altitude π/4, azimuth 0; tilt (0, 0) → altitude π/2.
    static func angles(tiltX: Double, tiltY: Double) -> (altitude: Double, azimuth: Double) {
        let x = tan(clampedTilt(tiltX) * .pi / 180), y = tan(clampedTilt(tiltY) * .pi / 180)
        let lean = (x * x + y * y).squareRoot()
        guard lean.isFinite else { return (0, atan2(y.isFinite ? y : 0, x.isFinite ? x : 0)) }
        return (atan2(1, lean), lean > 0 ? atan2(y, x) : 0)
    }
}
