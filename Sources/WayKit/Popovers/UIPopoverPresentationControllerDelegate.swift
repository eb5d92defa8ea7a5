import Foundation

#if !_runtime(_ObjC)
/// UIKit's `willRepositionPopoverTo:in:` passes the view through an
/// Objective-C out-pointer type that Swift on Linux does not have; this
/// alias lets iOS code that implements the method compile unchanged.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
#endif

/// Told about a popover (M1): before it shows, when the user taps outside
/// it, and when the window's layout moves it. Adaptation and the general
/// dismissal calls are the refined ``UIAdaptivePresentationControllerDelegate``'s.
/// Set it as the popover presentation controller's `delegate` (the
/// inherited property, as on iOS).
///
/// All methods are optional (default implementations below).
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be placed and shown (not called when it is
    /// adapted to another style).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// A touch outside asks to dismiss (default true). UIKit deprecated it
    /// for `presentationControllerShouldDismiss(_:)`; both are asked.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A dismissal by a touch outside has ended.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// The window's layout is moving the popover (a resize): the source
    /// rect and view may be changed here.
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: AutoreleasingUnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: AutoreleasingUnsafeMutablePointer<UIView>) {}
}
