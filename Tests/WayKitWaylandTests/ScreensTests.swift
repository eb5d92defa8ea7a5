import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// Issue 23, several screens, through the test compositor with two outputs:
/// `UIScreen.screens` and its notifications from `wl_output` and
/// `xdg_output`, a scene fullscreen on a chosen output, an external
/// display's scene, and unplugging (also mid-frame).
@MainActor
@Suite(.serialized)
struct ScreensTests {
    /// A harness whose compositor has a second output, "HDMI-A-2", 800×480
    /// to the right of the first.
    private func twoScreens(omitting: TestCompositor.Omitted = []) throws -> Harness {
        try Harness(omitting: omitting, before: { $0.addOutput(name: "HDMI-A-2", x: 1280, y: 0, width: 800, height: 480) })
    }

    /// Records the screens a notification is posted for.
    @MainActor
    final class ScreenNotes {
        var connected: [UIScreen] = []
        var disconnected: [UIScreen] = []
        private var tokens: [NSObjectProtocol] = []
        init() {
            tokens.append(NotificationCenter.default.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated { if let s = object as? UIScreen { self?.connected.append(s) } }
            })
            tokens.append(NotificationCenter.default.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated { if let s = object as? UIScreen { self?.disconnected.append(s) } }
            })
        }
        func stop() { for t in tokens { NotificationCenter.default.removeObserver(t) } }
    }

    final class FocusView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test("Issue 23: two wl_outputs are two screens, main first, with names and logical frames from xdg_output; a display plugged in later posts didConnectNotification")
    func screensFromOutputs() throws {
        let h = try twoScreens()
        #expect(h.compositor.xdgOutputsMade == 2)
        let screens = UIScreen.screens
        #expect(screens.count == 2)
        #expect(screens.first === UIScreen.main)
        #expect(screens.map(\.outputName) == ["WAYKIT-1", "HDMI-A-2"])
        #expect(screens[0].logicalFrame == CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(screens[1].logicalFrame == CGRect(x: 1280, y: 0, width: 800, height: 480))
        #expect(screens[1].bounds.size == CGSize(width: 800, height: 480))
        #expect(screens.allSatisfy { $0._isConnected })

        let notes = ScreenNotes()
        defer { notes.stop() }
        h.compositor.addOutput(name: "DP-3", x: 0, y: 800, width: 1024, height: 768)
        try h.roundtrip()
        #expect(notes.connected.count == 1)
        #expect(notes.connected.first?.outputName == "DP-3")
        #expect(UIScreen.screens.count == 3)
        #expect(UIScreen.screens.last === notes.connected.first)
        #expect(UIScreen.main === screens[0])
    }

    @Test("Issue 23: without zxdg_output_manager_v1 the screens come from wl_output alone: names from wl_output 4, no logical frame")
    func screensWithoutXdgOutput() throws {
        let h = try twoScreens(omitting: .xdgOutput)
        #expect(h.compositor.xdgOutputsMade == 0)
        #expect(UIScreen.screens.map(\.outputName) == ["WAYKIT-1", "HDMI-A-2"])
        #expect(UIScreen.screens.allSatisfy { $0.logicalFrame == nil })
        #expect(h.log.contains { $0.contains("offers no zxdg_output_manager_v1") })
    }

    @Test("Issue 23: a scene shown for a screen asks xdg_toplevel.set_fullscreen with that screen's wl_output and no decorations; its screen is that screen, and its window entering that output leaves UIScreen.main alone")
    func sceneFullscreenOnScreen() throws {
        let h = try twoScreens()
        let customer = UIScreen.screens[1]
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.backgroundColor = .blue
        window.makeKeyAndVisible()
        h.backend.show(scene, fullscreenOn: customer)
        try h.roundtrip()
        #expect(h.compositor.toplevelCount == 1)
        #expect(h.compositor.fullscreenOutput(0) == 1)
        #expect(h.compositor.decorationMode(0) == 0)
        #expect(scene.screen === customer)
        h.compositor.configure(0, width: 800, height: 480, states: [.fullscreen, .activated])
        try h.roundtrip()
        h.compositor.enterOutput(h.windowSurface(), output: 1)
        try h.roundtrip()
        #expect(scene.screen === customer)
        #expect(UIScreen.main !== customer)
        #expect(h.compositor.maxLogicalSize(h.windowSurface()) == .init(width: 800, height: 480))

        // An operator's scene beside it: a plain toplevel, not fullscreen.
        let (operatorScene, _) = try h.showWindow(size: CGSize(width: 300, height: 200))
        #expect(h.compositor.fullscreenOutput(1) == nil)
        #expect(!h.compositor.wantsFullscreen(1))
        #expect(operatorScene.screen === UIScreen.main)
    }

    @Test("Issue 23: a screen that is not connected is logged once and the compositor chooses")
    func sceneOnUnknownScreen() throws {
        let h = try Harness()
        let scene = UIWindowScene()
        UIWindow(windowScene: scene).makeKeyAndVisible()
        h.backend.show(scene, fullscreenOn: UIScreen())
        try h.roundtrip()
        #expect(h.compositor.toplevelCount == 1)
        #expect(h.compositor.fullscreenOutput(0) == nil)
        #expect(h.log.filter { $0.contains("not connected") }.count == 1)
    }

    @Test("Issue 23: unplugging the output a fullscreen scene is on: set_fullscreen again with no output, its touches in flight cancelled, its screen the main one, its first responder and key window kept, didDisconnectNotification posted")
    func unplugMovesScene() throws {
        let h = try twoScreens()
        let customer = UIScreen.screens[1]
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 480))
        let focus = FocusView(frame: CGRect(x: 400, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.addSubview(focus)
        window.makeKeyAndVisible()
        h.backend.show(scene, fullscreenOn: customer)
        try h.roundtrip()
        h.compositor.configure(0, width: 800, height: 480, states: [.fullscreen, .activated])
        try h.roundtrip()
        let s = h.windowSurface()
        h.compositor.enterOutput(s, output: 1)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(focus.becomeFirstResponder())
        h.compositor.touchDown(surface: s, id: 1, x: 50, y: 50, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1"])

        let notes = ScreenNotes()
        defer { notes.stop() }
        h.compositor.removeOutput(1)
        try h.roundtrip()
        #expect(view.events == ["began 1", "cancelled 1"])
        #expect(notes.disconnected.count == 1 && notes.disconnected.first === customer)
        #expect(UIScreen.screens.count == 1 && !customer._isConnected)
        #expect(scene.screen === UIScreen.main)
        #expect(h.compositor.fullscreenRequests(0) == 2)
        #expect(h.compositor.wantsFullscreen(0))
        #expect(h.compositor.fullscreenOutput(0) == nil)
        #expect(focus.isFirstResponder)
        #expect(UIApplication.shared.keyWindow === window)
        // The finger lifting later reaches no view twice.
        h.compositor.touchUp(id: 1, time: 130)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1", "cancelled 1"])
        // No frame was in flight: nothing of that is logged.
        #expect(!h.log.contains { $0.contains("frame in flight") })
    }

    @Test("Issue 23, point 7: an output unplugged mid-frame: the window whose frame callback was pending on it draws its next change at once, logged once; an output removed before its first done never becomes a screen, logged once")
    func unplugMidFrame() throws {
        let h = try twoScreens()
        let notes = ScreenNotes()
        defer { notes.stop() }
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100))
        let s = h.windowSurface()
        h.compositor.enterOutput(s, output: 1)
        try h.roundtrip()
        // The first frame was committed; its callback is pending.
        #expect(h.compositor.pendingFrames(s) == 1)
        // A change waits for that callback.
        window.backgroundColor = .green
        try h.roundtrip()
        let commits = h.compositor.commits(s)
        #expect(h.compositor.pixel(s, x: 5, y: 5) == 0xFFFF_FFFF)
        h.compositor.removeOutput(1)
        try h.roundtrip()
        // Drawn without the callback that would never come.
        #expect(h.compositor.commits(s) == commits + 1)
        #expect(h.compositor.pixel(s, x: 5, y: 5) == 0xFF00_FF00)
        #expect(h.log.filter { $0.contains("frame in flight") }.count == 1)
        #expect(notes.disconnected.count == 1)

        // An output whose description is cut off before its done.
        let half = h.compositor.addOutput(name: "HALF-1", width: 640, height: 480, complete: false)
        try h.roundtrip()
        #expect(notes.connected.isEmpty)
        #expect(!UIScreen.screens.contains { $0.outputName == "HALF-1" })
        h.compositor.removeOutput(half)
        try h.roundtrip()
        #expect(notes.disconnected.count == 1)
        #expect(h.log.filter { $0.contains("before its first wl_output.done") }.count == 1)
        #expect(UIScreen.screens.count == 1)
        // The app goes on: the window still draws.
        window.backgroundColor = .red
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.pixel(s, x: 5, y: 5) == 0xFFFF_0000)
    }

    nonisolated static let swayRuns = ["/usr/bin/sway", "/usr/local/bin/sway"].contains { FileManager.default.isExecutableFile(atPath: $0) }
        && getuid() == 0

    @Test("Issue 23: under headless sway with two outputs the demo sees both screens and shows its customer display fullscreen on the second; a third plugged in (create_output) gets one too (scripts/sway-screens-check.sh)",
          .enabled(if: swayRuns, "sway is not installed, or the tests do not run as root (sway runs as a user the script creates)"),
          .timeLimit(.minutes(1)))
    func underSway() async throws {
        let demo = try BuiltProduct.url("waykit-demo")
        let result = try await ScriptRun.run("scripts/sway-screens-check.sh", arguments: [demo.path], deadline: 40)
        #expect(!result.timedOut, "sway-screens-check.sh did not end in 40 s: \(result.output)")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("sway-screens-check: ok"), "\(result.output)")
    }
}
