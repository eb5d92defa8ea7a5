import Foundation

/// What a custom transition's animation controller is given (V3): the
/// container to animate in, the controllers and views going and coming,
/// their frames, and the calls that report progress and the end. The
/// animation controller adds the coming view to `containerView` and calls
/// `completeTransition(_:)` once, when its animation is done; WayKit then
/// removes the view that left and makes the remaining appearance calls.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    /// An interactive transition's progress, 0…1 (its interaction
    /// controller calls these).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// The animation has ended: true when the coming controller is shown,
    /// false when the transition was cancelled.
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view starts (`.zero` when it is not in the
    /// container yet) and ends (`.zero` when it leaves).
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}
