import CWaylandClient

/// A `wl_subsurface`: a window's surface placed in its scene's toplevel (W1).
/// Position and stacking are state of the parent, applied at the parent's next
/// commit.
@MainActor
final class WaylandSubsurface {
    let proxy: OpaquePointer

    /// The corresponding Wayland request is `wl_subcompositor.get_subsurface`.
    init?(globals: WaylandGlobals, surface: OpaquePointer, parent: OpaquePointer) {
        guard let proxy = globals.getSubsurface(surface, parent: parent) else { return nil }
        self.proxy = proxy
    }

    /// Lets the surface present on its own commits rather than waiting for the
    /// parent's. The corresponding Wayland request is `wl_subsurface.set_desync`.
    func setDesync() { wl_subsurface_set_desync(proxy) }

    /// The corresponding Wayland request is `wl_subsurface.set_position`.
    func setPosition(x: Int32, y: Int32) { wl_subsurface_set_position(proxy, x, y) }

    /// The corresponding Wayland request is `wl_subsurface.place_above`.
    func placeAbove(_ sibling: OpaquePointer) { wl_subsurface_place_above(proxy, sibling) }

    /// The corresponding Wayland request is `wl_subsurface.destroy`.
    func destroy() { wl_subsurface_destroy(proxy) }
}
