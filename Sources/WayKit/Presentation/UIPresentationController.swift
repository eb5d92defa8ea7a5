import Foundation

/// Manages how a presented controller is shown (M1, M3): where its view goes
/// (``containerView``, ``frameOfPresentedViewInContainerView``), what is
/// around it, and the hooks at the start and end of the presentation and
/// dismissal transitions. Every presentation has one; a sheet's is a
/// ``UISheetPresentationController``; a `.custom` presentation's may come
/// from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`.
///
/// The full-screen styles keep WayKit's earlier arrangement: the presented
/// view goes straight into the window, which is then the container view.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented. It owns this object (its
    /// `presentationController`), so it outlives it in any ordinary use.
    public unowned let presentedViewController: UIViewController
    weak var _presentingController: UIViewController?

    /// The controller presenting; before the presentation, the one given to
    /// the initializer (or the presented controller itself when none was).
    public var presentingViewController: UIViewController {
        _presentingController ?? presentedViewController.presentingViewController ?? presentedViewController
    }

    /// Told about user dismissals and asked about adaptation (M1). Set it
    /// before presenting, as on iOS.
    public weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The view the presentation happens in, while it is presented.
    public internal(set) var containerView: UIView?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        _presentingController = presentingViewController
    }

    /// The view that is animated in and out: the presented controller's.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container: all of it.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// The presented controller's style.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }

    /// The traits the presentation is shown with: the container's, or the
    /// presenter's before it has one.
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingViewController.traitCollection
    }

    /// The style the presentation adapts to in `traitCollection`: the
    /// delegate's answer in a compact width, else `.none`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard traitCollection.horizontalSizeClass != .regular, let delegate else { return .none }
        return delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
    }

    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    // MARK: Subclass hooks (UIKit's names and order)

    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    /// Called with the container in place and the presented view in it,
    /// before the presentation animates.
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    /// Called once the presented view has left the container.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: Internal hooks (+Presentation in Controllers drives them)

    /// The style the presentation is shown in, fixed when it begins: the
    /// app's, or the full-screen style the delegate adapted a sheet to.
    var _shownStyle: UIModalPresentationStyle = .fullScreen
    /// The style to show the presentation in, in `window`: the app's (a
    /// sheet may adapt, in UISheetPresentationController).
    func _resolveShownStyle(in window: UIWindow) -> UIModalPresentationStyle { presentationStyle }
    /// The popover this sheet shows when the popover adapted to a sheet
    /// (M1): user dismissals are reported to the popover's delegate, with
    /// the popover as the controller, as UIKit does.
    weak var _adaptedFrom: UIPresentationController?
    /// Who hears of user dismissals, and the controller they are told of.
    var _dismissalDelegate: UIAdaptivePresentationControllerDelegate? { _adaptedFrom.map { $0.delegate ?? delegate } ?? delegate }
    var _dismissalSubject: UIPresentationController { _adaptedFrom ?? self }
    /// Whether the app's transitioning delegate made this one: it gets a
    /// container view of its own, which it may fill (dimming, chrome).
    var _isFromTransitioningDelegate = false

    /// Puts the presented view into `window`. The built-in full-screen
    /// styles use the window itself as container (WayKit's arrangement
    /// before presentation controllers, kept so their hit testing and
    /// frames stay as they were); an app's presentation controller gets a
    /// container over the window that takes the touches outside its view.
    func _install(in window: UIWindow) {
        let view = presentedViewController.view!
        if _isFromTransitioningDelegate {
            let container = PresentationContainerView(frame: window.bounds)
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.presentationController = self
            container.passesTouchesThrough = false
            window.addSubview(container)
            containerView = container
            view.frame = frameOfPresentedViewInContainerView
            container.addSubview(view)
        } else {
            containerView = window
            view.frame = window.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(view)
        }
    }

    /// Lays out the container's content (sheets place the sheet and the
    /// dimming; an app's controller places the presented view).
    func _layoutContainer() {
        guard _isFromTransitioningDelegate, let view = presentedViewController.viewIfLoaded,
              view.superview === containerView, !view._isAnimating else { return }
        let frame = frameOfPresentedViewInContainerView
        if frame._allFinite { view.frame = frame }
    }

    /// Animates the presented view in; the default is the controller's own
    /// (`modalTransitionStyle`, the transitioning delegate, an alert's).
    func _animateIn(animated: Bool, completion: @escaping () -> Void) {
        presentedViewController._animatePresentation(animated: animated, completion: completion)
    }

    func _animateOut(animated: Bool, completion: @escaping () -> Void) {
        presentedViewController._animateDismissal(animated: animated, completion: completion)
    }

    /// Takes the presented view and the container away after a dismissal.
    func _uninstall() {
        presentedViewController.viewIfLoaded?.removeFromSuperview()
        if let container = containerView as? PresentationContainerView { container.removeFromSuperview() }
        containerView = nil
    }

    // MARK: User dismissal (M1, M3)

    /// Whether the user may dismiss now: not `isModalInPresentation` (the
    /// presented controller's or a child's on screen), and the delegate
    /// agrees.
    func _userMayDismiss() -> Bool {
        if presentedViewController._isModalInPresentationHere { return false }
        return _dismissalDelegate?.presentationControllerShouldDismiss(_dismissalSubject) ?? true
    }

    /// A dismissal the user asked for (a tap on the dimming): refused, it
    /// tells the delegate of the attempt; allowed, the delegate hears
    /// `WillDismiss` now and `DidDismiss` when it is over.
    func _userRequestedDismissal() {
        guard presentedViewController._modalTransition == .idle, presentedViewController._presenting != nil else { return }
        guard _userMayDismiss() else {
            _dismissalDelegate?.presentationControllerDidAttemptToDismiss(_dismissalSubject)
            return
        }
        _dismissalDelegate?.presentationControllerWillDismiss(_dismissalSubject)
        presentingViewController._dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self._dismissalDelegate?.presentationControllerDidDismiss(self._dismissalSubject)
        }
    }
}

extension CGRect {
    /// Whether every number in it is finite (an app's frame may not be).
    var _allFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
