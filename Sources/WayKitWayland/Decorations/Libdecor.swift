import CLibdecor
import CWaylandClient

/// One connection's libdecor context (D1): client-side title bars and
/// borders where the compositor offers no `zxdg_decoration_manager_v1`
/// (GNOME's mutter, Weston's desktop shell).
///
/// libdecor is loaded with dlopen at the first window that needs it
/// (`CLibdecor`), so apps on compositors that decorate (KDE, sway) or in
/// kiosk mode never map it, nor the cairo, pango and font libraries its
/// plugin brings.
///
/// libdecor binds its own globals on our `wl_display` and puts every proxy
/// on the default queue; `libdecor_get_fd` is the display's descriptor and
/// `libdecor_dispatch` only reads and dispatches it (libdecor 0.1.1's cairo
/// and fallback plugins). WayKit's run loop already does that, so it never
/// calls `libdecor_dispatch`, which would be a second reader of the socket.
///
/// - Important: main actor only.
@MainActor
final class Libdecor {
    let context: OpaquePointer
    /// The connection: its outputs' scales and its once-only log, for the
    /// frames' buffer ceiling (`DecorationCeiling`).
    unowned let client: WaylandClient
    /// Set by libdecor's error callback: the context no longer makes frames
    /// (libdecor 0.1.1 destroys its plugin), so later windows go undecorated.
    private(set) var failed = false
    /// Whether libdecor has a plugin to draw with; without one its frames
    /// are undecorated toplevels.
    let hasPlugin: Bool
    /// Whether WayKit answers touches on the plugin's title bars and borders
    /// (D1): libdecor 0.1's cairo plugin, the only plugin of 0.1, binds no
    /// `wl_touch`; touch came to the plugins in libdecor 0.2, which WayKit
    /// then leaves them to (both answering would move or close twice). An
    /// unknown version is left to the plugin too, logged once.
    let answersDecorationTouch: Bool

    /// Contexts by their C pointer, for the error callback.
    private static var live: [OpaquePointer: Libdecor] = [:]
    /// The client whose context is being created: libdecor reports a plugin
    /// that fails to start before `libdecor_new` returns.
    private static var creating: WaylandClient?

    /// Loads libdecor and makes a context on `client`'s display; nil (logged
    /// once) when libdecor-0.so.0 is not installed.
    init?(client: WaylandClient) {
        guard waykit_libdecor_available() else {
            let why = waykit_libdecor_load_error().map { String(cString: $0) } ?? "not found"
            client.log(once: "libdecor", "libdecor could not be loaded (\(why)); windows have no title bar (install libdecor-0-0 and libdecor-0-plugin-1-cairo)")
            return nil
        }
        var searched = [CChar](repeating: 0, count: 512)
        hasPlugin = waykit_libdecor_plugin_found(&searched, Int32(searched.count))
        if !hasPlugin {
            let dirs = String(decoding: searched.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            client.log(once: "libdecor plugin",
                       "libdecor found no decoration plugin in \(dirs) (libdecor-0-plugin-1-cairo; LIBDECOR_PLUGIN_DIR); windows have no title bar")
        }
        var minor: Int32 = 0, micro: Int32 = 0
        if waykit_libdecor_version(&minor, &micro) {
            answersDecorationTouch = minor < 2
        } else {
            answersDecorationTouch = false
            client.log(once: "libdecor version",
                       "libdecor's version is unknown (no libdecor-0.so.0.<age>.<age> file); touches on its title bar are left to its plugin")
        }
        Self.creating = client
        defer { Self.creating = nil }
        guard let context = waykit_libdecor_new(client.display.pointer, libdecorError) else { return nil }
        self.context = context
        self.client = client
        Self.live[context] = self
    }

    fileprivate static func reportError(context: OpaquePointer?, code: Int32, message: String) {
        let owner = context.flatMap { live[$0] }
        owner?.failed = true
        let client = owner?.client ?? creating
        client?.log(once: "libdecor error", "libdecor: \(message) (error \(code)); new windows have no title bar")
    }

    /// The corresponding C function is `libdecor_unref` (after every frame is
    /// gone; it destroys libdecor's own proxies).
    func destroy() {
        Self.live[context] = nil
        waykit_libdecor_unref(context)
    }
}

private let libdecorError: waykit_libdecor_error_handler = { context, code, message in
    let text = message.map { String(cString: $0) } ?? "unknown error"
    // libdecor calls back on the thread that dispatches: the main thread.
    nonisolated(unsafe) let context = context
    MainActor.assumeIsolated { Libdecor.reportError(context: context, code: code, message: text) }
}
