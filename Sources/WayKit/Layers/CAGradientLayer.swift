import Foundation

/// The kinds of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType("axial")
    /// Circles about `startPoint`, reaching the end colour at `endPoint`'s
    /// distance (an ellipse in a non-square layer, as Core Animation).
    public static let radial = CAGradientLayerType("radial")
    /// Drawn as axial in WayKit.
    public static let conic = CAGradientLayerType("conic")
}

/// A layer filled with a gradient over its bounds (U6): `colors` (CGColors
/// or UIColors), `locations` (0…1, one per colour; evenly spread when nil),
/// `startPoint`/`endPoint` in unit coordinates of the bounds (top to bottom
/// by default). The renderer keeps the drawn gradient, so an unchanged one is
/// not drawn again each frame.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    open var colors: [Any]? { willSet { _willChange() } didSet { _changed() } }
    open var locations: [NSNumber]? { willSet { _willChange() } didSet { _changed() } }
    open var startPoint = CGPoint(x: 0.5, y: 0) { willSet { _willChange() } didSet { _changed() } }
    open var endPoint = CGPoint(x: 0.5, y: 1) { willSet { _willChange() } didSet { _changed() } }
    open var type: CAGradientLayerType = .axial { willSet { _willChange() } didSet { _changed() } }

    public override init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let g = layer as? CAGradientLayer else { return }
        colors = g.colors
        locations = g.locations
        startPoint = g.startPoint
        endPoint = g.endPoint
        type = g.type
    }

    /// The stops to draw: colours that are colours, with their locations
    /// (clamped, in order). Public for WayKitRender.
    public var _gradientStops: [(location: CGFloat, color: CGColor)] {
        let cs: [CGColor] = (colors ?? []).compactMap { c in
            if let c = c as? CGColor { return c }
            if let c = c as? UIColor { return c.cgColor }
            return nil
        }
        guard !cs.isEmpty else { return [] }
        var locs = (locations ?? []).map { CGFloat($0.doubleValue) }
        if locs.count != cs.count || !locs.allSatisfy(\.isFinite) {
            locs = cs.count == 1 ? [0] : (0..<cs.count).map { CGFloat($0) / CGFloat(cs.count - 1) }
        }
        var last: CGFloat = 0
        return zip(locs, cs).map { l, c in
            last = max(last, min(max(l, 0), 1))
            return (last, c)
        }
    }
    public var _presentedStartPoint: CGPoint {
        if case let .point(p)? = _animated["startPoint"] { return p }
        return startPoint
    }
    public var _presentedEndPoint: CGPoint {
        if case let .point(p)? = _animated["endPoint"] { return p }
        return endPoint
    }

    override func _modelValue(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        default: return super._modelValue(forKeyPath: keyPath)
        }
    }
}
