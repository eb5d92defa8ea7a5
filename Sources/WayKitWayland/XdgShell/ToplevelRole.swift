import CWaylandClient

/// What a scene needs of its surface's toplevel role: a plain `xdg_toplevel`
/// (`XdgToplevel`, with server-side decorations where offered) or one that
/// libdecor creates and decorates (`LibdecorToplevel`, D1). `SceneToplevel`
/// picks one when the scene is shown.
@MainActor
protocol ToplevelRole: AnyObject {
    /// Called with each whole configuration (the configure sequence done).
    var onConfigure: (ToplevelConfiguration) -> Void { get set }
    /// Called when the compositor (or a title bar's close button) asks to close.
    var onClose: () -> Void { get set }

    func setTitle(_ title: String)
    func setAppID(_ id: String)
    func setMinSize(width: Int32, height: Int32)
    func setMaximized()
    func unsetMaximized()
    func setFullscreen(on output: OpaquePointer?)
    func unsetFullscreen()
    /// Acknowledges `configuration`, answered with content of `width` ×
    /// `height` points; `sizeChanged` when that differs from the last.
    /// Called from `onConfigure`, before the surface's next commit.
    func acknowledge(_ configuration: ToplevelConfiguration, width: Int32, height: Int32, sizeChanged: Bool)
    /// Content of `width` × `height` points (already within `BufferLimits`)
    /// clamped further for what the role draws around it in configuration
    /// `c`: libdecor's decorations (F1); unchanged for a plain toplevel.
    func fitContent(width: Int, height: Int, for c: ToplevelConfiguration) -> (width: Int, height: Int)
    /// Asks for the first configure: the surface's first commit, with no buffer.
    func map(_ surface: WaylandSurface)
    func destroy()
    /// The toplevel's `xdg_surface`, which popups name as their parent (D6);
    /// nil while there is none (libdecor makes it when the frame maps).
    var parentXdgSurface: OpaquePointer? { get }
}

extension XdgToplevel: ToplevelRole {
    var parentXdgSurface: OpaquePointer? { xdgSurface }

    /// The corresponding Wayland requests are `xdg_surface.ack_configure` and,
    /// when the size changed, `xdg_surface.set_window_geometry`.
    func acknowledge(_ configuration: ToplevelConfiguration, width: Int32, height: Int32, sizeChanged: Bool) {
        ackConfigure(configuration.serial)
        if sizeChanged { setWindowGeometry(width: width, height: height) }
    }

    func map(_ surface: WaylandSurface) { surface.commit() }

    /// Server-side decorations, if any, are the compositor's buffers.
    func fitContent(width: Int, height: Int, for c: ToplevelConfiguration) -> (width: Int, height: Int) { (width, height) }
}
