import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite("Views")
struct ViewTests {
    @Test("View geometry: frame, bounds and center stay consistent; bounds origin shifts children (scrolling)")
    func geometry() {
        _ = HeadlessBackend()
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        v.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(v.frame == CGRect(x: 90, y: 90, width: 20, height: 20))
        // A transform changes the frame (bounding box), not the bounds.
        v.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(v.frame == CGRect(x: 80, y: 70, width: 40, height: 60))
        #expect(v.bounds.size == CGSize(width: 20, height: 20))
        v.transform = .identity

        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let item = UIView(frame: CGRect(x: 0, y: 150, width: 10, height: 10))
        scroller.addSubview(content)
        scroller.addSubview(item)
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(item.convert(CGPoint.zero, to: scroller) == CGPoint(x: 0, y: 150))
        // In the superview's space the item now sits 100 points higher.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.addSubview(scroller)
        #expect(item.convert(CGPoint.zero, to: parent) == CGPoint(x: 0, y: 50))
        #expect(scroller.hitTest(CGPoint(x: 5, y: 155), with: nil) === item)
    }

    @Test("View hierarchy: subview order: add, insert at/above/below, bring to front, send to back, exchange, remove")
    func hierarchy() {
        _ = HeadlessBackend()
        let p = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        a.tag = 1; b.tag = 2; c.tag = 3; d.tag = 4
        p.addSubview(a); p.addSubview(b)
        p.insertSubview(c, at: 0)
        #expect(p.subviews.map(\.tag) == [3, 1, 2])
        p.insertSubview(d, aboveSubview: c)
        #expect(p.subviews.map(\.tag) == [3, 4, 1, 2])
        p.insertSubview(a, belowSubview: c)
        #expect(p.subviews.map(\.tag) == [1, 3, 4, 2])
        p.bringSubviewToFront(a)
        #expect(p.subviews.map(\.tag) == [3, 4, 2, 1])
        p.sendSubviewToBack(b)
        #expect(p.subviews.map(\.tag) == [2, 3, 4, 1])
        p.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(p.subviews.map(\.tag) == [1, 3, 4, 2])
        p.addSubview(a)   // re-adding moves to the top
        #expect(p.subviews.map(\.tag) == [3, 4, 2, 1])
        d.removeFromSuperview()
        #expect(p.subviews.map(\.tag) == [3, 2, 1])
        #expect(d.superview == nil)
        // Moving a view to another parent removes it from the first.
        let q = UIView()
        q.addSubview(b)
        #expect(p.subviews.map(\.tag) == [3, 1] && b.superview === q)
        let nested = UIView(); nested.tag = 9
        c.addSubview(nested)
        #expect(p.viewWithTag(9) === nested)
        #expect(p.viewWithTag(42) == nil)
        #expect(nested.isDescendant(of: p) && !p.isDescendant(of: nested))
    }

    @Test("View hierarchy: a subview outlives its parent safely: its superview becomes nil")
    func parentDeallocated() {
        _ = HeadlessBackend()
        var parent: UIView? = UIView()
        let child = UIView()
        parent?.addSubview(child)
        #expect(child.superview != nil)
        parent = nil
        #expect(child.superview == nil)
        #expect(child.window == nil)
    }

    @Test("View geometry: convert(_:to:) and convert(_:from:) between any two views of a window, transforms included")
    func conversion() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let a = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let c = UIView(frame: CGRect(x: 200, y: 200, width: 40, height: 40))
        window.addSubview(a); a.addSubview(b); window.addSubview(c)
        #expect(b.convert(CGPoint(x: 5, y: 5), to: c) == CGPoint(x: -135, y: -135))
        #expect(b.convert(CGPoint(x: -135, y: -135), from: c) == CGPoint(x: 5, y: 5))
        #expect(b.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 60, y: 60))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: window) == CGRect(x: 60, y: 60, width: 10, height: 10))
        // Rotate a by 90° around its center (100, 100): b's origin (60, 60) maps
        // to (140, 60).
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let p = b.convert(CGPoint.zero, to: window)
        #expect(abs(p.x - 140) < 1e-9 && abs(p.y - 60) < 1e-9)
        let back = b.convert(p, from: window)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        let r = b.convert(CGRect(x: 0, y: 0, width: 20, height: 10), to: window)
        #expect(abs(r.minX - 130) < 1e-9 && abs(r.minY - 60) < 1e-9 && abs(r.width - 10) < 1e-9 && abs(r.height - 20) < 1e-9)
    }

    @Test("View geometry: CGAffineTransform composes and inverts as Core Graphics does")
    func affine() {
        let t = CGAffineTransform(translationX: 10, y: 5).scaledBy(x: 2, y: 2).rotated(by: .pi / 6)
        let p = CGPoint(x: 3, y: 4)
        let q = p.applying(t).applying(t.inverted())
        #expect(abs(q.x - 3) < 1e-9 && abs(q.y - 4) < 1e-9)
        #expect(CGPoint(x: 1, y: 0).applying(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 0))
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test("W2: makeKeyAndVisible shows the window and makes it key; hooks see window moves")
    func windowAndHooks() {
        let backend = HeadlessBackend()
        final class Hooked: UIView {
            var log: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow \(newWindow == nil ? "nil" : "window")") }
            override func didMoveToWindow() { log.append("didMoveToWindow") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.isHidden && !window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(!window.isHidden && window.isKeyWindow && UIApplication.shared.keyWindow === window)
        let v = Hooked()
        window.addSubview(v)
        v.removeFromSuperview()
        #expect(v.log == ["willMoveToWindow window", "didMoveToSuperview", "didMoveToWindow",
                          "willMoveToWindow nil", "didMoveToSuperview", "didMoveToWindow"])
        #expect(window.windowScene === backend.scene)
        #expect(window.next === backend.scene)
    }

    @Test("Rendering: property changes damage only what they affect; the window reports it for redrawing")
    func damage() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(v)
        _ = window.takeDamage()
        v.backgroundColor = .red
        #expect(window.pendingDamage == [CGRect(x: 10, y: 10, width: 20, height: 20)])
        _ = window.takeDamage()
        v.center = CGPoint(x: 100, y: 100)
        #expect(window.pendingDamage == [CGRect(x: 10, y: 10, width: 20, height: 20), CGRect(x: 90, y: 90, width: 20, height: 20)])
        _ = window.takeDamage()
        v.backgroundColor = .red   // no change, no damage
        #expect(window.pendingDamage == [])
        v.layer.cornerRadius = 4
        #expect(window.pendingDamage == [CGRect(x: 90, y: 90, width: 20, height: 20)])
    }
}

@MainActor
@Suite("Tracing")
struct TraceTests {
    @Test("T1: a trace records hit-test visits with answers and responder calls, readable by a person")
    func readableTrace() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let a = AView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(a)
        let trace = DeliveryTrace.start()
        DeliveryTrace.note("tap")
        backend.touchDown(at: CGPoint(x: 10.5, y: 20))
        trace.stop()
        #expect(trace.lines == [
            "tap",
            "UIWindow hitTest (10.50, 20)",
            "UIWindow pointInside -> true",
            "AView hitTest (10.50, 20)",
            "AView pointInside -> true",
            "AView hitTest -> AView",
            "UIWindow hitTest -> AView",
            "AView touchesBegan",
        ])
        // Stopped: nothing more is recorded.
        backend.touchUp(1)
        #expect(trace.entries.count == 8)
        #expect(DeliveryTrace.current == nil)
    }
}
