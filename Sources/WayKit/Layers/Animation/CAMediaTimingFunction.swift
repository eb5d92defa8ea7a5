import Foundation

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName("linear")
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    /// Core Animation's default for implicit animations: (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// A cubic Bézier from (0, 0) to (1, 1) mapping an animation's elapsed
/// fraction to its progress: the same curves `UIView.animate` uses.
public final class CAMediaTimingFunction: Sendable {
    let curve: CubicBezier

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = CubicBezier(0, 0, 1, 1)
        case .easeIn: curve = CubicBezier(0.42, 0, 1, 1)
        case .easeOut: curve = CubicBezier(0, 0, 0.58, 1)
        case .easeInEaseOut: curve = CubicBezier(0.42, 0, 0.58, 1)
        default: curve = CubicBezier(0.25, 0.1, 0.25, 1)
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// Control point `idx` (0…3) into `ptr` as two floats.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = Float(points[idx].0)
        ptr[1] = Float(points[idx].1)
    }

    /// Progress at elapsed fraction `t`.
    func progress(_ t: Double) -> Double { curve.value(at: min(1, max(0, t))) }
}
