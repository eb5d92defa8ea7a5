import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// V2, V3, V7 at their edges, found by review: a cancelled custom push,
/// controllers freed after their pop, stack changes from inside a
/// transition's callbacks, keyframes in an interactive transition, and a
/// page controller's "Next" button.
@MainActor
@Suite(.serialized)
struct TransitionEdgeCaseTests {
    typealias Scene = FadeNavigationScene

    @Test("V3, V2: an interactive custom push that is cancelled leaves the stack as it was (UIKit: the pushed controller is not on the stack, not a child)")
    func cancelledCustomPush() {
        let s = Scene()
        let interaction = UIPercentDrivenInteractiveTransition()
        s.delegate.interaction = interaction
        let b = LoggingController("B", s.log)
        s.nav.pushViewController(b, animated: true)
        interaction.update(0.3)
        interaction.cancel()
        s.backend.advanceTime(by: 1)
        #expect(s.nav._transition == nil)
        #expect(s.nav.viewControllers.count == 1, "stack after a cancelled push: \(s.nav.viewControllers.count)")
        #expect(s.nav.topViewController === s.root)
        #expect(b.parent == nil, "the cancelled push's controller is still a child")
        #expect(s.root.view.superview === s.nav._container)
    }

    @Test("V2, V3: a push from the pop's transitionCoordinator completion (a common iOS pattern) runs after the pop has fully ended: A never gets viewDidAppear after its viewWillDisappear")
    func pushFromCoordinatorCompletion() {
        let s = Scene()
        s.delegate.custom = false
        let b = LoggingController("B", s.log), c = LoggingController("C", s.log)
        s.nav.pushViewController(b, animated: false)
        _ = s.log.take()
        s.nav.popViewController(animated: true)
        s.nav.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
            s.nav.pushViewController(c, animated: false)
        }
        s.backend.advanceTime(by: 1)
        let calls = s.log.take().filter { $0.contains("ppear") }
        // UIKit-consistent: the pop ends (B did-disappear, A did-appear) before
        // the push begins (A will-disappear ...), or A's appearance is at least balanced.
        let aDidAppear = calls.firstIndex(of: "A viewDidAppear")
        let aWillDisappear = calls.firstIndex(of: "A viewWillDisappear")
        #expect(aDidAppear != nil && aWillDisappear != nil && aDidAppear! < aWillDisappear!, "\(calls)")
        #expect(s.nav.topViewController === c && c.view.superview === s.nav._container)
        #expect(b.viewIfLoaded?.superview == nil)
    }

    final class Pages: UIPageViewControllerDataSource {
        let pages: [LoggingController]
        init(_ log: CallLog) { pages = ["P0", "P1", "P2"].map { LoggingController($0, log) } }
        func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? {
            guard let i = pages.firstIndex(where: { $0 === v }), i > 0 else { return nil }
            return pages[i - 1]
        }
        func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? {
            guard let i = pages.firstIndex(where: { $0 === v }), i < pages.count - 1 else { return nil }
            return pages[i + 1]
        }
    }

    @Test("V7: setViewControllers([next], .forward, animated: true) to the page the data source already gave as the next one (an onboarding 'Next' button) keeps containment balanced")
    func setAnimatedToNeighbour() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 600))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let log = CallLog()
        let source = Pages(log)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        window.rootViewController = pager
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        _ = log.take()
        var done: [Bool] = []
        pager.setViewControllers([source.pages[1]], direction: .forward, animated: true) { done.append($0) }
        backend.advanceTime(by: 2)
        let calls = log.take()
        #expect(done == [true])
        #expect(pager.viewControllers?.first === source.pages[1])
        #expect(!calls.contains("P1 willMove(nil)") && !calls.contains("P1 didMove(nil)"), "P1 was removed from its parent and added again: \(calls)")
        let willAdd = calls.filter { $0 == "P1 willMove(parent)" }.count, didAdd = calls.filter { $0 == "P1 didMove(parent)" }.count
        #expect(willAdd == didAdd, "unbalanced containment: \(calls.filter { $0.hasPrefix("P1") })")
        #expect(source.pages[1].view.convert(CGPoint.zero, to: nil) == .zero)
    }

    @Test("V3: a popped controller is freed once its pop has ended (each transition's onEnd closure holds the transition, which holds from/to)")
    func poppedControllerIsFreed() { expectPoppedFreed(custom: false) }

    @Test("V3: a popped controller is freed after a custom pop too")
    func poppedControllerIsFreedCustom() { expectPoppedFreed(custom: true) }

    /// Pushes and pops a controller, animated, with the slide or the fade;
    /// nothing may keep it alive afterwards.
    func expectPoppedFreed(custom: Bool) {
        let s = Scene()
        s.delegate.custom = custom
        weak var weakB: UIViewController?
        do {
            let b = UIViewController()
            weakB = b
            s.nav.pushViewController(b, animated: true)
            s.backend.advanceTime(by: 1)
            s.nav.popViewController(animated: true)
            s.backend.advanceTime(by: 1)
        }
        #expect(s.nav.viewControllers.count == 1)
        #expect(weakB == nil, "the popped controller is still alive")
    }

    /// An animation controller written with a keyframe animation.
    final class KeyframeAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { toView.alpha = 1 }
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    final class KeyframeDelegate: UINavigationControllerDelegate {
        let animator = KeyframeAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    @Test("V3: an interactive custom pop whose animation controller uses UIView.animateKeyframes stays paused under the finger and cancels back")
    func percentDrivenKeyframes() {
        let s = Scene()
        let d = KeyframeDelegate()
        s.nav.delegate = d
        let b = LoggingController("B", s.log)
        s.nav.pushViewController(b, animated: false)
        s.nav.popViewController(animated: true)
        d.interaction.update(0.2)
        s.backend.advanceTime(by: 2)
        #expect(s.nav._transition != nil, "the finger is still down, yet the pop has ended")
        #expect(s.nav.viewControllers.count == 2 || s.nav._transition != nil)
        d.interaction.cancel()
        s.backend.advanceTime(by: 1)
        #expect(s.nav.topViewController === b, "the cancelled pop popped")
    }

    final class WillShowPusher: UINavigationControllerDelegate {
        var next: UIViewController?
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            guard let n = next else { return }
            next = nil
            navigationController.pushViewController(n, animated: true)
        }
    }

    @Test("V2, V3, V8: a push from inside navigationController(_:willShow:) (re-entrant, during a transition) leaves the stack, the container and the appearance calls consistent")
    func pushFromWillShow() {
        let s = Scene()
        UIViewController._logged.removeAll()
        let d = WillShowPusher()
        s.nav.delegate = d
        let b = LoggingController("B", s.log), c = LoggingController("C", s.log)
        d.next = c
        s.nav.pushViewController(b, animated: true)
        s.backend.advanceTime(by: 2)
        #expect(s.nav._transition == nil)
        let top = s.nav.topViewController
        let inContainer = s.nav._container.subviews.filter { !$0.isHidden && $0.alpha > 0 && $0.frame.intersects(s.nav._container.bounds) }
        #expect(inContainer.count == 1 && inContainer.first === top?.view, "container shows \(inContainer.count) views; top is \(String(describing: (top as? LoggingController)?.name))")
        #expect(!UIViewController._logged.contains("unbalanced-begin") && !UIViewController._logged.contains("unbalanced-end"), "unbalanced appearance transitions")
        let calls = s.log.take().filter { $0.contains("ppear") }
        for name in ["B", "C"] {
            let mine = calls.filter { $0.hasPrefix(name + " ") }
            // Whatever happened, each controller ends in a stable state: its last call is a did-.
            #expect(mine.last.map { $0.contains("Did") } ?? true, "\(name): \(mine)")
        }
    }
}
