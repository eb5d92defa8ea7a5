import CWaylandClient
import CWaylandProtocols

/// What an `xdg_popup.configure` said, applied at `xdg_surface.configure`:
/// the popup's place relative to its parent's window geometry, and its size.
struct PopupConfiguration: Equatable {
    var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
    var serial: UInt32 = 0
}

/// An `xdg_surface` with its `xdg_popup` role (D6): thin wrappers for the
/// requests and the configure sequence, as the protocol defines it (popup
/// events collected, then applied at `xdg_surface.configure`).
@MainActor
final class XdgPopup {
    let xdgSurface: OpaquePointer
    let popup: OpaquePointer
    private var pending = PopupConfiguration()
    /// Called at `xdg_surface.configure` with the whole configuration.
    var onConfigure: (PopupConfiguration) -> Void = { _ in }
    /// Called at `xdg_popup.popup_done`, once.
    var onDone: () -> Void = {}
    private var isDone = false

    /// The corresponding Wayland requests are `xdg_wm_base.get_xdg_surface`
    /// and `xdg_surface.get_popup`.
    init?(wmBase: XdgWmBase, surface: OpaquePointer, parent: OpaquePointer, positioner: OpaquePointer) {
        guard let xdgSurface = wmBase.getXdgSurface(surface) else { return nil }
        guard let popup = xdg_surface_get_popup(xdgSurface, parent, positioner) else {
            xdg_surface_destroy(xdgSurface)
            return nil
        }
        self.xdgSurface = xdgSurface
        self.popup = popup
        xdg_surface_add_listener(xdgSurface, popupSurfaceListener, listenerData(self))
        xdg_popup_add_listener(popup, popupListener, listenerData(self))
    }

    /// Asks for the seat's input while the popup is shown: a press outside
    /// the app's surfaces dismisses it (`popup_done`). Before the first
    /// commit only. The corresponding Wayland request is `xdg_popup.grab`.
    func grab(seat: OpaquePointer, serial: UInt32) { xdg_popup_grab(popup, seat, serial) }

    /// The corresponding Wayland request is `xdg_surface.ack_configure`.
    func ackConfigure(_ serial: UInt32) { xdg_surface_ack_configure(xdgSurface, serial) }

    fileprivate func popupConfigure(x: Int32, y: Int32, width: Int32, height: Int32) {
        pending.x = x
        pending.y = y
        pending.width = width
        pending.height = height
    }

    fileprivate func surfaceConfigure(serial: UInt32) {
        guard !isDone else { return }
        var c = pending
        c.serial = serial
        onConfigure(c)
    }

    fileprivate func done() {
        // A second popup_done (a compositor that repeats itself) is dropped.
        guard !isDone else { return }
        isDone = true
        onDone()
    }

    /// The corresponding Wayland requests are `xdg_popup.destroy` and
    /// `xdg_surface.destroy`, in the order the protocol requires.
    func destroy() {
        xdg_popup_destroy(popup)
        xdg_surface_destroy(xdgSurface)
    }
}

private func owner(_ data: UnsafeMutableRawPointer?) -> XdgPopup? { listenerOwner(data, as: XdgPopup.self) }

private nonisolated(unsafe) let popupSurfaceListener = makeListener(xdg_surface_listener(
    configure: { data, _, serial in
        guard let p = owner(data) else { return }
        MainActor.assumeIsolated { p.surfaceConfigure(serial: serial) }
    }
))

private nonisolated(unsafe) let popupListener = makeListener(xdg_popup_listener(
    configure: { data, _, x, y, width, height in
        guard let p = owner(data) else { return }
        MainActor.assumeIsolated { p.popupConfigure(x: x, y: y, width: width, height: height) }
    },
    popup_done: { data, _ in
        guard let p = owner(data) else { return }
        MainActor.assumeIsolated { p.done() }
    },
    repositioned: { _, _, _ in }
))
