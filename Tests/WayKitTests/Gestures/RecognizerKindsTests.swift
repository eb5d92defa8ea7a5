import Foundation
import Testing
@testable import WayKit

@MainActor
@Suite(.serialized)
struct RecognizerKindsTests {
    private func canvas(_ h: GestureHarness) -> StoppingView {
        h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test("G11: UIKit's defaults for every kind")
    func defaults() {
        _ = GestureHarness()
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && tap.buttonMaskRequired == .primary)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1 && press.numberOfTapsRequired == 0)
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max && pan.allowedScrollTypesMask.isEmpty)
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect(UIPinchGestureRecognizer().scale == 1)
        #expect(UIRotationGestureRecognizer().rotation == 0)
        #expect(UIScreenEdgePanGestureRecognizer().edges.isEmpty)
    }

    @Test("G11: a two-finger tap needs both fingers; a finger that strays fails a tap")
    func tapTouchesAndMovement() {
        let h = GestureHarness()
        let v = canvas(h)
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        tap.numberOfTouchesRequired = 2
        v.addGestureRecognizer(tap)
        h.tap(CGPoint(x: 50, y: 50))
        #expect(fired == 0)
        h.clock.advance(by: 1)
        h.twoFingers(from: (CGPoint(x: 50, y: 50), CGPoint(x: 90, y: 50)), to: (CGPoint(x: 52, y: 50), CGPoint(x: 92, y: 50)), steps: 1)
        #expect(fired == 1)
        #expect(tap.state == .possible)

        tap.numberOfTouchesRequired = 1
        h.clock.advance(by: 1)
        h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50 + UITapGestureRecognizer.allowableMovement + 5, y: 50), steps: 2)
        #expect(fired == 1)
    }

    @Test("G11: a double tap's location is its first tap's, as UIKit documents")
    func doubleTapLocation() {
        let h = GestureHarness()
        let v = canvas(h)
        var location: CGPoint?
        let double = UITapGestureRecognizer { location = $0.location(in: v) }
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        h.tap(CGPoint(x: 50, y: 50))
        h.clock.advance(by: 0.1)
        h.tap(CGPoint(x: 70, y: 60))
        #expect(location == CGPoint(x: 50, y: 50))
    }

    @Test("G11: G8: long press versus tap on one view — a short touch taps, a held one long-presses")
    func longPressVersusTap() {
        let h = GestureHarness()
        let v = canvas(h)
        var log: [String] = []
        let tap = UITapGestureRecognizer { _ in log.append("tap") }
        let press = UILongPressGestureRecognizer { log.append("press \($0.state)") }
        v.addGestureRecognizer(tap)
        v.addGestureRecognizer(press)
        h.tap(CGPoint(x: 50, y: 50))
        h.clock.advance(by: 1)
        #expect(log == ["tap"])
        log.removeAll()
        h.down(CGPoint(x: 50, y: 50))
        h.clock.advance(by: 0.6)
        h.move(CGPoint(x: 70, y: 50))
        h.up(CGPoint(x: 70, y: 50))
        #expect(log == ["press began", "press changed", "press ended"])
        // Moving too far before the delay fails the press.
        log.removeAll()
        h.clock.advance(by: 1)
        h.down(CGPoint(x: 50, y: 50))
        h.move(CGPoint(x: 50, y: 80))
        h.clock.advance(by: 0.6)
        h.up(CGPoint(x: 50, y: 80))
        #expect(!log.contains { $0.hasPrefix("press") })
    }

    @Test("G11: G13: a tap-and-hold (numberOfTapsRequired 1) needs the tap first; a two-finger press needs both fingers")
    func longPressTapsAndTouches() {
        let h = GestureHarness()
        let v = canvas(h)
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        var began = 0
        press.addTarget { if $0.state == .began { began += 1 } }
        v.addGestureRecognizer(press)
        h.down(CGPoint(x: 50, y: 50))
        h.clock.advance(by: 0.6)
        h.up(CGPoint(x: 50, y: 50))
        #expect(began == 0)               // a plain hold is not a tap-and-hold
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 50, y: 50))
        h.clock.advance(by: 0.1)
        h.down(CGPoint(x: 50, y: 50))
        h.clock.advance(by: 0.6)
        #expect(began == 1)
        h.up(CGPoint(x: 50, y: 50))

        press.numberOfTapsRequired = 0
        press.numberOfTouchesRequired = 2
        h.clock.advance(by: 1)
        h.down(CGPoint(x: 50, y: 50))
        h.clock.advance(by: 0.6)
        #expect(began == 1)
        h.up(CGPoint(x: 50, y: 50))
        h.clock.advance(by: 1)
        h.frame([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 50, y: 50)),
                 TouchPoint(id: 2, phase: .began, location: CGPoint(x: 90, y: 50))])
        h.clock.advance(by: 0.6)
        #expect(began == 2)
        h.frame([TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 50, y: 50)),
                 TouchPoint(id: 2, phase: .ended, location: CGPoint(x: 90, y: 50))])
        #expect(press.state == .possible)
    }

    @Test("G11: pan — hysteresis, translation(in:), setTranslation and velocity(in:)")
    func pan() {
        let h = GestureHarness()
        let v = canvas(h)
        let inner = h.add(UIView(), frame: CGRect(x: 100, y: 100, width: 100, height: 100), to: v)
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGPoint] = []
        pan.addTarget { r in
            states.append(r.state)
            translations.append(r.translation(in: nil))   // the closure gets the pan as its own type
        }
        v.addGestureRecognizer(pan)
        h.down(CGPoint(x: 50, y: 50))
        h.move(CGPoint(x: 55, y: 50))
        #expect(states.isEmpty)            // within the hysteresis
        h.move(CGPoint(x: 70, y: 50))
        #expect(states == [.began])
        #expect(translations.last == CGPoint(x: 20, y: 0))
        h.move(CGPoint(x: 90, y: 60))
        #expect(pan.translation(in: v) == CGPoint(x: 40, y: 10))
        // In a view scaled 2×, the same movement is half as long.
        #expect(pan.translation(in: inner) == CGPoint(x: 20, y: 5))
        // 20 points right and 10 down in the last 10 ms (frames are 10 ms apart).
        let velocity = pan.velocity(in: v)
        #expect(velocity.x > 1000 && velocity.y > 0)
        pan.setTranslation(.zero, in: v)
        h.move(CGPoint(x: 100, y: 60))
        #expect(pan.translation(in: v) == CGPoint(x: 10, y: 0))
        h.up(CGPoint(x: 100, y: 60))
        #expect(states == [.began, .changed, .changed, .ended])
    }

    @Test("G11: pan touch counts — more fingers than the maximum fail it, fewer than the minimum don't start it")
    func panTouchCounts() {
        let h = GestureHarness()
        let v = canvas(h)
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        var began = 0
        pan.addTarget { if $0.state == .began { began += 1 } }
        v.addGestureRecognizer(pan)
        h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 50))
        #expect(began == 0)
        h.clock.advance(by: 1)
        h.twoFingers(from: (CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 50)), to: (CGPoint(x: 150, y: 50), CGPoint(x: 200, y: 50)))
        #expect(began == 1)
        pan.minimumNumberOfTouches = 1
        pan.maximumNumberOfTouches = 1
        h.clock.advance(by: 1)
        h.twoFingers(from: (CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 50)), to: (CGPoint(x: 150, y: 50), CGPoint(x: 200, y: 50)))
        #expect(began == 1)
    }

    @Test("G11: swipe recognizes a quick stroke in its direction only")
    func swipe() {
        let h = GestureHarness()
        let v = canvas(h)
        var fired = 0
        let swipe = UISwipeGestureRecognizer { _ in fired += 1 }
        swipe.direction = .left
        v.addGestureRecognizer(swipe)
        h.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 250, y: 200), steps: 5)
        #expect(fired == 0)
        h.clock.advance(by: 1)
        h.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 205), steps: 5)
        #expect(fired == 1)
        // Too slow: over the maximum duration before covering the distance.
        h.clock.advance(by: 1)
        h.frameInterval = 0.2
        h.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), steps: 10)
        #expect(fired == 1)
    }

    @Test("G11: pinch and rotation with two fingers — scale, rotation and their velocities")
    func pinchAndRotation() {
        let h = GestureHarness()
        let v = canvas(h)
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        pinch.delegate = delegate
        v.addGestureRecognizer(pinch)
        v.addGestureRecognizer(rotation)
        var pinchStates: [UIGestureRecognizer.State] = []
        var rotationStates: [UIGestureRecognizer.State] = []
        pinch.addTarget { pinchStates.append($0.state) }
        rotation.addTarget { rotationStates.append($0.state) }

        // Fingers 100 apart spread to 200 apart: scale 2.
        h.twoFingers(from: (CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)),
                     to: (CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200)), lift: false)
        #expect(abs(pinch.scale - 2) < 0.0001)
        #expect(pinch.velocity > 0)
        #expect(pinch.state == .changed)
        #expect(rotationStates.isEmpty)   // no turn
        h.clock.advance(by: 0.01)
        h.frame([TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 100, y: 200)),
                 TouchPoint(id: 2, phase: .ended, location: CGPoint(x: 300, y: 200))])
        #expect(pinchStates.first == .began && pinchStates.last == .ended)

        // A quarter turn clockwise around (200, 200).
        h.clock.advance(by: 1)
        h.twoFingers(from: (CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)),
                     to: (CGPoint(x: 200, y: 150), CGPoint(x: 200, y: 250)), steps: 20, lift: false)
        #expect(abs(rotation.rotation - .pi / 2) < 0.01)
        #expect(rotation.velocity > 0)
        h.clock.advance(by: 0.01)
        h.frame([TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 200, y: 150)),
                 TouchPoint(id: 2, phase: .ended, location: CGPoint(x: 200, y: 250))])
        #expect(rotationStates.first == .began && rotationStates.last == .ended)
    }

    @Test("G11: a screen-edge pan begins only from its edge, moving away from it")
    func screenEdgePan() {
        let h = GestureHarness()
        let v = canvas(h)
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        var began = 0
        edge.addTarget { if $0.state == .began { began += 1 } }
        v.addGestureRecognizer(edge)
        h.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 350, y: 200))
        #expect(began == 0)
        h.clock.advance(by: 1)
        h.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 150, y: 200))
        #expect(began == 1)
        h.clock.advance(by: 1)
        h.drag(from: CGPoint(x: 395, y: 200), to: CGPoint(x: 250, y: 200))
        #expect(began == 1)
    }

    @Test("G11: E6: hover reaches a hover recognizer (began, changed, ended) and never touchesBegan")
    func hover() {
        let h = GestureHarness()
        let v = canvas(h)
        let target = h.add(stoppingView("T"), frame: CGRect(x: 100, y: 100, width: 100, height: 100), to: v)
        let hover = UIHoverGestureRecognizer()
        var log: [String] = []
        hover.addTarget { r in
            let p = r.location(in: target)
            log.append("\(r.state) \(Int(p.x)),\(Int(p.y))")
        }
        target.addGestureRecognizer(hover)
        let tap = UITapGestureRecognizer()
        target.addGestureRecognizer(tap)
        let trace = DeliveryTrace.start()
        h.pointer(CGPoint(x: 50, y: 50))
        h.pointer(CGPoint(x: 110, y: 120))
        h.pointer(CGPoint(x: 150, y: 150))
        h.pointer(CGPoint(x: 300, y: 300))
        trace.stop()
        #expect(log == ["began 10,20", "changed 50,50", "ended 50,50"])
        #expect(calls(trace, "T").isEmpty && calls(trace, "V").isEmpty)
        #expect(!trace.entries.contains { if case .recognizerTouches = $0 { return true } else { return false } })
        // A press is a touch, which the hover recognizer never collects.
        h.click(CGPoint(x: 150, y: 150))
        #expect(hover.state == .possible)
    }

    @Test("E6: G11: a pointer press is an .indirectPointer touch with the buttons in buttonMask; buttonMaskRequired picks the button")
    func pointerButtons() {
        let h = GestureHarness()
        final class ButtonSpy: StoppingView {
            var seen: [(UITouch.TouchType, UIEvent.ButtonMask)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                if let t = touches.first, let event { seen.append((t.type, event.buttonMask)) }
            }
        }
        let v = h.add(ButtonSpy(), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var fired: [String] = []
        let primary = UITapGestureRecognizer { _ in fired.append("primary") }
        primary.cancelsTouchesInView = false
        let secondary = UITapGestureRecognizer { _ in fired.append("secondary") }
        secondary.buttonMaskRequired = .secondary
        secondary.cancelsTouchesInView = false
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        primary.delegate = delegate
        v.addGestureRecognizer(primary)
        v.addGestureRecognizer(secondary)
        h.click(CGPoint(x: 50, y: 50), buttons: .secondary)
        h.clock.advance(by: 1)
        h.click(CGPoint(x: 50, y: 50), buttons: .primary)
        #expect(fired == ["secondary", "primary"])
        #expect(v.seen.count == 2)
        #expect(v.seen.allSatisfy { $0.0 == .indirectPointer })
        #expect(v.seen.map(\.1) == [.secondary, .primary])
        // A finger presses the primary button only: the secondary-click
        // recognizer never takes its tap.
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 50, y: 50))
        #expect(fired == ["secondary", "primary", "primary"])
    }

    @Test("G11: a pan that allows scrolling pans with the wheel; translation follows the content")
    func scrollPan() {
        let h = GestureHarness()
        let v = canvas(h)
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        v.addGestureRecognizer(pan)
        h.pointer(CGPoint(x: 50, y: 50), scroll: ScrollInput(source: .wheel, delta: CGVector(dx: 0, dy: 15), discrete: CGVector(dx: 0, dy: 1)))
        #expect(states.isEmpty)   // scrolling not allowed by default
        pan.allowedScrollTypesMask = .all
        h.pointer(CGPoint(x: 50, y: 50), scroll: ScrollInput(source: .wheel, delta: CGVector(dx: 0, dy: 15), discrete: CGVector(dx: 0, dy: 1)))
        h.pointer(CGPoint(x: 50, y: 50), scroll: ScrollInput(source: .wheel, delta: CGVector(dx: 0, dy: 15), discrete: CGVector(dx: 0, dy: 1)))
        #expect(states == [.began, .changed])
        #expect(pan.translation(in: v) == CGPoint(x: 0, y: -30))
        h.clock.advance(by: UIPanGestureRecognizer.wheelPanEndDelay + 0.01)
        #expect(states == [.began, .changed, .ended])
        #expect(pan.state == .possible)
        // A touchpad ends with axis_stop.
        pan.allowedScrollTypesMask = .continuous
        h.pointer(CGPoint(x: 50, y: 50), scroll: ScrollInput(source: .finger, delta: CGVector(dx: 4, dy: 0)))
        h.pointer(CGPoint(x: 50, y: 50), scroll: ScrollInput(source: .finger, stopped: true))
        #expect(states == [.began, .changed, .ended, .began, .ended])
    }
}

/// An owner whose action method takes the recognizer's own type, as UIKit
/// action methods do.
@MainActor
private final class PanOwner {
    var translations: [CGPoint] = []
    func handlePan(_ pan: UIPanGestureRecognizer) { translations.append(pan.translation(in: nil)) }
}

@MainActor
@Suite(.serialized)
struct RecognizerTargetTests {
    @Test("G12: init(target:action:) with a method taking the recognizer's own type; the target is held weakly")
    func targetAction() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var owner: PanOwner? = PanOwner()
        let pan = UIPanGestureRecognizer(target: owner!, action: PanOwner.handlePan)
        v.addGestureRecognizer(pan)
        h.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 10), steps: 2)
        #expect(owner?.translations == [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 0)])
        weak let gone = owner
        owner = nil
        #expect(gone == nil)
        h.clock.advance(by: 1)
        h.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 10), steps: 2)   // no crash, nothing called
    }
}
