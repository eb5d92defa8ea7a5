import Foundation

/// The root of a view tree, shown as one Wayland surface. The windows of one
/// ``UIWindowScene`` share a toplevel and are stacked by ``windowLevel`` (W1);
/// input is routed to them by H1.
///
/// Windows start hidden; ``makeKeyAndVisible()`` shows one and makes it key (W2).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// A window's stacking level; higher levels are above lower ones (H1).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    public var windowLevel: Level = .normal {
        didSet { if windowLevel != oldValue { windowScene?._windowsDidChange() } }
    }

    /// The scene (toplevel) this window belongs to.
    /// The scene showing the window. Settable, as in UIKit: setting it
    /// moves the window to that scene (`setWindowScene(_:)`).
    public var windowScene: UIWindowScene? {
        get { _windowScene }
        set { setWindowScene(newValue) }
    }
    private weak var _windowScene: UIWindowScene?

    /// Who draws this window; told when it needs drawing.
    public weak var displayHost: UIWindowDisplayHost?

    /// The responder that receives key presses first (R7).
    /// The scroll view a pan last began in (S9's key target without a first
    /// responder).
    weak var _lastScrolledView: UIScrollView?
    weak var _firstResponder: UIResponder? {
        didSet { if _firstResponder !== oldValue { UIApplication.shared._textInputFocusMayHaveChanged() } }
    }

    /// Increases each time the window is shown, so that among windows of equal
    /// level the one shown last is tried first (H1).
    var _shownOrder: UInt64 = 0

    private var _damage: [CGRect] = []
    private var _damageIsWholeWindow = false
    /// Scroll steps since the last frame (UIWindow+ScrollMoves.swift), and
    /// the areas they moved, which are damage for backends that don't move
    /// pixels.
    var _scrollMoves: [WindowScrollMove] = []
    var _scrollMoveDamage: [CGRect] = []
    var _isWholeWindowDamaged: Bool { _damageIsWholeWindow }
    var _pendingDamageRects: [CGRect] { _damage }
    private var _displayRequested = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        super.isHidden = true
        // `init(windowScene:)` names the scene: a scene-based app's windows
        // never touch the default scene, which would otherwise be made and
        // connected for nothing (V1).
        let scene = UIWindow._sceneForNextWindow ?? UIApplication.shared._defaultScene
        UIWindow._sceneForNextWindow = nil
        scene._add(self)
    }

    public convenience init(windowScene: UIWindowScene) {
        UIWindow._sceneForNextWindow = windowScene
        self.init(frame: CGRect(origin: .zero, size: windowScene.size))
        windowScene._add(self)
    }

    /// The scene `init(windowScene:)` is making a window for, read once by
    /// `init(frame:)` (a subclass may override it; the convenience
    /// initializer cannot pass it another way).
    private static var _sceneForNextWindow: UIWindowScene?

    public convenience init() {
        self.init(frame: CGRect(origin: .zero, size: UIApplication.shared._defaultScene.size))
    }

    /// Moves the window to another scene (another toplevel).
    public func setWindowScene(_ scene: UIWindowScene?) {
        if scene === windowScene { return }
        windowScene?._remove(self)
        scene?._add(self)
    }

    func _setScene(_ scene: UIWindowScene?) { _windowScene = scene }

    /// Set for a window its scene's backend shows as a popup of the scene's
    /// toplevel (D6: menus) rather than as a layer of the toplevel; nil for
    /// every other window. See `UIWindow+Popup.swift`.
    public internal(set) var _popupPresentation: _PopupPresentation? {
        didSet { if _popupPresentation != oldValue { windowScene?._windowsDidChange() } }
    }

    /// The compositor dismissed the window's popup (`xdg_popup.popup_done`:
    /// a tap outside the app, another popup, a lost grab). The default
    /// hides the window; menus take their own dismissal path.
    open func _popupWasDismissed() { isHidden = true }

    /// The frame the window takes in a scene of `size`; backends call it when
    /// the compositor sizes the scene. Windows fill their scene, as UIKit's
    /// fill their screen; WayKit's own keyboard window (K5) takes the bottom.
    public func _frameInScene(of size: CGSize) -> CGRect { CGRect(origin: .zero, size: size) }

    // MARK: Root view controller

    private var _lastLaidOutSize: CGSize?
    private var _cachedTraits: UITraitCollection?

    public var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
            if let vc = rootViewController {
                let view = vc.view!
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    open override func layoutSubviews() {
        // V8: a new size goes to the root controller before its view takes
        // it (viewWillTransition), and changed traits to every controller
        // and view after.
        let size = bounds.size
        var coordinator: SizeTransitionCoordinator?
        if let last = _lastLaidOutSize, last != size, let root = rootViewController, root.isViewLoaded {
            let c = SizeTransitionCoordinator(containerView: self)
            root.viewWillTransition(to: size, with: c)
            c.runAlongside()
            coordinator = c
        }
        _lastLaidOutSize = size
        super.layoutSubviews()
        // The root view controller's view fills the window, as in UIKit.
        if let view = rootViewController?.viewIfLoaded, view.superview === self { view.frame = bounds }
        _updateTraits()
        coordinator?.complete()
    }

    /// The traits now: size classes from the window's size, the scale of
    /// its scene's screen.
    var _traits: UITraitCollection {
        if let t = _cachedTraits { return t }
        let t = UITraitCollection.forWindow(size: bounds.size, scale: windowScene?.screen.scale ?? UIScreen.main.scale)
        _cachedTraits = t
        return t
    }

    /// Recomputes the traits; when they changed, tells the controllers (root
    /// and presented, then their children) and the views, top down, each
    /// with its own traits before (an appearance override keeps its style,
    /// U4), with the new traits current. A change of appearance redraws the
    /// views whose appearance changed.
    func _updateTraits() {
        let old = _cachedTraits
        _cachedTraits = nil
        let now = _traits
        guard let old, old != now else { return }
        let appearanceChanged = old.userInterfaceStyle != now.userInterfaceStyle
            || old.accessibilityContrast != now.accessibilityContrast
        // Y4: Bold Text changes every text's size, so everything measures
        // and draws again.
        let weightChanged = old.legibilityWeight != now.legibilityWeight
        func traits(_ base: UITraitCollection, _ style: UIUserInterfaceStyle?) -> UITraitCollection {
            var t = base
            if let style { t.userInterfaceStyle = style }
            return t
        }
        func tell(_ vc: UIViewController) {
            let style = vc.viewIfLoaded?._inheritedStyleOverride
            traits(now, style).performAsCurrent { vc.traitCollectionDidChange(traits(old, style)) }
            for child in vc.children { tell(child) }
            if let presented = vc.presentedViewController { tell(presented) }
        }
        if let root = rootViewController { tell(root) }
        func tell(_ view: UIView, _ inherited: UIUserInterfaceStyle?) {
            let style = view._ownStyleOverride ?? inherited
            if appearanceChanged && style == nil && view._drawsForAppearance { view.setNeedsDisplay() }
            if weightChanged {
                view.invalidateIntrinsicContentSize()
                view.setNeedsLayout()
                view.setNeedsDisplay()
            }
            traits(now, style).performAsCurrent { view.traitCollectionDidChange(traits(old, style)) }
            for s in view.subviews { tell(s, style) }
        }
        tell(self as UIView, nil)
    }

    // MARK: Key and visible

    /// Whether this window receives key presses (W2).
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Whether the window can be the key window; when false ``makeKey()``
    /// does nothing (the on-screen keyboard's window, K5).
    open var canBecomeKey: Bool { true }

    public func makeKey() {
        let app = UIApplication.shared
        guard app._keyWindow !== self, canBecomeKey else { return }
        let old = app._keyWindow
        app._keyWindow = self
        old?.resignKey()
        becomeKey()
        AccessibilityCenter.shared._windowActivated(self)  // Y2: window:activate
    }

    /// Shows the window above the others of its level and makes it key (W2).
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    open func becomeKey() {}
    open func resignKey() {}

    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden {
                // E7: a window going away cancels every touch it has.
                UIApplication.shared._cancelTouches(in: self)
                if UIApplication.shared._keyWindow === self { UIApplication.shared._keyWindow = nil }
            } else {
                _shownOrder = UIApplication.shared._nextShownOrder()
                _damageIsWholeWindow = true
                _requestDisplay()
            }
            // V2: the root controller appears with its window and goes with it.
            rootViewController?._viewDidMoveToWindow()
            windowScene?._windowsDidChange()
        }
    }

    // MARK: Responder chain

    /// R3: a window's next responder is its scene (a window in no scene
    /// passes straight to the application).
    open override var next: UIResponder? { windowScene ?? UIApplication.shared }

    open override var window: UIWindow? { self }

    // MARK: Events

    /// Delivers an event to this window's views and recognizers. Override to
    /// observe events; call `super` to keep them flowing.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            UIApplication.shared._delivery.deliverTouches(of: event, in: self)
        case .presses:
            if let pressesEvent = event as? UIPressesEvent { _deliverPresses(pressesEvent) }
        default:
            break
        }
    }

    /// S9: where keys go when no first responder takes them: the scroll
    /// view last dragged or scrolled in this window while it still shows,
    /// else the first scrollable one, front to back.
    var _keyboardScrollView: UIScrollView? {
        if let v = _lastScrolledView, v.window === self, v._isShownForKeys { return v }
        return _firstScrollView(in: self)
    }

    private func _firstScrollView(in view: UIView) -> UIScrollView? {
        for s in view.subviews.reversed() where !s.isHidden && s.alpha > 0 {
            if let sv = s as? UIScrollView, sv.isScrollEnabled, sv.isUserInteractionEnabled { return sv }
            if let found = _firstScrollView(in: s) { return found }
        }
        return nil
    }

    private func _deliverPresses(_ event: UIPressesEvent) {
        let presses = event.allPresses
        guard let phase = presses.first?.phase else { return }
        // R7: a press begins at the first responder, else the window, then
        // goes along `next`; its later phases go where it began (an end at
        // a responder that never saw the begin is one it cannot match).
        // With no first responder, the scroll view a person last moved (or
        // the first one shown) takes the keys that scroll (S9), as the
        // scroll view under the keyboard's focus does on iPadOS; keys it
        // doesn't use go on along its chain.
        let responder: UIResponder
        if phase == .began {
            responder = _firstResponder ?? _keyboardScrollView ?? rootViewController ?? self
            for p in presses { p.responder = responder }
        } else {
            guard let began = presses.first?.responder else { return }
            responder = began
        }
        switch phase {
        case .began: responder._traced(.pressesBegan) { $0.pressesBegan(presses, with: event) }
        case .changed, .stationary: responder._traced(.pressesChanged) { $0.pressesChanged(presses, with: event) }
        case .ended: responder._traced(.pressesEnded) { $0.pressesEnded(presses, with: event) }
        case .cancelled: responder._traced(.pressesCancelled) { $0.pressesCancelled(presses, with: event) }
        }
    }

    // MARK: Damage and display

    /// Takes the rectangles (window coordinates, points) that changed since the
    /// last call; nil means the whole window.
    public func takeDamage() -> [CGRect]? {
        defer {
            _damage.removeAll(keepingCapacity: true)
            _damageIsWholeWindow = false
            _displayRequested = false
            _scrollMoves.removeAll(keepingCapacity: true)
            _scrollMoveDamage.removeAll(keepingCapacity: true)
        }
        if _damageIsWholeWindow { return nil }
        // Moves not taken by `takeDamageAndScrollMoves`: their areas are
        // repainted.
        for r in _scrollMoveDamage { _ = _mergeDamage(r) }
        return _damage
    }

    /// Whether anything changed since the last ``takeDamage()``.
    public var needsDisplay: Bool {
        _damageIsWholeWindow || !_damage.isEmpty || !_scrollMoves.isEmpty || _needsLayoutSomewhere
    }

    var _needsLayoutSomewhere = true

    /// The rectangles changed since the last ``takeDamage()``, without taking
    /// them (tests and debugging).
    public var pendingDamage: [CGRect]? { _damageIsWholeWindow ? nil : _damage + _scrollMoveDamage }

    // More rectangles than this are merged into their union: past a point,
    // tracking many small rectangles costs more than repainting a bit more.
    static let maximumDamageRects = 16

    func _addDamage(_ rect: CGRect) {
        if _mergeDamage(rect) { _requestDisplay() }
    }

    /// Adds `rect` to the damage; false when it added nothing.
    private func _mergeDamage(_ rect: CGRect) -> Bool {
        guard !_damageIsWholeWindow else { return false }
        let r = rect.intersection(bounds)
        guard !r.isNull, !r.isEmpty else { return false }
        if _damage.contains(where: { $0.contains(r) }) { return false }
        _damage.append(r)
        if _damage.count > UIWindow.maximumDamageRects {
            let union = _damage.reduce(CGRect.null) { $0.union($1) }
            _damage = [union]
        }
        return true
    }

    func _noteNeedsLayout() {
        _needsLayoutSomewhere = true
        _requestDisplay()
    }

    /// Lays out the window's views if any asked for it; the host calls this before
    /// drawing.
    public func layoutIfNeededForDisplay() {
        guard _needsLayoutSomewhere else { return }
        _needsLayoutSomewhere = false
        layoutIfNeeded()
    }

    func _requestDisplay() {
        guard !isHidden, !_displayRequested else { return }
        _displayRequested = true
        displayHost?.windowNeedsDisplay(self)
    }
}

/// The object that draws a window (a backend's surface), told when the window
/// changed.
@preconcurrency @MainActor
public protocol UIWindowDisplayHost: AnyObject {
    func windowNeedsDisplay(_ window: UIWindow)
    /// A view the host shows as a compositing layer moved, faded or
    /// changed inside (UIView+CompositingLayer): the window's own pixels
    /// did not change. The default asks for a frame.
    func windowLayersChanged(_ window: UIWindow)
    /// Whether the host shows views that ask as compositing layers (it
    /// takes them or declines them, each frame). The default: no.
    var compositesLayers: Bool { get }
}

extension UIWindowDisplayHost {
    public func windowLayersChanged(_ window: UIWindow) { windowNeedsDisplay(window) }
    public var compositesLayers: Bool { false }
}
