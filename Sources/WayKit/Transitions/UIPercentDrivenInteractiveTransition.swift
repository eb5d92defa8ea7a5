import Foundation

/// An interaction controller driven by a percentage (V3): the app's
/// gesture calls `update(_:)` as the finger moves and `finish()` or
/// `cancel()` on release. The animation controller's
/// `animateTransition(using:)` runs once, its `UIView.animate` blocks
/// joining one paused animator that `update` scrubs (UIKit pauses the
/// container's layers the same way); an animation controller that offers
/// `interruptibleAnimator(using:)` has that animator scrubbed instead.
/// Captured blocks keep their changes but play on the transition's linear
/// timeline, not their own curves.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    open var timingCurve: Any?
    public private(set) var percentComplete: CGFloat = 0
    private var context: TransitionContext?
    private var animator: UIViewImplicitlyAnimating?
    /// `finish()` (true) or `cancel()` (false) called before the transition
    /// started: done as soon as it starts.
    private var pendingEnd: Bool?

    public override init() {}

    /// The transition's length, from its animation controller.
    open var duration: CGFloat { CGFloat(context?.duration ?? 0) }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? TransitionContext else { return }
        context = ctx
        let offered = ctx.animationController.interruptibleAnimator(using: ctx)
        let a: UIViewImplicitlyAnimating
        if let p = offered as? UIViewPropertyAnimator, p._isPlaceholder {
            let captured = UIViewPropertyAnimator(duration: max(ctx.duration, 0.001), curve: .linear)
            let previous = UIView._transitionCapture
            UIView._transitionCapture = captured
            ctx.animate()
            UIView._transitionCapture = previous
            a = captured
        } else {
            a = offered
            a.addAnimations { ctx.coordinator.runAlongside() }
        }
        ctx.coordinator.joinRunning = { [weak a] block in a?.addAnimations(block) }
        a.pauseAnimation()
        a.fractionComplete = percentComplete
        animator = a
        if let end = pendingEnd {
            pendingEnd = nil
            if end { finish() } else { cancel() }
        } else if !wantsInteractiveStart {
            finish()
        }
    }

    /// Moves the transition to `percentComplete` (0…1).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        animator?.fractionComplete = self.percentComplete
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func pauseInteractiveTransition() {
        animator?.pauseAnimation()
        context?.pauseInteractiveTransition()
    }

    /// Plays the rest to the end.
    open func finish() {
        guard let animator, let context else { pendingEnd = true; return }
        context.finishInteractiveTransition()
        animator.isReversed = false
        animator.continueAnimation(withTimingParameters: nil, durationFactor: speedFactor)
        self.context = nil
        self.animator = nil
    }

    /// Plays back to the start: the transition is cancelled.
    open func cancel() {
        guard let animator, let context else { pendingEnd = false; return }
        context.cancelInteractiveTransition()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: speedFactor)
        self.context = nil
        self.animator = nil
    }

    private var speedFactor: CGFloat {
        completionSpeed > 0 && completionSpeed.isFinite ? 1 / completionSpeed : 1
    }
}
