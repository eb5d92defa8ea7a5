import CWaylandClient
import CWaylandProtocols

/// An `xdg_surface` with its `xdg_toplevel` role: thin wrappers for the requests
/// and the configure sequence (toplevel events are collected, then applied at
/// `xdg_surface.configure`, as the protocol defines).
@MainActor
final class XdgToplevel {
    let xdgSurface: OpaquePointer
    let toplevel: OpaquePointer
    private var pending = ToplevelConfiguration()
    /// Called at `xdg_surface.configure` with the whole configuration.
    var onConfigure: (ToplevelConfiguration) -> Void = { _ in }
    /// Called at `xdg_toplevel.close`.
    var onClose: () -> Void = {}

    init?(wmBase: XdgWmBase, surface: OpaquePointer) {
        guard let xdgSurface = wmBase.getXdgSurface(surface) else { return nil }
        guard let toplevel = xdg_surface_get_toplevel(xdgSurface) else {
            xdg_surface_destroy(xdgSurface)
            return nil
        }
        self.xdgSurface = xdgSurface
        self.toplevel = toplevel
        xdg_surface_add_listener(xdgSurface, xdgSurfaceListener, listenerData(self))
        xdg_toplevel_add_listener(toplevel, toplevelListener, listenerData(self))
    }

    /// The corresponding Wayland request is `xdg_toplevel.set_title`.
    func setTitle(_ title: String) { xdg_toplevel_set_title(toplevel, title) }
    /// The corresponding Wayland request is `xdg_toplevel.set_app_id`.
    func setAppID(_ id: String) { xdg_toplevel_set_app_id(toplevel, id) }
    /// The corresponding Wayland request is `xdg_toplevel.set_min_size`.
    func setMinSize(width: Int32, height: Int32) { xdg_toplevel_set_min_size(toplevel, width, height) }
    /// The corresponding Wayland request is `xdg_toplevel.set_maximized`.
    func setMaximized() { xdg_toplevel_set_maximized(toplevel) }
    /// The corresponding Wayland request is `xdg_toplevel.unset_maximized`.
    func unsetMaximized() { xdg_toplevel_unset_maximized(toplevel) }
    /// The corresponding Wayland request is `xdg_toplevel.set_fullscreen` (on the
    /// output the compositor picks).
    func setFullscreen(on output: OpaquePointer?) { xdg_toplevel_set_fullscreen(toplevel, output) }
    /// The corresponding Wayland request is `xdg_toplevel.unset_fullscreen`.
    func unsetFullscreen() { xdg_toplevel_unset_fullscreen(toplevel) }
    /// The corresponding Wayland request is `xdg_surface.set_window_geometry`.
    func setWindowGeometry(width: Int32, height: Int32) {
        xdg_surface_set_window_geometry(xdgSurface, 0, 0, width, height)
    }
    /// The corresponding Wayland request is `xdg_surface.ack_configure`.
    func ackConfigure(_ serial: UInt32) { xdg_surface_ack_configure(xdgSurface, serial) }

    fileprivate func toplevelConfigure(width: Int32, height: Int32, states: UnsafeMutablePointer<wl_array>?) {
        // Negative sizes are a compositor bug; treat them as "you choose".
        pending.width = max(0, width)
        pending.height = max(0, height)
        pending.maximized = false
        pending.fullscreen = false
        pending.activated = false
        pending.resizing = false
        pending.suspended = false
        if let states, let data = states.pointee.data {
            let count = states.pointee.size / MemoryLayout<UInt32>.stride
            let values = data.bindMemory(to: UInt32.self, capacity: count)
            for i in 0..<count {
                switch values[i] {
                case XDG_TOPLEVEL_STATE_MAXIMIZED.rawValue: pending.maximized = true
                case XDG_TOPLEVEL_STATE_FULLSCREEN.rawValue: pending.fullscreen = true
                case XDG_TOPLEVEL_STATE_ACTIVATED.rawValue: pending.activated = true
                case XDG_TOPLEVEL_STATE_RESIZING.rawValue: pending.resizing = true
                case XDG_TOPLEVEL_STATE_SUSPENDED.rawValue: pending.suspended = true
                default: break  // tiled edges: nothing to do
                }
            }
        }
    }

    fileprivate func surfaceConfigure(serial: UInt32) {
        var configuration = pending
        configuration.serial = serial
        onConfigure(configuration)
    }

    fileprivate func close() { onClose() }

    /// The corresponding Wayland requests are `xdg_toplevel.destroy` and
    /// `xdg_surface.destroy`, in the order the protocol requires.
    func destroy() {
        xdg_toplevel_destroy(toplevel)
        xdg_surface_destroy(xdgSurface)
    }
}

private func owner(_ data: UnsafeMutableRawPointer?) -> XdgToplevel? { listenerOwner(data, as: XdgToplevel.self) }

private nonisolated(unsafe) let xdgSurfaceListener = makeListener(xdg_surface_listener(
    configure: { data, _, serial in
        guard let t = owner(data) else { return }
        MainActor.assumeIsolated { t.surfaceConfigure(serial: serial) }
    }
))

private nonisolated(unsafe) let toplevelListener = makeListener(xdg_toplevel_listener(
    configure: { data, _, width, height, states in
        guard let t = owner(data) else { return }
        // Raw protocol pointers are only touched on the main thread.
        nonisolated(unsafe) let states = states
        MainActor.assumeIsolated { t.toplevelConfigure(width: width, height: height, states: states) }
    },
    close: { data, _ in
        guard let t = owner(data) else { return }
        MainActor.assumeIsolated { t.close() }
    },
    configure_bounds: { _, _, _, _ in },
    wm_capabilities: { _, _, _ in }
))
