import Foundation

/// Tabs of controllers (V5): the selected one's view fills the controller's
/// above a `UITabBar` (its safe area excludes the bar). A tap on a tab asks
/// the delegate's `shouldSelect`, switches, and tells `didSelect`; a tap on
/// the selected tab pops its navigation controller to the root (and tells
/// `didSelect` again); selecting from code tells the delegate nothing.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar(frame: .zero)
    open weak var delegate: UITabBarControllerDelegate?
    private var _tabs: [UIViewController] = []
    private var _selected: Int = NSNotFound
    let _container = UIView()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar._onTap = { [weak self] item in self?._userTapped(item) }
    }

    // MARK: Tabs

    open var viewControllers: [UIViewController]? {
        get { _tabs.isEmpty ? nil : _tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var new: [UIViewController] = []
        for vc in viewControllers ?? [] where !new.contains(where: { $0 === vc }) && vc !== self { new.append(vc) }
        if new.isEmpty, viewControllers != nil {
            _log("empty-tabs", "setViewControllers with an empty list: the tab bar is left empty")
        }
        let old = _tabs
        let oldSelected = selectedViewController
        for vc in old where !new.contains(where: { $0 === vc }) {
            if vc === oldSelected, _isAppearingOrAppeared { vc._appear(false, animated: false) }
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        for vc in new where vc._parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        _tabs = new
        tabBar.items = new.map { $0.tabBarItem }
        let keep = oldSelected.flatMap { s in new.firstIndex { $0 === s } }
        _selected = NSNotFound
        _show(keep ?? (new.isEmpty ? NSNotFound : 0), notifying: false)
    }

    open var selectedIndex: Int {
        get { _selected }
        set {
            guard newValue >= 0, newValue < _tabs.count else {
                _log("bad-index", "selectedIndex = \(newValue) with \(_tabs.count) tabs; ignored")
                return
            }
            _show(newValue, notifying: false)
        }
    }

    open var selectedViewController: UIViewController? {
        get { _selected >= 0 && _selected < _tabs.count ? _tabs[_selected] : nil }
        set {
            guard let newValue, let i = _tabs.firstIndex(where: { $0 === newValue }) else {
                _log("bad-selection", "selectedViewController set to a controller not among the tabs; ignored")
                return
            }
            _show(i, notifying: false)
        }
    }

    /// A tap on a tab (V5).
    func _userTapped(_ item: UITabBarItem) {
        guard let i = tabBar.items?.firstIndex(where: { $0 === item }), i < _tabs.count else { return }
        let vc = _tabs[i]
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        if i == _selected {
            // Re-tapping the selected tab pops its navigation stack to the root.
            (vc as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            _show(i, notifying: true)
        }
        delegate?.tabBarController(self, didSelect: vc)
    }

    /// Shows tab `index`: the old one disappears, the new one appears
    /// (V2: old viewWillDisappear, new viewWillAppear, old viewDidDisappear,
    /// new viewDidAppear).
    private func _show(_ index: Int, notifying: Bool) {
        guard index != _selected else { return }
        let old = selectedViewController
        _selected = index
        let new = selectedViewController
        tabBar.selectedItem = new?.tabBarItem
        guard let v = viewIfLoaded else { return }
        let onScreen = _isAppearingOrAppeared && v.window != nil
        if onScreen {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        if let new {
            new.view.frame = _container.bounds
            new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            _container.addSubview(new.view)
        }
        if onScreen {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
        _layoutTabs()
    }

    // MARK: The view

    open override func loadView() {
        super.loadView()
        let v = view!
        _container.frame = v.bounds
        _container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.addSubview(_container)
        v.addSubview(tabBar)
        if let selected = selectedViewController {
            selected.view.frame = v.bounds
            selected.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            _container.addSubview(selected.view)
        }
        _layoutTabs()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        _layoutTabs()
    }

    /// The bar at the bottom (hidden while a pushed controller asks for
    /// `hidesBottomBarWhenPushed`), and what it covers given to the tabs as
    /// safe area.
    func _layoutTabs() {
        guard let v = viewIfLoaded else { return }
        let b = v.bounds
        let top = (selectedViewController as? UINavigationController)?.topViewController
        let hidden = top.map { $0.hidesBottomBarWhenPushed && $0 !== (selectedViewController as? UINavigationController)?.viewControllers.first } ?? false
        tabBar.isHidden = hidden
        let height = hidden ? 0 : UITabBar.standardHeight
        tabBar.frame = CGRect(x: 0, y: b.height - height, width: b.width, height: height)
        _container.frame = b
        for vc in _tabs {
            vc._containerBarInsets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        }
    }

    /// Only the selected tab appears and disappears with this controller.
    override var _appearanceChildren: [UIViewController] {
        guard let selected = selectedViewController, selected.viewIfLoaded?.superview != nil else { return [] }
        return [selected]
    }
}

/// Asked and told about tab selection (V5).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension UIViewController {
    /// The tab bar controller this controller is in, if any.
    public var tabBarController: UITabBarController? { _nearestAncestor(UITabBarController.self) }
}
