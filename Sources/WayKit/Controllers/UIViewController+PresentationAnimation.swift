import Foundation

// M1: how a presented controller's view comes in and goes out when
// presented with animation: its `transitioningDelegate`'s animation
// controller when it gives one (run through the same context and
// coordinator as a navigation controller's custom transitions), else the
// `modalTransitionStyle`: `.coverVertical` slides up from the bottom edge
// (down again on dismissal), `.crossDissolve` fades. `.flipHorizontal` and
// `.partialCurl` fade too (WayKit draws no flip or curl; logged once).
extension UIViewController {
    /// UIKit's presentation lasts about this long.
    static let presentationDuration: TimeInterval = 0.35

    func _defaultAnimatePresentation(animated: Bool, completion: @escaping () -> Void) {
        guard animated, let v = viewIfLoaded, let container = v.superview, let presenting = _presenting else {
            completion()
            return
        }
        if let delegate = transitioningDelegate,
           let animator = delegate.animationController(forPresented: self, presenting: presenting, source: presenting) {
            if delegate.interactionControllerForPresentation(using: animator) != nil {
                _log("interactive-presentation", "interactive presentations are not supported yet; the presentation runs on its own")
            }
            _runCustomModalTransition(animator, from: presenting, to: self, container: container, completion: completion)
            return
        }
        let final = v.frame
        if modalTransitionStyle == .coverVertical {
            UIView.performWithoutAnimation { v.frame = final.offsetBy(dx: 0, dy: container.bounds.height) }
            UIView.animate(withDuration: Self.presentationDuration, delay: 0, options: [.curveEaseOut],
                           animations: { v.frame = final }, completion: { _ in completion() })
        } else {
            _logUndrawnTransitionStyle()
            UIView.performWithoutAnimation { v.alpha = 0 }
            UIView.animate(withDuration: Self.presentationDuration, animations: { v.alpha = 1 },
                           completion: { _ in completion() })
        }
    }

    func _defaultAnimateDismissal(animated: Bool, completion: @escaping () -> Void) {
        guard animated, let v = viewIfLoaded, let container = v.superview, let presenting = _presenting else {
            completion()
            return
        }
        if let delegate = transitioningDelegate, let animator = delegate.animationController(forDismissed: self) {
            if delegate.interactionControllerForDismissal(using: animator) != nil {
                _log("interactive-dismissal", "interactive dismissals are not supported yet; the dismissal runs on its own")
            }
            _runCustomModalTransition(animator, from: self, to: presenting, container: container, completion: completion)
            return
        }
        let start = v.frame
        if modalTransitionStyle == .coverVertical {
            UIView.animate(withDuration: Self.presentationDuration, delay: 0, options: [.curveEaseIn],
                           animations: { v.frame = start.offsetBy(dx: 0, dy: container.bounds.height) },
                           completion: { _ in
                               // Back in place for a later presentation.
                               UIView.performWithoutAnimation { v.frame = start }
                               completion()
                           })
        } else {
            _logUndrawnTransitionStyle()
            UIView.animate(withDuration: Self.presentationDuration, animations: { v.alpha = 0 },
                           completion: { _ in
                               UIView.performWithoutAnimation { v.alpha = 1 }
                               completion()
                           })
        }
    }

    private func _logUndrawnTransitionStyle() {
        if modalTransitionStyle == .flipHorizontal || modalTransitionStyle == .partialCurl {
            _log("transition-style", "modalTransitionStyle \(modalTransitionStyle) is shown as a cross-dissolve")
        }
    }

    /// A presentation or dismissal animated by the app's animation
    /// controller. It ends when the animation controller calls
    /// `completeTransition(_:)`; a presentation cannot be cancelled (none is
    /// interactive), so `false` is logged and taken as done.
    private func _runCustomModalTransition(_ animator: UIViewControllerAnimatedTransitioning, from: UIViewController,
                                           to: UIViewController, container: UIView, completion: @escaping () -> Void) {
        let context = TransitionContext(
            coordinator: TransitionCoordinator(from: from, to: to, containerView: container, animated: true,
                                               interactive: false, duration: Self.presentationDuration),
            animationController: animator)
        let coordinator = context.coordinator
        coordinator.transitionDuration = context.duration
        _transitionCoordinator = coordinator
        context.onComplete = { [weak self] completed in
            if !completed {
                self?._log("presentation-cancel", "completeTransition(false) for a presentation that cannot be cancelled; taken as done")
            }
            coordinator.end(cancelled: false)
            if self?._transitionCoordinator === coordinator { self?._transitionCoordinator = nil }
            animator.animationEnded(true)
            completion()
        }
        context.animate()
    }
}
