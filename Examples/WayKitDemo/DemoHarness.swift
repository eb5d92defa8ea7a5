import Foundation
import WayKit
import WayKitWayland

/// What the harness (main.swift) and the app share: the harness's options
/// for the app, and the app's scene once it has connected.
@MainActor
enum DemoHarness {
    /// `--bc-override`: 004's B and C answer `point(inside:)` for their
    /// outside parts.
    static var bcOverride = false
    /// The demo's scene, from the scene delegate's connection to its
    /// disconnection.
    private(set) static var scene: DemoScene?
    /// Called when the scene disconnects (the window was closed).
    static var onDisconnect: (() -> Void)?

    static func connected(_ demo: DemoScene) { scene = demo }
    /// The scene has gone: let go of it, or this static keeps its window,
    /// views and controllers alive after the app has (the soak closes the
    /// scene and checks they are freed).
    static func disconnected() {
        scene = nil
        onDisconnect?()
    }
}

/// Runs the launched app on the harness's backend: each scene the app
/// connects becomes a toplevel (the platform an app launched by
/// `UIApplicationMain` gets from WayKit's launcher does the same).
@MainActor
final class DemoPlatform: _UIApplicationPlatform {
    let backend: WaylandBackend
    init(backend: WaylandBackend) { self.backend = backend }
    func _present(_ scene: UIWindowScene) { backend.show(scene) }
    func _dismiss(_ scene: UIWindowScene) { backend.hide(scene) }
    func _run() {}
    func _stop() { backend.stop() }
}
