import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A scroll view that lets drags take touches from controls too.
private final class CancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A scroll view that keeps every touch from its content.
private final class RefusingScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
}

@MainActor
@Suite(.serialized)
struct ContentTouchTests {
    @Test("S2: a quick tap on a button in a scroll view fires it; began and ended reach the button together at touch-up")
    func quickTap() {
        let scene = ScrollScene()
        let trace = DeliveryTrace.start()
        let id = scene.backend.touchDown(at: CGPoint(x: 60, y: 220))
        // Held: the button has seen nothing yet (G6's hold).
        #expect(responderCalls(trace, "B").isEmpty)
        #expect(!scene.button.isTracking)
        scene.backend.advanceTime(by: 0.05)
        scene.backend.touchUp(id)
        trace.stop()
        #expect(scene.fired == 1)
        #expect(responderCalls(trace, "B") == ["touchesBegan", "touchesEnded"])
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(trace.lines.contains("S content touch: delivered to B"))
    }

    @Test("S2: a finger that stays still for 0.15 s reaches the button then, not before")
    func delayThenDelivered() {
        let scene = ScrollScene()
        let trace = DeliveryTrace.start()
        let id = scene.backend.touchDown(at: CGPoint(x: 60, y: 220))
        scene.backend.advanceTime(by: UIScrollView.contentTouchDelay - 0.01)
        #expect(!scene.button.isTracking)
        scene.backend.advanceTime(by: 0.02)
        #expect(scene.button.isTracking)
        #expect(scene.button.isHighlighted)
        scene.backend.touchUp(id)
        trace.stop()
        #expect(scene.fired == 1)
        #expect(responderCalls(trace, "B") == ["touchesBegan", "touchesEnded"])
    }

    @Test("S2: a drag that starts on the button scrolls, and the button never sees the touch")
    func dragFromButtonScrolls() {
        let scene = ScrollScene()
        let trace = DeliveryTrace.start()
        scene.backend.drag(from: CGPoint(x: 60, y: 220), to: CGPoint(x: 60, y: 20))
        trace.stop()
        #expect(responderCalls(trace, "B").isEmpty)
        #expect(controlEvents(trace, "B").isEmpty)
        #expect(scene.fired == 0)
        #expect(scene.scrollView.contentOffset.y > 150)
        // The scroll view's own pan recognized; the hold recognizer failed.
        #expect(trace.lines.contains("UIScrollViewPanGestureRecognizer@S possible -> began"))
        #expect(trace.lines.contains("UIScrollViewDelayedTouchesBeganGestureRecognizer@S possible -> failed"))
    }

    @Test("S2: with delaysContentTouches false the button gets the touch at once")
    func noDelay() {
        let scene = ScrollScene()
        scene.scrollView.delaysContentTouches = false
        let trace = DeliveryTrace.start()
        let id = scene.backend.touchDown(at: CGPoint(x: 60, y: 220))
        #expect(responderCalls(trace, "B") == ["touchesBegan"])
        scene.backend.touchUp(id)
        trace.stop()
        #expect(scene.fired == 1)
    }

    @Test("S3: a finger held 0.2 s on a button, then dragged: the button keeps the touch and nothing scrolls")
    func heldButtonKeepsTouch() {
        let scene = ScrollScene()
        let trace = DeliveryTrace.start()
        let id = scene.backend.touchDown(at: CGPoint(x: 60, y: 220))
        scene.backend.advanceTime(by: 0.2)
        scene.move(id, from: CGPoint(x: 60, y: 220), to: CGPoint(x: 60, y: 120))
        scene.backend.touchUp(id)
        trace.stop()
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(!responderCalls(trace, "B").contains("touchesCancelled"))
        #expect(responderCalls(trace, "B").first == "touchesBegan")
        #expect(responderCalls(trace, "B").last == "touchesEnded")
        #expect(!controlEvents(trace, "B").contains("touchCancel"))
        #expect(trace.lines.contains("S content touch: B holds it, drag refused"))
    }

