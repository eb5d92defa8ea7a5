import CPixman
import Foundation
import Testing
@testable import WayKit
@testable import WayKitRender

/// V3 and issue 19's speed: changes to a sliding screen that its cached
/// image must not miss (found by review).
@MainActor
@Suite(.serialized)
struct TransitionRasterEdgeCaseTests {
    init() { RenderServices.install() }

    /// A screen whose view is a scroll view (as UITableViewController's):
    /// horizontal colour bands down its content.
    final class ScrollScreen: UIViewController {
        override func loadView() {
            let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            s.backgroundColor = .white
            s.contentSize = CGSize(width: 400, height: 3000)
            s.showsVerticalScrollIndicator = false
            s.contentInsetAdjustmentBehavior = .never
            for i in 0..<30 {
                let band = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 400, height: 100))
                band.backgroundColor = i % 2 == 0 ? .systemRed : .systemBlue
                s.addSubview(band)
            }
            view = s
        }
    }

    @MainActor struct Harness {
        let clock: EventClock
        let window: UIWindow
        let nav: UINavigationController
        let renderer = PixmanRenderer()
        let image: PixmanImage

        func frame(_ dt: TimeInterval) {
            clock.advance(by: dt)
            UIApplication.shared.frameClock.tick(at: clock.now)
            window.layoutIfNeededForDisplay()
            _ = renderer.render(window, into: image, scale: 1, damage: window.takeDamage())
        }
    }

    func harness(root: UIViewController) throws -> Harness {
        UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = .white
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let image = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: 400, height: 300))
        let h = Harness(clock: UIApplication.shared.clock, window: window, nav: nav, image: image)
        _ = h.renderer.render(window, into: image, scale: 1, damage: nil)
        _ = window.takeDamage()
        return h
    }

    /// Draws the window view by view with rasterizing off.
    func direct(_ window: UIWindow, _ views: [UIView]) throws -> PixmanImage {
        for v in views { v._rasterizeRequests -= 1; UIView._rasterizedViewCount -= 1 }
        defer { for v in views { v._rasterizeRequests += 1; UIView._rasterizedViewCount += 1 } }
        return try #require(PixmanRenderer().renderImage(window, scale: 1))
    }

    @Test("V3: the sliding screen's own view scrolls mid-push (its contentOffset is its bounds origin): the image must be drawn again")
    func rasterizedScrollViewScrolls() throws {
        let h = try harness(root: UIViewController())
        let detail = ScrollScreen()
        h.nav.pushViewController(detail, animated: true)
        h.frame(1.0 / 60)
        h.frame(0.05)
        let scroll = try #require(detail.view as? UIScrollView)
        #expect(scroll._rasterizesContent)
        let before = scroll._rasterVersion
        scroll.contentOffset = CGPoint(x: 0, y: 100)   // red band 0 scrolls out, blue band 1 at the top
        #expect(scroll._rasterVersion != before, "a scroll of the rasterized view itself leaves its version unchanged")
        h.frame(1.0 / 60)
        let reference = try direct(h.window, [detail.view, h.nav.viewControllers[0].view])
        let left = Int((scroll._presentedCenter.x - scroll.bounds.width / 2).rounded())
        let x = min(399, max(left + 200, 0)), y = 150
        #expect(h.image.pixel(x: x, y: y) == reference.pixel(x: x, y: y), "stale image: old offset drawn at \(x),\(y)")
        for _ in 0..<60 { h.frame(1.0 / 60) }
    }

    @Test("V3: an alongside animation of the coming screen's own background colour (transitionCoordinator) shows during the slide")
    func rasterizedViewOwnBackgroundAnimates() throws {
        let h = try harness(root: UIViewController())
        let detail = UIViewController()
        detail.view.backgroundColor = .white
        h.nav.pushViewController(detail, animated: true)
        h.nav.transitionCoordinator?.animate(alongsideTransition: { _ in detail.view.backgroundColor = .black }, completion: nil)
        h.frame(1.0 / 60)
        h.frame(0.15)
        h.frame(0.1)
        #expect(detail.view._rasterizesContent, "still sliding")
        let reference = try direct(h.window, [detail.view, h.nav.viewControllers[0].view])
        let left = Int((detail.view._presentedCenter.x - detail.view.bounds.width / 2).rounded())
        let x = min(399, max(left + 100, 0)), y = 200
        #expect(h.image.pixel(x: x, y: y) == reference.pixel(x: x, y: y),
                "background drawn from the first frame's image: \(String(h.image.pixel(x: x, y: y), radix: 16)) vs \(String(reference.pixel(x: x, y: y), radix: 16))")
        for _ in 0..<60 { h.frame(1.0 / 60) }
    }

    final class ColourOnAppear: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            view.backgroundColor = .black
        }
    }

    @Test("V3: a change made while no view is rasterized (B's viewDidAppear, when a second push jumps the first to its end in the same frame) is not in B's image when the second push rasterizes B again")
    func staleImageAcrossTransitions() throws {
        let h = try harness(root: UIViewController())
        let b = ColourOnAppear()
        b.view.backgroundColor = .white
        h.nav.pushViewController(b, animated: true)
        h.frame(1.0 / 60)
        h.frame(0.1)           // B's image (white) is cached
        let c = UIViewController()
        c.view.backgroundColor = .white
        h.nav.pushViewController(c, animated: true)   // the first push ends now: B viewDidAppear turns it black
        #expect(b.view.backgroundColor == .black)
        #expect(b.view._rasterizesContent, "B slides out under C")
        h.frame(1.0 / 60)
        h.frame(0.1)
        let reference = try direct(h.window, [b.view, c.view])
        let left = Int((b.view._presentedCenter.x - b.view.bounds.width / 2).rounded())
        let x = min(399, max(left + 50, 0)), y = 200
        #expect(h.image.pixel(x: x, y: y) == reference.pixel(x: x, y: y),
                "B drawn from the image cached before its viewDidAppear: \(String(h.image.pixel(x: x, y: y), radix: 16)) vs \(String(reference.pixel(x: x, y: y), radix: 16))")
        for _ in 0..<60 { h.frame(1.0 / 60) }
    }

    @Test("V3: the sliding screen's own view scrolls with setContentOffset(_:animated: true) mid-push (the animation engine's damage leaves a rasterized view's own animations out)")
    func rasterizedScrollViewAnimatedScroll() throws {
        let h = try harness(root: UIViewController())
        let detail = ScrollScreen()
        h.nav.pushViewController(detail, animated: true)
        h.frame(1.0 / 60)
        h.frame(0.05)
        let scroll = try #require(detail.view as? UIScrollView)
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        h.frame(0.1)
        h.frame(0.1)
        #expect(scroll._rasterizesContent, "still sliding")
        let reference = try direct(h.window, [detail.view, h.nav.viewControllers[0].view])
        let left = Int((scroll._presentedCenter.x - scroll.bounds.width / 2).rounded())
        let x = min(399, max(left + 200, 0))
        var differ = 0
        for y in stride(from: 60, to: 300, by: 10) where h.image.pixel(x: x, y: y) != reference.pixel(x: x, y: y) { differ += 1 }
        #expect(differ == 0, "\(differ) of 24 sampled pixels differ from drawing every view")
        for _ in 0..<60 { h.frame(1.0 / 60) }
    }
}
