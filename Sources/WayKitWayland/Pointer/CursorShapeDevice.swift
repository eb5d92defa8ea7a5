import CWaylandClient
import CWaylandProtocols
import WayKit

/// A pointer's `wp_cursor_shape_device_v1` (D2): the cursor named by shape,
/// drawn by the compositor in its own theme and at the output's scale, with
/// no surface or buffer of ours. Made where the compositor offers
/// `wp_cursor_shape_manager_v1`; otherwise `PointerCursor` draws the
/// cursor theme's images itself.
@MainActor
final class CursorShapeDevice {
    let proxy: OpaquePointer

    /// The corresponding Wayland request is
    /// `wp_cursor_shape_manager_v1.get_pointer`.
    init?(manager: OpaquePointer, pointer: OpaquePointer) {
        guard let proxy = wp_cursor_shape_manager_v1_get_pointer(manager, pointer) else { return nil }
        self.proxy = proxy
    }

    /// Sets `shape`, quoting the latest `wl_pointer.enter` serial (the
    /// compositor ignores any other). Returns false for a shape the protocol
    /// has no name for (`.hidden`: that is `wl_pointer.set_cursor` with no
    /// surface). The corresponding Wayland request is
    /// `wp_cursor_shape_device_v1.set_shape`.
    func setShape(_ shape: UIPointerCursorShape, serial: UInt32) -> Bool {
        guard let value = Self.protocolShape[shape] else { return false }
        wp_cursor_shape_device_v1_set_shape(proxy, serial, value.rawValue)
        return true
    }

    /// WayKit's shapes as cursor-shape-v1 names them (CSS cursor names).
    /// Every value is in version 1 of the enum: a value outside it is a
    /// protocol error (`invalid_shape`).
    static let protocolShape: [UIPointerCursorShape: wp_cursor_shape_device_v1_shape] = [
        .arrow: WP_CURSOR_SHAPE_DEVICE_V1_SHAPE_DEFAULT,
        .pointingHand: WP_CURSOR_SHAPE_DEVICE_V1_SHAPE_POINTER,
        .iBeam: WP_CURSOR_SHAPE_DEVICE_V1_SHAPE_TEXT,
        .verticalText: WP_CURSOR_SHAPE_DEVICE_V1_SHAPE_VERTICAL_TEXT,
    ]

    /// The names cursor-shape-v1 gives those values, for the trace.
    static let protocolName: [UIPointerCursorShape: String] = [
        .arrow: "default", .pointingHand: "pointer", .iBeam: "text", .verticalText: "vertical-text",
    ]

    /// The corresponding Wayland request is `wp_cursor_shape_device_v1.destroy`.
    func destroy() { wp_cursor_shape_device_v1_destroy(proxy) }
}
