import Foundation

/// A stack of controllers with a navigation bar (V3): the top one's view
/// fills the controller's, under the bar (its safe area excludes the bar and
/// the toolbar); push and pop slide (NavigationTransition); a pan from the
/// leading edge pops interactively (V4, +InteractivePop).
///
/// Bad input (V8) is logged once with its cause and leaves the stack as it
/// was: pushing a controller already on a stack, popping the root, changing
/// the stack during an interactive pop. A push or pop during an animated
/// transition finishes that transition first.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public let navigationBar: UINavigationBar
    public let toolbar: UIToolbar
    open weak var delegate: UINavigationControllerDelegate?
    /// The edge pan that pops (V4): an ordinary recognizer on the view.
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

    var _stack: [UIViewController] = []
    var _transition: NavigationTransitioning?
    let _container = UIView()
    let _popDelegate = InteractivePopDelegate()
    /// When the edge pan last moved: a finger held still before it lifts
    /// releases with no speed (as a scroll view's pan).
    var _edgePanLastMove: TimeInterval = 0
    /// The top controller's content scroll view, which a large title
    /// follows (+LargeTitles).
    weak var _trackedScrollView: UIScrollView?
    /// How deep in a transition's start or end we are, and the stack
    /// changes waiting for it (+Transitions).
    var _changeDepth = 0
    var _deferredChanges: [() -> Void] = []

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar._onBack = { [weak self] in self?.popViewController(animated: true) }
    }

    /// What a transition does, as the delegate is told.
    public enum Operation: Int, Sendable { case none, push, pop }

    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        _setStack([rootViewController], animated: false)
    }

    // MARK: The stack

    public var viewControllers: [UIViewController] {
        get { _stack }
        set { setViewControllers(newValue, animated: false) }
    }
    public var topViewController: UIViewController? { _stack.last }
    /// The top controller, or what it presented.
    public var visibleViewController: UIViewController? {
        var v = topViewController
        while let presented = v?.presentedViewController { v = presented }
        return v
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if _deferIfBusy({ [weak self] in self?.pushViewController(viewController, animated: animated) }) { return }
        guard _readyForChange("pushViewController(_:animated:)") else { return }
        guard !_stack.contains(where: { $0 === viewController }) else {
            _log("push-twice", "pushViewController(_:animated:) of a controller already on this stack; ignored")
            return
        }
        guard viewController._parent == nil, viewController !== self else {
            _log("push-contained", "pushViewController(_:animated:) of a controller already in a container; ignored")
            return
        }
        guard let from = topViewController else {
            _setStack([viewController], animated: false)
            return
        }
        _stack.append(viewController)
        addChild(viewController)
        _run(.push, from: from, to: viewController, animated: animated, interactive: false)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard _stack.count > 1 else { return nil }   // UIKit: the root stays, nothing is said
        // Asked for mid-transition: it runs once the transition's step is
        // done, and what it pops is not known yet.
        if _deferIfBusy({ [weak self] in self?.popViewController(animated: animated) }) { return nil }
        guard _readyForChange("popViewController(animated:)") else { return nil }
        return _pop(to: _stack[_stack.count - 2], animated: animated, interactive: false).first
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard _stack.count > 1 else { return nil }
        if _deferIfBusy({ [weak self] in self?.popToRootViewController(animated: animated) }) { return nil }
        guard _readyForChange("popToRootViewController(animated:)") else { return nil }
        return _pop(to: _stack[0], animated: animated, interactive: false)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard _stack.contains(where: { $0 === viewController }) else {
            _log("pop-to-unknown", "popToViewController(_:animated:) with a controller not on the stack; ignored")
            return nil
        }
        guard viewController !== topViewController else { return [] }
        if _deferIfBusy({ [weak self] in self?.popToViewController(viewController, animated: animated) }) { return nil }
        guard _readyForChange("popToViewController(_:animated:)") else { return [] }
        return _pop(to: viewController, animated: animated, interactive: false)
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if _deferIfBusy({ [weak self] in self?.setViewControllers(viewControllers, animated: animated) }) { return }
        guard _readyForChange("setViewControllers(_:animated:)") else { return }
        var unique: [UIViewController] = []
        for vc in viewControllers where !unique.contains(where: { $0 === vc }) {
            guard vc._parent == nil || vc._parent === self else {
                _log("set-contained", "setViewControllers(_:animated:) with a controller in another container; left out")
                continue
            }
            unique.append(vc)
        }
        if unique.count != viewControllers.count { _log("set-duplicates", "setViewControllers(_:animated:) named a controller twice or one from another container; each is kept once") }
        _setStack(unique, animated: animated)
    }

    // MARK: Bars

    /// The tap recognizer of `hidesBarsOnTap` (UINavigationController+HidesBars.swift).
    var _barHideOnTap: UITapGestureRecognizer?

    public var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        _layoutChildren()
    }

    public var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbar.isHidden = hidden
        _layoutChildren()
    }

    // MARK: The view

    open override func loadView() {
        super.loadView()
        let v = view!
        _container.frame = v.bounds
        _container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.addSubview(_container)
        v.addSubview(navigationBar)
        v.addSubview(toolbar)
        toolbar.isHidden = true
        let pan = UIScreenEdgePanGestureRecognizer(action: { [weak self] r in self?._handleEdgePan(r) })
        pan.edges = .left
        pan.name = "UINavigationControllerInteractivePopGesture"
        pan.delegate = _popDelegate
        _popDelegate.navigationController = self
        v.addGestureRecognizer(pan)
        interactivePopGestureRecognizer = pan
        if let top = topViewController {
            top.view.frame = v.bounds
            _container.addSubview(top.view)
        }
        _updateBar()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        _layoutChildren()
    }

    /// The bar at the top, the toolbar at the bottom, and what they cover
    /// given to the children as safe area.
    func _layoutChildren() {
        guard let v = viewIfLoaded else { return }
        let b = v.bounds
        let barHeight = navigationBar.isHidden ? 0 : navigationBar._preferredHeight
        navigationBar.frame = CGRect(x: 0, y: 0, width: b.width, height: _visibleBarHeight(full: barHeight))
        let toolbarHeight = toolbar.isHidden ? 0 : UIToolbar.standardHeight
        toolbar.frame = CGRect(x: 0, y: b.height - toolbarHeight, width: b.width, height: toolbarHeight)
        _container.frame = b
        let insets = UIEdgeInsets(top: barHeight, left: 0, bottom: toolbarHeight, right: 0)
        for vc in _stack { vc._containerBarInsets = insets }
        if _transition == nil, let top = topViewController?.viewIfLoaded, top.superview === _container, top.frame != b {
            top.frame = b
        }
    }

    /// The bar's items follow the stack; the toolbar shows the top's items.
    func _updateBar() {
        navigationBar.setItems(_stack.map(\.navigationItem), animated: false)
        toolbar.items = topViewController?.toolbarItems
        _trackContentScrollView()
        _layoutChildren()
        // A tab bar hides under a pushed controller that asks (V5).
        tabBarController?._layoutTabs()
    }

    override func _childTitleDidChange(_ child: UIViewController) { navigationBar._itemsDidChange() }

    func _updateBarIfTop(_ child: UIViewController) {
        if child === topViewController { toolbar.items = child.toolbarItems }
    }

    // MARK: Appearance

    /// Only the top controller appears and disappears with this one; during
    /// a transition the transition makes the calls.
    override var _appearanceChildren: [UIViewController] {
        guard _transition == nil, let top = topViewController else { return [] }
        return [top]
    }
}
