import CWaylandClient
import CWaylandProtocols

/// `xdg_wm_base`: answers pings (a client that doesn't is shown as hung) and
/// makes xdg_surfaces.
@MainActor
final class XdgWmBase {
    let proxy: OpaquePointer

    init(proxy: OpaquePointer) {
        self.proxy = proxy
        xdg_wm_base_add_listener(proxy, wmBaseListener, listenerData(self))
    }

    /// The corresponding Wayland request is `xdg_wm_base.pong`.
    fileprivate func pong(_ serial: UInt32) { xdg_wm_base_pong(proxy, serial) }

    /// The corresponding Wayland request is `xdg_wm_base.get_xdg_surface`.
    func getXdgSurface(_ surface: OpaquePointer) -> OpaquePointer? {
        xdg_wm_base_get_xdg_surface(proxy, surface)
    }

    /// The corresponding Wayland request is `xdg_wm_base.destroy`.
    func destroy() { xdg_wm_base_destroy(proxy) }
}

private nonisolated(unsafe) let wmBaseListener = makeListener(xdg_wm_base_listener(
    ping: { data, _, serial in
        guard let base = listenerOwner(data, as: XdgWmBase.self) else { return }
        MainActor.assumeIsolated { base.pong(serial) }
    }
))
