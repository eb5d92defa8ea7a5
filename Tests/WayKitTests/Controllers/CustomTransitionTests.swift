import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// V3: pushes and pops the app animates itself
/// (UIViewControllerAnimatedTransitioning), interactive ones driven by
/// UIPercentDrivenInteractiveTransition, and the transition coordinator.
@MainActor
@Suite(.serialized)
struct CustomTransitionTests {
    typealias Scene = FadeNavigationScene

    @Test("V3, V2: a custom push: the delegate's animation controller animates in the container, UIKit's appearance order, and the old view leaves when it calls completeTransition")
    func customPush() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        s.nav.pushViewController(b, animated: true)
        #expect(s.delegate.asked == [.push])
        #expect(s.log.take() == ["B willMove(parent)", "A viewWillDisappear", "B viewDidLoad", "B viewWillAppear", "B viewIsAppearing"])
        #expect(b.view.superview === s.nav._container, "the animator added the coming view")
        #expect(b.view.frame == s.nav._container.bounds, "finalFrame(for:) is the container's bounds")
        s.backend.stepFrame()
        s.backend.advanceTime(by: 0.2)
        s.backend.stepFrame()
        let alpha = b.view._presentedAlpha
        #expect(alpha > 0.1 && alpha < 0.9, "mid-fade: \(alpha)")
        #expect(s.root.view.superview != nil, "the old view stays until completeTransition")
        s.backend.advanceTime(by: 1)
        #expect(s.log.take() == ["A viewDidDisappear", "B viewDidAppear", "B didMove(parent)"])
        #expect(s.root.viewIfLoaded?.superview == nil)
        #expect(s.delegate.animator.ended == [true])
        #expect(s.nav._transition == nil && s.nav.topViewController === b)
        #expect(UIApplication.shared.clock.nextDeadline == nil && !UIApplication.shared._animations.isRunning, "idle after the transition")
    }

    @Test("V3, V8: a push during a custom transition is refused and logged (it cannot be jumped to its end); a second completeTransition is ignored")
    func pushDuringCustom() {
        let s = Scene()
        let b = LoggingController("B", s.log), c = LoggingController("C", s.log)
        s.nav.pushViewController(b, animated: true)
        s.nav.pushViewController(c, animated: true)
        #expect(s.nav.viewControllers.count == 2 && s.nav.topViewController === b)
        s.backend.advanceTime(by: 1)
        #expect(s.nav._transition == nil)
        #expect(s.delegate.animator.ended == [true])
        #expect(UIViewController._logged.contains("change-during-custom"))
    }

    @Test("V3, V2: an interactive custom pop with UIPercentDrivenInteractiveTransition: update scrubs the animation, cancel plays it back, UIKit's order of a cancelled pop, the stack as it was")
    func percentDrivenCancel() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        s.nav.pushViewController(b, animated: false)
        _ = s.log.take()
        let interaction = UIPercentDrivenInteractiveTransition()
        s.delegate.interaction = interaction
        s.nav.popViewController(animated: true)
        #expect(s.nav._transition?.isInteractive == true)
        #expect(s.log.take() == ["B willMove(nil)", "B viewWillDisappear", "A viewWillAppear", "A viewIsAppearing"])
        interaction.update(0.5)
        s.backend.stepFrame()
        let alpha = s.root.view._presentedAlpha
        #expect(abs(alpha - 0.5) < 0.05, "the fade follows update(): \(alpha)")
        s.backend.advanceTime(by: 2)
        #expect(s.nav._transition != nil, "paused: nothing moves without the finger")
        #expect(abs(s.root.view._presentedAlpha - 0.5) < 0.05)
        interaction.cancel()
        s.backend.advanceTime(by: 1)
        #expect(s.log.take() == ["A viewWillDisappear", "A viewDidDisappear", "B viewWillAppear", "B viewIsAppearing", "B viewDidAppear"])
        #expect(s.nav.viewControllers.count == 2 && s.nav.topViewController === b)
        #expect(s.root.viewIfLoaded?.superview == nil && b.view.superview === s.nav._container)
        #expect(s.delegate.animator.ended == [false])
        #expect(s.nav._transition == nil)
    }

    @Test("V3: an interactive custom pop that finishes: the rest plays to the end and the pop completes")
    func percentDrivenFinish() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        s.nav.pushViewController(b, animated: false)
        _ = s.log.take()
        let interaction = UIPercentDrivenInteractiveTransition()
        s.delegate.interaction = interaction
        s.nav.popViewController(animated: true)
        interaction.update(0.7)
        interaction.finish()
        s.backend.advanceTime(by: 1)
        #expect(s.log.take().suffix(3) == ["B viewDidDisappear", "A viewDidAppear", "B didMove(nil)"])
        #expect(s.nav.viewControllers.count == 1 && s.nav.topViewController === s.root)
        #expect(s.root.view._presentedAlpha == 1)
        #expect(s.delegate.animator.ended == [true])
    }

    @Test("V4: with a custom pop animation the edge pan stays off (the slide it scrubs is not the app's)")
    func edgePanOffWithCustomPop() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        s.nav.pushViewController(b, animated: false)
        let pan = try! #require(s.nav.interactivePopGestureRecognizer)
        #expect(pan.delegate?.gestureRecognizerShouldBegin(pan) == false)
        s.nav.delegate = nil
        #expect(pan.delegate?.gestureRecognizerShouldBegin(pan) == true)
    }

    @Test("V2, V3: transitionCoordinator: alongside blocks animate with the slide, completions run before viewDidAppear and learn a cancel")
    func coordinator() {
        final class Coordinated: LoggingController {
            var cancelled: [Bool] = []
            let badge = UIView()
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                #expect(transitionCoordinator != nil)
                transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 0 },
                                               completion: { [self] ctx in
                                                   cancelled.append(ctx.isCancelled)
                                                   log.add("\(name) coordinator completion")
                                               })
            }
        }
        let s = Scene()
        s.nav.delegate = nil
        let b = Coordinated("B", s.log)
        b.loadViewIfNeeded()
        b.view.addSubview(b.badge)
        s.nav.pushViewController(b, animated: true)
        s.backend.stepFrame()
        s.backend.advanceTime(by: 0.17)
        s.backend.stepFrame()
        let alpha = b.badge._presentedAlpha
        #expect(alpha > 0.05 && alpha < 0.95, "alongside the slide: \(alpha)")
        s.backend.advanceTime(by: 1)
        #expect(b.badge.alpha == 0 && b.cancelled == [false])
        let calls = s.log.take()
        let completion = calls.firstIndex(of: "B coordinator completion"), didAppear = calls.firstIndex(of: "B viewDidAppear")
        #expect(completion != nil && didAppear != nil && completion! < didAppear!, "\(calls)")
        #expect(b.transitionCoordinator == nil, "no coordinator once it has ended")
    }
}
