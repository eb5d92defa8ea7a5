import Foundation

/// Told about a presentation the user may end (M1, M3): a sheet swiped
/// down or its dimming tapped. `presentationControllerWillDismiss` and
/// `presentationControllerDidDismiss` are called only for dismissals the
/// user makes, never for `dismiss(animated:)` from code, as in UIKit.
///
/// All methods are optional (default implementations below), as UIKit's
/// `@objc optional` ones are.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to show the presentation in when the window is compact
    /// (`.none`: the presentation's own, unadapted). Asked at presentation;
    /// WayKit honours `.fullScreen` and `.overFullScreen` for a sheet, and
    /// those, `.pageSheet` and `.formSheet` for a popover. Not implemented
    /// (the default answers `.automatic`), the presentation adapts as it
    /// would with no delegate: a popover becomes a page sheet, as in UIKit.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// As above, with the traits being adapted to; the default asks
    /// ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Whether a dismissal the user starts may go ahead (default true).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A user dismissal begins (a swipe down may still be given up: then no
    /// `DidDismiss` follows).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A user dismissal has ended; the presented controller is gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss but `isModalInPresentation` or
    /// ``presentationControllerShouldDismiss(_:)`` refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
