import Foundation

/// Lets a context menu's delegate follow its life; WayKit runs no
/// animations with it, so completions run at once.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// Answers for a context menu interaction: which menu, if any, opens at a
/// location (D6).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu opened at `location` (the interaction's
    /// view's coordinates); nil opens none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}

/// A context menu on a view (D6): a long press with a finger, or a secondary
/// click with a mouse (E6), asks the delegate for a configuration at the
/// press point and opens its menu there.
///
///     view.addInteraction(UIContextMenuInteraction(delegate: self))
///     func contextMenuInteraction(_ i: UIContextMenuInteraction,
///                                 configurationForMenuAtLocation p: CGPoint) -> UIContextMenuConfiguration? {
///         UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [delete]) })
///     }
///
/// The interaction works through two gesture recognizers it adds to the
/// view, a long press (0.5 s) and a secondary-button tap, so the event
/// model's rules hold: on a control, the long press beats the control's
/// action (C4).
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    public private(set) weak var view: UIView?
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?

    private let longPress = UILongPressGestureRecognizer()
    private let secondaryClick = UITapGestureRecognizer()
    /// Where the last menu was asked for, in the view's coordinates.
    private var lastLocation: CGPoint?
    /// The menu open now.
    private weak var menuWindow: MenuWindow?
    /// Set by a button: its menu opens against the button's bounds, not the
    /// press point.
    var _anchorsAtViewBounds = false

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        _ = longPress.addTarget { [weak self] (r: UILongPressGestureRecognizer) in
            if r.state == .began { self?._open(at: r.location(in: self?.view)) }
        }
        _ = secondaryClick.addTarget { [weak self] (r: UITapGestureRecognizer) in
            self?._open(at: r.location(in: self?.view))
        }
        secondaryClick.buttonMaskRequired = .secondary
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(longPress)
        self.view?.removeGestureRecognizer(secondaryClick)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
        view?.addGestureRecognizer(secondaryClick)
    }

    /// Where the menu was opened, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view, let p = lastLocation else { return .zero }
        guard let view else { return own.convert(p, to: own.window) }
        return own.convert(p, to: view)
    }

    /// Closes the menu if it is open.
    open func dismissMenu() { menuWindow?.dismissMenu() }

    /// Asks the delegate and opens the menu at `location` (view coordinates).
    func _open(at location: CGPoint) {
        guard let view, let delegate else { return }
        lastLocation = location
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location),
              let menu = configuration.actionProvider?([]) else { return }
        let anchor = _anchorsAtViewBounds ? view.bounds : CGRect(origin: location, size: CGSize(width: 1, height: 1))
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        menuWindow = MenuWindow.present(menu, from: view, anchor: anchor, sender: view) { [weak self] in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
        }
    }
}
