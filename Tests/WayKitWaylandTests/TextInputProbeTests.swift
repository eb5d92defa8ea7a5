import Foundation
import Testing
import WayKit
@testable import WayKitWayland

/// The client half of scripts/sway-text-input-check.sh (K3 against a real
/// compositor): runs only when the script sets `WAYKIT_TEXT_INPUT_PROBE` to
/// a number of seconds, connects to `$WAYLAND_DISPLAY`, shows a focused
/// text view and reports on stderr what reached it, line by line
/// ("text-input-probe: text=… marked=…"), until the text holds
/// `WAYKIT_TEXT_INPUT_PROBE_EXPECT` or the time is up.
@MainActor
@Suite
struct TextInputProbeTests {
    nonisolated static let seconds = ProcessInfo.processInfo.environment["WAYKIT_TEXT_INPUT_PROBE"].flatMap(Double.init)

    nonisolated static func report(_ line: String) {
        FileHandle.standardError.write(Data("text-input-probe: \(line)\n".utf8))
    }

    @Test("K3 under a real compositor: the text input is bound, enabled on focus, and what the input method sends reaches the view",
          .enabled(if: seconds != nil, "only under scripts/sway-text-input-check.sh"))
    func probe() throws {
        let seconds = try #require(Self.seconds)
        let expected = ProcessInfo.processInfo.environment["WAYKIT_TEXT_INPUT_PROBE_EXPECT"]
        UIApplication._resetShared(clock: EventClock(.monotonic))
        let backend = try WaylandBackend(options: WaylandBackend.Options(
            appID: "org.waykit.text-input-probe", title: "text-input-probe", drainsMainQueue: false,
            log: { Self.report($0) }))
        defer { backend.disconnect() }
        Self.report("manager bound: \(backend.client.globals.textInput != nil)")
        let scene = UIWindowScene()
        scene.size = CGSize(width: 320, height: 120)
        let window = UIWindow(windowScene: scene)
        window.backgroundColor = .white
        let view = TextInputTestView(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
        window.addSubview(view)
        window.makeKeyAndVisible()
        backend.show(scene)
        view.becomeFirstResponder()
        Self.report("focused: \(view.isFirstResponder)")
        var last = ""
        var platformIM = false
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            try backend.dispatch(timeout: 0.05)
            let state = "text=\"\(view.text)\" marked=\(view.marked.map { "{\($0.location), \($0.length)}" } ?? "none")"
            if state != last { Self.report(state); last = state }
            if UIApplication.shared._hasPlatformInputMethod != platformIM {
                platformIM.toggle()
                Self.report("platform input method: \(platformIM)")
            }
            if let expected, view.text.contains(expected), view.marked == nil { break }
        }
        Self.report("final text=\"\(view.text)\"")
        #expect(backend.client.globals.textInput != nil)
        if let expected { #expect(view.text.contains(expected)) }
    }
}
