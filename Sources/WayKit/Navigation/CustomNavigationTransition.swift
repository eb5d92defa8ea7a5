import Foundation

/// A push or pop animated by the app (V3): the delegate's animation
/// controller animates in the container; with an interaction controller it
/// starts interactive. The context's `completeTransition(_:)` ends it: the
/// view that left is removed (the coming one when cancelled), and the
/// animation controller is told `animationEnded(_:)`.
@MainActor
final class CustomNavigationTransition: NavigationTransitioning {
    let operation: NavigationOperation
    let from: UIViewController
    let to: UIViewController
    let animated = true
    let isInteractive: Bool
    let coordinator: TransitionCoordinator
    let context: TransitionContext
    private let interaction: UIViewControllerInteractiveTransitioning?
    var onEnd: (Bool) -> Void = { _ in }

    init(_ operation: NavigationOperation, coordinator: TransitionCoordinator,
         animation: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?) {
        self.operation = operation
        from = coordinator.from
        to = coordinator.to
        self.coordinator = coordinator
        self.interaction = interaction
        isInteractive = interaction != nil
        context = TransitionContext(coordinator: coordinator, animationController: animation)
        coordinator.transitionDuration = context.duration
    }

    func start() {
        context.onComplete = { [weak self] completed in self?.end(completed) }
        if let interaction { interaction.startInteractiveTransition(context) } else { context.animate() }
    }

    func completeNow() -> Bool { false }

    private func end(_ completed: Bool) {
        let container = coordinator.containerView
        UIView.performWithoutAnimation {
            if completed {
                from.viewIfLoaded?.removeFromSuperview()
                // An animation controller that never added the coming view
                // would leave the screen empty.
                if to.view.superview !== container {
                    to.view.frame = container.bounds
                    container.addSubview(to.view)
                }
            } else {
                to.viewIfLoaded?.removeFromSuperview()
                if let v = from.viewIfLoaded, v.superview !== container { container.addSubview(v) }
            }
        }
        context.animationController.animationEnded(completed)
        onEnd(completed)
    }
}
