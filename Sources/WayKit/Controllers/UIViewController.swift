import Foundation

/// Manages a view hierarchy: its root ``view``, child controllers, and modal
/// presentation. It sits in the responder chain between its root view and that
/// view's superview, or its presenting controller when presented (R1, R2).
///
/// - Important: main actor only.
@MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?
    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var presentingViewController: UIViewController?
    public private(set) var presentedViewController: UIViewController?
    open var title: String?

    public override init() { super.init() }

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

    // MARK: Children

    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// Presents `controller` modally: its view covers the presenting view's
    /// window, and it answers to this controller in the responder chain (R2).
    /// WayKit does not animate; `completion` runs at once.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, controller.presentingViewController == nil,
              let window = _view?.window else { return }
        presentedViewController = controller
        controller.presentingViewController = self
        let v = controller.view!
        v.frame = window.bounds
        window.addSubview(v)
        completion?()
    }

    /// Dismisses the controller this one presented, or this one if it was
    /// presented.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            // Whatever the presented controller presented goes first.
            if presented.presentedViewController != nil { presented.dismiss(animated: animated) }
            presentedViewController = nil
            presented.presentingViewController = nil
            presented.viewIfLoaded?.removeFromSuperview()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
            return
        }
        completion?()
    }
}
