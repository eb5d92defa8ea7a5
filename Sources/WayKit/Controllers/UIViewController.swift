import Foundation

/// Manages a view hierarchy: its root ``view``, child controllers, and modal
/// presentation. It sits in the responder chain between its root view and that
/// view's superview, or its presenting controller when presented (R1, R2).
///
/// Appearance (V2) is in UIViewController+Appearance.swift, containment in
/// +Containment, presentation in +Presentation.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?
    weak var _parent: UIViewController?
    /// `overrideUserInterfaceStyle` (U4; UIViewController+Appearance.swift).
    var _overrideStyle: UIUserInterfaceStyle = .unspecified
    var _children: [UIViewController] = []
    weak var _presenting: UIViewController?
    var _presented: UIViewController?
    /// Where the controller is in its appearance cycle (V2).
    var _appearance = AppearanceState.disappeared
    /// Whether `viewIsAppearing` ran in the current appearing cycle.
    var _didCallIsAppearing = false
    var _isMovingToParent = false
    var _isMovingFromParent = false
    var _isBeingPresented = false
    var _isBeingDismissed = false
    private var _navigationItem: UINavigationItem?
    private var _tabBarItem: UITabBarItem?
    private var _editButtonItem: UIBarButtonItem?

    /// The nib's name and bundle, kept for source compatibility: WayKit has
    /// no nibs, so ``loadView()`` always builds the view in code.
    public let nibName: String?
    public let nibBundle: Bundle?

    /// UIKit's designated initializer; `nil` and `nil` as code-built
    /// controllers pass.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The title: also the navigation item's and the tab bar item's when
    /// they have none of their own, as in UIKit.
    open var title: String? {
        didSet {
            _navigationItem?._controllerTitleDidChange(title)
            _tabBarItem?._controllerTitleDidChange(title)
            _titleDidChange()
        }
    }

    /// Told when the title changes (a navigation bar that shows it).
    func _titleDidChange() { _parent?._childTitleDidChange(self) }
    func _childTitleDidChange(_ child: UIViewController) {}

    /// The item a navigation bar shows for this controller (V3).
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        item._followsControllerTitle = true
        item._owner = self
        _navigationItem = item
        return item
    }

    /// The item a tab bar shows for this controller (V5).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, selectedImage: nil)
            item._followsControllerTitle = true
            _tabBarItem = item
            return item
        }
        set { _tabBarItem = newValue }
    }

    /// The buttons a navigation controller's toolbar shows for this
    /// controller (V3).
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { (navigationController)?._updateBarIfTop(self) }
    }

    /// Hides a tab bar while this controller is on a navigation stack (V5).
    open var hidesBottomBarWhenPushed = false

    /// The size a container should give the view (popovers, form sheets).
    // The status bar (UIViewController+StatusBar.swift): overridable, as in
    // UIKit; nothing draws a status bar under Wayland, so nothing asks.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }

    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            _parent?.preferredContentSizeDidChange(forChildContentContainer: self)
            // A popover showing this controller takes the new size (M1).
            (_presentationControllerStorage as? UIPopoverPresentationController)?._sourceDidChange()
        }
    }

    /// Told when a child's ``preferredContentSize`` changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {}

    // MARK: Editing (V2, V6)

    /// Whether the controller's content is being edited; setting it is
    /// `setEditing(_:animated: false)`, as in UIKit.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var _isEditing = false

    /// Turns editing on or off; the ``editButtonItem`` follows (Edit/Done).
    /// Subclasses override to change their content, calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        _isEditing = editing
        _editButtonItem?._setEditTitle(editing)
    }

    /// A bar button that toggles editing: "Edit", or "Done" while editing.
    open var editButtonItem: UIBarButtonItem {
        if let item = _editButtonItem { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain)
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        _editButtonItem = item
        return item
    }

    // MARK: Appearance (V2; the state machine is in +Appearance)

    var _appearanceAnimated = false

    open func viewWillAppear(_ animated: Bool) {}
    /// After `viewWillAppear`, once the view is in a window with its size and
    /// traits (iOS 17): the place to lay out for them.
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether appearance calls go to the children automatically (the
    /// default). A container that returns false calls
    /// `beginAppearanceTransition`/`endAppearanceTransition` itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children an appearance is forwarded to: by default those whose
    /// views are in this controller's view. Containers that show one child
    /// of several (navigation, tabs) answer for themselves.
    var _appearanceChildren: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        return _children.filter { child in
            guard let v = child.viewIfLoaded else { return false }
            return v === root || v.isDescendant(of: root)
        }
    }

    // MARK: Containment (V2; +Containment does the work)

    public var parent: UIViewController? { _parent }

    /// The coordinator of the push, pop or presentation this controller (or
    /// its container) is in, while it runs (V2, V3): hand it changes to make
    /// alongside and after.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        _transitionCoordinator ?? _parent?.transitionCoordinator
    }
    var _transitionCoordinator: TransitionCoordinator?
    /// The scroll view whose scrolling the bars follow (V3): the one set
    /// with `setContentScrollView(_:for:)`, else the view if it scrolls,
    /// else the first scroll view among its subviews.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let named = _contentScrollView { return named.value }
        guard let v = viewIfLoaded else { return nil }
        if let s = v as? UIScrollView { return s }
        return v.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }

    /// The scroll view named by `setContentScrollView(_:for:)`.
    var _contentScrollView: WeakScrollView?
    public var children: [UIViewController] { _children }

    /// Adds `child`: `willMove(toParent:)` is called; the caller adds its
    /// view and calls `didMove(toParent:)`.
    open func addChild(_ child: UIViewController) { _addChild(child) }
    /// Removes this controller from its parent: `didMove(toParent: nil)` is
    /// called; the caller calls `willMove(toParent: nil)` first and removes
    /// the view.
    open func removeFromParent() { _removeFromParent() }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (+Presentation does the work)

    public var presentingViewController: UIViewController? { _presenting }
    public var presentedViewController: UIViewController? { _presented }
    /// How the controller is presented: `.automatic` is a page sheet, as on
    /// iOS 13 and later (the presenter's view stays and gets no calls).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// How the view comes in when presented with animation (M1).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Supplies a custom presentation animation (M1).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether the user may not dismiss the presentation (M1, M3): a sheet
    /// swiped down springs back and a tap on its dimming does nothing; the
    /// presentation controller's delegate hears of the attempt.
    open var isModalInPresentation = false
    /// The presentation controller, made on first use or when presented
    /// (+PresentationController in Presentation).
    var _presentationControllerStorage: UIPresentationController?

    /// Presents `controller` modally over this one's window (M1, V2's calls).
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        _present(controller, animated: animated, completion: completion)
    }

    /// Dismisses the controller this one presented, or this one if it was
    /// presented.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        _dismiss(animated: animated, completion: completion)
    }

    /// Which half of a presentation this controller, as the presented one,
    /// is in the middle of (+Presentation).
    var _modalTransition = ModalTransitionPhase.idle
    /// A `dismiss` asked for while the presentation was still running: it
    /// runs when the presentation ends (M1, issue 20's bad input).
    var _pendingDismissal: (animated: Bool, completion: (() -> Void)?)?

    /// Internal hook: animates this controller's view in once it is in the
    /// window, then calls `completion` (the appearance calls wait for it).
    /// The default follows the transitioning delegate or
    /// `modalTransitionStyle` (+PresentationAnimation); an alert fades and
    /// scales it in.
    func _animatePresentation(animated: Bool, completion: @escaping () -> Void) {
        _defaultAnimatePresentation(animated: animated, completion: completion)
    }

    /// Internal hook: animates this controller's view out before it is
    /// removed, then calls `completion`. The default mirrors the
    /// presentation.
    func _animateDismissal(animated: Bool, completion: @escaping () -> Void) {
        _defaultAnimateDismissal(animated: animated, completion: completion)
    }

    // MARK: Traits and size (V8; +Traits)

    /// The traits of the controller's view's window (V8).
    open var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UITraitCollection() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Told before the view's size changes (a window resized): `coordinator`
    /// runs blocks alongside and after. The default tells the children.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in _children where child.isViewLoaded {
            child.viewWillTransition(to: size, with: coordinator)
        }
    }

    // MARK: The view

    /// The root view, created by ``loadView()`` on first access.
    public var view: UIView! {
        get {
            if let v = _view { return v }
            loadView()
            let v = _view ?? UIView()
            _view = v
            v._viewController = self
            viewDidLoad()
            return v
        }
        set {
            _view?._viewController = nil
            _view = newValue
            newValue?._viewController = self
        }
    }

    public var viewIfLoaded: UIView? { _view }
    public var isViewLoaded: Bool { _view != nil }

    /// Loads the root view now if it isn't loaded (`loadView`, then
    /// `viewDidLoad`), as the first read of ``view`` would.
    public func loadViewIfNeeded() {
        if _view == nil { _ = view }
    }

    /// Creates the root view; the default makes a plain `UIView`.
    open func loadView() {
        let v = UIView(frame: CGRect(origin: .zero, size: UIApplication.shared._defaultScene.size))
        _view = v
        v._viewController = self
    }

    open func viewDidLoad() {}

    // MARK: Layout (A4)

    /// Called in the layout pass just before the view's `layoutSubviews`.
    open func viewWillLayoutSubviews() {}
    /// Called in the layout pass just after the view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}
    /// Called when the view's safe area changed, after the view's own
    /// `safeAreaInsetsDidChange`.
    open func viewSafeAreaInsetsDidChange() {}

    /// What a container's bars cover of this controller's view (a
    /// navigation bar, a tab bar): part of its safe area (V3), apart from
    /// the app's own `additionalSafeAreaInsets`.
    var _containerBarInsets: UIEdgeInsets = .zero {
        didSet { if _containerBarInsets != oldValue { _view?.setNeedsLayout() } }
    }

    /// The navigation controller this controller is in, if any.
    public var navigationController: UINavigationController? { _nearestAncestor(UINavigationController.self) }

    /// The nearest container of a type above this controller.
    func _nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var c: UIViewController? = _parent
        while let current = c {
            if let found = current as? Container { return found }
            c = current._parent
        }
        return nil
    }

    /// Insets added to the safe area of the view (and so of its subviews):
    /// room for the controller's own bars.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            guard additionalSafeAreaInsets.isFinite else { additionalSafeAreaInsets = oldValue; return }
            _view?.setNeedsLayout()
        }
    }

    // MARK: Responder chain

    /// R2: the presenting controller when presented, else the root view's
    /// superview (the window, for a window's root controller).
    open override var next: UIResponder? {
        if let presenting = presentingViewController { return presenting }
        return _view?.superview
    }

    override var _firstResponderWindow: UIWindow? { _view?.window }

    /// Logs a misuse once per kind, naming the controller (V8: UIKit raises
    /// or logs; WayKit logs and keeps its state consistent).
    func _log(_ kind: String, _ message: @autoclosure () -> String) {
        guard UIViewController._logged.insert(kind).inserted else { return }
        FileHandle.standardError.write(Data("WayKit: \(type(of: self)): \(message())\n".utf8))
    }
    static var _logged: Set<String> = []
}
