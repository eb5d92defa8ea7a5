import CWaylandClient
import CWaylandProtocols

/// A toplevel's `zxdg_toplevel_decoration_v1` (D1): WayKit asks the
/// compositor to draw the title bar and borders (server-side), which KDE,
/// sway and other wlroots compositors do. The compositor answers with the
/// mode it chose in `configure`; client-side means it expects us to draw
/// them (GNOME offers no decoration manager at all).
///
/// State machine (xdg-decoration, one line each):
/// - created → `set_mode(server_side)` sent at once, before the first commit;
/// - `configure(mode)` → `mode` recorded (the compositor may change it at any
///   time; each configure wins);
/// - destroyed before its toplevel (the protocol makes the reverse order an
///   error).
@MainActor
final class ToplevelDecoration {
    enum Mode: UInt32, Sendable { case clientSide = 1, serverSide = 2 }

    let proxy: OpaquePointer
    /// The mode of the last configure; nil until one arrives.
    private(set) var mode: Mode?
    var onModeChange: (Mode) -> Void = { _ in }

    /// The corresponding Wayland requests are
    /// `zxdg_decoration_manager_v1.get_toplevel_decoration` and
    /// `zxdg_toplevel_decoration_v1.set_mode`.
    init?(manager: OpaquePointer, toplevel: OpaquePointer) {
        guard let proxy = zxdg_decoration_manager_v1_get_toplevel_decoration(manager, toplevel) else { return nil }
        self.proxy = proxy
        zxdg_toplevel_decoration_v1_add_listener(proxy, decorationListener, listenerData(self))
        zxdg_toplevel_decoration_v1_set_mode(proxy, Mode.serverSide.rawValue)
    }

    fileprivate func configure(_ raw: UInt32) {
        // A mode outside the enum is the compositor's mistake: read as client
        // side, the safe assumption (we draw nothing either way today).
        let m = Mode(rawValue: raw) ?? .clientSide
        mode = m
        onModeChange(m)
    }

    /// The corresponding Wayland request is `zxdg_toplevel_decoration_v1.destroy`.
    func destroy() { zxdg_toplevel_decoration_v1_destroy(proxy) }
}

private nonisolated(unsafe) let decorationListener = makeListener(zxdg_toplevel_decoration_v1_listener(
    configure: { data, _, mode in
        guard let d = listenerOwner(data, as: ToplevelDecoration.self) else { return }
        MainActor.assumeIsolated { d.configure(mode) }
    }
))
