import Foundation

// M1, M2: a tap outside the popover is a dismissal by the user. The
// delegate may refuse it (`popoverPresentationControllerShouldDismissPopover`,
// then `presentationControllerShouldDismiss`, and `isModalInPresentation`);
// allowed, it hears `presentationControllerWillDismiss` now and
// `popoverPresentationControllerDidDismissPopover` and
// `presentationControllerDidDismiss` when the popover has gone. A
// `dismiss` from code calls none of them. An action sheet shown as a
// popover then runs its cancel action's handler, as on iPad.
extension UIPopoverPresentationController {
    func _touchedOutside() {
        let presented = presentedViewController
        guard presented._modalTransition == .idle, presented._presenting != nil else { return }
        let alert = presented as? UIAlertController
        if alert?._isFinishing == true { return }
        let popoverAgrees = _popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true
        guard popoverAgrees, _userMayDismiss() else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        alert?._isFinishing = true
        delegate?.presentationControllerWillDismiss(self)
        presentingViewController._dismiss(animated: UIView.areAnimationsEnabled) { [weak self] in
            if let self {
                self._popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
                self.delegate?.presentationControllerDidDismiss(self)
            }
            if let cancel = alert?._cancelAction { cancel.handler?(cancel) }
        }
    }
}
