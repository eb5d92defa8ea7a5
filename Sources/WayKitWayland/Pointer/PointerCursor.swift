import CWaylandClient
import CWaylandCursor
import Foundation
import WayKit

/// The pointer's image, set at every `wl_pointer.enter` and whenever the
/// view under the pointer asks for another shape (D2). The protocol leaves
/// the cursor undefined over a surface until its client sets one, so a
/// client that never does may show none.
///
/// Where the compositor offers `wp_cursor_shape_manager_v1` the cursor is
/// named (`CursorShapeDevice`) and the compositor draws it. Otherwise it is
/// the cursor theme's image on a surface of ours: `$XCURSOR_THEME` at
/// `$XCURSOR_SIZE` (24 by default) times the largest output scale;
/// libwayland-cursor falls back to its built-in cursors when no theme is
/// installed. A hidden cursor is `wl_pointer.set_cursor` with no surface
/// either way (cursor-shape-v1 has no "none").
///
/// What is sent is a line of the delivery trace (D2): `wayland cursor:
/// set_shape pointer` (the shape's cursor-shape-v1 name), `wayland cursor:
/// set_cursor hand2` (the theme cursor attached: the arrow's where the theme
/// has none of the shape's names), `wayland cursor: set_cursor none`. The
/// event model's `cursor pointingHand` says what the views chose; these say
/// what the compositor was given.
@MainActor
final class PointerCursor {
    private unowned let client: WaylandClient
    private var theme: OpaquePointer?
    private var themeScale: Int32 = 0
    private var surface: WaylandSurface?

    init(client: WaylandClient) { self.client = client }

    /// A shape device for `pointer` where the compositor offers
    /// `wp_cursor_shape_manager_v1`; nil otherwise.
    func makeShapeDevice(for pointer: OpaquePointer) -> CursorShapeDevice? {
        client.globals.cursorShapeManager.flatMap { CursorShapeDevice(manager: $0, pointer: pointer) }
    }

    /// Shows `shape` (the arrow by default) for `pointer`: by name through
    /// `device` when there is one, else the theme's first cursor of the
    /// shape's names, else the arrow (D2). The corresponding Wayland
    /// requests are `wp_cursor_shape_device_v1.set_shape` and
    /// `wl_pointer.set_cursor`, quoting the enter event's serial.
    func show(_ shape: UIPointerCursorShape = .arrow, on pointer: OpaquePointer, serial: UInt32,
              device: CursorShapeDevice? = nil) {
        if shape == .hidden { hide(on: pointer, serial: serial); return }
        if let device, device.setShape(shape, serial: serial) {
            DeliveryTrace.note("wayland cursor: set_shape \(CursorShapeDevice.protocolName[shape] ?? "?")")
            return
        }
        let scale = max(1, client.outputs.map(\.scale).max() ?? 1)
        guard let (image, name) = cursorImage(shape.themeNames, scale: scale) ?? cursorImage(UIPointerCursorShape.arrow.themeNames, scale: scale),
              let buffer = wl_cursor_image_get_buffer(image) else {
            client.log("no cursor image; the pointer shows whatever the compositor draws")
            return
        }
        if surface == nil, let proxy = client.globals.createSurface() {
            surface = WaylandSurface(proxy: proxy)
        }
        guard let surface else { return }
        // A buffer must be a whole multiple of its scale (a protocol error
        // otherwise), and a theme without the size asked for, or
        // libwayland-cursor's built-in cursors, can hand back an image of
        // another size: use the largest scale that divides it.
        let w = Int32(truncatingIfNeeded: image.pointee.width), h = Int32(truncatingIfNeeded: image.pointee.height)
        var bufferScale = scale
        while bufferScale > 1 && (w % bufferScale != 0 || h % bufferScale != 0) { bufferScale -= 1 }
        surface.setBufferScale(bufferScale)
        surface.attach(buffer)
        surface.damageBuffer(Rect(x: 0, y: 0, width: Int(image.pointee.width), height: Int(image.pointee.height)))
        surface.commit()
        wl_pointer_set_cursor(pointer, serial, surface.proxy,
                              Int32(truncatingIfNeeded: image.pointee.hotspot_x) / bufferScale,
                              Int32(truncatingIfNeeded: image.pointee.hotspot_y) / bufferScale)
        DeliveryTrace.note("wayland cursor: set_cursor \(name)")
    }

    /// Hides the cursor over our surfaces: `wl_pointer.set_cursor` with no
    /// surface (D2: a touch kiosk shows none; touch hides it until the mouse
    /// moves).
    func hide(on pointer: OpaquePointer, serial: UInt32) {
        wl_pointer_set_cursor(pointer, serial, nil, 0, 0)
        DeliveryTrace.note("wayland cursor: set_cursor none")
    }

    /// The theme's first cursor of `names`, and the name it was found by.
    private func cursorImage(_ names: [String], scale: Int32) -> (UnsafeMutablePointer<wl_cursor_image>, String)? {
        if theme == nil || themeScale != scale, let shm = client.globals.shm {
            if let theme { wl_cursor_theme_destroy(theme) }
            // XCURSOR_SIZE is clamped to what a theme can hold (F1: the
            // product with the scale must not overflow).
            let size = min(max(Int32(Environment.value("XCURSOR_SIZE") ?? "") ?? 24, 8), 256)
            theme = wl_cursor_theme_load(Environment.value("XCURSOR_THEME"), size * min(max(scale, 1), 8), shm)
            themeScale = scale
        }
        guard let theme else { return nil }
        for name in names {
            if let cursor = wl_cursor_theme_get_cursor(theme, name), cursor.pointee.image_count > 0 {
                return cursor.pointee.images[0].map { ($0, name) }
            }
        }
        return nil
    }

    /// The corresponding C function is `wl_cursor_theme_destroy` (it destroys
    /// the theme's buffers).
    func destroy() {
        surface?.destroy()
        surface = nil
        if let theme { wl_cursor_theme_destroy(theme) }
        theme = nil
    }
}
