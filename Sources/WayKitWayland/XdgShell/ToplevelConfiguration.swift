/// What one `xdg_toplevel.configure` + `xdg_surface.configure` pair asks for.
struct ToplevelConfiguration: Equatable, Sendable {
    /// The size the compositor asks for, in logical points; 0 means "you choose".
    var width: Int32 = 0
    var height: Int32 = 0
    var maximized = false
    var fullscreen = false
    var activated = false
    var resizing = false
    /// xdg-shell 6: the toplevel is not shown (minimized, hidden, another
    /// workspace): its scene is in the background (V1).
    var suspended = false
    /// The serial to acknowledge with `xdg_surface.ack_configure`.
    var serial: UInt32 = 0

    /// Whether the size is a hard limit (P7): Weston kills a client whose window
    /// geometry outgrows a fullscreen or maximized configure.
    var sizeIsMandatory: Bool { (maximized || fullscreen) && width > 0 && height > 0 }
}
