import Foundation

/// What a transition tells those taking part in it (V2, V3, V8): whether it
/// animates, is interactive or was cancelled, how long it lasts and who
/// goes where. Handed to alongside blocks and completions.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var isInteractive: Bool { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs changes alongside a transition and after it: what a controller's
/// `transitionCoordinator` returns while it is pushed, popped or resized.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `animation` runs in the transition's animation (scrubbed with an
    /// interactive one); `completion` once it has ended or been cancelled.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`; the view is a hint
    /// UIKit uses for views outside the container, which WayKit needs not.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// `handler` is told when an interactive transition is released (it then
    /// finishes or cancels without the finger).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

// Defaults for a transition that is never interactive and moves no
// controller (a window resize).
extension UIViewControllerTransitionCoordinatorContext {
    public var isInteractive: Bool { false }
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var percentComplete: CGFloat { 0 }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var presentationStyle: UIModalPresentationStyle { .none }
    public var targetTransform: CGAffineTransform { .identity }
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }
    public func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
