import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite("Touches and events")
struct TouchEventTests {
    /// Records every call with the touches' ids, phases and the event's view of
    /// them.
    final class Recorder: UIView {
        var calls: [(String, [UITouch])] = []
        var onBegan: (() -> Void)?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append(("began", Array(touches))); onBegan?() }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append(("moved", Array(touches))) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append(("ended", Array(touches))) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append(("cancelled", Array(touches))) }
        var summary: [String] { calls.map { "\($0.0) \($0.1.count)" } }
    }

    @Test("E3: two fingers down in one frame arrive in one touchesBegan; one after the other give one call each (002)")
    func simultaneousAndStaggered() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        backend.sendTouches([
            TouchPoint(id: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
            TouchPoint(id: 2, phase: .began, location: CGPoint(x: 50, y: 50)),
        ])
        #expect(view.summary == ["began 2"])
        backend.sendTouches([
            TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10)),
            TouchPoint(id: 2, phase: .ended, location: CGPoint(x: 50, y: 50)),
        ])
        #expect(view.summary == ["began 2", "ended 2"])

        view.calls.removeAll()
        backend.advanceTime(by: 1)
        backend.touchDown(at: CGPoint(x: 10, y: 10), id: 3)
        backend.advanceTime(by: 0.1)
        backend.touchDown(at: CGPoint(x: 60, y: 60), id: 4)
        #expect(view.summary == ["began 1", "began 1"])
        #expect(view.calls[0].1.first !== view.calls[1].1.first)
    }

    @Test("E2: one UITouch per finger for its whole life; it leaves allTouches after it ends")
    func touchIdentity() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        let id = backend.touchDown(at: CGPoint(x: 10, y: 10))
        backend.touchMove(id, to: CGPoint(x: 20, y: 20))
        backend.touchMove(id, to: CGPoint(x: 30, y: 30))
        backend.touchUp(id)
        #expect(view.summary == ["began 1", "moved 1", "moved 1", "ended 1"])
        let touch = view.calls[0].1[0]
        #expect(view.calls.allSatisfy { $0.1[0] === touch })
        #expect(touch.phase == .ended)
        #expect(UIApplication.shared.activeTouches.isEmpty)

        // Another finger's event no longer carries the ended touch.
        final class Peek: UIView {
            var all: Set<UITouch>?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { all = event?.allTouches }
        }
        let peek = Peek(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(peek)
        backend.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(peek.all?.count == 1)
        #expect(peek.all?.contains(touch) == false)
    }

    @Test("E2: E3: a second finger joining gives a began for it alone while the first is in allTouches as stationary")
    func stationaryTouches() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        final class Peek: UIView {
            var began: [(Int, Int, [UITouch.Phase])] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                let all = event?.allTouches ?? []
                began.append((touches.count, all.count, all.map(\.phase).sorted { $0.rawValue < $1.rawValue }))
            }
        }
        let view = Peek(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        backend.touchDown(at: CGPoint(x: 10, y: 10), id: 1)
        backend.touchDown(at: CGPoint(x: 100, y: 100), id: 2)
        #expect(view.began.count == 2)
        #expect(view.began[1].0 == 1 && view.began[1].1 == 2)
        #expect(view.began[1].2 == [.began, .stationary])
    }

    @Test("E4: tapCount grows for a tap near the last one and soon after it; otherwise it is 1")
    func tapCount() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(view)
        func tapCountOfNextTap(at p: CGPoint, after gap: TimeInterval) -> Int {
            backend.advanceTime(by: gap)
            backend.tap(at: p, duration: 0.05)
            return view.calls.last?.1.first?.tapCount ?? -1
        }
        #expect(tapCountOfNextTap(at: CGPoint(x: 100, y: 100), after: 1) == 1)
        #expect(tapCountOfNextTap(at: CGPoint(x: 105, y: 102), after: 0.1) == 2)
        #expect(tapCountOfNextTap(at: CGPoint(x: 100, y: 100), after: 0.1) == 3)
        // Too slow.
        #expect(tapCountOfNextTap(at: CGPoint(x: 100, y: 100), after: UITouch.multiTapInterval + 0.05) == 1)
        // Too far.
        #expect(tapCountOfNextTap(at: CGPoint(x: 100 + UITouch.multiTapRadius + 10, y: 100), after: 0.1) == 1)
    }

    @Test("E5: a touch carries window, view, timestamp, phase and locations in any view's coordinates")
    func touchProperties() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let view = Recorder(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(view)
        let t0 = backend.now
        let id = backend.touchDown(at: CGPoint(x: 150, y: 150))
        backend.advanceTime(by: 0.02)
        backend.touchMove(id, to: CGPoint(x: 160, y: 155))
        let touch = view.calls[0].1[0]
        #expect(touch.window === window)
        #expect(touch.view === view)
        #expect(touch.phase == .moved)
        #expect(abs(touch.timestamp - (t0 + 0.02)) < 1e-9)
        #expect(touch.type == .direct)
        #expect(touch.location(in: nil) == CGPoint(x: 160, y: 155))
        #expect(touch.location(in: view) == CGPoint(x: 50, y: 35))
        #expect(touch.previousLocation(in: view) == CGPoint(x: 40, y: 30))
        #expect(touch.location(in: parent) == CGPoint(x: 60, y: 55))
        // Bounds origin shifts children, as in scrolling.
        parent.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(touch.location(in: view) == CGPoint(x: 50, y: 45))
    }

    @Test("E1: input is processed strictly in arrival order, even input injected while an event is being handled")
    func fifo() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        var order: [String] = []
        view.onBegan = {
            order.append("began \(view.calls.count)")
            if view.calls.count == 1 {
                // Injected while the first began is being handled: it must wait
                // until that event is finished.
                backend.touchDown(at: CGPoint(x: 200, y: 200), id: 99)
                order.append("after inject")
            }
        }
        backend.touchDown(at: CGPoint(x: 10, y: 10), id: 1)
        #expect(order == ["began 1", "after inject", "began 2"])
    }

    @Test("E7: wl_touch.cancel cancels every active touch in every view that had one; none is left down")
    func cancelAll() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let a = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = Recorder(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        backend.touchDown(at: CGPoint(x: 10, y: 10), id: 1)
        backend.touchDown(at: CGPoint(x: 150, y: 10), id: 2)
        backend.cancelTouches()
        #expect(a.summary == ["began 1", "cancelled 1"])
        #expect(b.summary == ["began 1", "cancelled 1"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
        // Phases for the cancelled ids that arrive late are dropped quietly.
        backend.touchUp(1, at: CGPoint(x: 10, y: 10))
        #expect(a.summary == ["began 1", "cancelled 1"])
    }

    @Test("E7: a window going away cancels its touches")
    func windowGoneCancels() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        backend.touchDown(at: CGPoint(x: 10, y: 10), id: 1)
        window.isHidden = true
        #expect(view.summary == ["began 1", "cancelled 1"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
        backend.touchUp(1)
        #expect(view.summary == ["began 1", "cancelled 1"])
    }

    @Test("E1: E7: bad input from the compositor is dropped, not trusted: duplicate downs, unknown ids, NaN positions")
    func untrustedInput() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        backend.touchUp(42, at: CGPoint(x: 1, y: 1))             // never went down
        backend.touchMove(43, to: CGPoint(x: 1, y: 1))
        backend.touchDown(at: CGPoint(x: CGFloat.nan, y: 1), id: 7)
        backend.touchDown(at: CGPoint(x: 10, y: 10), id: 1)
        backend.touchDown(at: CGPoint(x: 20, y: 20), id: 1)      // second down, same id
        backend.touchDown(at: CGPoint(x: 1000, y: 1000), id: 5)  // outside every window
        backend.touchUp(5)
        backend.touchUp(1)
        #expect(view.summary == ["began 1", "ended 1"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    @Test("E6: a pointer press is an .indirectPointer touch with the buttons in the event's buttonMask")
    func pointerPress() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        final class MaskView: UIView {
            var seen: [(UITouch.TouchType, UIEvent.ButtonMask)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                seen.append((touches.first!.type, event?.buttonMask ?? []))
            }
        }
        let view = MaskView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        backend.pointerMove(to: CGPoint(x: 50, y: 50))
        #expect(view.seen.isEmpty)   // hover never begins a touch
        backend.click(at: CGPoint(x: 50, y: 50), button: .secondary)
        #expect(view.seen.count == 1)
        #expect(view.seen.first?.0 == .indirectPointer)
        #expect(view.seen.first?.1 == .secondary)
    }

    @Test("E3: a view that isn't multiple-touch enabled gets only its first touch; an exclusive-touch view excludes others")
    func multipleAndExclusiveTouch() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let single = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = Recorder(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(single)
        window.addSubview(other)
        backend.touchDown(at: CGPoint(x: 10, y: 10), id: 1)
        backend.touchDown(at: CGPoint(x: 50, y: 50), id: 2)
        backend.touchUp(2)
        backend.touchUp(1)
        #expect(single.summary == ["began 1", "ended 1"])
        #expect(single.calls.allSatisfy { $0.1.first?.identifier == 1 })

        single.calls.removeAll()
        single.isExclusiveTouch = true
        backend.touchDown(at: CGPoint(x: 10, y: 10), id: 3)
        backend.touchDown(at: CGPoint(x: 150, y: 10), id: 4)   // another view: excluded
        backend.touchUp(4)
        backend.touchUp(3)
        #expect(single.summary == ["began 1", "ended 1"])
        #expect(other.summary.isEmpty)
        // The other way round: a touch already down elsewhere keeps the
        // exclusive view from getting one.
        backend.touchDown(at: CGPoint(x: 150, y: 10), id: 5)
        backend.touchDown(at: CGPoint(x: 10, y: 10), id: 6)
        #expect(other.summary == ["began 1"])
        #expect(single.summary == ["began 1", "ended 1"])
    }

    @Test("E5: an event answers touches(for:) by view and by window; a window's sendEvent sees every touch event first")
    func eventQueries() {
        let backend = HeadlessBackend()
        final class ObservingWindow: UIWindow {
            var seen: [(UIEvent.EventType, Int)] = []
            override func sendEvent(_ event: UIEvent) {
                seen.append((event.type, event.allTouches?.count ?? 0))
                super.sendEvent(event)
            }
        }
        final class Peek: UIView {
            var forView = 0, forWindow = 0, all = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                forView = event?.touches(for: self)?.count ?? -1
                forWindow = event?.touches(for: window!)?.count ?? -1
                all = event?.allTouches?.count ?? -1
            }
        }
        let window = ObservingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let left = Peek(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = Peek(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(left)
        window.addSubview(right)
        backend.sendTouches([
            TouchPoint(id: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
            TouchPoint(id: 2, phase: .began, location: CGPoint(x: 150, y: 10)),
        ])
        #expect(left.forView == 1 && left.forWindow == 2 && left.all == 2)
        #expect(right.forView == 1)
        #expect(window.seen.count == 1 && window.seen[0].0 == .touches && window.seen[0].1 == 2)
    }
}
