import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// The content-touch rules as whole traces, in the form the seeds' logs are
/// compared: recognizer deliveries and transitions, the button's responder
/// calls and control events, and the scroll view's notes, in order.
@MainActor
@Suite(.serialized)
struct ContentTouchTraceTests {
    private func lines(_ trace: DeliveryTrace) -> [String] {
        trace.entries.compactMap { entry in
            switch entry {
            case .recognizerTouches, .recognizerState, .controlEvent, .note: return entry.description
            case .responder("B", _): return entry.description
            default: return nil
            }
        }
    }

    @Test("S2: G6: a quick tap: the hold recognizer fails at touch-up, and the held began and the ended reach the button together")
    func quickTapTrace() {
        let scene = ScrollScene()
        let trace = DeliveryTrace.start()
        scene.backend.tap(at: CGPoint(x: 60, y: 220))
        trace.stop()
        #expect(lines(trace) == [
            "UIScrollViewDelayedTouchesBeganGestureRecognizer@S touchesBegan",
            "UIScrollViewPanGestureRecognizer@S touchesBegan",
            "UIScrollViewDelayedTouchesBeganGestureRecognizer@S touchesEnded",
            "S content touch: delivered to B",
            "UIScrollViewDelayedTouchesBeganGestureRecognizer@S possible -> failed",
            "UIScrollViewPanGestureRecognizer@S touchesEnded",
            "UIScrollViewPanGestureRecognizer@S possible -> failed",
            "B touchesBegan",
            "B sends touchDown",
            "B touchesEnded",
            "B sends touchUpInside",
            "B sends primaryActionTriggered",
            "UIScrollViewDelayedTouchesBeganGestureRecognizer@S failed -> possible",
            "UIScrollViewPanGestureRecognizer@S failed -> possible",
        ])
    }

    @Test("S2: G4: a drag from the button: the pan begins, the hold recognizer fails under it, the button sees nothing")
    func dragTrace() {
        let scene = ScrollScene()
        let trace = DeliveryTrace.start()
        scene.backend.drag(from: CGPoint(x: 60, y: 220), to: CGPoint(x: 60, y: 180), steps: 2)
        trace.stop()
        let l = lines(trace).filter { !$0.hasPrefix("did") && !$0.hasPrefix("will") }
        #expect(l == [
            "UIScrollViewDelayedTouchesBeganGestureRecognizer@S touchesBegan",
            "UIScrollViewPanGestureRecognizer@S touchesBegan",
            "UIScrollViewDelayedTouchesBeganGestureRecognizer@S touchesMoved",
            "UIScrollViewPanGestureRecognizer@S touchesMoved",
            "UIScrollViewPanGestureRecognizer@S possible -> began",
            "UIScrollViewDelayedTouchesBeganGestureRecognizer@S possible -> failed",
            "UIScrollViewPanGestureRecognizer@S touchesMoved",
            "UIScrollViewPanGestureRecognizer@S began -> changed",
            "UIScrollViewPanGestureRecognizer@S touchesEnded",
            "UIScrollViewPanGestureRecognizer@S changed -> ended",
            "UIScrollViewDelayedTouchesBeganGestureRecognizer@S failed -> possible",
            "UIScrollViewPanGestureRecognizer@S ended -> possible",
        ])
        #expect(foldedNotes(trace) == ["willBeginDragging", "didScroll", "willEndDragging",
                                      "didEndDragging(willDecelerate: true)", "willBeginDecelerating"])
    }

    @Test("S3: G10: held past the delay then dragged: the pan is vetoed and the button keeps its touch to the end")
    func heldTrace() {
        let scene = ScrollScene()
        let trace = DeliveryTrace.start()
        let id = scene.backend.touchDown(at: CGPoint(x: 60, y: 220))
        scene.backend.advanceTime(by: 0.2)
        scene.move(id, from: CGPoint(x: 60, y: 220), to: CGPoint(x: 60, y: 190), steps: 2)
        scene.backend.touchUp(id)
        trace.stop()
        #expect(lines(trace) == [
            "UIScrollViewDelayedTouchesBeganGestureRecognizer@S touchesBegan",
            "UIScrollViewPanGestureRecognizer@S touchesBegan",
            "S content touch: delivered to B",
            "UIScrollViewDelayedTouchesBeganGestureRecognizer@S possible -> failed",
            "B touchesBegan",
            "B sends touchDown",
            "UIScrollViewPanGestureRecognizer@S touchesMoved",
            "S content touch: B holds it, drag refused",
            "UIScrollViewPanGestureRecognizer@S possible -> failed",
            "B touchesMoved",
            "B sends touchDragInside",
            "B touchesMoved",
            "B sends touchDragInside",
            "B touchesEnded",
            "B sends touchUpInside",
            "B sends primaryActionTriggered",
            "UIScrollViewDelayedTouchesBeganGestureRecognizer@S failed -> possible",
            "UIScrollViewPanGestureRecognizer@S failed -> possible",
        ])
    }
}
