import CWaylandClient
import CWaylandProtocols

/// The singleton globals, bound once. Seats and outputs, which can come and go,
/// live in `WaylandClient`.
@MainActor
final class WaylandGlobals {
    var compositor: OpaquePointer?
    var subcompositor: OpaquePointer?
    var shm: OpaquePointer?
    var wmBase: XdgWmBase?
    var viewporter: OpaquePointer?
    var fractionalScaleManager: OpaquePointer?

    func isBound(_ interface: String) -> Bool {
        switch interface {
        case "wl_compositor": compositor != nil
        case "wl_subcompositor": subcompositor != nil
        case "wl_shm": shm != nil
        case "xdg_wm_base": wmBase != nil
        case "wp_viewporter": viewporter != nil
        case "wp_fractional_scale_manager_v1": fractionalScaleManager != nil
        // Seats and outputs are optional and may arrive later.
        default: true
        }
    }

    /// The corresponding Wayland request is `wl_compositor.create_surface`.
    func createSurface() -> OpaquePointer? {
        compositor.flatMap { wl_compositor_create_surface($0) }
    }

    /// The corresponding Wayland request is `wl_subcompositor.get_subsurface`.
    func getSubsurface(_ surface: OpaquePointer, parent: OpaquePointer) -> OpaquePointer? {
        subcompositor.flatMap { wl_subcompositor_get_subsurface($0, surface, parent) }
    }

    /// The corresponding Wayland request is `wp_viewporter.get_viewport`.
    func getViewport(_ surface: OpaquePointer) -> OpaquePointer? {
        viewporter.flatMap { wp_viewporter_get_viewport($0, surface) }
    }

    /// The corresponding Wayland request is
    /// `wp_fractional_scale_manager_v1.get_fractional_scale`.
    func getFractionalScale(_ surface: OpaquePointer) -> OpaquePointer? {
        fractionalScaleManager.flatMap { wp_fractional_scale_manager_v1_get_fractional_scale($0, surface) }
    }
}
