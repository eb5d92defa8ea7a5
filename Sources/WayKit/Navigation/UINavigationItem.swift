import Foundation

/// What a navigation bar shows for a controller (V3): its title or title
/// view, its bar button items, how its back button reads, and its large
/// title's mode.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

    open var title: String? {
        didSet {
            _followsControllerTitle = false
            _changed()
        }
    }
    open var titleView: UIView? { didSet { _changed() } }
    open var prompt: String? { didSet { _changed() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The back button the *next* controller's bar shows to return here.
    open var backBarButtonItem: UIBarButtonItem? { didSet { _changed() } }
    /// The title of that back button (iOS 14), before this item's title.
    open var backButtonTitle: String? { didSet { _changed() } }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { _changed() } }
    open var hidesBackButton = false { didSet { _changed() } }
    /// With a left item, the back button shows too (else it is replaced).
    open var leftItemsSupplementBackButton = false { didSet { _changed() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { _changed() } }

    public init(title: String) {
        self.title = title
    }

    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    public func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

    /// Made by a controller for itself: its title follows the controller's
    /// until set here.
    var _followsControllerTitle = false
    weak var _owner: UIViewController?

    func _controllerTitleDidChange(_ title: String?) {
        guard _followsControllerTitle else { return }
        self.title = title
        _followsControllerTitle = true
    }

    /// The bar showing the item redraws when it changes.
    var _onChange: (() -> Void)?
    func _changed() { _onChange?() }
}
