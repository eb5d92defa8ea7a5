import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// D4 through the test compositor's tablet seat: a pen (pressure, tilt,
/// distance) and an eraser (pressure).
@MainActor
@Suite(.serialized)
struct StylusTests {
    let pen = TestCompositor.pen, eraser = TestCompositor.eraser

    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    @Test("D4: tilt to altitude and azimuth, known vectors")
    func tiltConversion() {
        func angles(_ x: Double, _ y: Double) -> (Double, Double) { TabletAxes.angles(tiltX: x, tiltY: y) }
        let d = 1e-9
        #expect(abs(angles(45, 0).0 - .pi / 4) < d && abs(angles(45, 0).1) < d)
        #expect(abs(angles(0, 0).0 - .pi / 2) < d && abs(angles(0, 0).1) < d)
        #expect(abs(angles(0, 45).0 - .pi / 4) < d && abs(angles(0, 45).1 - .pi / 2) < d)
        #expect(abs(angles(-45, 0).0 - .pi / 4) < d && abs(abs(angles(-45, 0).1) - .pi) < d)
        // Both at 45°: the pen leans along the diagonal, lower than either alone.
        #expect(abs(angles(45, 45).0 - atan(1 / 2.0.squareRoot())) < d && abs(angles(45, 45).1 - .pi / 4) < d)
        #expect(abs(angles(90, 0).0) < 1e-6)
        // F1: values past ±90° are clamped, never NaN.
        let wild = angles(1e6, -1e6)
        #expect(wild.0.isFinite && wild.1.isFinite && wild.0 >= 0)
        #expect(TabletAxes.normalized(65535) == 1 && TabletAxes.normalized(.max) == 1 && TabletAxes.normalized(0) == 0)
    }

