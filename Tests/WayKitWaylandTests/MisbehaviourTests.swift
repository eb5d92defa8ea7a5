import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// A compositor that sends nonsense gets it logged or dropped, never a crash.
@MainActor
@Suite(.serialized)
struct MisbehaviourTests {
    @Test("P1: motion and up for touch ids that never went down are dropped")
    func unknownTouchIDs() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        h.compositor.touchMotion(id: 42, x: 10, y: 10, time: 100)
        h.compositor.touchUp(id: 43, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.events.isEmpty)
        // A real touch afterwards still works.
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 10, y: 10, time: 110)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1"])
    }

    @Test("A configure with a negative size is read as 'you choose'")
    func negativeConfigure() throws {
        let h = try Harness()
        let (scene, _) = try h.showWindow(size: CGSize(width: 200, height: 100))
        h.compositor.configure(0, width: -5, height: -7)
        try h.roundtrip()
        #expect(scene.size == CGSize(width: 200, height: 100))
        #expect(h.compositor.bufferSize(h.windowSurface()) == .init(width: 200, height: 100))
    }

    @Test("A scene's title change reaches its toplevel")
    func titleChange() throws {
        let h = try Harness()
        let (scene, _) = try h.showWindow()
        scene.title = "Renamed"
        try h.roundtrip()
        #expect(h.compositor.title(0) == "Renamed")
    }

    @Test("P3: an output's scale changing later redraws the windows on it at the new scale")
    func outputScaleChangesLater() throws {
        let h = try Harness(omitting: [.fractionalScale])
        let (_, _) = try h.showWindow(size: CGSize(width: 100, height: 50))
        let s = h.windowSurface()
        h.compositor.enterOutput(s)
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.bufferSize(s) == .init(width: 100, height: 50))
        h.compositor.setOutputScale(3)
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.bufferSize(s) == .init(width: 300, height: 150))
        #expect(h.compositor.bufferScale(s) == 3)
    }
}
