import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

@MainActor
@Suite(.serialized)
struct TouchTests {
    @Test("P1: touch events are gathered until wl_touch.frame and delivered as one event (E3)")
    func frameGrouping() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        let s = h.windowSurface()
        h.compositor.touchDown(surface: s, id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchDown(surface: s, id: 2, x: 50, y: 20, time: 100)
        try h.roundtrip()
        #expect(view.events.isEmpty, "nothing may reach the view before the frame")
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.events == ["began 2"])
        // Fingers that go down in separate frames give one call each.
        h.compositor.touchDown(surface: s, id: 3, x: 90, y: 30, time: 110)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.events == ["began 2", "began 1"])
    }

    @Test("P1: a last up with no trailing frame (Weston 10) still ends the touch, and a late frame adds nothing")
    func missingFrameAfterUp() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        let s = h.windowSurface()
        h.compositor.touchDown(surface: s, id: 7, x: 10, y: 10, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        h.compositor.touchUp(id: 7, time: 150)
        try h.roundtrip()
        #expect(view.events == ["began 1", "ended 1"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1", "ended 1"])
    }

    @Test("P1: an up while another finger stays down waits for its frame")
    func upWithFingerStillDown() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        let s = h.windowSurface()
        h.compositor.touchDown(surface: s, id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchDown(surface: s, id: 2, x: 60, y: 10, time: 100)
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 1, time: 120)
        try h.roundtrip()
        #expect(view.events == ["began 2"])
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.events == ["began 2", "ended 1"])
    }

    @Test("P2: wl_touch.cancel cancels every active touch (E7)")
    func cancel() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        let s = h.windowSurface()
        h.compositor.touchDown(surface: s, id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchDown(surface: s, id: 2, x: 60, y: 10, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(UIApplication.shared.activeTouches.count == 2)
        h.compositor.touchCancel()
        try h.roundtrip()
        #expect(view.events == ["began 2", "cancelled 2"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    @Test("P2: wl_touch.shape and orientation reach the UITouch as majorRadius and orientation")
    func shapeAndOrientation() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        let s = h.windowSurface()
        h.compositor.touchDown(surface: s, id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchShape(id: 1, major: 24, minor: 12)
        h.compositor.touchOrientation(id: 1, degrees: 90)
        h.compositor.touchFrame()
        try h.roundtrip()
        let touch = try #require(view.touches.first)
        #expect(touch.majorRadius == 12)
        #expect(abs(touch.orientation - .pi / 2) < 0.001)
        // A shape change alone is a move of that finger.
        h.compositor.touchShape(id: 1, major: 30, minor: 12)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1", "moved 1"])
        #expect(touch.majorRadius == 15)
    }

    @Test("E7: a touch capability that disappears at run time cancels the touches down")
    func touchCapabilityRemoved() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        h.compositor.setCapabilities([.pointer, .keyboard])
        try h.roundtrip()
        #expect(view.events == ["began 1", "cancelled 1"])
        #expect(h.compositor.touchObjects == 0)
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    @Test("Seat capabilities appearing and disappearing at run time create and release the devices")
    func capabilitiesAtRunTime() throws {
        let h = try Harness()
        _ = try h.showRecordingWindow()
        #expect((h.compositor.touchObjects, h.compositor.pointerObjects, h.compositor.keyboardObjects) == (1, 1, 1))
        h.compositor.setCapabilities([.keyboard])
        try h.roundtrip()
        #expect((h.compositor.touchObjects, h.compositor.pointerObjects, h.compositor.keyboardObjects) == (0, 0, 1))
        h.compositor.setCapabilities(.all)
        try h.roundtrip()
        #expect((h.compositor.touchObjects, h.compositor.pointerObjects, h.compositor.keyboardObjects) == (1, 1, 1))
    }

    @Test("E5: touch timestamps come from the compositor's event time, in seconds")
    func timestamps() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        // The manual clock stands at 1000 s; the compositor says 999.5 s.
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 10, y: 10, time: 999_500)
        h.compositor.touchFrame()
        try h.roundtrip()
        let touch = try #require(view.touches.first)
        #expect(abs(touch.timestamp - 999.5) < 0.0001)
    }
}
