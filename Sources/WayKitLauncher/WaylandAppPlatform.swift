import CWayKitLauncher
import Foundation
import WayKit
import WayKitAccessibilityBus
import WayKitRender
import WayKitSpeech
import WayKitWayland

/// The platform an app launched by `UIApplicationMain` or `@main` runs on
/// (V1): a ``WaylandBackend`` on `$WAYLAND_DISPLAY`, drawing with pixman,
/// showing each scene the application connects as a toplevel and removing
/// it when the scene disconnects. A connection that cannot be made or is
/// lost ends the app with the error's message (P6). The AT-SPI bridge (Y2)
/// runs on the same loop, so Orca can read the app.
@MainActor
final class WaylandAppPlatform: _UIApplicationPlatform {
    let backend: WaylandBackend
    let accessibility: AccessibilityBus?

    init(backend: WaylandBackend, name: String) {
        self.backend = backend
        accessibility = AccessibilityBus.attach(to: backend, applicationName: name)
        // Issue 23: READY and the watchdog for a kiosk run by systemd.
        SystemdNotifier.start(on: backend)
    }

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
            return WaylandAppPlatform(backend: backend, name: name)
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

extension AccessibilityBus {
    /// The bridge on `backend`'s run loop: its descriptors polled, and
    /// started at the first commit of a window, once the app is on screen
    /// (a commit later means the tree may have changed). Nil, and nothing
    /// added to the loop, with `WAYKIT_ACCESSIBILITY_BUS=off`.
    static func attach(to backend: WaylandBackend, applicationName: String) -> AccessibilityBus? {
        let bus = AccessibilityBus(applicationName: applicationName)
        guard bus.mode != .off else { return nil }
        backend.addPollSource(prepare: {
            (bus.pollRequests.map { PollSource.Descriptor(fileDescriptor: $0.fileDescriptor, events: $0.events) },
             bus.pollTimeout)
        }, dispatch: { bus.dispatch() })
        let previous = backend.onCommit
        backend.onCommit = { window in
            previous?(window)
            bus.windowCommitted()
        }
        return bus
    }
}

/// Called by CWayKitLauncher's constructor before main.
@_cdecl("waykit_launcher_install")
public func waykitLauncherInstall() {
    UIApplication._platformLauncher = { WaylandAppPlatform.connect() }
}
