import Foundation

/// A view whose content, larger than itself, moves under the finger, the
/// wheel, the touchpad and the keyboard (S1–S9).
///
/// The content is the scroll view's subviews; ``contentOffset`` is the
/// view's `bounds.origin`, so moving it moves them all without touching their
/// frames. Dragging is the scroll view's own public ``panGestureRecognizer``
/// and zooming its ``pinchGestureRecognizer``; what the content's touches do
/// while the scroll view decides is the gesture system's hold and cancel
/// (G4–G7), decided by ``touchesShouldBegin(_:with:in:)`` and
/// ``touchesShouldCancel(in:)`` (UIScrollView+ContentTouches.swift).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How long a touch must stay still before the content gets it, with
    /// ``delaysContentTouches`` (S2). UIKit's figure.
    public static let contentTouchDelay: TimeInterval = 0.15

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    /// How fast a released scroll slows down: the fraction of its speed kept
    /// per millisecond (S4).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    // MARK: Content geometry (S1)

    /// The point of the content shown at the view's top left: the bounds'
    /// origin. Setting it moves the content now and tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                _logBadInput("contentOffset", "\(newValue)")
                return
            }
            guard newValue != bounds.origin else { return }
            _moveContent(to: newValue)
            _didScroll()
        }
    }

    /// The size of the content. Negative and non-finite sizes are taken as
    /// zero and logged (F1's spirit: an app's bad value draws nothing, never
    /// traps); huge ones are kept (1e9 pt scrolls, it just never ends).
    open var contentSize: CGSize {
        get { _contentSize }
        set {
            var s = newValue
            if !(s.width.isFinite && s.width >= 0) { _logBadInput("contentSize.width", "\(s.width)"); s.width = 0 }
            if !(s.height.isFinite && s.height >= 0) { _logBadInput("contentSize.height", "\(s.height)"); s.height = 0 }
            guard s != _contentSize else { return }
            _contentSize = s
            _updateIndicators()
        }
    }
    private var _contentSize: CGSize = .zero

    /// Extra room around the content, inside the scroll view.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { _checkAdjustedContentInset() } }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { _checkAdjustedContentInset() } }
    }

    /// Told after each scroll, besides the delegate: the navigation
    /// controller whose large title follows this content (V3).
    var _scrollObserver: ((UIScrollView) -> Void)?

    /// The adjusted inset last announced.
    private var _announcedAdjustedInset: UIEdgeInsets = .zero

    /// Tells the subclass and the delegate when the computed
    /// ``adjustedContentInset`` changed, whatever changed it (the content
    /// inset, the behaviour, the safe area, the content size against the
    /// bounds): UIKit's `adjustedContentInsetDidChange` and
    /// `scrollViewDidChangeAdjustedContentInset`. Checked when a setting
    /// changes and at each layout (which a safe-area change brings).
    func _checkAdjustedContentInset() {
        let now = adjustedContentInset
        guard now != _announcedAdjustedInset else { return }
        _announcedAdjustedInset = now
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// ``contentInset`` plus the safe area, on the edges
    /// ``contentInsetAdjustmentBehavior`` says.
    public var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: vertical = true; horizontal = true
        case .never: vertical = false; horizontal = false
        // UIKit's automatic adjusts vertically for any vertical scroller;
        // without navigation bars that is the scrollable-axes rule.
        case .automatic, .scrollableAxes:
            vertical = _contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = _contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        if vertical { inset.top += safe.top; inset.bottom += safe.bottom }
        if horizontal { inset.left += safe.left; inset.right += safe.right }
        // Room the toolkit makes: a refreshing refresh control's (V6) and,
        // in a table controller, the keyboard's.
        inset.top += _refreshInset
        inset.bottom += _keyboardInset
        return inset
    }

    /// The height of a refreshing ``refreshControl``, shown above the content.
    var _refreshInset: CGFloat = 0 {
        didSet { if _refreshInset != oldValue { _checkAdjustedContentInset() } }
    }
    /// What the on-screen keyboard covers of a table controller's table
    /// (UITableViewController+Keyboard.swift).
    var _keyboardInset: CGFloat = 0 {
        didSet { if _keyboardInset != oldValue { _checkAdjustedContentInset() } }
    }

    /// A control that a pull past the top of the content triggers (V6;
    /// UIRefreshControl.swift). It sits above the content.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?._detach()
            refreshControl?._attach(to: self)
        }
    }

    /// Called when ``adjustedContentInset`` changes.
    open func adjustedContentInsetDidChange() {}

    // MARK: Behaviour

    /// Whether a drag past an edge follows the finger with resistance and
    /// springs back (S5). Default true.
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether a drag that starts diagonally keeps to its main axis (S7).
    open var isDirectionalLockEnabled = false
    /// Whether a released drag settles on a multiple of the viewport (S8).
    open var isPagingEnabled = false
    open var decelerationRate: DecelerationRate = .normal
    /// S2: whether the content's touches wait ``contentTouchDelay``.
    open var delaysContentTouches = true
    /// S3: whether a drag may take a touch the content already has.
    open var canCancelContentTouches = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    /// Whether a tap on the status bar scrolls to the top (no status bar on
    /// Wayland; kept for source compatibility).
    open var scrollsToTop = true

    open weak var delegate: UIScrollViewDelegate?

    // MARK: State (S4)

    /// Whether a finger is down in the scroll view (it may not have moved).
    public internal(set) var isTracking = false
    /// Whether the user is dragging the content.
    public internal(set) var isDragging = false
    /// Whether the content is moving on after a release.
    public internal(set) var isDecelerating = false

    // MARK: Recognizers (S1)

    /// The pan that drags the content. Public so apps can make their own
    /// recognizers `require(toFail:)` it; don't change its delegate.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()
    /// The pinch that zooms, when ``minimumZoomScale`` < ``maximumZoomScale``
    /// and the delegate gives a view for zooming; nil otherwise.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        _pinch.view == nil ? nil : _pinch
    }
    let _pinch = UIPinchGestureRecognizer()
    let _contentTouchRecognizer = ScrollViewContentTouchRecognizer()

    // MARK: Private state

    /// The moving part: deceleration, spring-back or an animated scroll,
    /// sampled by the frame clock.
    var _motion: ScrollMotion?
    var _displayLink: CADisplayLink?
    var _drag = DragState()
    /// Given each drag move's new offset before it is applied, returns the
    /// offset to apply: a sheet holding this scroll view takes the part of
    /// a move that moves the sheet (M3), so the content is moved once, not
    /// moved and moved back (which made a sheet on the compositor draw its
    /// content again at every move).
    var _dragMoveFilter: ((UIScrollView, UIPanGestureRecognizer, CGPoint) -> CGPoint)?
    var _indicators: ScrollIndicators?
    /// Zoom state (UIScrollView+Zoom.swift).
    var _zoom = ZoomState()
    private var _loggedBadInputs: Set<String> = []
    /// The key presses it scrolled for (S9), kept to their end.
    private var _keyPresses = TextKeyPresses()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(_contentTouchRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        // Weak: the recognizers can outlive the scroll view. A touch holds
        // its hit view (content inside the scroll view), not that view's
        // ancestors, and the touch and the gesture environment hold the
        // recognizers it involves until it ends; a scroll view the app
        // removes and lets go mid-drag is freed while its pan still
        // recognizes, and the drag's next move must reach nothing.
        // The weak reference gives the scroll view a side table (slower
        // retains and releases, see UIGestureRecognizer._view); its
        // deceleration display link takes one too once it has scrolled.
        panGestureRecognizer.addTarget { [weak self] pan in self?._handlePan(pan) }
        _pinch.name = "UIScrollViewPinchGestureRecognizer"
        _pinch.addTarget { [weak self] pinch in self?._handlePinch(pinch) }
    }

    // No deinit invalidating the display link: it holds the scroll view
    // weakly and invalidates itself at its next frame once the view is gone,
    // and a deinit may run while `UIApplication.shared` is being replaced
    // (a new headless backend), when it must not be touched.

    // MARK: Limits

    /// The smallest offset: the top-left inset shows.
    var _minOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest offset: the content's far edge and inset show, never less
    /// than the smallest.
    var _maxOffset: CGPoint {
        let inset = adjustedContentInset, minimum = _minOffset
        return CGPoint(x: max(minimum.x, _contentSize.width + inset.right - bounds.width),
                       y: max(minimum.y, _contentSize.height + inset.bottom - bounds.height))
    }

    /// `offset` brought within the limits.
    func _clamped(_ offset: CGPoint) -> CGPoint {
        let lo = _minOffset, hi = _maxOffset
        return CGPoint(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// S7: the content is wider than the viewport (or bounces anyway).
    var _canScrollHorizontally: Bool {
        isScrollEnabled && (_maxOffset.x > _minOffset.x || alwaysBounceHorizontal)
    }

    var _canScrollVertically: Bool {
        isScrollEnabled && (_maxOffset.y > _minOffset.y || alwaysBounceVertical)
    }

    // MARK: Scrolling

    /// Every change of offset: the delegate hears it (S4), the indicators
    /// move, and subclasses that tile their content (tables, collections)
    /// lay out again.
    func _didScroll() {
        setNeedsLayout()
        refreshControl?._scrollViewDidScroll()
        _updateIndicators()
        delegate?.scrollViewDidScroll(self)
        _scrollObserver?(self)
    }

    func _logBadInput(_ what: String, _ value: String) {
        guard _loggedBadInputs.insert(what).inserted else { return }
        FileHandle.standardError.write(Data("WayKit: UIScrollView \(_traceName): ignoring bad \(what) \(value)\n".utf8))
    }

    // MARK: Content touches (S2, S3): subclass hooks

    /// Whether `view` may get the touches that begin in it (S3). Called when
    /// the content-touch delay is over, or at once with
    /// ``delaysContentTouches`` false. Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag may take a touch `view` already has (S3): default
    /// false for a `UIControl`, so a held button keeps its finger, and true
    /// for other views.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// The pan vetoes itself when the content holds a touch it may not take
    /// (S3, UIScrollView+ContentTouches.swift).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, !_panMayTakeContentTouches() { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Keyboard (S9)

    // A scroll view is not a first responder (UIKit's canBecomeFirstResponder
    // is false): its keys come along the chain from a first responder inside
    // it, or, with none, from its window (UIWindow._keyboardScrollView).

    // A key it scrolls for is taken: its repeats scroll again and its end
    // stays here, as a text view keeps the presses it took; the rest go on
    // along the chain whole (R7: the chain never sees an end it did not
    // see begin).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _keyPresses.began(presses) { press in
            guard let key = press.key, isScrollEnabled else { return false }
            return _scroll(for: key)
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _keyPresses.changed(presses) { press in
            if let key = press.key, isScrollEnabled { _ = _scroll(for: key) }
        }
        if !rest.isEmpty { super.pressesChanged(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _keyPresses.ended(presses)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _keyPresses.ended(presses)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _checkAdjustedContentInset()
        _layoutIndicators()
    }
}
