import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite("Hit-testing")
struct HitTestingTests {
    // 001: a status-bar window whose hitTest passes touches through when no
    // item is hit, above the app window; A ⊃ B, and C added after A.
    final class UIStatusBarWindow: UIWindow {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }
    final class UIStatusBar: UIView {}
    final class UIStatusBarForegroundView: UIView {}
    final class UIStatusBarServiceItemView: UIView {}
    final class UIStatusBarDataNetworkItemView: UIView {}
    final class UIStatusBarBatteryItemView: UIView {}
    final class UIStatusBarTimeItemView: UIView {}

    @Test("H1: H5: T1: 001's log: the status-bar window is asked first, then the app window, parent before child")
    func seed001WindowLog() {
        let backend = HeadlessBackend()
        let app = makeWindow(backend)
        let vc = UIViewController()
        app.rootViewController = vc
        let a = AView(frame: CGRect(x: 20, y: 60, width: 200, height: 200))
        let b = BView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let c = CView(frame: CGRect(x: 20, y: 300, width: 200, height: 100))
        a.addSubview(b)
        vc.view.addSubview(a)
        vc.view.addSubview(c)

        let statusBar = UIStatusBarWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        statusBar.windowLevel = .statusBar
        // The items are the window's own subviews, last added asked first, all in
        // the top 20 points, so a touch lower down misses every one.
        for item: UIView in [UIStatusBarTimeItemView(), UIStatusBarBatteryItemView(), UIStatusBarDataNetworkItemView(),
                             UIStatusBarServiceItemView(), UIStatusBarForegroundView(), UIStatusBar()] {
            item.frame = CGRect(x: 0, y: 0, width: 320, height: 20)
            statusBar.addSubview(item)
        }
        statusBar.isHidden = false

        let trace = DeliveryTrace.start()
        backend.tap(at: CGPoint(x: 50, y: 100))   // inside B
        trace.stop()

        let pointInsideLog = trace.entries.compactMap { entry -> String? in
            guard case .pointInside(let v, let inside) = entry else { return nil }
            return inside ? "[\(v) can answer]" : "non answer in \(v)"
        }
        #expect(pointInsideLog == [
            "[UIStatusBarWindow can answer]",
            "non answer in UIStatusBar",
            "non answer in UIStatusBarForegroundView",
            "non answer in UIStatusBarServiceItemView",
            "non answer in UIStatusBarDataNetworkItemView",
            "non answer in UIStatusBarBatteryItemView",
            "non answer in UIStatusBarTimeItemView",
            "[UIWindow can answer]",
            "[UIView can answer]",
            "non answer in CView",
            "[AView can answer]",
            "[BView can answer]",
        ])
        // 001 hooked hitTest on the app window's classes only.
        let appNames: Set = ["CView", "BView", "AView", "UIView", "UIWindow"]
        let hitTestLog = trace.entries.compactMap { entry -> String? in
            guard case .hitTestResult(let v, let r) = entry, appNames.contains(v) else { return nil }
            return "hit view is: \(r ?? "(null)") and self is: \(v)"
        }
        #expect(hitTestLog == [
            "hit view is: (null) and self is: CView",
            "hit view is: BView and self is: BView",
            "hit view is: BView and self is: AView",
            "hit view is: BView and self is: UIView",
            "hit view is: BView and self is: UIWindow",
        ])
        #expect(b.log == ["BView began 1", "BView ended 1"])
    }

    /// 004's tree: A ⊃ {B, C}, C ⊃ {F, E}; C after B, E after F.
    func seed004Tree(_ backend: HeadlessBackend) -> (UIWindow, AView, BView, CView, EView, FView) {
        let window = makeWindow(backend)
        let a = AView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let b = BView(frame: CGRect(x: 10, y: 10, width: 280, height: 150))
        let c = CView(frame: CGRect(x: 10, y: 200, width: 280, height: 190))
        let f = FView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let e = EView(frame: CGRect(x: 150, y: 10, width: 100, height: 100))
        window.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        c.addSubview(f)
        c.addSubview(e)
        return (window, a, b, c, e, f)
    }

    @Test("H3: H5: 004's visit order: tapping E asks A, C, E (last added first) and E gets touchesBegan")
    func seed004VisitOrder() {
        let backend = HeadlessBackend()
        let (_, _, _, _, e, _) = seed004Tree(backend)
        let trace = DeliveryTrace.start()
        backend.touchDown(at: CGPoint(x: 200, y: 250))
        trace.stop()
        #expect(trace.objcLines(only: ["AView", "BView", "CView", "EView", "FView"]) == [
            "-[AView hitTest:withEvent:]",
            "-[AView pointInside:withEvent:]",
            "-[CView hitTest:withEvent:]",
            "-[CView pointInside:withEvent:]",
            "-[EView hitTest:withEvent:]",
            "-[EView pointInside:withEvent:]",
            "-[EView touchesBegan:withEvent:]",
        ])
        #expect(e.log == ["EView began 1"])
    }

    // 004's second example: A and B are root-view children (B after A); C is
    // B's child and sticks out of B over A.
    final class OverridingBView: LoggingView {
        weak var cView: UIView?
        var extendsToC = false
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            if extendsToC, let c = cView, c.point(inside: convert(point, to: c), with: event) { return true }
            return super.point(inside: point, with: event)
        }
    }

    func outsideBoundsScene(_ backend: HeadlessBackend, override: Bool) -> (AView, OverridingBView, CView) {
        let window = makeWindow(backend)
        let a = AView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let b = OverridingBView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
        b.accessibilityIdentifier = "BView"
        let c = CView(frame: CGRect(x: 100, y: -50, width: 100, height: 100))  // half over A
        b.addSubview(c)
        b.cView = c
        b.extendsToC = override
        window.addSubview(a)
        window.addSubview(b)
        return (a, b, c)
    }

    @Test("H6: H5: 004: touching C's part that lies over A reaches A, because B's pointInside fails first")
    func seed004OutsideBounds() {
        let backend = HeadlessBackend()
        let (a, _, c) = outsideBoundsScene(backend, override: false)
        let trace = DeliveryTrace.start()
        backend.touchDown(at: CGPoint(x: 150, y: 175))
        trace.stop()
        #expect(trace.objcLines(only: ["AView", "BView", "CView"]) == [
            "-[BView hitTest:withEvent:]",
            "-[BView pointInside:withEvent:]",
            "-[AView hitTest:withEvent:]",
            "-[AView pointInside:withEvent:]",
            "-[AView touchesBegan:withEvent:]",
        ])
        #expect(a.log == ["AView began 1"])
        #expect(c.log.isEmpty)
    }

    @Test("H4: 004: B's point(inside:) override makes its child C hittable outside B's bounds")
    func seed004OutsideBoundsOverride() {
        let backend = HeadlessBackend()
        let (a, _, c) = outsideBoundsScene(backend, override: true)
        let trace = DeliveryTrace.start()
        backend.touchDown(at: CGPoint(x: 150, y: 175))
        trace.stop()
        #expect(trace.objcLines(only: ["AView", "BView", "CView"]) == [
            "-[BView hitTest:withEvent:]",
            "-[BView pointInside:withEvent:]",
            "-[CView hitTest:withEvent:]",
            "-[CView pointInside:withEvent:]",
            "-[CView touchesBegan:withEvent:]",
        ])
        #expect(c.log == ["CView began 1"])
        #expect(a.log.isEmpty)
    }

    @Test("H2: hidden, non-interactive and alpha < 0.01 views are not hit; pointInside isn't even asked (000, 003)")
    func hiddenAlphaInteraction() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let below = AView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let above = BView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(below)
        window.addSubview(above)
        let p = CGPoint(x: 50, y: 50)

        #expect(window.hitTest(p, with: nil) === above)
        above.isHidden = true
        let trace = DeliveryTrace.start()
        #expect(window.hitTest(p, with: nil) === below)
        trace.stop()
        #expect(!trace.entries.contains(.pointInside("BView", true)) && !trace.entries.contains(.pointInside("BView", false)))
        above.isHidden = false

        above.isUserInteractionEnabled = false
        #expect(window.hitTest(p, with: nil) === below)
        above.isUserInteractionEnabled = true

        above.alpha = 0.009
        #expect(window.hitTest(p, with: nil) === below)
        // UIKit says "less than 0.01" (004 writes <= 0.01): 0.01 itself is hit.
        above.alpha = 0.01
        #expect(window.hitTest(p, with: nil) === above)

        // A hidden parent hides its whole subtree.
        let child = CView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        above.addSubview(child)
        #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
        above.isHidden = true
        #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === below)
    }

    @Test("H3: subviews are asked last-added first and the point is converted through transforms")
    func lastAddedFirstWithTransforms() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let first = AView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = BView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(first)
        window.addSubview(second)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === second)
        window.bringSubviewToFront(first)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === first)

        // A view scaled 2× around its center (100, 300): its 50×50 bounds cover
        // 50…150 × 250…350 on screen.
        let scaled = CView(frame: CGRect(x: 75, y: 275, width: 50, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(scaled)
        #expect(window.hitTest(CGPoint(x: 55, y: 255), with: nil) === scaled)
        #expect(window.hitTest(CGPoint(x: 45, y: 255), with: nil) === window)
        // Rotated 45°: the corner region of its frame box is outside it.
        let rotated = EView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        window.addSubview(rotated)
        #expect(window.hitTest(CGPoint(x: 250, y: 250), with: nil) === rotated)
        #expect(window.hitTest(CGPoint(x: 203, y: 203), with: nil) === window)
        let inRotated = window.convert(CGPoint(x: 250, y: 250), to: rotated)
        #expect(abs(inRotated.x - 50) < 1e-9 && abs(inRotated.y - 50) < 1e-9)
    }

    final class EnlargedView: LoggingView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    final class PassThroughView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    /// 001's pop-up bubble: a parent that makes its child hittable outside its
    /// bounds by overriding hitTest.
    final class BubbleHost: UIView {
        weak var bubble: UIView?
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            if let hit = super.hitTest(point, with: event) { return hit }
            if let bubble, !isHidden, isUserInteractionEnabled, bubble.point(inside: convert(point, to: bubble), with: event) {
                return bubble
            }
            return nil
        }
    }

    @Test("H4: overrides are honoured: an enlarged hit area, a pass-through view, 001's pop-up bubble")
    func overridesHonoured() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let small = EnlargedView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(small)
        #expect(window.hitTest(CGPoint(x: 85, y: 85), with: nil) === small)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === window)

        let under = AView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        let overlay = PassThroughView(frame: CGRect(x: 0, y: 200, width: 320, height: 100))
        let buttonInOverlay = BView(frame: CGRect(x: 200, y: 10, width: 50, height: 50))
        overlay.addSubview(buttonInOverlay)
        window.addSubview(under)
        window.addSubview(overlay)
        #expect(window.hitTest(CGPoint(x: 50, y: 250), with: nil) === under)
        #expect(window.hitTest(CGPoint(x: 220, y: 230), with: nil) === buttonInOverlay)

        let tabBar = BubbleHost(frame: CGRect(x: 0, y: 400, width: 320, height: 80))
        let bubble = CView(frame: CGRect(x: 100, y: -60, width: 120, height: 50))
        tabBar.addSubview(bubble)
        tabBar.bubble = bubble
        window.addSubview(tabBar)
        #expect(window.hitTest(CGPoint(x: 150, y: 360), with: nil) === bubble)
        backend.tap(at: CGPoint(x: 150, y: 360))
        #expect(bubble.log == ["CView began 1", "CView ended 1"])
    }

    @Test("H7: the hit view is fixed at touch-down; later phases go to it after the finger leaves it")
    func hitViewFixed() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let a = AView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = BView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        let id = backend.touchDown(at: CGPoint(x: 50, y: 50))
        backend.touchMove(id, to: CGPoint(x: 150, y: 50))
        backend.touchUp(id, at: CGPoint(x: 150, y: 50))
        #expect(a.log == ["AView began 1", "AView moved 1", "AView ended 1"])
        #expect(b.log.isEmpty)
    }

    @Test("H1: windows are tried from the highest level down; among equals the one shown last first")
    func windowLevels() {
        let backend = HeadlessBackend()
        let normal = makeWindow(backend)
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        alert.windowLevel = .alert
        let status = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        status.windowLevel = .statusBar
        alert.isHidden = false
        status.isHidden = false
        let scene = backend.scene
        #expect(scene.windowsFrontToBack.map(\.windowLevel) == [.alert, .statusBar, .normal])
        #expect(scene.hitTest(CGPoint(x: 10, y: 10), with: nil)?.0 === alert)
        // Equal levels: the one shown last is in front.
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        second.isHidden = false
        alert.isHidden = true
        status.isHidden = true
        #expect(scene.hitTest(CGPoint(x: 10, y: 10), with: nil)?.0 === second)
        normal.isHidden = true
        normal.isHidden = false
        #expect(scene.hitTest(CGPoint(x: 10, y: 10), with: nil)?.0 === normal)
        // A custom level between two named ones.
        let custom = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        custom.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.normal.rawValue + 1)
        custom.isHidden = false
        #expect(scene.hitTest(CGPoint(x: 10, y: 10), with: nil)?.0 === custom)
        #expect(UIApplication.shared.windows.filter { !$0.isHidden }.last === custom)
    }

    @Test("W1: H1: a window whose hitTest returns nil lets the touch fall to the window below")
    func windowPassThrough() {
        let backend = HeadlessBackend()
        let app = makeWindow(backend)
        let target = AView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        app.addSubview(target)
        final class PassThroughWindow: UIWindow {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let overlay = PassThroughWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        overlay.windowLevel = .alert
        let badge = BView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        overlay.addSubview(badge)
        overlay.isHidden = false
        backend.tap(at: CGPoint(x: 100, y: 100))
        backend.tap(at: CGPoint(x: 20, y: 20))
        #expect(target.log == ["AView began 1", "AView ended 1"])
        #expect(badge.log == ["BView began 1", "BView ended 1"])
    }
}
