import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// Records the scroll input the event model hands to scroll-accepting
/// recognizers.
final class ScrollRecorder: UIGestureRecognizer {
    var scrolls: [ScrollInput] = []
    override var _acceptsScroll: Bool { true }
    override func _scroll(_ input: ScrollInput, location: CGPoint, event: UIEvent) { scrolls.append(input) }
}

@MainActor
@Suite(.serialized)
struct PointerTests {
    @Test("E6: a pointer button press is an indirectPointer touch at the pointer's position, in points")
    func buttonPress() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        h.compositor.pointerEnter(surface: h.windowSurface(), x: 30, y: 40)
        h.compositor.pointerFrame()
        h.compositor.pointerButton(pressed: true, time: 100)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1"])
        #expect(view.touches.first?.type == .indirectPointer)
        #expect(view.locations == [CGPoint(x: 30, y: 40)])
        h.compositor.pointerMotion(x: 35, y: 42, time: 110)
        h.compositor.pointerFrame()
        h.compositor.pointerButton(pressed: false, time: 120)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1", "moved 1", "ended 1"])
    }

    @Test("E6: pointer motion with no button down never reaches touchesBegan")
    func hoverIsNotTouch() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        h.compositor.pointerEnter(surface: h.windowSurface(), x: 30, y: 40)
        h.compositor.pointerFrame()
        h.compositor.pointerMotion(x: 50, y: 50, time: 100)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(view.events.isEmpty)
    }

    @Test("E6: hover reaches hover recognizers: began on enter, changed on motion, ended on leave, in points")
    func hoverRecognizer() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        let hover = UIHoverGestureRecognizer()
        var log: [String] = []
        hover.addTarget { r in
            let p = r.location(in: view)
            log.append("\(r.state) \(Int(p.x)),\(Int(p.y))")
        }
        view.addGestureRecognizer(hover)
        h.compositor.pointerEnter(surface: h.windowSurface(), x: 10, y: 20)
        h.compositor.pointerFrame()
        h.compositor.pointerMotion(x: 15, y: 25, time: 100)
        h.compositor.pointerFrame()
        h.compositor.pointerLeave()
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(log == ["began 10,20", "changed 15,25", "ended 15,25"])
        #expect(view.events.isEmpty)
    }

    @Test("E7: losing pointer focus during a press cancels the pointer touch")
    func leaveDuringPress() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        h.compositor.pointerEnter(surface: h.windowSurface(), x: 30, y: 40)
        h.compositor.pointerButton(pressed: true, time: 100)
        h.compositor.pointerFrame()
        try h.roundtrip()
        h.compositor.pointerLeave()
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1", "cancelled 1"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    @Test("P4: axis events of one pointer frame arrive as one scroll with source, value and value120")
    func axisFrame() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        let recorder = ScrollRecorder()
        window.addGestureRecognizer(recorder)
        h.compositor.pointerEnter(surface: h.windowSurface(), x: 30, y: 40)
        h.compositor.pointerFrame()
        try h.roundtrip()
        h.compositor.pointerAxisSource(0)  // wheel
        h.compositor.pointerAxis(0, value: 15, time: 100)
        h.compositor.pointerAxisValue120(0, 120)
        h.compositor.pointerAxis(1, value: -5, time: 100)
        h.compositor.pointerAxisValue120(1, -40)
        try h.roundtrip()
        #expect(recorder.scrolls.isEmpty, "axis events wait for their frame")
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(recorder.scrolls.count == 1)
        let scroll = try #require(recorder.scrolls.first)
        #expect(scroll.source == .wheel)
        #expect(scroll.delta == CGVector(dx: -5, dy: 15))
        #expect(scroll.value120 == CGVector(dx: -40, dy: 120))
        #expect(scroll.discrete == CGVector(dx: 0, dy: 1))
    }

    @Test("P4: a finger scroll ending with axis_stop reports it")
    func axisStop() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        let recorder = ScrollRecorder()
        window.addGestureRecognizer(recorder)
        h.compositor.pointerEnter(surface: h.windowSurface(), x: 30, y: 40)
        h.compositor.pointerFrame()
        h.compositor.pointerAxisSource(1)  // finger
        h.compositor.pointerAxis(0, value: 3.5, time: 100)
        h.compositor.pointerFrame()
        h.compositor.pointerAxisSource(1)
        h.compositor.pointerAxisStop(0, time: 110)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(recorder.scrolls.map(\.source) == [.finger, .finger])
        #expect(recorder.scrolls.map(\.stopped) == [false, true])
        #expect(recorder.scrolls.first?.delta.dy == 3.5)
    }

    @Test("E7: pointer focus is kept while a button is down when it moves between windows of one toplevel")
    func pressAcrossWindowsOfOneScene() throws {
        let h = try Harness()
        let scene = UIWindowScene()
        scene.size = CGSize(width: 200, height: 100)
        let lower = UIWindow(windowScene: scene)
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        lower.addSubview(view)
        lower.makeKeyAndVisible()
        let overlay = PassThroughWindow(windowScene: scene)
        overlay.windowLevel = .statusBar
        overlay.isHidden = false
        h.backend.show(scene)
        try h.roundtrip()
        h.compositor.configure(0, width: 200, height: 100)
        try h.roundtrip()
        h.compositor.pointerEnter(surface: h.windowSurface(0), x: 10, y: 10)
        h.compositor.pointerButton(pressed: true, time: 100)
        h.compositor.pointerFrame()
        h.compositor.pointerLeave()
        h.compositor.pointerEnter(surface: h.windowSurface(1), x: 30, y: 20)
        h.compositor.pointerFrame()
        h.compositor.pointerButton(pressed: false, time: 120)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1", "moved 1", "ended 1"])
        #expect(view.locations.last == CGPoint(x: 30, y: 20))
    }
}

@MainActor
@Suite(.serialized)
struct CursorTests {
    @Test("D2: without cursor-shape-v1, entering a window sets the theme's arrow as cursor, quoting the enter serial")
    func cursorOnEnter() throws {
        let h = try Harness(omitting: [.cursorShape])
        _ = try h.showWindow()
        #expect(h.compositor.cursorSets == 0)
        h.compositor.pointerEnter(surface: h.windowSurface(), x: 5, y: 5)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(h.compositor.cursorSets == 1)
        #expect(h.compositor.cursorSerial == h.compositor.pointerEnterSerial)
        let cursor = try #require(h.compositor.cursorSurface)
        let size = h.compositor.bufferSize(cursor)
        #expect(size.width > 0 && size.height > 0)
        #expect(h.compositor.cursorShapeDevices == 0)
        #expect(h.log.filter { $0.contains("no wp_cursor_shape_manager_v1;") }.count == 1)
    }
}
