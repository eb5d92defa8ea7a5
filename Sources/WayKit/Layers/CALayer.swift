import Foundation

/// Core Animation's layer, as UIKit code uses it (U6): a view's own `layer`
/// (corner radius, border, shadow, mask; its geometry, opacity and clipping
/// are the view's), and layers the app makes (`CAGradientLayer`,
/// `CAShapeLayer`, plain `CALayer`s) added as sublayers and drawn by the
/// renderer inside their view, in order.
///
/// A layer made by the app keeps its own model values (`bounds`, `position`,
/// `anchorPoint`, `opacity`, …). A view's own layer forwards geometry,
/// opacity, hidden, background colour and clipping to the view, so
/// `view.layer.opacity` and `view.alpha` are one value, as in UIKit.
///
/// Explicit animations (`add(_:forKey:)`) run on the application's frame
/// clock like `UIView.animate`; they leave the model values alone and change
/// what is drawn (`CALayer+Animation.swift`).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view whose layer this is; nil for a layer the app made.
    public internal(set) weak var delegate: UIView?
    /// The layer this one was added to (not set for a view's layer: its
    /// superlayer is its superview's layer).
    weak var _parent: CALayer?
    /// The app-made sublayers, in drawing order.
    var _plainSublayers: [CALayer] = []
    /// Under a view's layer: the subview this layer is drawn just above (nil:
    /// below every subview). `insertSublayer(_:at: 0)` puts a gradient behind
    /// the view's subviews; `addSublayer` on top of those there now.
    weak var _aboveSubview: UIView?
    var _isBelowSubviews = false

    /// Values explicit animations draw this frame, by key path; empty when
    /// nothing animates (nearly always).
    var _animated: [String: AnimatableValue] = [:]
    /// Attached animations, in the order added (`CALayer+Animation.swift`).
    var _animations: [AttachedAnimation] = []

    /// A layer of the app's own. Not `required`, as in Core Animation, so a
    /// subclass's `override init()` beside initializers of its own compiles
    /// as on iOS; a view makes its `layerClass` through the runtime instead
    /// (CALayer+Making.swift).
    public override init() { super.init() }

    /// Core Animation's copy initializer, for presentation copies and
    /// subclasses; copies the common properties.
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        _bounds = other.bounds
        _position = other.position
        anchorPoint = other.anchorPoint
        _opacity = other.opacity
        _isHidden = other.isHidden
        _backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        _transform = other.affineTransform()
        name = other.name
    }

    // MARK: Geometry (a view's layer: the view's)

    var _bounds = CGRect.zero
    var _position = CGPoint.zero
    var _transform = CGAffineTransform.identity

    open var bounds: CGRect {
        get { delegate?.bounds ?? _bounds }
        set {
            if let view = delegate { view.bounds = newValue; return }
            guard newValue != _bounds, Self._isFinite(newValue) else { return }
            _willChange(); _bounds = newValue; _changed()
        }
    }
    /// Where the anchor point sits in the superlayer (a view's centre).
    open var position: CGPoint {
        get { delegate?.center ?? _position }
        set {
            if let view = delegate { view.center = newValue; return }
            guard newValue != _position, newValue.x.isFinite, newValue.y.isFinite else { return }
            _willChange(); _position = newValue; _changed()
        }
    }
    /// The point of the bounds (unit coordinates) placed at `position` and
    /// turned about by the transform. A view's layer keeps (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { _willChange() }
        didSet { _changed() }
    }
    open var frame: CGRect {
        get {
            if let view = delegate { return view.frame }
            let b = _bounds
            let local = CGRect(x: -anchorPoint.x * b.width, y: -anchorPoint.y * b.height, width: b.width, height: b.height)
            return local.applying(_transform).offsetBy(dx: _position.x, dy: _position.y)
        }
        set {
            if let view = delegate { view.frame = newValue; return }
            let f = newValue.standardized
            guard Self._isFinite(f) else { return }
            _willChange()
            _bounds.size = f.size
            _position = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
            _changed()
        }
    }
    /// The 2-D part of the layer's transform (a view's: its `transform`).
    open func affineTransform() -> CGAffineTransform { delegate?.transform ?? _transform }
    open func setAffineTransform(_ m: CGAffineTransform) {
        if let view = delegate { view.transform = m; return }
        guard [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return }
        _willChange(); _transform = m; _changed()
    }
    /// Kept for source compatibility; layers draw in the order added.
    open var zPosition: CGFloat = 0
    open var name: String?
    open var contentsScale: CGFloat = 1
    open var rasterizationScale: CGFloat = 1
    /// Accepted and ignored: the renderer caches shadows and gradients itself.
    open var shouldRasterize = false
    open var needsDisplayOnBoundsChange = false
    open var allowsEdgeAntialiasing = false
    open var isOpaque = false

    // MARK: Appearance

    var _opacity: Float = 1
    var _isHidden = false
    var _backgroundColor: CGColor?

    /// A view's layer: the view's `alpha`.
    open var opacity: Float {
        get { delegate.map { Float($0.alpha) } ?? _opacity }
        set {
            if let view = delegate { view.alpha = CGFloat(newValue); return }
            guard newValue != _opacity, newValue.isFinite else { return }
            _willChange(); _opacity = newValue; _changed()
        }
    }
    open var isHidden: Bool {
        get { delegate?.isHidden ?? _isHidden }
        set {
            if let view = delegate { view.isHidden = newValue; return }
            guard newValue != _isHidden else { return }
            _willChange(); _isHidden = newValue; _changed()
        }
    }
    open var backgroundColor: CGColor? {
        get { delegate.map { $0.backgroundColor?.cgColor } ?? _backgroundColor }
        set {
            if let view = delegate { view.backgroundColor = newValue.map(UIColor.init(cgColor:)); return }
            guard newValue != _backgroundColor else { return }
            _willChange(); _backgroundColor = newValue; _changed()
        }
    }
    /// The same switch as the view's `clipsToBounds`; clips sublayers, and
    /// hides the layer's shadow (as in Core Animation).
    open var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? _masksToBounds }
        set {
            if let view = delegate { view.clipsToBounds = newValue; return }
            guard newValue != _masksToBounds else { return }
            _willChange(); _masksToBounds = newValue; _changed()
        }
    }
    var _masksToBounds = false

    open var cornerRadius: CGFloat = 0 {
        willSet { if newValue != cornerRadius { delegate?._willChangeAnimatable(.cornerRadius); _willChange() } }
        didSet { if cornerRadius != oldValue { _changed() } }
    }
    open var borderWidth: CGFloat = 0 {
        willSet { if newValue != borderWidth { delegate?._willChangeAnimatable(.borderWidth); _willChange() } }
        didSet { if borderWidth != oldValue { _changed() } }
    }
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        willSet { if newValue != borderColor { delegate?._willChangeAnimatable(.borderColor); _willChange() } }
        didSet { if borderColor != oldValue { _changed() } }
    }

    // MARK: Shadow (drawn by the renderer, outside the bounds)

    /// Core Animation's defaults: opaque black, 3 points of blur, 3 points up;
    /// nothing shows until `shadowOpacity` is above 0.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        willSet { _willChange() }
        didSet { _changed() }
    }
    open var shadowOpacity: Float = 0 {
        willSet { _willChange() }
        didSet { _changed() }
    }
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { _willChange() }
        didSet { _changed() }
    }
    open var shadowRadius: CGFloat = 3 {
        willSet { _willChange() }
        didSet { _changed() }
    }
    /// The shadow's outline; nil: the layer's shape (its rounded bounds when
    /// it has a background, else the alpha of what it draws).
    open var shadowPath: CGPath? {
        willSet { _willChange() }
        didSet { _changed() }
    }

    // MARK: Mask and contents

    /// A layer whose alpha cuts this one (its own geometry, in this layer's
    /// coordinates).
    open var mask: CALayer? {
        willSet { _willChange(); mask?._parent = nil }
        didSet {
            // A layer can't mask itself or a layer it is inside.
            if let m = mask, m._isAncestorOrSelf(of: self) || m.delegate != nil {
                mask = nil
                return
            }
            mask?._parent = self
            _changed()
        }
    }
    /// An image to draw filling the bounds (`UIImage` or `CGImage`-like
    /// contents WayKit knows: a `UIImage`).
    open var contents: Any? {
        willSet { _willChange() }
        didSet { _changed() }
    }

    // MARK: Custom drawing

    /// Draws the layer's content (subclasses); called by the renderer each
    /// time it draws the layer, into the layer's bounds.
    open func draw(in ctx: CGContext) {}
    open func setNeedsDisplay() { _changed() }
    open func setNeedsDisplay(_ r: CGRect) { _changed() }
    open func display() {}
    open func layoutSublayers() {}
    open func setNeedsLayout() { _changed() }
    open func layoutIfNeeded() { layoutSublayers() }

    // MARK: Hooks for subclasses (in the class body: extensions' members
    // can't be overridden)

    /// What the layer's own content covers; a shape layer's path and stroke
    /// may leave its bounds.
    public func _contentExtent(bounds: CGRect) -> CGRect { bounds }

    /// The model value at `keyPath`, as animations read it (nil: a key
    /// path WayKit does not animate).
    func _modelValue(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "opacity": return .scalar(CGFloat(opacity))
        case "position": return .point(position)
        case "position.x": return .scalar(position.x)
        case "position.y": return .scalar(position.y)
        case "bounds": return .rect(bounds)
        case "bounds.size": return .rect(CGRect(origin: .zero, size: bounds.size))
        case "bounds.size.width": return .scalar(bounds.width)
        case "bounds.size.height": return .scalar(bounds.height)
        case "transform": return .transform(affineTransform())
        // The helpers animate on top of the model transform: their
        // resting values are neutral.
        case "transform.scale", "transform.scale.x", "transform.scale.y": return .scalar(1)
        case "transform.rotation", "transform.rotation.z": return .scalar(0)
        case "transform.translation": return .rect(.zero)
        case "transform.translation.x": return .scalar(0)
        case "transform.translation.y": return .scalar(0)
        case "backgroundColor": return .color(RGBA(backgroundColor))
        case "cornerRadius": return .scalar(cornerRadius)
        case "borderWidth": return .scalar(borderWidth)
        case "borderColor": return .color(RGBA(borderColor))
        case "shadowOpacity": return .scalar(CGFloat(shadowOpacity))
        case "shadowRadius": return .scalar(shadowRadius)
        case "shadowColor": return .color(RGBA(shadowColor))
        case "shadowOffset": return .rect(CGRect(origin: .zero, size: shadowOffset))
        default: return nil
        }
    }

    static func _isFinite(_ r: CGRect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
    }
}
