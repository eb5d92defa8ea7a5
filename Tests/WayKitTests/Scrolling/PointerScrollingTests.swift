import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite(.serialized)
struct PointerScrollingTests {
    private func wheel(_ steps: CGFloat) -> ScrollInput {
        ScrollInput(source: .wheel, delta: CGVector(dx: 0, dy: 15 * steps), discrete: CGVector(dx: 0, dy: steps),
                    value120: CGVector(dx: 0, dy: 120 * steps))
    }

    private func touchpad(_ dy: CGFloat, stopped: Bool = false) -> ScrollInput {
        ScrollInput(source: .finger, delta: CGVector(dx: 0, dy: dy), stopped: stopped)
    }

    @Test("S9: a wheel scrolls the scroll view under the pointer at once, without gliding, and the content sees no touch")
    func wheelScrolls() {
        let scene = ScrollScene()
        let trace = DeliveryTrace.start()
        scene.backend.scroll(wheel(1), at: CGPoint(x: 60, y: 220))
        #expect(scene.scrollView.contentOffset.y == 15)
        scene.backend.advanceTime(by: 0.05)
        scene.backend.scroll(wheel(2), at: CGPoint(x: 60, y: 220))
        #expect(scene.scrollView.contentOffset.y == 45)
        scene.backend.advanceTime(by: 1)
        trace.stop()
        #expect(scene.scrollView.contentOffset.y == 45)
        #expect(!scene.scrollView.isDecelerating)
        #expect(responderCalls(trace, "B").isEmpty)
        #expect(foldedNotes(trace).contains("didEndDragging(willDecelerate: false)"))
    }

    @Test("S9: a touchpad scrolls 1:1 and glides on after axis_stop; a new axis event stops the glide")
    func touchpadKinetic() {
        let scene = ScrollScene()
        for _ in 0..<8 {
            scene.backend.scroll(touchpad(12), at: CGPoint(x: 200, y: 200))
            scene.backend.advanceTime(by: 0.01)
        }
        #expect(scene.scrollView.contentOffset.y == 96)
        scene.backend.scroll(touchpad(0, stopped: true), at: CGPoint(x: 200, y: 200))
        #expect(scene.scrollView.isDecelerating)
        scene.backend.advanceTime(by: 0.2)
        let gliding = scene.scrollView.contentOffset.y
        #expect(gliding > 150)
        scene.backend.scroll(touchpad(1), at: CGPoint(x: 200, y: 200))
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.scrollView.contentOffset.y == gliding + 1)
    }

    @Test("S9: a touch stops a touchpad glide")
    func touchStopsGlide() {
        let scene = ScrollScene()
        for _ in 0..<8 {
            scene.backend.scroll(touchpad(12), at: CGPoint(x: 200, y: 200))
            scene.backend.advanceTime(by: 0.01)
        }
        scene.backend.scroll(touchpad(0, stopped: true), at: CGPoint(x: 200, y: 200))
        scene.backend.advanceTime(by: 0.1)
        #expect(scene.scrollView.isDecelerating)
        let id = scene.backend.touchDown(at: CGPoint(x: 300, y: 300))
        #expect(!scene.scrollView.isDecelerating)
        scene.backend.touchUp(id)
    }
}
