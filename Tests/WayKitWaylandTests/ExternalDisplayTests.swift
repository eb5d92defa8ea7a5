import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// Issue 23: an app that runs scenes, launched on the Wayland backend with
/// two outputs: the second screen gets a scene of role
/// `.windowExternalDisplayNonInteractive` (a customer display beside the
/// operator's screen), fullscreen on its output, disconnected when the
/// display is unplugged.
@MainActor
@Suite(.serialized)
struct ExternalDisplayTests {
    @MainActor enum Log { static var lines: [String] = [] }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let role = connectingSceneSession.role
            let configuration = UISceneConfiguration(name: role == .windowApplication ? "Operator" : "Customer", sessionRole: role)
            configuration.delegateClass = role == .windowApplication ? OperatorSceneDelegate.self : CustomerSceneDelegate.self
            return configuration
        }
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            Log.lines.append("discarded \(sceneSessions.map { $0.configuration.name ?? "?" }.sorted())")
        }
    }

    /// An app of one screen: a delegate class for its own scenes only (the
    /// Xcode template's configuration, with the class named here instead
    /// of in Info.plist).
    final class SingleScreenAppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            if connectingSceneSession.role == .windowApplication { configuration.delegateClass = OperatorSceneDelegate.self }
            return configuration
        }
    }

    final class OperatorSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let field = FocusView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.addSubview(field)
            window?.makeKeyAndVisible()
            Log.lines.append("operator connected")
        }
        func sceneDidDisconnect(_ scene: UIScene) { Log.lines.append("operator disconnected") }
    }

    final class CustomerSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            // Made for its screen from the start, as on iOS.
            Log.lines.append("customer connected on \(windowScene.screen.outputName ?? "?")")
            window = UIWindow(windowScene: windowScene)
            window?.backgroundColor = .blue
            window?.addSubview(view)
            window?.isHidden = false
        }
        func sceneDidDisconnect(_ scene: UIScene) { Log.lines.append("customer disconnected") }
    }

    final class FocusView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test("Issue 23: a launched app gets a .windowExternalDisplayNonInteractive scene for the second screen, fullscreen on its wl_output; unplugging it cancels its touches in flight and disconnects it, and the operator's scene keeps its first responder and key window")
    func externalDisplayScene() throws {
        let h = try Harness(before: { $0.addOutput(name: "HDMI-A-2", x: 1280, y: 0, width: 800, height: 480) })
        let platform = AppEntryTests.HarnessPlatform(h.backend)
        Log.lines = []
        let notes = ScreensTests.ScreenNotes()
        defer { notes.stop() }
        UIApplication.shared._launch(delegateClass: AppDelegate.self, platform: platform)
        try h.roundtrip()
        #expect(Log.lines == ["operator connected", "customer connected on HDMI-A-2"])
        #expect(h.compositor.toplevelCount == 2)
        #expect(h.compositor.fullscreenOutput(0) == nil)
        #expect(h.compositor.fullscreenOutput(1) == 1)
        let scenes = UIApplication.shared.connectedScenes
        let operatorScene = try #require(scenes.first { $0.session.role == .windowApplication })
        let customerScene = try #require(scenes.first { $0.session.role == .windowExternalDisplayNonInteractive })
        #expect(customerScene.screen === UIScreen.screens[1])
        #expect(operatorScene.screen === UIScreen.main)
        h.compositor.configure(0, width: 400, height: 300)
        h.compositor.configure(1, width: 800, height: 480, states: [.fullscreen])
        try h.roundtrip()
        let operatorDelegate = try #require(operatorScene.delegate as? OperatorSceneDelegate)
        let customerDelegate = try #require(customerScene.delegate as? CustomerSceneDelegate)
        #expect(operatorDelegate.field.becomeFirstResponder())
        #expect(UIApplication.shared.keyWindow === operatorDelegate.window)
        let customerSurface = h.windowSurface(toplevel: 1)
        h.compositor.enterOutput(customerSurface, output: 1)
        h.compositor.touchDown(surface: customerSurface, id: 3, x: 100, y: 100, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(customerDelegate.view.events == ["began 1"])

        Log.lines = []
        h.compositor.removeOutput(1)
        try h.roundtrip()
        #expect(customerDelegate.view.events == ["began 1", "cancelled 1"])
        #expect(Log.lines == ["customer disconnected", "discarded [\"Customer\"]"])
        #expect(!UIApplication.shared.connectedScenes.contains { $0 === customerScene })
        #expect(!h.compositor.isAlive(customerSurface))
        #expect(notes.disconnected.count == 1)
        #expect(operatorDelegate.field.isFirstResponder)
        #expect(UIApplication.shared.keyWindow === operatorDelegate.window)
        #expect(!platform.stopped)

        // Plugged in again: a new scene for it.
        Log.lines = []
        h.compositor.addOutput(name: "HDMI-A-3", x: 1280, y: 0, width: 800, height: 480)
        try h.roundtrip()
        #expect(Log.lines == ["customer connected on HDMI-A-3"])
        #expect(h.compositor.fullscreenOutput(2) == 2)
    }

    @Test("Issue 23: an app whose delegate gives no configuration for an external display shows nothing on the second screen (logged once)")
    func singleScreenApp() throws {
        let h = try Harness(before: { $0.addOutput(name: "HDMI-A-2", x: 1280, y: 0, width: 800, height: 480) })
        let platform = AppEntryTests.HarnessPlatform(h.backend)
        var lines: [String] = []
        UIApplication.shared._lifecycleLog = { lines.append($0) }
        UIApplication.shared._launch(delegateClass: SingleScreenAppDelegate.self, platform: platform)
        try h.roundtrip()
        #expect(UIScreen.screens.count == 2)
        #expect(h.compositor.toplevelCount == 1)
        #expect(!UIApplication.shared.connectedScenes.contains { $0.session.role == .windowExternalDisplayNonInteractive })
        h.compositor.addOutput(name: "DP-4", x: 0, y: 800, width: 640, height: 480)
        try h.roundtrip()
        #expect(UIScreen.screens.count == 3)
        #expect(h.compositor.toplevelCount == 1)
        #expect(lines.filter { $0.contains("windowExternalDisplayNonInteractive") }.count == 1)
    }
}
