import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// F2 and E7 in the event model: every touch that begins ends exactly once,
/// whatever the backend sends, and recognizers as well as views hear of it.
@MainActor
@Suite("Touch life (F2, E7)")
struct TouchLifeTests {
    /// Records every responder call with the touch ids it carried.
    final class Log: UIView {
        var lines: [String] = []
        var onBegan: (() -> Void)?
        private func add(_ name: String, _ touches: Set<UITouch>) {
            lines.append("\(accessibilityIdentifier ?? "?") \(name)")
        }
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { add("began", t); onBegan?() }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { add("moved", t) }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { add("ended", t) }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { add("cancelled", t) }
    }

    func logView(_ name: String, _ frame: CGRect, in window: UIWindow) -> Log {
        let v = Log(frame: frame)
        v.accessibilityIdentifier = name
        window.addSubview(v)
        return v
    }

    @Test("F2: a point whose position is not finite still ends its touch, where the touch last was")
    func nonFiniteEnd() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let v = logView("V", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        backend.touchDown(at: CGPoint(x: 10, y: 10), id: 1)
        backend.touchMove(1, to: CGPoint(x: CGFloat.nan, y: 20))       // dropped
        backend.touchUp(1, at: CGPoint(x: CGFloat.infinity, y: .nan))  // still ends
        #expect(v.lines == ["V began", "V ended"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    @Test("F2: a touchscreen cancel with no fingers known leaves a mouse drag in progress alone")
    func touchCancelSparesPointer() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let v = logView("V", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        backend.pointerMove(to: CGPoint(x: 10, y: 10))
        backend.pointerPress()
        UIApplication.shared.cancelAllTouches(of: [.direct])
        backend.pointerMove(to: CGPoint(x: 20, y: 10))
        backend.pointerRelease()
        #expect(v.lines == ["V began", "V moved", "V ended"])
        // A finger down at the same time is cancelled by it; the pointer isn't.
        backend.pointerPress()
        backend.touchDown(at: CGPoint(x: 50, y: 50), id: 3)
        UIApplication.shared.cancelAllTouches(of: [.direct])
        #expect(UIApplication.shared.activeTouches.map(\.type) == [.indirectPointer])
        backend.pointerRelease()
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    @Test("F2: pointer press state is per scene: a cancel in one scene doesn't break the next click in another")
    func pointerPerScene() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let v = logView("A", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        let other = UIWindowScene()
        let w2 = UIWindow(windowScene: other)
        w2.makeKeyAndVisible()
        let v2 = logView("B", CGRect(x: 0, y: 0, width: 100, height: 100), in: w2)
        func pointer(_ p: CGPoint?, _ buttons: UIEvent.ButtonMask, _ scene: UIWindowScene) {
            backend.advanceTime(by: 0.01)
            UIApplication.shared.handlePointerFrame(PointerFrame(timestamp: backend.now, location: p, buttons: buttons), in: scene)
        }
        // A press held in scene A while scene B's touches are cancelled.
        pointer(CGPoint(x: 10, y: 10), .primary, backend.scene)
        UIApplication.shared.cancelAllTouches(in: other)
        pointer(CGPoint(x: 10, y: 10), [], backend.scene)
        #expect(v.lines == ["A began", "A ended"])
        // Scene B's own click still begins and ends.
        pointer(CGPoint(x: 10, y: 10), .primary, other)
        pointer(CGPoint(x: 10, y: 10), [], other)
        #expect(v2.lines == ["B began", "B ended"])
        // And a cancel of scene A during a press there ends only A's press.
        pointer(CGPoint(x: 10, y: 10), .primary, other)
        pointer(CGPoint(x: 10, y: 10), .primary, backend.scene)
        UIApplication.shared.cancelAllTouches(in: backend.scene)
        pointer(CGPoint(x: 12, y: 10), .primary, other)
        pointer(CGPoint(x: 12, y: 10), [], other)
        #expect(v.lines == ["A began", "A ended", "A began", "A cancelled"])
        #expect(v2.lines == ["B began", "B ended", "B began", "B moved", "B ended"])
    }

    @Test("E1: E7: hiding a window from inside delivery cancels its touches after the current event, not in the middle of it")
    func hideDuringDelivery() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let a = logView("A", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        let b = logView("B", CGRect(x: 100, y: 0, width: 100, height: 100), in: window)
        var order: [String] = []
        a.onBegan = {
            window.isHidden = true
            order.append("A hid the window")
        }
        backend.sendTouches([
            TouchPoint(id: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
            TouchPoint(id: 2, phase: .began, location: CGPoint(x: 110, y: 10)),
        ])
        order += a.lines.dropFirst().map { $0 } + b.lines
        // B got its began in the same event, then both were cancelled.
        #expect(a.lines == ["A began", "A cancelled"])
        #expect(b.lines == ["B began", "B cancelled"])
        #expect(order.first == "A hid the window")
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    /// A recognizer that logs the touches it is told about.
    final class Listener: UIPanGestureRecognizer {
        var lines: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            lines.append("began"); super.touchesBegan(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            lines.append("cancelled"); super.touchesCancelled(touches, with: event)
        }
    }

    @Test("E7: a cancel reaches recognizers as well as views: a pan in progress is cancelled, a possible one fails, both reset")
    func recognizersGetCancel() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let v = logView("V", CGRect(x: 0, y: 0, width: 300, height: 300), in: window)
        let pan = Listener()
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        v.addGestureRecognizer(pan)
        let watcher = Listener()
        watcher.minimumNumberOfTouches = 2   // stays possible with one finger
        let together = TestDelegate()
        together.simultaneous = { _, _ in true }  // the pan's success doesn't end it
        watcher.delegate = together
        window.addGestureRecognizer(watcher)
        backend.touchDown(at: CGPoint(x: 10, y: 10), id: 1)
        for x in stride(from: 20, through: 80, by: 20) { backend.touchMove(1, to: CGPoint(x: CGFloat(x), y: 10)) }
        #expect(pan.state == .changed)
        backend.cancelTouches()
        #expect(pan.lines == ["began", "cancelled"])
        #expect(watcher.lines == ["began", "cancelled"])
        #expect(states.last == .cancelled)
        #expect(pan.state == .possible && watcher.state == .possible)
        #expect(v.lines.last == "V cancelled")
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    @Test("G8: a recognizer that joined through another finger still loses to the one nearest the hit view")
    func depthAcrossFingers() {
        let h = GestureHarness()
        let outer = h.add(stoppingView("O"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        // D has no recognizer; C has a one-finger tap; O a two-finger tap.
        h.add(stoppingView("D"), frame: CGRect(x: 0, y: 0, width: 100, height: 100), to: outer)
        let c = h.add(stoppingView("C"), frame: CGRect(x: 150, y: 150, width: 100, height: 100), to: outer)
        var fired: [String] = []
        let outerTap = UITapGestureRecognizer { _ in fired.append("outer") }
        outerTap.numberOfTouchesRequired = 2
        outer.addGestureRecognizer(outerTap)
        let innerTap = UITapGestureRecognizer { _ in fired.append("inner") }
        c.addGestureRecognizer(innerTap)
        // Finger 1 on D collects only O's tap (so it joins the arbitration
        // first); finger 2 on C collects C's tap, then O's. Both lift in one
        // frame: both taps are complete together, and C's, nearest finger 2's
        // hit view, must be settled first and win.
        h.down(CGPoint(x: 50, y: 50), id: 1)
        h.down(CGPoint(x: 200, y: 200), id: 2)
        h.clock.advance(by: 0.05)
        h.frame([TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 50, y: 50)),
                 TouchPoint(id: 2, phase: .ended, location: CGPoint(x: 200, y: 200))])
        #expect(fired == ["inner"])
        #expect(outerTap.state == .possible)   // failed, then reset
    }
}

/// What the review of the hardening found, kept as tests.
@MainActor
@Suite("Touch life, core input")
struct CoreInputTests {
    final class Log: UIView {
        var lines: [String] = []
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { lines.append("began") }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { lines.append("moved") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { lines.append("ended") }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { lines.append("cancelled") }
    }

    @Test("F2: began and ended of one id in one TouchFrame through the public input deliver began, then ended")
    func beganEndedOneFrame() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let v = Log(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        backend.sendTouches([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
                             TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10))])
        #expect(v.lines == ["began", "ended"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    @Test("F2: began and moved of one id in one TouchFrame deliver both; the later up ends the touch")
    func beganMovedOneFrame() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let v = Log(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        backend.sendTouches([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
                             TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 20, y: 10))])
        backend.touchUp(1)
        #expect(v.lines == ["began", "moved", "ended"])
    }

    @Test("C3: a button whose touch lands on an interactive subview of its own still beats an ancestor's tap")
    func buttonWithInteractiveSubview() {
        let h = GestureHarness()
        let parent = h.add(UIView(), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var log: [String] = []
        parent.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("ancestor tap") })
        let b = h.add(UIButton(), frame: CGRect(x: 10, y: 10, width: 200, height: 60), to: parent)
        b.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
        b.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60)))
        h.tap(CGPoint(x: 50, y: 30))
        #expect(log == ["button"])
    }

    @Test("C1: a target token of one control never removes another control's registration")
    func tokensAreGlobal() {
        final class T { var n = 0; func hit(_ s: UIButton) { n += 1 } }
        let t = T()
        let a = UIButton(), b = UIButton()
        let token = a.addTarget(t, action: T.hit, for: .touchUpInside)
        b.addTarget(t, action: T.hit, for: .touchUpInside)
        b.removeTarget(t, action: token, for: .touchUpInside)
        b.sendActions(for: .touchUpInside)
        #expect(t.n == 1)
    }

    @Test("S9: G11: a touchpad pan whose axis_stop never comes ends after continuousPanTimeout; the pointer leaving cancels one")
    func touchpadPanWithoutStop() {
        let h = GestureHarness()
        let view = h.add(UIView(), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.allowedScrollTypesMask = .continuous
        view.addGestureRecognizer(pan)
        h.pointer(CGPoint(x: 50, y: 50), scroll: ScrollInput(source: .finger, delta: CGVector(dx: 0, dy: 5)))
        h.pointer(CGPoint(x: 50, y: 50), scroll: ScrollInput(source: .finger, delta: CGVector(dx: 0, dy: 5)))
        #expect(states == [.began, .changed])
        h.clock.advance(by: UIPanGestureRecognizer.continuousPanTimeout + 0.01)
        #expect(states.last == .ended)
        #expect(pan.state == .possible)
        h.pointer(CGPoint(x: 50, y: 50), scroll: ScrollInput(source: .finger, delta: CGVector(dx: 0, dy: 5)))
        h.pointer(nil)
        #expect(states.last == .cancelled)
        #expect(pan.state == .possible)
    }
}
