import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// V1 through the test compositor: a launched app's scenes are toplevels;
/// `suspended` sends a scene to the background, `close` disconnects it.
@MainActor
@Suite(.serialized)
struct AppEntryTests {
    /// The launcher's platform on the harness's backend (the app's own,
    /// WaylandAppPlatform, makes its backend on $WAYLAND_DISPLAY).
    final class HarnessPlatform: _UIApplicationPlatform {
        let backend: WaylandBackend
        var stopped = false
        init(_ backend: WaylandBackend) { self.backend = backend }
        func _present(_ scene: UIWindowScene) { backend.show(scene) }
        func _dismiss(_ scene: UIWindowScene) { backend.hide(scene) }
        func _run() {}
        func _stop() { stopped = true }
    }

    @MainActor enum Log { static var lines: [String] = [] }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            Log.lines.append("didDiscardSceneSessions")
        }
        func applicationWillTerminate(_ application: UIApplication) { Log.lines.append("willTerminate") }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.backgroundColor = .red
            window?.makeKeyAndVisible()
            Log.lines.append("willConnectTo")
        }
        func sceneDidDisconnect(_ scene: UIScene) { Log.lines.append("didDisconnect") }
        func sceneDidBecomeActive(_ scene: UIScene) { Log.lines.append("didBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { Log.lines.append("willResignActive") }
        func sceneWillEnterForeground(_ scene: UIScene) { Log.lines.append("willEnterForeground") }
        func sceneDidEnterBackground(_ scene: UIScene) { Log.lines.append("didEnterBackground") }
    }

    @Test("V1: a launched scene is a toplevel; suspended sends it to the background, focus loss does not, close disconnects it")
    func toplevelLifecycle() throws {
        let h = try Harness()
        let platform = HarnessPlatform(h.backend)
        Log.lines = []
        UIApplication.shared._launch(delegateClass: AppDelegate.self, platform: platform)
        try h.roundtrip()
        #expect(h.compositor.toplevelCount == 1)
        #expect(Log.lines == ["willConnectTo", "willEnterForeground", "didBecomeActive"])
        // The one scene: the window joined it without making a default one.
        #expect(UIApplication.shared.connectedScenes.count == 1)
        let scene = try #require(UIApplication.shared.connectedScenes.first { $0.delegate is SceneDelegate })
        h.compositor.configure(0, width: 200, height: 100)
        try h.roundtrip()
        let base = h.compositor.toplevelSurface(0)
        let surface = try #require(h.compositor.children(base).first)
        #expect(h.compositor.pixel(surface, x: 5, y: 5) == 0xFFFF_0000)

        Log.lines = []
        // Another toplevel took the keyboard: not an interruption (V1).
        h.compositor.configure(0, width: 200, height: 100, states: [])
        try h.roundtrip()
        #expect(Log.lines.isEmpty && scene.activationState == .foregroundActive)
        h.compositor.configure(0, width: 200, height: 100, states: [.suspended])
        try h.roundtrip()
        #expect(Log.lines == ["willResignActive", "didEnterBackground"])
        #expect(scene.activationState == .background)
        h.compositor.configure(0, width: 200, height: 100, states: [.activated])
        try h.roundtrip()
        #expect(Log.lines == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])

        Log.lines = []
        h.compositor.close(0)
        try h.roundtrip()
        #expect(Log.lines == ["willResignActive", "didEnterBackground", "didDisconnect", "didDiscardSceneSessions", "willTerminate"])
        #expect(!h.compositor.isAlive(base))
        #expect(platform.stopped)
        #expect(!UIApplication.shared.connectedScenes.contains { $0 === scene })
    }
}
