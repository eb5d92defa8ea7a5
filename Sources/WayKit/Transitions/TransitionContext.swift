import Foundation

/// What a custom animation controller is handed (V3): the coordinator's
/// record seen through UIKit's context protocol, plus the one call that
/// ends the transition. `completeTransition(_:)` counts once; a second call
/// is logged and ignored, so a transition can neither end twice nor leave
/// the stack half changed.
///
/// - Important: main actor only.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    let coordinator: TransitionCoordinator
    let animationController: UIViewControllerAnimatedTransitioning
    /// Told once, with the result.
    var onComplete: (Bool) -> Void = { _ in }
    private var completed = false

    init(coordinator: TransitionCoordinator, animationController: UIViewControllerAnimatedTransitioning) {
        self.coordinator = coordinator
        self.animationController = animationController
    }

    var containerView: UIView { coordinator.containerView }
    var isAnimated: Bool { coordinator.isAnimated }
    var isInteractive: Bool { coordinator.isInteractive }
    var transitionWasCancelled: Bool { coordinator.isCancelled }
    var presentationStyle: UIModalPresentationStyle { coordinator.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        coordinator.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { coordinator.interactionEnded(cancelled: false) }
    func cancelInteractiveTransition() { coordinator.interactionEnded(cancelled: true) }
    func pauseInteractiveTransition() { coordinator.isInteractive = true }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else {
            coordinator.from._log("complete-twice", "completeTransition(_:) called again for a transition that has ended; ignored")
            return
        }
        completed = true
        onComplete(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        coordinator.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { coordinator.view(forKey: key) }

    /// The view leaving starts where it is and ends nowhere; the view coming
    /// starts nowhere and ends filling the container (UIKit's `.zero`s).
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === coordinator.from ? containerView.bounds : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === coordinator.to ? containerView.bounds : .zero
    }

    var duration: TimeInterval { max(0, animationController.transitionDuration(using: self)) }

    /// Runs the animation controller, then the alongside blocks in an
    /// animation of the same length (captured with it when interactive).
    func animate() {
        animationController.animateTransition(using: self)
        let d = duration
        UIView.animate(withDuration: d > 0 ? d : 0.001) { [coordinator] in coordinator.runAlongside() }
        // A block handed over later animates over what is left of the
        // transition, not a whole duration from then.
        let start = UIApplication.shared.clock.now
        coordinator.joinRunning = { block in
            let left = d - (UIApplication.shared.clock.now - start)
            UIView.animate(withDuration: max(0.001, left), animations: block)
        }
    }
}
