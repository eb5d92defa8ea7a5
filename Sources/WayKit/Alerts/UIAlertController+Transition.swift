import Foundation

// M2: how an alert comes and goes, with UIView animations on the app's
// clock (A1): the alert fades in while shrinking from 1.2 times its size to
// its own, and fades out; an action sheet slides up from the bottom and back
// down; the dimming fades with either. The presentation (+Presentation in
// Controllers) waits for these before its `did` calls and completion.
extension UIAlertController {
    func _animateIn(animated: Bool, completion: @escaping () -> Void) {
        _isFinishing = false
        guard let alertView = _alertView else { completion(); return }
        // Built and laid out first (the fields join the window), then
        // focused: the on-screen keyboard says where it will be, and the
        // alert is placed above it before it animates in.
        UIView.performWithoutAnimation { alertView.layoutIfNeeded() }
        if let field = textFields?.first {
            field.becomeFirstResponder()
        } else {
            alertView.becomeFirstResponder()
        }
        UIView.performWithoutAnimation {
            alertView.layoutIfNeeded()
            alertView.applyShownState()
        }
        guard animated, UIView.areAnimationsEnabled else { completion(); return }
        UIView.performWithoutAnimation { alertView.applyAppearingState() }
        let duration = preferredStyle == .alert ? AlertMetrics.presentDuration : AlertMetrics.sheetPresentDuration
        // The buttons take touches while it animates in: a quick tap is
        // the user's, and the dismissal it asks for waits for the end.
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                       animations: { alertView.applyShownState() },
                       completion: { _ in completion() })
    }

    func _animateOut(animated: Bool, completion: @escaping () -> Void) {
        _isFinishing = true
        guard let alertView = _alertView else { completion(); return }
        // The keyboard slides away alongside.
        for field in textFields ?? [] where field.isFirstResponder { field.resignFirstResponder() }
        if alertView.isFirstResponder { alertView.resignFirstResponder() }
        guard animated, UIView.areAnimationsEnabled, alertView.window != nil else { completion(); return }
        UIView.animate(withDuration: AlertMetrics.dismissDuration, delay: 0, options: [.curveEaseIn],
                       animations: { alertView.applyDismissedState() },
                       completion: { _ in
                           UIView.performWithoutAnimation { alertView.applyShownState() }
                           completion()
                       })
    }

    /// Shown as a popover (M2), the popover fades it in: the alert only
    /// lays out and takes the keys (Escape chooses the cancel action).
    func _popoverWillAppear() {
        _isFinishing = false
        guard let alertView = _alertView else { return }
        UIView.performWithoutAnimation { alertView.layoutIfNeeded() }
        alertView.becomeFirstResponder()
    }

    func _popoverWillDisappear() {
        _isFinishing = true
        if let alertView = _alertView, alertView.isFirstResponder { alertView.resignFirstResponder() }
    }
}
