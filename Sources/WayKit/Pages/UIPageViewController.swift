import Foundation

/// Pages of controllers turned by a swipe (V7), with the scroll transition
/// style: the pages sit side by side in a paging scroll view (S8), so a
/// swipe follows the finger, settles on a page, and obeys the G and S rules
/// like any scroll view. The data source supplies the neighbours of the
/// page shown; the delegate hears of the user's page turns.
///
/// Only the page shown (and, while a swipe reveals it, the page coming) gets
/// appearance calls, in V2's order; a swipe that springs back is a
/// cancelled transition (the coming page's will-appear undone with
/// will- and did-disappear, the shown page's will- and did-appear).
///
/// `.pageCurl` is taken as `.scroll` (WayKit draws no curl), logged once.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }

    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages (a number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public private(set) var spineLocation: SpineLocation = .min
    open var isDoubleSided = false
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { if dataSource !== oldValue { _reloadNeighbours() } }
    }
    open weak var delegate: UIPageViewControllerDelegate?
    /// The scroll style has no recognizers of its own (UIKit's too): the
    /// scroll view's pan turns the pages.
    public var gestureRecognizers: [UIGestureRecognizer] { [] }
    /// The page shown.
    open var viewControllers: [UIViewController]? { _current.map { [$0] } }

    /// Points between pages.
    let _spacing: CGFloat
    let _scroll = UIScrollView()
    /// The dots, when the data source gives a presentation count.
    let _pageControl = UIPageControl()
    var _current: UIViewController?
    var _before: UIViewController?
    var _after: UIViewController?
    /// The neighbour whose appearance a swipe (or an animated set) began.
    var _pending: UIViewController?
    /// An animated `setViewControllers`' completion, told when it lands.
    var _setCompletion: ((Bool) -> Void)?
    /// Moving the content to lay the pages out is not a swipe.
    var _arranging = false
    let _scrollDelegate = PageScrollDelegate()

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spacing = (options?[.interPageSpacing] as? CGFloat) ?? (options?[.interPageSpacing] as? Double).map { CGFloat($0) }
            ?? (options?[.interPageSpacing] as? Int).map { CGFloat($0) } ?? 0
        _spacing = spacing.isFinite ? max(0, spacing) : 0
        if let raw = options?[.spineLocation] as? Int, let s = SpineLocation(rawValue: raw) { spineLocation = s }
        if let s = options?[.spineLocation] as? SpineLocation { spineLocation = s }
        super.init(nibName: nil, bundle: nil)
        if style == .pageCurl { _log("page-curl", "the .pageCurl transition style is shown as .scroll") }
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    open override func loadView() {
        super.loadView()
        let v = view!
        _scroll.isPagingEnabled = true
        _scroll.showsHorizontalScrollIndicator = false
        _scroll.showsVerticalScrollIndicator = false
        _scroll.contentInsetAdjustmentBehavior = .never
        _scroll.alwaysBounceHorizontal = navigationOrientation == .horizontal
        _scroll.alwaysBounceVertical = navigationOrientation == .vertical
        _scroll.delegate = _scrollDelegate
        _scrollDelegate.owner = self
        v.addSubview(_scroll)
        _pageControl.isHidden = true
        _pageControl.isUserInteractionEnabled = false
        v.addSubview(_pageControl)
        for page in _slots { _place(page) }
        _arrange()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        _arrange()
    }

    /// Only the page shown appears and disappears with this controller; a
    /// swipe or an animated set makes the calls itself.
    override var _appearanceChildren: [UIViewController] {
        guard _pending == nil, let c = _current else { return [] }
        return [c]
    }

    // MARK: Setting the page

    /// Shows `viewControllers` (one page). Animated, the new page slides in
    /// from the trailing edge (forward) or the leading edge (reverse), and
    /// `completion` is told when it has landed; the delegate hears nothing.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let page = viewControllers?.first, viewControllers?.count == 1 else {
            _log("set-count", "setViewControllers(_:direction:animated:completion:) needs exactly one controller for one page, got \(viewControllers?.count ?? 0); ignored")
            completion?(false)
            return
        }
        guard page._parent == nil || page._parent === self else {
            _log("set-contained", "setViewControllers(_:direction:animated:completion:) with a controller in another container; ignored")
            completion?(false)
            return
        }
        // A swipe or animation under way lands where it is first.
        _finishPendingNow()
        guard page !== _current else { completion?(true); return }
        let onScreen = _isAppearingOrAppeared && viewIfLoaded?.window != nil
        guard animated, onScreen, let old = _current else {
            _replaceCurrent(with: page, onScreen: onScreen)
            _updatePageControl(fromDataSource: true)
            completion?(true)
            return
        }
        // The new page goes beside the old one and the content scrolls to it.
        // A page that is a neighbour already (a "Next" button) stays a
        // child: moved to the side it comes from, never removed and added.
        _arranging = true
        if page === _before { _before = nil }
        if page === _after { _after = nil }
        if direction == .forward { _dropNeighbour(_after); _after = page } else { _dropNeighbour(_before); _before = page }
        if page._parent !== self {
            addChild(page)
            page.didMove(toParent: self)
        }
        _place(page)
        _arrange()
        _arranging = false
        _pending = page
        old.beginAppearanceTransition(false, animated: true)
        page.beginAppearanceTransition(true, animated: true)
        _setCompletion = completion ?? { _ in }
        _scroll.setContentOffset(_offset(of: page), animated: true)
    }

    /// Makes `page` the one shown at once.
    func _replaceCurrent(with page: UIViewController, onScreen: Bool) {
        let old = _current
        if onScreen { old?.beginAppearanceTransition(false, animated: false) }
        if page._parent !== self { addChild(page) }
        _current = page
        if onScreen { page.beginAppearanceTransition(true, animated: false) }
        if viewIfLoaded != nil { _place(page) }
        if onScreen {
            old?.endAppearanceTransition()
            page.endAppearanceTransition()
        }
        if let old, old !== _before, old !== _after {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        page.didMove(toParent: self)
        _reloadNeighbours()
    }

    // MARK: The pages in the scroll view

    /// Asks the data source for the shown page's neighbours and lays the
    /// pages out. A data source that answers with the shown page, or the
    /// same controller on both sides, is logged and that neighbour left out.
    func _reloadNeighbours() {
        guard let c = _current else { return }
        var before = dataSource?.pageViewController(self, viewControllerBefore: c)
        var after = dataSource?.pageViewController(self, viewControllerAfter: c)
        if before === c || after === c {
            _log("neighbour-self", "the data source gave the page shown as its own neighbour; left out")
            if before === c { before = nil }
            if after === c { after = nil }
        }
        if let b = before, b === after {
            _log("neighbour-twice", "the data source gave the same controller before and after the page shown; left out after")
            after = nil
        }
        for n in [before, after].compactMap({ $0 }) where n._parent != nil && n._parent !== self {
            _log("neighbour-contained", "the data source gave a controller in another container; left out")
            if n === before { before = nil }
            if n === after { after = nil }
        }
        if _before !== before && _before !== after { _dropNeighbour(_before) }
        if _after !== before && _after !== after { _dropNeighbour(_after) }
        _before = before
        _after = after
        for n in [before, after].compactMap({ $0 }) where n._parent !== self {
            addChild(n)
            n.didMove(toParent: self)
        }
        if viewIfLoaded != nil {
            for n in [before, after].compactMap({ $0 }) { _place(n) }
            _arrange()
        }
    }

    func _dropNeighbour(_ vc: UIViewController?) {
        guard let vc, vc !== _current, vc._parent === self else { return }
        vc.willMove(toParent: nil)
        vc.viewIfLoaded?.removeFromSuperview()
        vc.removeFromParent()
    }

    func _place(_ vc: UIViewController) {
        if vc.view.superview !== _scroll { _scroll.addSubview(vc.view) }
    }

    /// The pages in order: before, shown, after.
    var _slots: [UIViewController] { [_before, _current, _after].compactMap { $0 } }

    /// One page's step in the content: its size plus the spacing.
    var _step: CGPoint {
        let b = view.bounds
        return navigationOrientation == .horizontal ? CGPoint(x: b.width + _spacing, y: 0)
            : CGPoint(x: 0, y: _pagesHeight + _spacing)
    }

    /// The pages' height: the view's, less the dots when shown.
    var _pagesHeight: CGFloat {
        view.bounds.height - (_pageControl.isHidden ? 0 : Self.pageControlHeight)
    }

    static let pageControlHeight: CGFloat = 37

    func _offset(of vc: UIViewController) -> CGPoint {
        let i = CGFloat(_slots.firstIndex { $0 === vc } ?? 0)
        return CGPoint(x: _step.x * i, y: _step.y * i)
    }

    /// Lays the pages side by side (the scroll view is a spacing wider or
    /// taller than the view, so each page is a whole scroll-view page) and
    /// shows the page shown, or the one an animation is heading for.
    func _arrange() {
        guard let v = viewIfLoaded else { return }
        let b = v.bounds
        let h = _pagesHeight
        let horizontal = navigationOrientation == .horizontal
        let wasArranging = _arranging
        _arranging = true
        _scroll.frame = CGRect(x: 0, y: 0, width: b.width + (horizontal ? _spacing : 0), height: h + (horizontal ? 0 : _spacing))
        let slots = _slots
        for (i, vc) in slots.enumerated() {
            vc.view.frame = CGRect(x: _step.x * CGFloat(i), y: _step.y * CGFloat(i), width: b.width, height: h)
        }
        let n = CGFloat(max(1, slots.count))
        _scroll.contentSize = horizontal ? CGSize(width: _step.x * n, height: h) : CGSize(width: b.width, height: _step.y * n)
        if !_scroll.isDragging, !_scroll.isDecelerating, _pending == nil, let c = _current {
            _scroll.contentOffset = _offset(of: c)
        }
        _pageControl.frame = CGRect(x: 0, y: b.height - Self.pageControlHeight, width: b.width, height: Self.pageControlHeight)
        _arranging = wasArranging
    }

    /// The dots follow the data source's presentation count; the index is
    /// asked when the app sets the page and followed by the swipes after.
    func _updatePageControl(fromDataSource: Bool) {
        let count = dataSource?.presentationCount(for: self) ?? 0
        let show = count > 0
        if _pageControl.isHidden == show {
            _pageControl.isHidden = !show
            viewIfLoaded?.setNeedsLayout()
        }
        guard show else { return }
        _pageControl.numberOfPages = count
        if fromDataSource { _pageControl.currentPage = dataSource?.presentationIndex(for: self) ?? 0 }
    }
}
