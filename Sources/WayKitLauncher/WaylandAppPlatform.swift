import CWayKitLauncher
import Foundation
import WayKit
import WayKitRender
import WayKitSpeech
import WayKitWayland

/// The platform an app launched by `UIApplicationMain` or `@main` runs on
/// (V1): a ``WaylandBackend`` on `$WAYLAND_DISPLAY`, drawing with pixman,
/// showing each scene the application connects as a toplevel and removing
/// it when the scene disconnects. A connection that cannot be made or is
/// lost ends the app with the error's message (P6).
@MainActor
final class WaylandAppPlatform: _UIApplicationPlatform {
    let backend: WaylandBackend

    init(backend: WaylandBackend) { self.backend = backend }

    /// Connects, or logs why not and exits: an app with no compositor has
    /// nowhere to run.
    static func connect() -> WaylandAppPlatform {
        FontConfigPreload.start()
        // Y3: the speech mode's voice, opened only if the mode starts.
        SystemSpeech.install()
        let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
        do {
            let backend = try WaylandBackend(options: .init(appID: "org.waykit.\(name)", title: name),
                                             renderer: PixmanRenderer())
            return WaylandAppPlatform(backend: backend)
        } catch {
            FileHandle.standardError.write(Data("WayKit: \(error)\n".utf8))
            exit(1)
        }
    }

    func _present(_ scene: UIWindowScene) { backend.show(scene) }
    func _dismiss(_ scene: UIWindowScene) { backend.hide(scene) }
    func _stop() { backend.stop() }

    func _run() {
        do {
            try backend.run()
        } catch {
            FileHandle.standardError.write(Data("WayKit: \(error)\n".utf8))
            exit(1)
        }
    }
}

/// Called by CWayKitLauncher's constructor before main.
@_cdecl("waykit_launcher_install")
public func waykitLauncherInstall() {
    UIApplication._platformLauncher = { WaylandAppPlatform.connect() }
}
