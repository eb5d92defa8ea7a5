import CWaylandClient
import CWaylandProtocols

/// A `zwp_idle_inhibitor_v1` on a toplevel's surface: while it exists and the
/// surface is visible, the compositor keeps the screen from blanking or
/// locking (D7). WayKit holds one per shown scene while
/// `UIApplication.isIdleTimerDisabled` is true, as iOS keeps the screen on.
@MainActor
final class IdleInhibitor {
    let proxy: OpaquePointer

    /// The corresponding Wayland request is
    /// `zwp_idle_inhibit_manager_v1.create_inhibitor`.
    init?(manager: OpaquePointer, surface: OpaquePointer) {
        guard let proxy = zwp_idle_inhibit_manager_v1_create_inhibitor(manager, surface) else { return nil }
        self.proxy = proxy
    }

    /// The corresponding Wayland request is `zwp_idle_inhibitor_v1.destroy`.
    func destroy() { zwp_idle_inhibitor_v1_destroy(proxy) }
}
