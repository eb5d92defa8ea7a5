import Foundation

/// One push or pop (V3, V4): from, to, the container, and the animator that
/// moves them, as data the view animation system drives (STYLE: controllers
/// own transitions, not pixels). A push slides the new view in from the
/// trailing edge over the old one, which moves a third of the way and dims;
/// a pop is the reverse. An interactive pop only scrubs the animator's
/// progress, then finishes or cancels it. The navigation controller makes
/// the appearance calls at begin, end and cancel, in one place.
@MainActor
final class NavigationTransition: NavigationTransitioning {
    typealias Operation = NavigationOperation

    /// UIKit's push lasts about this long.
    static let duration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// How dark the view underneath gets.
    static let dimAlpha: CGFloat = 0.1

    let operation: Operation
    let from: UIViewController
    let to: UIViewController
    let container: UIView
    let animated: Bool
    let isInteractive: Bool
    /// Y4: with Reduce Motion on, a push or pop that the app animates is a
    /// cross-fade in place instead of a slide (an interactive pop, which
    /// follows the finger, still slides).
    let fades: Bool
    private(set) var animator: UIViewPropertyAnimator?
    private let dimming = UIView()
    /// The views drawn from cached images while the slide runs.
    private var rasterized: [UIView] = []
    private var ended = false
    /// Told once: true when the transition completed, false when cancelled.
    var onEnd: (Bool) -> Void = { _ in }
    /// Runs the controllers' alongside blocks and completions.
    let coordinator: TransitionCoordinator

    init(_ operation: Operation, from: UIViewController, to: UIViewController, container: UIView,
         animated: Bool, interactive: Bool, coordinator: TransitionCoordinator) {
        self.coordinator = coordinator
        self.operation = operation
        self.from = from
        self.to = to
        self.container = container
        self.animated = animated
        self.isInteractive = interactive && animated
        self.fades = animated && !(interactive && animated) && AccessibilitySettings.shared.reduceMotion
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
    }

    /// The view on top during the slide (the pushed one, or the popped one)
    /// and the one underneath.
    private var upper: UIView { operation == .push ? to.view : from.view }
    private var lower: UIView { operation == .push ? from.view : to.view }

    func start() {
        let b = container.bounds, w = b.width
        UIView.performWithoutAnimation {
            if operation == .push {
                to.view.frame = fades ? b : b.offsetBy(dx: w, dy: 0)
                if fades { to.view.alpha = 0 }
                container.addSubview(to.view)
            } else {
                to.view.frame = fades ? b : b.offsetBy(dx: -w * Self.parallax, dy: 0)
                container.insertSubview(to.view, belowSubview: from.view)
            }
            dimming.frame = b
            dimming.alpha = operation == .push ? 0 : Self.dimAlpha
            container.insertSubview(dimming, aboveSubview: lower)
        }
        guard animated else {
            coordinator.runAlongside()
            end(true)
            return
        }
        // Both screens move whole: drawn once, then placed (UIView+Rasterizing).
        upper._requestRasterizing(true)
        lower._requestRasterizing(true)
        rasterized = [upper, lower]
        // Where the backend can, the two screens and the dimming are
        // surfaces of their own that the compositor moves: a frame of the
        // slide (a finger's motion in an interactive pop) draws nothing
        // (UIView+CompositingLayer).
        for v in [lower, dimming, upper] { v._requestCompositingLayer(true) }
        let a = UIViewPropertyAnimator(duration: Self.duration, curve: isInteractive ? .linear : .easeInOut) { [self] in
            place(completed: true)
            coordinator.runAlongside()
        }
        a.addCompletion { [weak self] position in self?.end(position == .end) }
        coordinator.joinRunning = { [weak a] block in a?.addAnimations(block) }
        animator = a
        if isInteractive { a.pauseAnimation() } else { a.startAnimation() }
    }

    /// The views where a completed (or cancelled) transition leaves them.
    private func place(completed: Bool) {
        let b = container.bounds, w = b.width
        let pushedIn = (operation == .push) == completed
        if fades {
            upper.frame = b
            lower.frame = b
            upper.alpha = pushedIn ? 1 : 0
            dimming.alpha = 0
            return
        }
        upper.frame = pushedIn ? b : b.offsetBy(dx: w, dy: 0)
        lower.frame = pushedIn ? b.offsetBy(dx: -w * Self.parallax, dy: 0) : b
        dimming.alpha = pushedIn ? Self.dimAlpha : 0
    }

    /// An interactive pop's progress, 0…1.
    func update(_ fraction: CGFloat) {
        guard let animator, fraction.isFinite else { return }
        animator.fractionComplete = min(max(fraction, 0), 1)
        coordinator.percentComplete = animator.fractionComplete
    }

    /// Releases an interactive pop: it runs on to the end or back to the
    /// start in the time left.
    func release(completing: Bool) {
        guard let animator else { return }
        let done = animator.fractionComplete
        coordinator.interactionEnded(cancelled: !completing)
        if !completing { animator.isReversed = true }
        let left = completing ? 1 - done : done
        animator.continueAnimation(withTimingParameters: nil, durationFactor: max(0.2, left))
    }

    /// Jumps to the end now (a push or present arriving mid-transition).
    func completeNow() -> Bool {
        guard let animator, !ended else { return true }
        animator.stopAnimation(false)
        animator.finishAnimation(at: animator.isReversed ? .start : .end)
        return true
    }

    private func end(_ completed: Bool) {
        guard !ended else { return }
        ended = true
        for v in rasterized { v._requestRasterizing(false) }
        rasterized = []
        for v in [lower, dimming, upper] { v._requestCompositingLayer(false) }
        UIView.performWithoutAnimation {
            dimming.removeFromSuperview()
            let b = container.bounds
            // A fade leaves alphas changed; a view keeps none of it.
            if fades { to.view.alpha = 1; from.view.alpha = 1 }
            if completed {
                to.view.frame = b
                from.view.removeFromSuperview()
                from.view.frame = b
            } else {
                from.view.frame = b
                to.view.removeFromSuperview()
                to.view.frame = b
            }
        }
        onEnd(completed)
    }
}
