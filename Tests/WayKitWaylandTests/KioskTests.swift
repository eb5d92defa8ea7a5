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
