import Foundation
@testable import WayKit
import WayKitTesting

/// A cross-fade, written as iOS apps write one: the custom transition the
/// V3 tests push and pop with.
@MainActor
final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    var ended: [Bool] = []
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A navigation delegate offering the fade (unless `custom` is false) and,
/// when set, an interaction controller; it keeps the operations it was asked
/// about.
@MainActor
final class FadeNavigationDelegate: UINavigationControllerDelegate {
    let animator = FadeAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?
    var custom = true
    var asked: [UINavigationController.Operation] = []
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append(operation)
        return custom ? animator : nil
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
}

/// A 400×600 window whose root is a navigation controller over "A", with
/// the fade delegate set.
@MainActor
final class FadeNavigationScene {
    let backend = HeadlessBackend(size: CGSize(width: 400, height: 600))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let log = CallLog()
    let nav: UINavigationController
    let root: LoggingController
    let delegate = FadeNavigationDelegate()

    init() {
        root = LoggingController("A", log)
        nav = UINavigationController(rootViewController: root)
        nav.delegate = delegate
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        _ = log.take()
    }
}
