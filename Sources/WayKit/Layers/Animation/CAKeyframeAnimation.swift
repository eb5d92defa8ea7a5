import Foundation

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode("linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode("discrete")
    /// Drawn as linear in WayKit.
    public static let paced = CAAnimationCalculationMode("paced")
    /// Drawn as linear in WayKit.
    public static let cubic = CAAnimationCalculationMode("cubic")
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")
}

/// One key path through a list of values: the shake
/// (`transform.translation.x` through `[-10, 10, -8, 8, 0]`) and the pulse.
/// `keyTimes` (fractions of the duration, one per value; evenly spaced when
/// nil) place them; `timingFunctions` (one per segment) shape each segment.
/// `path` is not interpreted.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var path: CGPath?

    override func _value(progress p: Double, local: Double, base: AnimatableValue) -> AnimatableValue? {
        let frames = (values ?? []).compactMap { AnimatableValue(layerValue: $0) }
        guard let first = frames.first, let last = frames.last else { return nil }
        guard frames.count > 1 else { return first }
        var times = (keyTimes ?? []).map { $0.doubleValue }
        if times.count != frames.count || !times.allSatisfy(\.isFinite) {
            times = (0..<frames.count).map { Double($0) / Double(frames.count - 1) }
        }
        if p <= times[0] { return first }
        if p >= times[times.count - 1] { return last }
        // The segment holding p.
        var i = 0
        while i + 1 < times.count, times[i + 1] <= p { i += 1 }
        guard i + 1 < frames.count else { return last }
        if calculationMode == .discrete { return frames[i] }
        let span = times[i + 1] - times[i]
        var f = span > 0 ? (p - times[i]) / span : 1
        if let fns = timingFunctions, fns.indices.contains(i) { f = fns[i].progress(f) }
        return frames[i].interpolated(to: frames[i + 1], CGFloat(f))
    }
}