    @Test("D4: a pen in contact is a .pencil touch with force, altitude, azimuth and estimatedProperties")
    func penContact() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        let s = h.windowSurface()
        #expect(h.compositor.hasTabletSeat)
        h.compositor.tabletProximityIn(pen, surface: s)
        h.compositor.tabletMotion(pen, x: 50, y: 40)
        h.compositor.tabletFrame(pen, time: 100)
        h.compositor.tabletDown(pen)
        h.compositor.tabletPressure(pen, 32768)
        h.compositor.tabletTilt(pen, x: 45, y: 0)
        h.compositor.tabletFrame(pen, time: 110)
        try h.roundtrip()
        #expect(view.events == ["began 1"])
        let touch = try #require(view.touches.first)
        #expect(touch.type == .pencil)
        #expect(touch.location(in: view) == CGPoint(x: 50, y: 40))
        #expect(near(touch.maximumPossibleForce, UITouch.pencilMaximumPossibleForce))
        #expect(near(touch.force, 32768 / 65535 * UITouch.pencilMaximumPossibleForce))
        #expect(near(touch.altitudeAngle, .pi / 4))
        #expect(near(touch.azimuthAngle(in: view), 0))
        #expect(touch.estimatedProperties == [], "the pen measures pressure and tilt")
        #expect(!touch.isEraser)
        // Leaning towards +y, full pressure, moved.
        h.compositor.tabletMotion(pen, x: 60, y: 45)
        h.compositor.tabletPressure(pen, 65535)
        h.compositor.tabletTilt(pen, x: 0, y: 30)
        h.compositor.tabletFrame(pen, time: 120)
        try h.roundtrip()
        #expect(view.events == ["began 1", "moved 1"])
        #expect(near(touch.force, UITouch.pencilMaximumPossibleForce))
        #expect(near(touch.azimuthAngle(in: view), .pi / 2))
        #expect(near(touch.altitudeAngle, .pi / 3))
        #expect(touch.location(in: view) == CGPoint(x: 60, y: 45))
        h.compositor.tabletUp(pen)
        h.compositor.tabletFrame(pen, time: 130)
        h.compositor.tabletProximityOut(pen)
        h.compositor.tabletFrame(pen, time: 140)
        try h.roundtrip()
        #expect(view.events == ["began 1", "moved 1", "ended 1"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
        // A finger has none of it.
        h.compositor.touchDown(surface: s, id: 1, x: 10, y: 10, time: 200)
        h.compositor.touchFrame()
        try h.roundtrip()
        let finger = try #require(view.touches.last)
        #expect(finger.type == .direct && finger.force == 0 && finger.maximumPossibleForce == 0)
        #expect(finger.altitudeAngle == .pi / 2 && !finger.isEraser)
    }

    @Test("D4: the eraser is told apart (isEraser), and what it doesn't measure is estimated")
    func eraserTool() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        h.compositor.tabletProximityIn(eraser, surface: h.windowSurface())
        h.compositor.tabletMotion(eraser, x: 20, y: 30)
        h.compositor.tabletDown(eraser)
        h.compositor.tabletPressure(eraser, 65535)
        h.compositor.tabletFrame(eraser, time: 100)
        try h.roundtrip()
        let touch = try #require(view.touches.first)
        #expect(touch.type == .pencil)
        #expect(touch.isEraser)
        #expect(near(touch.force, UITouch.pencilMaximumPossibleForce))
        #expect(touch.estimatedProperties == [.altitude, .azimuth], "the eraser has no tilt sensor")
        #expect(touch.altitudeAngle == .pi / 2)
        h.compositor.tabletUp(eraser)
        h.compositor.tabletFrame(eraser, time: 110)
        try h.roundtrip()
        #expect(view.events == ["began 1", "ended 1"])
    }

    @Test("D4: a hovering pen reaches UIHoverGestureRecognizer with zOffset, never touchesBegan; contact ends the hover")
    func hover() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        let hover = UIHoverGestureRecognizer()
        var log: [String] = []
        hover.addTarget { r in
            let p = r.location(in: view)
            log.append("\(r.state) \(Int(p.x)),\(Int(p.y)) z\(Int((r.zOffset * 100).rounded()))")
        }
        view.addGestureRecognizer(hover)
        let s = h.windowSurface()
        h.compositor.tabletProximityIn(pen, surface: s)
        h.compositor.tabletMotion(pen, x: 10, y: 20)
        h.compositor.tabletDistance(pen, 16384)
        h.compositor.tabletFrame(pen, time: 100)
        h.compositor.tabletMotion(pen, x: 12, y: 22)
        h.compositor.tabletDistance(pen, 32768)
        h.compositor.tabletFrame(pen, time: 110)
        try h.roundtrip()
        #expect(log == ["began 10,20 z25", "changed 12,22 z50"])
        #expect(view.events.isEmpty)
        // Touching down ends the hover; lifting starts it again; leaving ends it.
        h.compositor.tabletDown(pen)
        h.compositor.tabletDistance(pen, 0)
        h.compositor.tabletFrame(pen, time: 120)
        try h.roundtrip()
        #expect(log.count == 3 && log.last?.hasPrefix("ended") == true, "\(log)")
        #expect(view.events == ["began 1"])
        h.compositor.tabletUp(pen)
        h.compositor.tabletDistance(pen, 6554)
        h.compositor.tabletFrame(pen, time: 130)
        h.compositor.tabletProximityOut(pen)
        h.compositor.tabletFrame(pen, time: 140)
        try h.roundtrip()
        #expect(view.events == ["began 1", "ended 1"])
        #expect(Array(log.dropFirst(3)) == ["began 12,22 z10", "ended 12,22 z10"])
        // The mouse's hover is its own: the pen never moved the cursor.
        #expect(UIApplication.shared._pointer.cursorShape == .arrow)
    }

    @Test("D4: a pen and a finger can be down together")
    func penAndFinger() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        let s = h.windowSurface()
        h.compositor.touchDown(surface: s, id: 0, x: 150, y: 50, time: 100)
        h.compositor.touchFrame()
        h.compositor.tabletProximityIn(pen, surface: s)
        h.compositor.tabletMotion(pen, x: 30, y: 30)
        h.compositor.tabletDown(pen)
        h.compositor.tabletPressure(pen, 10000)
        h.compositor.tabletFrame(pen, time: 105)
        try h.roundtrip()
        #expect(view.events == ["began 1", "began 1"])
        #expect(Set(UIApplication.shared.activeTouches.map(\.type)) == [.direct, .pencil])
        h.compositor.touchMotion(id: 0, x: 140, y: 50, time: 110)
        h.compositor.touchFrame()
        h.compositor.tabletMotion(pen, x: 35, y: 30)
        h.compositor.tabletFrame(pen, time: 110)
        try h.roundtrip()
        #expect(view.events == ["began 1", "began 1", "moved 1", "moved 1"])
        // A touchscreen cancel leaves the pen alone.
        h.compositor.touchCancel()
        try h.roundtrip()
        #expect(UIApplication.shared.activeTouches.map(\.type) == [.pencil])
        h.compositor.tabletUp(pen)
        h.compositor.tabletFrame(pen, time: 120)
        try h.roundtrip()
        #expect(view.events.suffix(2) == ["cancelled 1", "ended 1"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    @Test("D4/F2: a down without proximity_in, an up without down and an empty frame are logged and dropped")
    func badSequences() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        h.compositor.tabletDown(pen)
        h.compositor.tabletMotion(pen, x: 10, y: 10)
        h.compositor.tabletFrame(pen, time: 100)
        h.compositor.tabletUp(pen)
        h.compositor.tabletFrame(pen, time: 110)
        h.compositor.tabletFrame(pen, time: 120)
        try h.roundtrip()
        #expect(view.events.isEmpty)
        #expect(UIApplication.shared.activeTouches.isEmpty)
        #expect(h.log.contains { $0.contains("down without proximity_in") })
        #expect(h.log.contains { $0.contains("up without down") })
        #expect(h.log.contains { $0.contains("frame with no event") })
        // Proximity out while down (no up): the touch is cancelled, not left down.
        h.compositor.tabletProximityIn(pen, surface: h.windowSurface())
        h.compositor.tabletMotion(pen, x: 10, y: 10)
        h.compositor.tabletDown(pen)
        h.compositor.tabletFrame(pen, time: 130)
        h.compositor.tabletProximityOut(pen)
        h.compositor.tabletFrame(pen, time: 140)
        try h.roundtrip()
        #expect(view.events == ["began 1", "cancelled 1"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    @Test("D4/F2: a tool removed while down cancels its touch; its later events and an unknown tool's are dropped")
    func removedAndUnknownTools() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        let s = h.windowSurface()
        h.compositor.tabletProximityIn(pen, surface: s)
        h.compositor.tabletMotion(pen, x: 10, y: 10)
        h.compositor.tabletDown(pen)
        h.compositor.tabletFrame(pen, time: 100)
        try h.roundtrip()
        #expect(view.events == ["began 1"])
        // Removed, then events the compositor still sends in the same batch.
        h.compositor.tabletRemoveTool(pen)
        h.compositor.tabletMotion(pen, x: 20, y: 20)
        h.compositor.tabletDown(pen)
        h.compositor.tabletFrame(pen, time: 110)
        try h.roundtrip()
        #expect(view.events == ["began 1", "cancelled 1"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
        #expect(h.compositor.tabletLiveTools == 1, "the client destroyed the removed pen")
        // A tool of no known type (and a mouse tool): logged, never a touch.
        let unknown = h.compositor.tabletAddTool(type: 0x999, capabilities: [2])
        let mouse = h.compositor.tabletAddTool(type: 0x146)
        try h.roundtrip()
        for tool in [unknown, mouse] {
            h.compositor.tabletProximityIn(tool, surface: s)
            h.compositor.tabletMotion(tool, x: 30, y: 30)
            h.compositor.tabletDown(tool)
            h.compositor.tabletFrame(tool, time: 120)
        }
        try h.roundtrip()
        #expect(view.events == ["began 1", "cancelled 1"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
        #expect(h.log.contains { $0.contains("type 0x999 is not a pen") })
        #expect(h.log.contains { $0.contains("type 0x146 is not a pen") })
        // The pad went at once.
        #expect(h.compositor.tabletPadsDestroyed == 1)
    }

    @Test("D4: without zwp_tablet_manager_v2 the app runs and says so once")
    func noTabletGlobal() throws {
        let h = try Harness(omitting: [.tablet])
        _ = try h.showRecordingWindow()
        #expect(!h.compositor.hasTabletSeat)
        #expect(h.log.filter { $0.contains("zwp_tablet_manager_v2") }.count == 1)
    }
}
