import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// M1: a presentation with animation: `modalTransitionStyle` and the
/// transitioning delegate's animation controller.
@MainActor
@Suite(.serialized)
struct PresentationAnimationTests {
    @MainActor final class Scene {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 600))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let log = CallLog()
        let a: LoggingController
        init() {
            a = LoggingController("A", log)
            window.rootViewController = a
            window.makeKeyAndVisible()
            _ = log.take()
        }
        func frame(_ dt: TimeInterval) {
            backend.stepFrame()
            backend.advanceTime(by: dt)
            backend.stepFrame()
        }
    }

    @Test("M1: .coverVertical slides the presented view up from the bottom edge and back down on dismissal; the completions wait for it")
    func coverVertical() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        b.modalPresentationStyle = .fullScreen
        var done = false
        s.a.present(b, animated: true) { done = true }
        s.frame(0.15)
        let y = b.view._presentedCenter.y
        #expect(y > 300 && y < 900, "mid-slide: \(y)")
        #expect(!done)
        s.backend.advanceTime(by: 1)
        #expect(done && b.view.frame == s.window.bounds)
        var dismissed = false
        s.a.dismiss(animated: true) { dismissed = true }
        s.frame(0.2)
        #expect(b.view._presentedCenter.y > 300 && !dismissed, "sliding down")
        s.backend.advanceTime(by: 1)
        #expect(dismissed && b.viewIfLoaded?.superview == nil && s.a.presentedViewController == nil)
        #expect(b.view.frame == s.window.bounds, "back in place for another presentation")
        #expect(UIApplication.shared.clock.nextDeadline == nil && !UIApplication.shared._animations.isRunning)
    }

    @Test("M1: .crossDissolve fades the presented view in and out")
    func crossDissolve() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        b.modalPresentationStyle = .overFullScreen
        b.modalTransitionStyle = .crossDissolve
        s.a.present(b, animated: true)
        s.frame(0.15)
        let alpha = b.view._presentedAlpha
        #expect(alpha > 0.05 && alpha < 0.95, "mid-fade: \(alpha)")
        #expect(b.view.frame == s.window.bounds, "no slide")
        s.backend.advanceTime(by: 1)
        #expect(b.view.alpha == 1)
        #expect(s.log.take().filter { $0.hasPrefix("A") }.isEmpty, "over full screen: the presenter is told nothing (V2)")
        s.a.dismiss(animated: true)
        s.frame(0.15)
        #expect(b.view._presentedAlpha < 0.95)
        s.backend.advanceTime(by: 1)
        #expect(b.viewIfLoaded?.superview == nil && b.view.alpha == 1)
    }

    final class FromLeft: UIViewControllerAnimatedTransitioning {
        var presenting = true
        var ended: [Bool] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            if presenting {
                guard let to = transitionContext.view(forKey: .to) else { return }
                container.addSubview(to)
                to.frame = container.bounds.offsetBy(dx: -container.bounds.width, dy: 0)
                UIView.animate(withDuration: 0.4, animations: { to.frame = container.bounds }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            } else {
                guard let from = transitionContext.view(forKey: .from) else { return }
                UIView.animate(withDuration: 0.4, animations: { from.alpha = 0 }) { _ in
                    transitionContext.completeTransition(true)
                }
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let animator = FromLeft()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator.presenting = true
            return animator
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator.presenting = false
            return animator
        }
    }

    @Test("M1, V2: a transitioningDelegate's animation controller presents and dismisses; a full-screen presentation's appearance calls wait for its completeTransition")
    func customAnimator() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        b.modalPresentationStyle = .fullScreen
        let delegate = Delegate()
        b.transitioningDelegate = delegate
        s.a.present(b, animated: true)
        #expect(b.transitionCoordinator != nil)
        s.frame(0.2)
        let x = b.view._presentedCenter.x
        #expect(x > -200 && x < 200, "the app's animation from the left: \(x)")
        #expect(s.log.lines == ["A viewWillDisappear", "B viewDidLoad", "B viewWillAppear", "B viewIsAppearing"])
        s.backend.advanceTime(by: 1)
        #expect(s.log.take().suffix(2) == ["B viewDidAppear", "A viewDidDisappear"])
        #expect(delegate.animator.ended == [true] && b.transitionCoordinator == nil)
        s.a.dismiss(animated: true)
        s.frame(0.2)
        #expect(b.view._presentedAlpha < 1 && b.view.superview != nil)
        s.backend.advanceTime(by: 1)
        #expect(s.log.take() == ["B viewWillDisappear", "A viewWillAppear", "A viewIsAppearing", "A viewDidAppear", "B viewDidDisappear"])
        #expect(b.viewIfLoaded?.superview == nil && s.a.presentedViewController == nil)
        #expect(delegate.animator.ended == [true, true])
    }
}
