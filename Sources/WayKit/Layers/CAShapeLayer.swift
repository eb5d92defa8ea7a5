import Foundation

/// A layer that fills and strokes a path (U6): `path` in the layer's
/// coordinates, `fillColor` (opaque black by default, nil for none),
/// `strokeColor` (none by default), `lineWidth`, `lineCap`, `lineJoin`,
/// `lineDashPattern`/`lineDashPhase`, and `strokeStart`/`strokeEnd`, the
/// fractions of the path's length stroked (the progress ring animates
/// `strokeEnd`).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    open var path: CGPath? { willSet { _willChange() } didSet { _changed() } }
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { willSet { _willChange() } didSet { _changed() } }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { _changed() } }
    open var strokeColor: CGColor? { willSet { _willChange() } didSet { _changed() } }
    open var lineWidth: CGFloat = 1 { willSet { _willChange() } didSet { _changed() } }
    open var lineCap: CAShapeLayerLineCap = .butt { willSet { _willChange() } didSet { _changed() } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { willSet { _willChange() } didSet { _changed() } }
    open var miterLimit: CGFloat = 10 { willSet { _willChange() } didSet { _changed() } }
    open var lineDashPattern: [NSNumber]? { didSet { _changed() } }
    open var lineDashPhase: CGFloat = 0 { didSet { _changed() } }
    open var strokeStart: CGFloat = 0 { didSet { _changed() } }
    open var strokeEnd: CGFloat = 1 { didSet { _changed() } }

    public override init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let s = layer as? CAShapeLayer else { return }
        path = s.path
        fillColor = s.fillColor
        fillRule = s.fillRule
        strokeColor = s.strokeColor
        lineWidth = s.lineWidth
        lineCap = s.lineCap
        lineJoin = s.lineJoin
        miterLimit = s.miterLimit
        lineDashPattern = s.lineDashPattern
        lineDashPhase = s.lineDashPhase
        strokeStart = s._presentedStrokeStart
        strokeEnd = s._presentedStrokeEnd
    }

    public var _presentedStrokeStart: CGFloat { min(max(_scalar("strokeStart") ?? strokeStart, 0), 1) }
    public var _presentedStrokeEnd: CGFloat { min(max(_scalar("strokeEnd") ?? strokeEnd, 0), 1) }
    public var _presentedLineWidth: CGFloat { max(0, _scalar("lineWidth") ?? lineWidth) }
    public var _presentedFillColor: CGColor? { _color("fillColor") ?? fillColor }
    public var _presentedStrokeColor: CGColor? { _color("strokeColor") ?? strokeColor }
    public var _presentedLineDashPhase: CGFloat { _scalar("lineDashPhase") ?? lineDashPhase }

    /// The path's box grown by half the line (more for miters).
    public override func _contentExtent(bounds: CGRect) -> CGRect {
        guard let box = path?.boundingBox, !box.isNull else { return bounds }
        let pad = lineCap == .butt && lineJoin != .miter ? _presentedLineWidth / 2
            : _presentedLineWidth / 2 * max(miterLimit.isFinite ? miterLimit : 10, 1.5)
        return bounds.union(box.insetBy(dx: -pad - 1, dy: -pad - 1))
    }

    override func _modelValue(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "strokeEnd": return .scalar(strokeEnd)
        case "strokeStart": return .scalar(strokeStart)
        case "lineWidth": return .scalar(lineWidth)
        case "lineDashPhase": return .scalar(lineDashPhase)
        case "fillColor": return .color(RGBA(fillColor))
        case "strokeColor": return .color(RGBA(strokeColor))
        default: return super._modelValue(forKeyPath: keyPath)
        }
    }
}
