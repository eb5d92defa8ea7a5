import Foundation

/// A rectangular area of a window that draws content and receives touches.
///
/// Geometry is kept the way UIKit keeps it: ``bounds`` (the view's own
/// coordinate space; its origin scrolls the children), ``center`` (in the
/// superview's space) and ``transform`` (applied around the center); ``frame``
/// is derived from them.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Geometry (stored)

    private var _bounds: CGRect
    private var _center: CGPoint
    private var _transform: CGAffineTransform = .identity
    // The transform's inverse, cached because hit-testing converts every point
    // it passes down and transforms change rarely.
    private var _inverseTransform: CGAffineTransform = .identity
    // Checked on every conversion; cheaper than comparing six floats.
    private var _hasTransform = false

    // MARK: Hierarchy (stored)

    // Unowned rather than weak: a weak reference gives the parent a side table,
    // which sends every retain and release of it down the runtime's slow path —
    // measurable in hit-testing. A parent owns its subviews and clears this
    // pointer in each of them before it goes (deinit, removal), so it never
    // dangles.
    private unowned(unsafe) var _superview: UIView?
    private var _subviews: [UIView] = []

    public final var superview: UIView? { _superview }
    /// The subviews, back to front.
    public final var subviews: [UIView] { _subviews }
    /// The view controller whose root view this is (R1).
    weak var _viewController: UIViewController?
    /// Appearance proxies and what they set (UIView+AppearanceProxy.swift).
    var _appearanceState: _AppearanceState?
    /// `overrideUserInterfaceStyle` (U4; UIView+Appearance.swift).
    var _overrideStyle: UIUserInterfaceStyle = .unspecified

    // MARK: Interaction and appearance (stored)

    // Hit-testing reads these three for every view it visits. Kept in private
    // storage so the optimizer can prove accesses don't overlap and drop the
    // runtime's exclusivity checks (which otherwise cost more than the test).
    private var _isHidden = false
    private var _alpha: CGFloat = 1
    private var _isUserInteractionEnabled = true

    /// Hidden views are neither drawn nor hit (H2).
    open var isHidden: Bool {
        get { _isHidden }
        set {
            guard newValue != _isHidden else { return }
            _isHidden = newValue
            _visibilityDidChange()
        }
    }
    /// Views with `alpha < 0.01` are not hit (H2).
    open var alpha: CGFloat {
        get { _alpha }
        set {
            guard newValue != _alpha else { return }
            _willChangeAnimatable(.alpha)
            _alpha = newValue
            setNeedsDisplay()
        }
    }
    open var isUserInteractionEnabled: Bool {
        get { _isUserInteractionEnabled }
        set { _isUserInteractionEnabled = newValue }
    }
    open var isMultipleTouchEnabled: Bool = false
    open var isExclusiveTouch: Bool = false
    open var clipsToBounds: Bool = false {
        didSet { if clipsToBounds != oldValue { setNeedsDisplay() } }
    }
    open var tag: Int = 0
    open var accessibilityIdentifier: String?
    open var backgroundColor: UIColor? {
        willSet { if newValue != backgroundColor { _willChangeAnimatable(.backgroundColor) } }
        didSet {
            if backgroundColor != oldValue { setNeedsDisplay() }
            // Recorded on a proxy; counted as the app's own only while
            // appearance is in use (so most views never pay for it).
            if _appearanceState?.isProxy == true || (!UIView._appearanceValues.isEmpty && _appearanceState?.applying != true) {
                let value = backgroundColor
                _appearanceSet("backgroundColor") { $0.backgroundColor = value }
            }
        }
    }
    open var tintColor: UIColor! {
        get { _tintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            _tintColor = newValue
            _tintDidChange()
            if _appearanceState != nil || !UIView._appearanceValues.isEmpty {
                _appearanceSet("tintColor") { $0.tintColor = newValue }
            }
        }
    }
    private var _tintColor: UIColor?
    /// Told when the tint this view inherits or sets changed (UIKit's
    /// hook; views that draw with the tint redraw).
    open func tintColorDidChange() {}
    /// Redraws this view and the subviews that inherit its tint, telling
    /// each.
    private func _tintDidChange() {
        setNeedsDisplay()
        tintColorDidChange()
        for s in subviews where s._tintColor == nil { s._tintDidChange() }
    }
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Pointer interactions (`addInteraction`), in the order added (D2).
    var _interactions: [UIInteraction] = []
    /// A view class's own cursor when it has no pointer interaction; nil
    /// defers to its superview. UIButton (a pointing hand), UITextField and
    /// UITextView (an I-beam) override it (D2).
    var _defaultPointerCursor: UIPointerCursorShape? { nil }

    /// Recognizers attached to this view, in the order they were added.
    public private(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    // Layout and display state, read by the renderer through the window.
    var _needsLayout = true
    var _needsDisplay = true
    /// How many transitions ask for this view's subtree to be drawn from a
    /// cached image while it moves (+Rasterizing).
    var _rasterizeRequests = 0
    /// Changes whenever something drawn inside the subtree changes: the
    /// renderer's cached image of a rasterized view is good while it holds.
    public internal(set) var _rasterVersion = 0
    /// Whether a transition asks for this view to be a compositing layer
    /// while it moves (+CompositingLayer).
    public internal(set) var _wantsCompositingLayer = false
    /// Set by the backend while it shows this view's subtree on a surface
    /// of its own (+CompositingLayer): the window's own drawing leaves it out.
    public internal(set) var _isHostLayer = false
    /// Set by the backend when it could not show a view that asks as a
    /// layer this frame: the window draws it.
    public internal(set) var _layerDeclined = false

    /// Whether the view draws nothing but its background colour (no
    /// `draw(_:)`, no painter), so it may be filled as one colour: plain
    /// `UIView`s, and WayKit's own views that only take touches.
    open var _drawsOnlyBackground: Bool { type(of: self) == UIView.self }
    /// Autoresizing, Auto Layout, margins and safe area (UIView+Layout.swift
    /// and Layout/): made on first use, so plain views stay small.
    var _layoutState: ViewLayoutState?

    private var _layer: CALayer?
    /// What is drawn instead of the model values while an animation runs
    /// (A1); nil for a view nothing animates, which is nearly every view.
    var _presentation: ViewPresentation?
    /// A number no other view of this run ever had. Tables that outlive a
    /// view they hold weakly (the animation engine's) key by it: an
    /// `ObjectIdentifier` is an address, reused as soon as the view dies.
    let _serial: UInt64 = UIView._takeSerial()
    private static var _lastSerial: UInt64 = 0
    private static func _takeSerial() -> UInt64 {
        _lastSerial &+= 1
        return _lastSerial
    }
    /// The class of the view's own layer: override to back a view with a
    /// `CAGradientLayer` or `CAShapeLayer` (UIKit's `layerClass`). Declared
    /// here, not in an extension, so subclasses can override it.
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's layer: corner radius, border, shadow, sublayers (made on
    /// first use, of the class `layerClass` names).
    public var layer: CALayer {
        if let layer = _layer { return layer }
        let type = (Swift.type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let layer = CALayer._make(type)
        layer.delegate = self
        _layer = layer
        return layer
    }
    /// The layer if one was ever asked for; the renderer reads this to avoid
    /// allocating a layer for every plain view.
    public var layerIfLoaded: CALayer? { _layer }

    // MARK: Init

    // Not `isolated deinit`: Swift 6.3 rejects it in a `@preconcurrency`
    // class (the deinit inherits the attribute), and UIKit's classes must be
    // `@preconcurrency` for Swift 5 code that compiles on iOS (U1).
    //
    // Strict concurrency keeps views on the main thread, but Swift 5 code (or
    // a closure that captured a view and ran on a queue) can still drop the
    // last reference elsewhere. UIKit tolerates that for a plain view, so we
    // do too: the pointers the subviews and recognizers hold back to this view
    // are cleared at once, on whatever thread this is, because deferring it to
    // the main queue would leave them dangling until then. The write races
    // only with main-thread code reading a subview whose superview is being
    // freed, which was a use-after-free before and is a stale nil now. Logged
    // once, since it is almost always a bug in the app.
    deinit {
        if Thread.isMainThread {
            MainActor.assumeIsolated { _detachFromChildren() }
        } else {
            _ViewReleaseLog.reportOffMainRelease(of: String(describing: type(of: self)))
            _runIgnoringMainActor { _detachFromChildren() }
        }
    }

    private func _detachFromChildren() {
        for s in _subviews { s._superview = nil }
        // Recognizers hold their view unowned(unsafe) for the same reason.
        for r in gestureRecognizers ?? [] { r._view = nil }
    }

    public init(frame: CGRect) {
        let f = frame.standardized
        _bounds = CGRect(origin: .zero, size: f.size)
        _center = CGPoint(x: f.midX, y: f.midY)
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. With a non-identity
    /// transform it is the bounding box of the transformed bounds, and setting it
    /// is undefined, as in UIKit.
    open var frame: CGRect {
        get {
            let size = _bounds.size
            if _transform.isIdentity {
                return CGRect(x: _center.x - size.width / 2, y: _center.y - size.height / 2,
                              width: size.width, height: size.height)
            }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(_transform).offsetBy(dx: _center.x, dy: _center.y)
        }
        set {
            let f = newValue.standardized
            guard _acceptGeometry(f, "frame") else { return }
            // The same frame again (a window laying out its root view at
            // every pass) changes nothing: no damage, no layout.
            if _transform.isIdentity, f.size == _bounds.size, f.midX == _center.x, f.midY == _center.y { return }
            if f.midX != _center.x || f.midY != _center.y { _willChangeAnimatable(.center) }
            if f.size != _bounds.size { _willChangeAnimatable(.boundsSize) }
            _geometryWillChange()
            let sizeChanged = f.size != _bounds.size
            _center = CGPoint(x: f.midX, y: f.midY)
            _bounds.size = f.size
            _geometryDidChange(sizeChanged: sizeChanged)
        }
    }

    open var bounds: CGRect {
        get { _bounds }
        set {
            let b = newValue.standardized
            guard _acceptGeometry(b, "bounds"), b != _bounds else { return }
            // Origin and size animate apart: a scroll view scrolling while its
            // size animates keeps the size animation (UIKit's too).
            if b.origin != _bounds.origin { _willChangeAnimatable(.boundsOrigin) }
            if b.size != _bounds.size { _willChangeAnimatable(.boundsSize) }
            _geometryWillChange()
            let sizeChanged = b.size != _bounds.size
            let originChanged = b.origin != _bounds.origin
            _bounds = b
            // A new origin shows other content: a rasterized view's own
            // image (a scrolling list that is the sliding screen) is stale.
            if originChanged { _rasterContentChanged(includingSelf: true) }
            _geometryDidChange(sizeChanged: sizeChanged)
        }
    }

    /// Moves the bounds' origin without damaging the view's area: for a
    /// scroll view whose window moves the pixels instead (fast scrolling).
    /// Not for a view whose bounds animate.
    func _setBoundsOriginMovingPixels(_ origin: CGPoint) {
        _bounds.origin = origin
        if let state = _layoutState { state.geometryDidChange(of: self) }
    }

    open var center: CGPoint {
        get { _center }
        set {
            guard _acceptGeometry(CGRect(origin: newValue, size: _bounds.size), "center"), newValue != _center else { return }
            _willChangeAnimatable(.center)
            _geometryWillChange()
            _center = newValue
            _geometryDidChange(sizeChanged: false)
        }
    }

    /// Applied around ``center`` (UIKit's default anchor point).
    open var transform: CGAffineTransform {
        get { _transform }
        set {
            guard _acceptTransform(newValue), newValue != _transform else { return }
            _willChangeAnimatable(.transform)
            _geometryWillChange()
            _transform = newValue
            _inverseTransform = newValue.inverted()
            _hasTransform = !newValue.isIdentity
            _geometryDidChange(sizeChanged: false)
        }
    }

    // MARK: Hit-testing (H2–H4)

    /// The farthest descendant of this view (or the view itself) that contains
    /// `point`, given in this view's coordinates; nil when the view is hidden,
    /// not interactive, nearly transparent or the point is outside it (H2).
    /// Subviews are asked from the topmost (last added) down (H3).
    ///
    /// Overridable (H4); the calls are recorded in the active ``DeliveryTrace``
    /// at their call sites, so overrides that don't call `super` are seen too.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // The storage, not the overridable properties: this is the hot path,
        // and UIKit's own test reads its flags the same way.
        guard !_isHidden, _isUserInteractionEnabled, _alpha >= 0.01 /* minimumHitTestAlpha */ else { return nil }
        // A2: a view being animated takes no touches, unless its animation
        // allows user interaction (one optional check for unanimated views).
        if let p = _presentation, !p.allowsUserInteraction { return nil }
        guard _tracedPointInside(point, with: event) else { return nil }
        let subviews = _subviews
        var i = subviews.count - 1
        while i >= 0 {
            let subview = subviews[i]
            if let hit = subview._tracedHitTest(subview._convertFromSuperview(point), with: event) {
                return hit
            }
            i -= 1
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view. The
    /// default is bounds containment (H4), so by default a child's part outside
    /// its parent is not hittable (H6).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // Written out rather than `bounds.contains`: this runs for every view
        // hit-testing visits, and the bounds are kept standardized.
        let b = _bounds
        return point.x >= b.origin.x && point.y >= b.origin.y
            && point.x < b.origin.x + b.size.width && point.y < b.origin.y + b.size.height
    }

    // MARK: Drawing and layout

    /// Draws the view's own content. The default draws nothing; the background
    /// colour, border and corner radius are drawn by the renderer around it. The
    /// current drawing context is available while it runs.
    open func draw(_ rect: CGRect) {}

    /// Overridden to position subviews; called once per layout pass for each
    /// view marked by ``setNeedsLayout()``, after its superview's (A4). Frames
    /// from Auto Layout are already set when it runs.
    open func layoutSubviews() {}

    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the content needs, ``UIView/noIntrinsicMetric`` for a
    /// dimension it does not determine; Auto Layout holds the view to it with
    /// content hugging and compression resistance (A5).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Called in the layout pass when ``safeAreaInsets`` changed.
    open func safeAreaInsetsDidChange() {}

    /// Called when ``layoutMargins`` changed.
    open func layoutMarginsDidChange() {}

    /// Called before the layout pass when ``setNeedsUpdateConstraints()``
    /// marked the view: change constraints here. Call `super`.
    open func updateConstraints() {
        _layoutState?.needsUpdateConstraints = false
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        var f = frame
        f.size = s
        frame = f
    }

    // MARK: Hooks

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    /// The traits of the view's window (V8): size classes from the
    /// window's size, the screen's scale; unspecified outside a window. The
    /// appearance is the nearest `overrideUserInterfaceStyle` of the view, its
    /// controller or an ancestor, else the app's (U4).
    open var traitCollection: UITraitCollection {
        var t = window?._traits ?? UITraitCollection()
        if let style = _inheritedStyleOverride { t.userInterfaceStyle = style }
        return t
    }
    /// Told when the window's traits changed (a resize across a size class,
    /// another scale).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Responder chain

    /// R1: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        if let vc = _viewController { return vc }
        return superview
    }

    /// The window this view is in, if any.
    open var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    override var _firstResponderWindow: UIWindow? { window }

    open override var _traceName: String { accessibilityIdentifier ?? String(describing: type(of: self)) }

    // MARK: Focus (Y4)

    // Declared in the class body so app views can override them, as on iOS.

    /// Whether keyboard focus can land on this view. By default text fields,
    /// text views and list cells can; every enabled control can with Full
    /// Keyboard Access on.
    open var canBecomeFocused: Bool { _FocusDefaults.canBecomeFocused(self) }

    /// Whether this view has keyboard focus.
    open var isFocused: Bool { UIFocusSystem._main.focusedItem === self }

    /// The focus group this view and its focusable subviews form: Tab moves
    /// between groups, the arrow keys within one.
    open var focusGroupIdentifier: String?

    /// Asked before focus leaves or reaches this view; false keeps it where
    /// it is.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// Told after focus left or reached this view.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// The environments that should get focus first; the view itself.
    open var preferredFocusEnvironments: [UIView] { [self] }

    /// Moves focus to the first preferred focusable view when this view or
    /// what it holds has none (UIKit's focus update request).
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {
        guard !isFocused else { return }
        if let target = preferredFocusEnvironments.first(where: { UIFocusSystem.isFocusable($0) && $0 !== self })
            ?? (UIFocusSystem.isFocusable(self) ? self : nil) {
            UIFocusSystem._main.focus(target)
        }
    }

    // MARK: Gesture recognizers

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        if gestureRecognizers == nil { gestureRecognizers = [] }
        gestureRecognizers?.append(recognizer)
        recognizer._attach(to: self)
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self, var list = gestureRecognizers else { return }
        list.removeAll { $0 === recognizer }
        gestureRecognizers = list.isEmpty ? nil : list
        recognizer._detach()
    }

    /// Asked when `gestureRecognizer` is about to leave `.possible`: of the
    /// recognizer's own view (G10), and of every view its touches hit, for a
    /// recognizer attached to one of their ancestors (C3). Return false to make
    /// it fail. UIKit's controls answer false for the ancestor recognizers
    /// their default action overlaps (a button against a single tap, a slider
    /// against a swipe along its thumb); a custom control or a view ported
    /// from iOS overrides it the same way. Default: true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Internal geometry helpers

    /// Converts a point from the superview's coordinates into this view's.
    @inline(__always)
    func _convertFromSuperview(_ p: CGPoint) -> CGPoint {
        if !_hasTransform {
            return CGPoint(x: p.x - _center.x + _bounds.size.width / 2 + _bounds.origin.x,
                           y: p.y - _center.y + _bounds.size.height / 2 + _bounds.origin.y)
        }
        let offset = CGPoint(x: p.x - _center.x, y: p.y - _center.y).applying(_inverseTransform)
        return CGPoint(x: offset.x + _bounds.size.width / 2 + _bounds.origin.x,
                       y: offset.y + _bounds.size.height / 2 + _bounds.origin.y)
    }

    /// Converts a point from this view's coordinates into the superview's.
    @inline(__always)
    func _convertToSuperview(_ q: CGPoint) -> CGPoint {
        let offset = CGPoint(x: q.x - _bounds.origin.x - _bounds.size.width / 2,
                             y: q.y - _bounds.origin.y - _bounds.size.height / 2)
        let t = _hasTransform ? offset.applying(_transform) : offset
        return CGPoint(x: t.x + _center.x, y: t.y + _center.y)
    }

    /// The affine map from this view's coordinates to its superview's.
    var _transformToSuperview: CGAffineTransform {
        CGAffineTransform(translationX: -_bounds.origin.x - _bounds.size.width / 2,
                          y: -_bounds.origin.y - _bounds.size.height / 2)
            .concatenating(_transform)
            .concatenating(CGAffineTransform(translationX: _center.x, y: _center.y))
    }

    // MARK: Hierarchy internals (used by UIView+Hierarchy)

    func _insert(_ view: UIView, at requestedIndex: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        var ancestor: UIView? = self
        while let a = ancestor {
            precondition(a !== view, "adding a view to its own descendant would make a cycle")
            ancestor = a.superview
        }
        let oldWindow = view.window
        let newWindow = window
        if view.superview === self {
            // Reordering only: no superview or window change.
            if let from = _subviews.firstIndex(where: { $0 === view }) {
                _subviews.remove(at: from)
                _subviews.insert(view, at: Swift.min(Swift.max(0, requestedIndex > from ? requestedIndex - 1 : requestedIndex), _subviews.count))
                view._damageSubtree()
            }
            return
        }
        if let oldWindow, oldWindow !== newWindow { view._resignFirstResponder(leaving: oldWindow) }
        if oldWindow !== newWindow { view._propagateWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        if let old = view.superview { old._removeWithoutNotifyingWindow(view) }
        _subviews.insert(view, at: Swift.min(Swift.max(0, requestedIndex), _subviews.count))
        view._superview = self
        _layoutDidAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view._propagateDidMoveToWindow() }
        didAddSubview(view)
        view._damageSubtree()
    }

    func _exchangeSubviews(_ i: Int, _ j: Int) {
        _subviews.swapAt(i, j)
        _subviews[i]._damageSubtree()
        _subviews[j]._damageSubtree()
    }

    func _removeWithoutNotifyingWindow(_ view: UIView) {
        // A layer was never in the window's pixels: nothing to repaint.
        if view._drawsNothingInWindow {
            view._noteLayerChanged()
        } else {
            _damageRect(view._damagedFrame)
            // An animated view is drawn where its presentation is, not its frame.
            if view._presentation != nil, let w = window, let drawn = view._presentedExtentInWindow() { w._addDamage(drawn) }
        }
        willRemoveSubview(view)
        _subviews.removeAll { $0 === view }
        view._superview = nil
        _layoutDidRemoveSubview(view)
    }

    func _detachFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        if let oldWindow { _resignFirstResponder(leaving: oldWindow) }
        if oldWindow != nil { _propagateWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        parent._removeWithoutNotifyingWindow(self)
        didMoveToSuperview()
        if oldWindow != nil { _propagateDidMoveToWindow() }
    }

    /// A first responder in this subtree resigns before the subtree leaves
    /// `window`, as UIKit's does: otherwise a removed text field kept
    /// editing, its caret timer ran for ever and the keyboard stayed up
    /// (issue 18). Its delegate is asked as usual; if it refuses, the
    /// responder resigns all the same (a view out of the window can't keep
    /// the keyboard).
    func _resignFirstResponder(leaving window: UIWindow) {
        guard let responder = window._firstResponder as? UIView,
              responder === self || responder.isDescendant(of: self) else { return }
        if !responder.resignFirstResponder() {
            UIResponder._isForcedResign = true
            _ = responder.resignFirstResponder()
            UIResponder._isForcedResign = false
        }
        if window._firstResponder === responder { window._firstResponder = nil }
    }

    private func _propagateWillMove(toWindow w: UIWindow?) {
        willMove(toWindow: w)
        for s in _subviews { s._propagateWillMove(toWindow: w) }
    }

    private func _propagateDidMoveToWindow() {
        // The static check first: `window` walks up the tree, and most apps
        // set no appearance at all.
        if !UIView._appearanceValues.isEmpty, window != nil { _applyAppearanceIfNeeded() }
        didMoveToWindow()
        // V2: a controller's view entering or leaving a shown window is its
        // automatic appearance (a child added with addSubview, a root).
        _viewController?._viewDidMoveToWindow()
        for s in _subviews { s._propagateDidMoveToWindow() }
    }

    func _visibilityDidChange() {
        _layoutVisibilityDidChange()
        // A hidden view's area must be repainted whether it appears or goes
        // (a layer's is the backend's).
        if _skipsWindowDrawing { _noteLayerChanged() } else { superview?._damageRect(_damagedFrame) }
        if self is UIWindow { _damageRect(bounds) }
    }
}

extension UIView {
    /// How a view lays out its content when its size changes.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom,
             left, right, topLeft, topRight, bottomLeft, bottomRight
    }
}
