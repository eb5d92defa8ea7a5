import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite(.serialized)
struct NavigationTests {
    @MainActor final class Scene {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 600))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let log = CallLog()
        let nav: UINavigationController
        let root: LoggingController

        init() {
            root = LoggingController("A", log)
            root.title = "Inbox"
            nav = UINavigationController(rootViewController: root)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            _ = log.take()
        }

        func settle() { backend.advanceTime(by: 1) }

        /// A finger from the leading edge to `x`, in `steps`, then lifted
        /// after `hold` seconds still.
        func edgeDrag(to x: CGFloat, steps: Int = 12, hold: TimeInterval = 0.2, lift: Bool = true) -> Int {
            let id = backend.touchDown(at: CGPoint(x: 4, y: 300))
            for i in 1...steps {
                backend.advanceTime(by: backend.eventInterval)
                backend.touchMove(id, to: CGPoint(x: 4 + (x - 4) * CGFloat(i) / CGFloat(steps), y: 300))
            }
            if lift {
                backend.advanceTime(by: hold)
                backend.touchUp(id)
            }
            return id
        }
    }

    @Test("V3, V2: a push: old viewWillDisappear, new viewWillAppear, the slide, old viewDidDisappear, new viewDidAppear; the view slides in from the trailing edge")
    func pushOrder() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        b.title = "Message"
        s.nav.pushViewController(b, animated: true)
        #expect(s.nav.topViewController === b && s.nav.viewControllers.count == 2)
        #expect(s.log.take() == ["B willMove(parent)", "A viewWillDisappear", "B viewDidLoad", "B viewWillAppear", "B viewIsAppearing"])
        s.backend.stepFrame()
        s.backend.advanceTime(by: 0.15)
        s.backend.stepFrame()
        let x = b.view._presentedCenter.x
        #expect(x > 200 && x < 600, "mid-slide: \(x)")
        #expect(s.root.view._presentedCenter.x < 200, "the old view moves part of the way")
        s.settle()
        #expect(s.log.take() == ["A viewDidDisappear", "B viewDidAppear", "B didMove(parent)"])
        #expect(b.view.frame == s.nav.view.bounds)
        #expect(s.root.viewIfLoaded?.superview == nil)
        #expect(s.nav.navigationBar._titleLabel.text == "Message")
        #expect(s.nav.navigationBar._backButton?.title(for: .normal) == "‹ Inbox")
        #expect(b.view.safeAreaInsets.top == UINavigationBar.standardHeight, "the content's safe area excludes the bar")
        #expect(UIApplication.shared.clock.nextDeadline == nil && !UIApplication.shared._animations.isRunning, "idle after the transition")
    }

    @Test("V3, V2: a pop (the back button) mirrors the push; the popped controller leaves its parent")
    func popOrder() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        s.nav.pushViewController(b, animated: false)
        #expect(s.log.take() == ["B willMove(parent)", "A viewWillDisappear", "B viewDidLoad", "B viewWillAppear", "B viewIsAppearing",
                                 "A viewDidDisappear", "B viewDidAppear", "B didMove(parent)"])
        s.window.layoutIfNeeded()
        let back = try! #require(s.nav.navigationBar._backButton)
        let p = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        s.backend.tap(at: p)
        s.settle()
        #expect(s.log.take() == ["B willMove(nil)", "B viewWillDisappear", "A viewWillAppear", "A viewIsAppearing",
                                 "B viewDidDisappear", "A viewDidAppear", "B didMove(nil)"])
        #expect(s.nav.viewControllers.count == 1 && b.parent == nil)
        #expect(s.nav.navigationBar._backButton == nil)
    }

    @Test("V3: the back button's title: backBarButtonItem, backButtonTitle, the title, Back, then the chevron, as space allows")
    func backButtonTitles() {
        let s = Scene()
        let b = UIViewController()
        b.title = "Detail"
        s.nav.pushViewController(b, animated: false)
        let bar = s.nav.navigationBar
        #expect(bar._backTitleCandidates == ["‹ Inbox", "‹ Back", "‹"])
        s.root.navigationItem.backButtonTitle = "Mail"
        #expect(bar._backTitleCandidates == ["‹ Mail", "‹ Inbox", "‹ Back", "‹"])
        s.root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up")
        #expect(bar._backTitleCandidates.first == "‹ Up")
        s.root.navigationItem.backBarButtonItem = nil
        s.root.navigationItem.backButtonTitle = nil
        // A title too long for the space beside the centred title: "Back".
        s.root.title = "A very long inbox title that cannot fit"
        s.window.layoutIfNeeded()
        bar.layoutIfNeeded()
        #expect(bar._backButton?.title(for: .normal) == "‹ Back")
        b.navigationItem.backButtonDisplayMode = .minimal
        bar.layoutIfNeeded()
        #expect(bar._backButton?.title(for: .normal) == "‹")
    }

    @Test("V4, V2: an edge pan follows the finger and, released past half the width, completes the pop")
    func interactivePopCompletes() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        s.nav.pushViewController(b, animated: false)
        _ = s.log.take()
        let id = s.edgeDrag(to: 150, lift: false)
        #expect(s.nav._transition?.isInteractive == true)
        s.backend.stepFrame()
        // The popped view follows the finger (less the pan's threshold).
        let followed = b.view._presentedCenter.x - 200
        #expect(followed > 100 && followed < 160, "follows the finger: \(followed)")
        for i in 1...10 {
            s.backend.advanceTime(by: s.backend.eventInterval)
            s.backend.touchMove(id, to: CGPoint(x: 150 + CGFloat(i) * 10, y: 300))
        }
        s.backend.advanceTime(by: 0.05)
        s.backend.touchMove(id, to: CGPoint(x: 251, y: 300))
        s.backend.touchUp(id)
        s.settle()
        #expect(s.nav.viewControllers.count == 1)
        #expect(s.log.take() == ["B willMove(nil)", "B viewWillDisappear", "A viewWillAppear", "A viewIsAppearing",
                                 "B viewDidDisappear", "A viewDidAppear", "B didMove(nil)"])
        #expect(UIApplication.shared.clock.nextDeadline == nil && !UIApplication.shared._animations.isRunning)
    }

    @Test("V4, V2: an edge pan released before half the width, still, cancels: UIKit's order of a cancelled pop, and the stack as it was")
    func interactivePopCancels() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        s.nav.pushViewController(b, animated: false)
        _ = s.log.take()
        _ = s.edgeDrag(to: 120, hold: 0.3)
        s.settle()
        #expect(s.nav.viewControllers.count == 2 && s.nav.topViewController === b)
        #expect(s.log.take() == ["B willMove(nil)", "B viewWillDisappear", "A viewWillAppear", "A viewIsAppearing",
                                 "A viewWillDisappear", "A viewDidDisappear", "B viewWillAppear", "B viewIsAppearing", "B viewDidAppear"])
        #expect(b.view.frame == s.nav.view.bounds && b.view.superview != nil)
        #expect(s.root.viewIfLoaded?.superview == nil)
        #expect(s.nav.navigationBar.topItem === b.navigationItem)
        #expect(UIApplication.shared.clock.nextDeadline == nil && !UIApplication.shared._animations.isRunning)
    }

    @Test("V4, G4: the edge pan against a button: the pop begins and the button's touch is cancelled (no action)")
    func edgePanCancelsButton() {
        let s = Scene()
        let b = UIViewController()
        s.nav.pushViewController(b, animated: false)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 280, width: 120, height: 44)
        var fired = 0, cancelled = 0
        button.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
        button.addAction(UIAction { _ in cancelled += 1 }, for: .touchCancel)
        b.view.addSubview(button)
        _ = s.edgeDrag(to: 300)
        s.settle()
        #expect(fired == 0 && cancelled == 1)
        #expect(s.nav.viewControllers.count == 1)
    }

    @Test("V4, S7: a horizontal scroll view under the finger wins against the edge pan; require(toFail:) gives the pan back")
    func edgePanVersusScrollView() {
        let s = Scene()
        let b = UIViewController()
        s.nav.pushViewController(b, animated: false)
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 200, width: 400, height: 200))
        carousel.contentSize = CGSize(width: 2000, height: 200)
        carousel.contentOffset = CGPoint(x: 800, y: 0)
        b.view.addSubview(carousel)
        _ = s.edgeDrag(to: 200)
        s.settle()
        #expect(s.nav.viewControllers.count == 2, "the carousel scrolled; no pop")
        #expect(carousel.contentOffset.x < 800)
        carousel.panGestureRecognizer.require(toFail: try! #require(s.nav.interactivePopGestureRecognizer))
        _ = s.edgeDrag(to: 300)
        s.settle()
        #expect(s.nav.viewControllers.count == 1, "with require(toFail:) the edge pan pops")
    }

    @Test("V4: a custom left item, hidesBackButton or a hidden bar turn the edge pan off; leftItemsSupplementBackButton keeps it")
    func edgePanConditions() {
        let s = Scene()
        let b = UIViewController()
        s.nav.pushViewController(b, animated: false)
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
        _ = s.edgeDrag(to: 300)
        s.settle()
        #expect(s.nav.viewControllers.count == 2)
        b.navigationItem.leftItemsSupplementBackButton = true
        _ = s.edgeDrag(to: 300)
        s.settle()
        #expect(s.nav.viewControllers.count == 1)
    }

    @Test("V3, V8: pushing a controller already on the stack, popping the root, an empty stack, and a push during an interactive pop are refused and logged; the stack stays consistent")
    func badInput() {
        let s = Scene()
        let b = UIViewController(), c = UIViewController()
        s.nav.pushViewController(b, animated: false)
        s.nav.pushViewController(b, animated: false)
        #expect(s.nav.viewControllers.count == 2)
        #expect(s.nav.popViewController(animated: false) === b)
        #expect(s.nav.popViewController(animated: false) == nil, "the root stays")
        s.nav.setViewControllers([], animated: false)
        #expect(s.nav.viewControllers.count == 1)
        s.nav.pushViewController(b, animated: false)
        _ = s.edgeDrag(to: 100, lift: false)
        #expect(s.nav._transition?.isInteractive == true)
        s.nav.pushViewController(c, animated: true)
        #expect(!s.nav.viewControllers.contains { $0 === c })
        s.backend.cancelTouches()
        s.settle()
        #expect(s.nav._transition == nil)
        #expect(s.nav.viewControllers.count == 2)
        // A push during an animated push finishes the first.
        s.nav.pushViewController(c, animated: true)
        let d = UIViewController()
        s.nav.pushViewController(d, animated: true)
        s.settle()
        #expect(s.nav.viewControllers.map { ObjectIdentifier($0) } == [s.root, b, c, d].map { ObjectIdentifier($0) })
        #expect(c.viewIfLoaded?.superview == nil && d.view.superview != nil)
    }

    @Test("V3: popToRoot and setViewControllers: only the top is seen leaving; the ones between leave without appearance calls")
    func popToRootAndSet() {
        let s = Scene()
        let b = LoggingController("B", s.log), c = LoggingController("C", s.log)
        s.nav.pushViewController(b, animated: false)
        s.nav.pushViewController(c, animated: false)
        _ = s.log.take()
        let popped = s.nav.popToRootViewController(animated: true) ?? []
        s.settle()
        #expect(popped.count == 2)
        #expect(s.log.take() == ["B willMove(nil)", "C willMove(nil)", "C viewWillDisappear", "A viewWillAppear", "A viewIsAppearing",
                                 "C viewDidDisappear", "A viewDidAppear", "B didMove(nil)", "C didMove(nil)"])
        s.nav.setViewControllers([s.root, b, c], animated: true)
        s.settle()
        #expect(s.nav.topViewController === c && s.nav.viewControllers.count == 3)
        #expect(b.parent === s.nav)
    }

    @Test("V3: a large title collapses as the content scrolls up (the bar shrinks to its standard height, the inline title shows), stretches when pulled down, and expands again at rest; the content's inset does not change")
    func largeTitleCollapses() {
        let s = Scene()
        s.nav.navigationBar.prefersLargeTitles = true
        let list = UIViewController()
        list.title = "Mail"
        let scroll = UIScrollView()
        scroll.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        scroll.contentSize = CGSize(width: 400, height: 3000)
        list.view.addSubview(scroll)
        s.nav.pushViewController(list, animated: false)
        s.window.layoutIfNeeded()
        scroll.frame = list.view.bounds
        s.window.layoutIfNeeded()
        let full = UINavigationBar.standardHeight + UINavigationBar.largeTitleHeight
        #expect(scroll.adjustedContentInset.top == full, "the content starts under the expanded bar")
        scroll.contentOffset.y = -full
        let bar = s.nav.navigationBar
        #expect(bar.frame.height == full && !bar._largeTitleLabel.isHidden && bar._titleLabel.isHidden)
        scroll.contentOffset.y = -full + 30
        #expect(bar.frame.height == full - 30, "the bar follows the content: \(bar.frame.height)")
        bar.layoutIfNeeded()
        #expect(bar._largeTitleLabel.alpha < 1 && bar._largeTitleLabel.alpha > 0)
        scroll.contentOffset.y = 200
        bar.layoutIfNeeded()
        #expect(bar.frame.height == UINavigationBar.standardHeight)
        #expect(bar._largeTitleLabel.isHidden && !bar._titleLabel.isHidden && bar._titleLabel.text == "Mail", "collapsed: the inline title")
        #expect(scroll.adjustedContentInset.top == full, "the inset stays: nothing jumps")
        scroll.contentOffset.y = -full - 40
        #expect(bar.frame.height == full + 40, "pulled down, the bar stretches")
        scroll.contentOffset.y = -full
        #expect(bar.frame.height == full)
        // A drag through the compositor's path (touches) moves it too.
        let id = s.backend.touchDown(at: CGPoint(x: 200, y: 500))
        for i in 1...10 {
            s.backend.advanceTime(by: s.backend.eventInterval)
            s.backend.touchMove(id, to: CGPoint(x: 200, y: 500 - CGFloat(i) * 20))
        }
        #expect(bar.frame.height == UINavigationBar.standardHeight, "a drag of 200 points collapses it: \(bar.frame.height)")
        s.backend.touchUp(id)
        s.settle()
    }

    @Test("V4, issue 19 speed: an interactive pop held still asks for no frames (the paused transition moves only when the finger does); a move damages and draws it, and the release runs the rest")
    func heldPopIsIdle() {
        let s = Scene()
        let b = LoggingController("B", s.log)
        s.nav.pushViewController(b, animated: false)
        let id = s.edgeDrag(to: 150, lift: false)
        #expect(s.nav._transition?.isInteractive == true)
        s.backend.advanceTime(by: 0.5)
        #expect(!UIApplication.shared.frameClock.needsFrames, "a finger held still costs no frames")
        _ = s.window.takeDamage()
        s.backend.touchMove(id, to: CGPoint(x: 170, y: 300))
        #expect(s.window.pendingDamage != [], "the move redraws the screens")
        s.backend.advanceTime(by: 0.3)
        s.backend.touchUp(id)
        #expect(UIApplication.shared.frameClock.needsFrames, "released, the transition plays on the clock")
        s.settle()
        #expect(s.nav.viewControllers.count == 2 && !UIApplication.shared.frameClock.needsFrames)
    }
}
