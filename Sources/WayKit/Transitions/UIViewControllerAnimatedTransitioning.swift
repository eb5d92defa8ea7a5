import Foundation

/// A custom transition's animation (V3): the navigation controller's
/// delegate returns one from
/// `navigationController(_:animationControllerFor:from:to:)`.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Animates the views in the context's container and calls its
    /// `completeTransition(_:)` when done.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// An animator an interactive transition scrubs instead of capturing
    /// the animations `animateTransition(using:)` makes. Optional in UIKit,
    /// with a non-optional result; the default here is a placeholder the
    /// transition recognizes as "none" (a Swift witness returning
    /// non-optional would not replace an optional-returning default).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// Told after `completeTransition(_:)`.
    func animationEnded(_ transitionCompleted: Bool)
}

// UIKit's optional requirements.
extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        let none = UIViewPropertyAnimator(duration: 0, curve: .linear)
        none._isPlaceholder = true
        return none
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a custom transition by hand (V3): the navigation controller's
/// delegate returns one from `navigationController(_:interactionControllerFor:)`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true by default).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
