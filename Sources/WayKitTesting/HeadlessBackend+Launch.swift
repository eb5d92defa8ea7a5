import Foundation
import WayKit

/// An app launched headless (V1): the launch sequence `UIApplicationMain`
/// runs, on this backend instead of Wayland, returning to the test where a
/// real backend would run its loop. The compositor's part is played by
/// ``suspend(_:)``, ``resume(_:)`` and ``close(_:)``.
///
///     let backend = HeadlessBackend.launch(AppDelegate.self)
///     let scene = backend.launchedScenes[0]
///     backend.suspend(scene)   // sceneWillResignActive, sceneDidEnterBackground
///     backend.close(scene)     // sceneDidDisconnect, didDiscardSceneSessions, applicationWillTerminate
extension HeadlessBackend: _UIApplicationPlatform {
    /// Starts a fresh application and launches the app whose delegate is
    /// `delegateClass` (a `UIResponder` subclass conforming to
    /// `UIApplicationDelegate`, made by its `init()` as UIKit makes it).
    @discardableResult
    public static func launch(_ delegateClass: AnyClass, size: CGSize = CGSize(width: 390, height: 844)) -> HeadlessBackend {
        let backend = HeadlessBackend(size: size)
        UIApplication.shared._launch(delegateClass: delegateClass, platform: backend)
        return backend
    }

    /// The scenes shown so far and not closed, oldest first.
    public var launchedScenes: [UIWindowScene] {
        UIApplication.shared.connectedScenes.filter { UIApplication.shared.openSessions.contains($0.session) }
    }

    /// The compositor stops showing `scene` (xdg_toplevel `suspended`).
    public func suspend(_ scene: UIWindowScene) {
        UIApplication.shared._sceneVisibilityChanged(scene, isVisible: false)
    }

    /// The compositor shows `scene` again.
    public func resume(_ scene: UIWindowScene) {
        UIApplication.shared._sceneVisibilityChanged(scene, isVisible: true)
    }

    /// The user closes `scene`'s toplevel (xdg_toplevel.close).
    public func close(_ scene: UIWindowScene) {
        UIApplication.shared._sceneCloseRequested(scene)
    }

    // MARK: _UIApplicationPlatform

    public func _present(_ scene: UIWindowScene) {
        scene.size = sceneSize
        for window in scene.windows { window.frame = window._frameInScene(of: sceneSize) }
        // Input goes to the first scene shown unless a test names another.
        if launchedScenes.first === scene { self.scene = scene }
    }

    public func _dismiss(_ scene: UIWindowScene) {}
    public func _run() {}
    public func _stop() { isStopped = true }
}