    @Test("S3: with touchesShouldCancel(in:) true the held button gets touchCancel and the view scrolls")
    func overrideCancels() {
        let scene = ScrollScene(scrollView: CancellingScrollView())
        let trace = DeliveryTrace.start()
        let id = scene.backend.touchDown(at: CGPoint(x: 60, y: 220))
        scene.backend.advanceTime(by: 0.2)
        #expect(scene.button.isHighlighted)
        scene.move(id, from: CGPoint(x: 60, y: 220), to: CGPoint(x: 60, y: 120))
        scene.backend.touchUp(id)
        trace.stop()
        // Moves under the pan's threshold still reach the button; then the
        // drag takes the touch.
        #expect(responderCalls(trace, "B").first == "touchesBegan")
        #expect(responderCalls(trace, "B").last == "touchesCancelled")
        #expect(!responderCalls(trace, "B").contains("touchesEnded"))
        #expect(controlEvents(trace, "B").contains("touchCancel"))
        #expect(!scene.button.isHighlighted)
        #expect(scene.fired == 0)
        #expect(scene.scrollView.contentOffset.y > 50)
    }

    @Test("S3: with canCancelContentTouches false a drag never takes a touch the content has, even a plain view's")
    func cannotCancel() {
        let scene = ScrollScene()
        scene.scrollView.canCancelContentTouches = false
        let plain = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        plain.accessibilityIdentifier = "P"
        scene.scrollView.addSubview(plain)
        let trace = DeliveryTrace.start()
        let id = scene.backend.touchDown(at: CGPoint(x: 250, y: 250))
        scene.backend.advanceTime(by: 0.2)
        scene.move(id, from: CGPoint(x: 250, y: 250), to: CGPoint(x: 250, y: 100))
        scene.backend.touchUp(id)
        trace.stop()
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(responderCalls(trace, "P").last == "touchesEnded")
    }

    @Test("S3: a plain view's held touch is cancelled by default when the finger drags")
    func plainViewCancelled() {
        let scene = ScrollScene()
        let plain = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        plain.accessibilityIdentifier = "P"
        scene.scrollView.addSubview(plain)
        let trace = DeliveryTrace.start()
        let id = scene.backend.touchDown(at: CGPoint(x: 250, y: 250))
        scene.backend.advanceTime(by: 0.2)
        scene.move(id, from: CGPoint(x: 250, y: 250), to: CGPoint(x: 250, y: 100))
        scene.backend.touchUp(id)
        trace.stop()
        #expect(scene.scrollView.contentOffset.y > 50)
        #expect(responderCalls(trace, "P").first == "touchesBegan")
        #expect(responderCalls(trace, "P").last == "touchesCancelled")
    }

    @Test("S3: touchesShouldBegin(_:with:in:) returning false keeps a tap from the content")
    func shouldBeginRefuses() {
        let scene = ScrollScene(scrollView: RefusingScrollView())
        let trace = DeliveryTrace.start()
        scene.backend.tap(at: CGPoint(x: 60, y: 220))
        let id = scene.backend.touchDown(at: CGPoint(x: 60, y: 220))
        scene.backend.advanceTime(by: 0.3)
        scene.backend.touchUp(id)
        trace.stop()
        #expect(scene.fired == 0)
        #expect(responderCalls(trace, "B").isEmpty)
    }

    @Test("S6: a tap on a flinging scroll view stops it and fires no button")
    func tapStopsFling() {
        let scene = ScrollScene()
        // A button as tall as the content, so the tap lands on it wherever
        // the fling has taken the content.
        let tall = UIButton(type: .system)
        tall.accessibilityIdentifier = "T"
        tall.frame = CGRect(x: 200, y: 0, width: 150, height: 2000)
        scene.scrollView.addSubview(tall)
        var tallFired = 0
        tall.addAction(UIAction { _ in tallFired += 1 }, for: .touchUpInside)
        scene.backend.drag(from: CGPoint(x: 300, y: 350), to: CGPoint(x: 300, y: 150), steps: 5)
        scene.backend.advanceTime(by: 0.1)
        #expect(scene.scrollView.isDecelerating)
        let trace = DeliveryTrace.start()
        scene.backend.tap(at: CGPoint(x: 300, y: 200))
        let stoppedAt = scene.scrollView.contentOffset.y
        scene.backend.advanceTime(by: 0.5)
        trace.stop()
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.scrollView.contentOffset.y == stoppedAt)
        #expect(!scene.scrollView.isTracking)
        #expect(tallFired == 0)
        #expect(responderCalls(trace, "T").isEmpty)
        #expect(trace.lines.contains("S content touch: stopped scrolling, withheld"))
        // The next tap, on a still view, is the button's again.
        scene.backend.tap(at: CGPoint(x: 300, y: 200))
        #expect(tallFired == 1)
    }
}
