import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// D7 through the test compositor: the screen kept on, fullscreen on a
/// chosen output.
@MainActor
@Suite(.serialized)
struct KioskTests {
    @Test("D7: isIdleTimerDisabled holds an idle inhibitor on each shown toplevel, and drops it when cleared")
    func idleInhibitor() throws {
        let h = try Harness()
        _ = try h.showWindow()
        #expect(h.compositor.idleInhibitors == 0)
        UIApplication.shared.isIdleTimerDisabled = true
        try h.roundtrip()
        #expect(h.compositor.idleInhibitors == 1)
        #expect(h.compositor.idleInhibitorSurface == h.compositor.toplevelSurface(0))
        // A scene shown while it is set gets one too.
        _ = try h.showWindow()
        #expect(h.compositor.idleInhibitors == 2)
        UIApplication.shared.isIdleTimerDisabled = false
        try h.roundtrip()
        #expect(h.compositor.idleInhibitors == 0)
    }

    @Test("D7: without the idle-inhibit global the app logs once and runs on")
    func idleInhibitMissing() throws {
        let h = try Harness(omitting: [.idleInhibit])
        _ = try h.showWindow()
        UIApplication.shared.isIdleTimerDisabled = true
        try h.roundtrip()
        #expect(h.log.filter { $0.contains("no zwp_idle_inhibit_manager_v1;") }.count == 1)
    }

    @Test("D7: kiosk mode asks for fullscreen on the output named in the options; an unknown name lets the compositor choose")
    func fullscreenOnNamedOutput() throws {
        let h = try Harness(options: { $0.kiosk = true; $0.fullscreenOutput = "WAYKIT-1" })
        _ = try h.showWindow(configure: false)
        #expect(h.compositor.wantsFullscreen(0))
        #expect(h.compositor.fullscreenOnOutput(0))
        let h2 = try Harness(options: { $0.kiosk = true; $0.fullscreenOutput = "HDMI-A-9" })
        _ = try h2.showWindow(configure: false)
        #expect(h2.compositor.wantsFullscreen(0))
        #expect(!h2.compositor.fullscreenOnOutput(0))
        #expect(h2.log.contains { $0.contains("no output named HDMI-A-9") })
    }
}

@MainActor
@Suite(.serialized)
struct CursorVisibilityTests {
    @Test("D2: without cursor-shape-v1, touch hides the cursor until the pointer moves; kiosk mode starts with it hidden")
    func hideOnTouch() throws {
        let h = try Harness(omitting: [.cursorShape])
        _ = try h.showWindow()
        let s = h.windowSurface()
        h.compositor.pointerEnter(surface: s, x: 5, y: 5)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(h.compositor.cursorSurface != nil)
        h.compositor.touchDown(surface: s, id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 1, time: 110)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(h.compositor.cursorSurface == nil)
        #expect(h.compositor.cursorSerial == h.compositor.pointerEnterSerial)
        h.compositor.pointerMotion(x: 20, y: 20, time: 120)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(h.compositor.cursorSurface != nil)

        let k = try Harness(omitting: [.cursorShape], options: { $0.kiosk = true })
        _ = try k.showWindow()
        k.compositor.pointerEnter(surface: k.windowSurface(), x: 5, y: 5)
        k.compositor.pointerFrame()
        try k.roundtrip()
        #expect(k.compositor.cursorSets == 1)
        #expect(k.compositor.cursorSurface == nil)
        k.compositor.pointerMotion(x: 30, y: 30, time: 100)
        k.compositor.pointerFrame()
        try k.roundtrip()
        #expect(k.compositor.cursorSurface != nil)
    }
}

@MainActor
@Suite(.serialized)
struct DecorationTests {
    @Test("D1: with a decoration manager a toplevel asks for server-side decorations and gets them; kiosk mode asks for none")
    func serverSide() throws {
        let h = try Harness()
        let (scene, _) = try h.showWindow()
        #expect(h.compositor.decorationMode(0) == 2)
        #expect(h.log.allSatisfy { !$0.contains("client-side decorations") })
        // Hiding the scene destroys the decoration before its toplevel.
        h.backend.hide(scene)
        try h.roundtrip()
        #expect(h.compositor.decorationOrderErrors == 0)

        let k = try Harness(options: { $0.kiosk = true })
        _ = try k.showWindow()
        #expect(k.compositor.decorationMode(0) == 0)
    }

    @Test("D1: a compositor answering client side, or one with no decoration manager, is logged once; the window still shows")
    func clientSideOrMissing() throws {
        let h = try Harness()
        h.compositor.setDecorationAnswer(1)
        let (_, window) = try h.showWindow()
        #expect(h.log.filter { $0.contains("client-side decorations") }.count == 1)
        #expect(h.commitCount(window) >= 1)
        let n = try Harness(omitting: [.decoration])
        let (_, w2) = try n.showWindow()
        #expect(n.log.filter { $0.contains("no zxdg_decoration_manager_v1;") }.count == 1)
        #expect(n.commitCount(w2) >= 1)
    }
}

@MainActor
@Suite(.serialized)
struct CursorShapeTests {
    final class Beam: UIPointerInteractionDelegate {
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            UIPointerStyle(shape: .verticalBeam(length: 20))
        }
    }

    /// A checksum of the cursor surface's last buffer: tells cursor images apart.
    func cursorImage(_ h: Harness) -> [UInt32] {
        guard let s = h.compositor.cursorSurface else { return [] }
        let size = h.compositor.bufferSize(s)
        var out: [UInt32] = [UInt32(size.width), UInt32(size.height)]
        for y in stride(from: 0, to: size.height, by: 2) {
            var row: UInt32 = 0
            for x in 0..<size.width { row = row &* 31 &+ h.compositor.pixel(s, x: x, y: y) }
            out.append(row)
        }
        return out
    }

    @Test("D2: without cursor-shape-v1 the theme's cursor is a pointing hand over a button, an I-beam over a view whose pointer interaction asks, the arrow elsewhere")
    func shapes() throws {
        let h = try Harness(omitting: [.cursorShape])
        let (_, window) = try h.showWindow(size: CGSize(width: 300, height: 100))
        window.addSubview(UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let text = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let beam = Beam()
        text.addInteraction(UIPointerInteraction(delegate: beam))
        window.addSubview(text)
        try h.roundtrip()
        let s = h.windowSurface()
        h.compositor.pointerEnter(surface: s, x: 250, y: 50)
        h.compositor.pointerFrame()
        try h.roundtrip()
        let arrow = cursorImage(h)
        h.compositor.pointerMotion(x: 50, y: 50, time: 10)
        h.compositor.pointerFrame()
        try h.roundtrip()
        let hand = cursorImage(h)
        h.compositor.pointerMotion(x: 150, y: 50, time: 20)
        h.compositor.pointerFrame()
        try h.roundtrip()
        let iBeam = cursorImage(h)
        h.compositor.pointerMotion(x: 260, y: 50, time: 30)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(!arrow.isEmpty && arrow != hand && hand != iBeam && arrow != iBeam)
        #expect(cursorImage(h) == arrow)
        #expect(h.compositor.cursorSets == 4)
        #expect(h.compositor.scaleViolations == 0)
    }
}
