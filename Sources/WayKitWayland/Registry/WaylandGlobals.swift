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
    var presentation: Presentation?
    var idleInhibitManager: OpaquePointer?
    var decorationManager: OpaquePointer?
    /// The pointer-gestures manager and its bound version (hold needs 3).
    var pointerGestures: (proxy: OpaquePointer, version: UInt32)?
    /// The text-input manager and the text inputs of the seats (K3).
    var textInput: TextInputManager?
    /// The clipboard's and the primary selection's managers (K6).
    var dataDeviceManager: OpaquePointer?
    var primarySelectionManager: OpaquePointer?
    /// The tablet manager and the tablet seats (D4).
    var tablet: TabletManager?
    /// Cursors by shape name, where offered (D2).
    var cursorShapeManager: OpaquePointer?
    /// Outputs' logical places and names, where offered (issue 23).
    var xdgOutputManager: (proxy: OpaquePointer, version: UInt32)?
    /// The compositor's idle notification, where offered (issue 23).
    var idleNotifier: IdleNotifier?

    /// Whether the global `interface` is bound yet; seats and outputs are
    /// optional and may arrive later, so they count as bound.
    func isBound(_ interface: String) -> Bool { singletonBound(interface) ?? true }

    /// Whether the singleton `interface` is bound already.
    func isBoundSingleton(_ interface: String) -> Bool { singletonBound(interface) ?? false }

    /// Whether the singleton `interface` is bound; nil for an interface that
    /// is no singleton (seats, outputs) or one WayKit doesn't bind.
    private func singletonBound(_ interface: String) -> Bool? {
        switch interface {
        case "wl_compositor": compositor != nil
        case "wl_subcompositor": subcompositor != nil
        case "wl_shm": shm != nil
        case "xdg_wm_base": wmBase != nil
        case "wp_viewporter": viewporter != nil
        case "wp_fractional_scale_manager_v1": fractionalScaleManager != nil
        case "wp_presentation": presentation != nil
        case "zwp_idle_inhibit_manager_v1": idleInhibitManager != nil
        case "zxdg_decoration_manager_v1": decorationManager != nil
        case "zwp_pointer_gestures_v1": pointerGestures != nil
        case "zwp_text_input_manager_v3": textInput != nil
        case "wl_data_device_manager": dataDeviceManager != nil
        case "zwp_primary_selection_device_manager_v1": primarySelectionManager != nil
        case "zwp_tablet_manager_v2": tablet != nil
        case "wp_cursor_shape_manager_v1": cursorShapeManager != nil
        case "zxdg_output_manager_v1": xdgOutputManager != nil
        case "ext_idle_notifier_v1": idleNotifier != nil
        default: nil
        }
    }

    /// Destroys the bound singletons at disconnect (libwayland would keep
    /// their proxies for ever: LeakSanitizer found the six of them in the
    /// soak, F5). The corresponding Wayland requests are
    /// `wl_subcompositor.destroy`, `xdg_wm_base.destroy`,
    /// `wp_viewporter.destroy`, `wp_fractional_scale_manager_v1.destroy` and
    /// `wp_presentation.destroy`, `zwp_idle_inhibit_manager_v1.destroy` and
    /// `zwp_text_input_manager_v3.destroy` (after its text inputs),
    /// `wp_cursor_shape_manager_v1.destroy`, `zxdg_output_manager_v1.destroy`,
    /// `ext_idle_notifier_v1.destroy`;
    /// `wl_compositor` and `wl_shm` (version 1)
    /// have no destructor request, so
    /// their proxies are only destroyed on our side.
    func destroy() {
        idleNotifier?.destroy()
        idleNotifier = nil
        if let m = xdgOutputManager { XdgOutput.destroyManager(m.proxy) }
        xdgOutputManager = nil
        if let p = cursorShapeManager { wp_cursor_shape_manager_v1_destroy(p) }
        cursorShapeManager = nil
        textInput?.destroy()
        textInput = nil
        if let p = dataDeviceManager { SelectionKind.clipboard.destroyManager(p) }
        if let p = primarySelectionManager { SelectionKind.primary.destroyManager(p) }
        (dataDeviceManager, primarySelectionManager) = (nil, nil)
        tablet?.destroy()
        tablet = nil
        if let g = pointerGestures {
            if g.version >= 2 { zwp_pointer_gestures_v1_release(g.proxy) } else { zwp_pointer_gestures_v1_destroy(g.proxy) }
        }
        pointerGestures = nil
        if let p = decorationManager { zxdg_decoration_manager_v1_destroy(p) }
        decorationManager = nil
        if let p = idleInhibitManager { zwp_idle_inhibit_manager_v1_destroy(p) }
        idleInhibitManager = nil
        presentation?.destroy()
        presentation = nil
        if let p = fractionalScaleManager { wp_fractional_scale_manager_v1_destroy(p) }
        if let p = viewporter { wp_viewporter_destroy(p) }
        wmBase?.destroy()
        if let p = subcompositor { wl_subcompositor_destroy(p) }
        if let p = shm { wl_shm_destroy(p) }
        if let p = compositor { wl_compositor_destroy(p) }
        (fractionalScaleManager, viewporter, wmBase, subcompositor, shm, compositor) = (nil, nil, nil, nil, nil, nil)
    }

    /// The corresponding Wayland request is `wl_compositor.create_surface`.
    func createSurface() -> OpaquePointer? {
        compositor.flatMap { wl_compositor_create_surface($0) }
    }

    /// The corresponding Wayland request is `wl_compositor.create_region`.
    func createRegion() -> OpaquePointer? {
        compositor.flatMap { wl_compositor_create_region($0) }
    }

    /// Whether surfaces can be layered and cropped: what compositing
    /// layers need (`LayerSurface`).
    var canComposeLayers: Bool { subcompositor != nil && viewporter != nil && compositor != nil }

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
