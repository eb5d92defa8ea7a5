import Foundation

/// Where a presented controller is in its presentation (M1). The allowed
/// moves, written once: idle → presenting → idle (shown) → dismissing →
/// idle (gone). A `dismiss` while presenting waits for the presentation to
/// end; a second `dismiss` while dismissing is logged and dropped.
enum ModalTransitionPhase {
    case idle, presenting, dismissing
}

// Presentation (M1, V2): the presentation controller puts the presented
// controller's view into the window (full screen) or a container (sheets, an
// app's presentation controller), and the presented controller answers to
// the presenter in the responder chain (R2). Appearance calls follow V2: a
// full-screen presentation sends the presenter viewWillDisappear, then the
// presented controller its appear calls, then the presenter
// viewDidDisappear; sheets and the `over…` styles send the presenter
// nothing. The presentation controller animates the view in and out (a
// sheet slides; otherwise the controller's `_animatePresentation` /
// `_animateDismissal`: an alert's own, M2); the `did` calls and the
// completion wait for the animation.
extension UIViewController {
    func _present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard _presented == nil else {
            _log("present-busy", "present(_:) while already presenting \(_presented.map { "\(type(of: $0))" } ?? "?"); ignored")
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
        let pc = controller._presentationController(forPresentationBy: self)
        pc._shownStyle = pc._resolveShownStyle(in: window)
        _presented = controller
        controller._presenting = self
        controller._isBeingPresented = true
        controller._modalTransition = .presenting
        let fullScreen = pc._shownStyle.removesPresenterView
        if fullScreen { beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        pc._install(in: window)
        pc.presentationTransitionWillBegin()
        controller._callIsAppearingIfInWindow()
        pc._animateIn(animated: animated) { [weak self] in
            controller._modalTransition = .idle
            controller.endAppearanceTransition()
            if fullScreen, let self {
                self.viewIfLoaded?.isHidden = true
                self.endAppearanceTransition()
            }
            pc.presentationTransitionDidEnd(true)
            completion?()
            if let pending = controller._pendingDismissal {
                controller._pendingDismissal = nil
                controller.dismiss(animated: pending.animated, completion: pending.completion)
            }
        }
    }

    func _dismiss(animated: Bool, completion: (() -> Void)?) {
        guard let presented = _presented else {
            if let presenting = _presenting {
                presenting._dismiss(animated: animated, completion: completion)
            } else {
                completion?()
            }
            return
        }
        switch presented._modalTransition {
        case .presenting:
            // UIKit warns and drops it; running it when the presentation
            // ends leaves nothing half presented and keeps the app's intent.
            _log("dismiss-while-presenting", "dismiss(animated:) while \(type(of: presented)) is still being presented; it is dismissed when the presentation ends")
            let earlier = presented._pendingDismissal?.completion
            presented._pendingDismissal = (animated, {
                earlier?()
                completion?()
            })
            return
        case .dismissing:
            _log("dismiss-while-dismissing", "dismiss(animated:) while \(type(of: presented)) is already being dismissed; ignored")
            return
        case .idle:
            break
        }
        // Whatever the presented controller presented goes first, at once.
        if presented._presented != nil { presented.dismiss(animated: false) }
        let pc = presented._presentationControllerStorage
        let fullScreen = pc?._shownStyle.removesPresenterView ?? presented.modalPresentationStyle.removesPresenterView
        // The mirror of the presentation: presented viewWillDisappear, the
        // presenter's appear calls, then presented viewDidDisappear.
        presented._isBeingDismissed = true
        presented._modalTransition = .dismissing
        // A sheet dragged down was sent viewWillDisappear already (M1).
        if presented._appearance != .disappearing {
            presented.beginAppearanceTransition(false, animated: animated)
        }
        if fullScreen {
            viewIfLoaded?.isHidden = false
            beginAppearanceTransition(true, animated: animated)
        }
        pc?.dismissalTransitionWillBegin()
        let animateOut: (Bool, @escaping () -> Void) -> Void = pc.map { pc in { pc._animateOut(animated: $0, completion: $1) } }
            ?? { presented._animateDismissal(animated: $0, completion: $1) }
        animateOut(animated) { [weak self] in
            if fullScreen { self?.endAppearanceTransition() }
            if let pc { pc._uninstall() } else { presented.viewIfLoaded?.removeFromSuperview() }
            presented.endAppearanceTransition()
            presented._modalTransition = .idle
            if let self, self._presented === presented { self._presented = nil }
            presented._presenting = nil
            pc?.dismissalTransitionDidEnd(true)
            completion?()
        }
    }
}
