import Foundation

// M1, M3: which presentation controller a controller is shown by. As on
// iOS, reading `presentationController` (or `sheetPresentationController`)
// before presenting makes it, so the app can set its delegate and detents
// first; the presentation then uses that one, unless the style has changed
// to one it cannot show.
extension UIViewController {
    /// The presentation controller of this controller's presentation, or of
    /// its nearest presented ancestor's; made for the current
    /// `modalPresentationStyle` when not yet presented.
    public var presentationController: UIPresentationController? {
        if let parent = _parent { return parent.presentationController }
        if let pc = _presentationControllerStorage { return pc }
        let pc = _makePresentationController(presenting: _presenting)
        _presentationControllerStorage = pc
        return pc
    }

    /// The sheet's presentation controller when the style is a sheet
    /// (`.automatic`, `.pageSheet`, `.formSheet`), else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        guard _parent != nil || _presentsAsSheet else { return nil }
        return presentationController as? UISheetPresentationController
    }

    /// Whether the style asks for a sheet (M3). An alert never is one.
    var _presentsAsSheet: Bool {
        guard !(self is UIAlertController) else { return false }
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: return true
        default: return false
        }
    }

    /// The popover's presentation controller when the style is `.popover`
    /// (or this is an action sheet, M2), else nil; a child's is its
    /// presented ancestor's. Made on first read, so the app sets its source
    /// and delegate before presenting, as on iOS. WayKit gives an action
    /// sheet one in any window (whether it shows as a popover is decided
    /// by the window it is presented in); UIKit only on iPad.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let parent = _parent { return parent.popoverPresentationController }
        guard _presentsAsPopover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// Whether the style asks for a popover (M1), or this is an action
    /// sheet (M2: a popover in a regular-width window).
    var _presentsAsPopover: Bool {
        if let alert = self as? UIAlertController { return alert.preferredStyle == .actionSheet }
        return modalPresentationStyle == .popover
    }

    private func _makePresentationController(presenting: UIViewController?) -> UIPresentationController {
        if _presentsAsPopover { return UIPopoverPresentationController(presentedViewController: self, presenting: presenting) }
        return _presentsAsSheet
            ? UISheetPresentationController(presentedViewController: self, presenting: presenting)
            : UIPresentationController(presentedViewController: self, presenting: presenting)
    }

    /// Whether `pc` is the kind of presentation controller the style asks
    /// for.
    private func _fitsStyle(_ pc: UIPresentationController) -> Bool {
        (pc is UISheetPresentationController) == _presentsAsSheet && (pc is UIPopoverPresentationController) == _presentsAsPopover
    }

    /// The presentation controller a presentation by `presenting` uses: the
    /// transitioning delegate's for `.custom`, else the one already made if
    /// it fits the style, else a new one (keeping the app's delegate).
    func _presentationController(forPresentationBy presenting: UIViewController) -> UIPresentationController {
        if modalPresentationStyle == .custom, let delegate = transitioningDelegate,
           let pc = delegate.presentationController(forPresented: self, presenting: presenting, source: presenting) {
            if pc.presentedViewController === self {
                pc._presentingController = presenting
                pc._isFromTransitioningDelegate = true
                _presentationControllerStorage = pc
                return pc
            }
            _log("foreign-presentation-controller", "the transitioning delegate's presentation controller is for another controller; ignored")
        }
        if let pc = _presentationControllerStorage, !pc._isFromTransitioningDelegate,
           _fitsStyle(pc) {
            pc._presentingController = presenting
            return pc
        }
        let pc = _makePresentationController(presenting: presenting)
        pc.delegate = _presentationControllerStorage?.delegate
        _presentationControllerStorage = pc
        return pc
    }

    /// `isModalInPresentation` of this controller or of a child on screen
    /// (a navigation controller's top controller, say), as UIKit reads it.
    var _isModalInPresentationHere: Bool {
        if isModalInPresentation { return true }
        return _appearanceChildren.contains { $0._isModalInPresentationHere }
    }
}
