import Foundation

// Presentation, as far as the app skeleton needs it (V2): the presented
// controller's view covers the presenter's window and answers to it in the
// responder chain (R2). Appearance calls follow V2: a full-screen
// presentation sends the presenter viewWillDisappear, then the presented
// controller its appear calls, then the presenter viewDidDisappear; sheets
// and the `over…` styles send the presenter nothing. Sheets, popovers,
// alerts and their animations are M1–M3's (the presentation issue).
extension UIViewController {
    func _present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard _presented == nil else {
            _log("present-busy", "present(_:) while already presenting \(type(of: _presented!)); ignored")
            return
        }
        guard controller._presenting == nil, controller._parent == nil, controller !== self else {
            _log("present-twice", "present(_:) of a controller that is already presented or in a container; ignored")
            return
        }
        guard let window = viewIfLoaded?.window else {
            _log("present-offscreen", "present(_:) from a controller whose view is in no window; ignored")
            return
        }
        _presented = controller
        controller._presenting = self
        controller._isBeingPresented = true
        let fullScreen = controller.modalPresentationStyle.removesPresenterView
        if fullScreen { beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        let v = controller.view!
        v.frame = window.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(v)
        controller._callIsAppearingIfInWindow()
        controller.endAppearanceTransition()
        if fullScreen {
            viewIfLoaded?.isHidden = true
            endAppearanceTransition()
        }
        completion?()
    }

    func _dismiss(animated: Bool, completion: (() -> Void)?) {
        guard let presented = _presented else {
            if let presenting = _presenting {
                presenting.dismiss(animated: animated, completion: completion)
            } else {
                completion?()
            }
            return
        }
        // Whatever the presented controller presented goes first.
        if presented._presented != nil { presented.dismiss(animated: animated) }
        let fullScreen = presented.modalPresentationStyle.removesPresenterView
        // The mirror of the presentation: presented viewWillDisappear, the
        // presenter's appear calls, then presented viewDidDisappear.
        presented._isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if fullScreen {
            viewIfLoaded?.isHidden = false
            beginAppearanceTransition(true, animated: animated)
            endAppearanceTransition()
        }
        presented.viewIfLoaded?.removeFromSuperview()
        presented.endAppearanceTransition()
        _presented = nil
        presented._presenting = nil
        completion?()
    }
}
