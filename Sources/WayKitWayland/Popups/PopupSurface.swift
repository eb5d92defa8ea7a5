import CWaylandClient
import CWaylandProtocols
import Foundation
import WayKit

/// A window shown as an `xdg_popup` of its scene's toplevel (D6: a menu):
/// its own `wl_surface`, drawn by the same path as every window
/// (`WindowSurface`, not a subsurface), placed by the compositor against the
/// anchor the core asked for (`PopupPositioning`), grabbing the seat with
/// the serial of the press that opened it.
///
/// The popup's `configure` gives the window its frame in the scene (the
/// toplevel's window geometry), so input on the popup surface, in its own
/// coordinates, reaches the window through the input router like any
/// window's: offset by the frame's origin. `popup_done` closes the menu
/// through the core (`UIWindow._popupWasDismissed`); the core closing it
/// hides the window, and the scene destroys the popup.
@MainActor
final class PopupSurface {
    let window: UIWindow
    /// What the popup was made for: a window asking for another anchor or
    /// size gets a new popup.
    let presentation: _PopupPresentation
    let surface: WindowSurface
    private let xdg: XdgPopup
    private unowned let client: WaylandClient
    private(set) var isConfigured = false
    /// The grab's serial, if a press gave one.
    private(set) var grabSerial: UInt32?

    /// Positions beyond this many points from the toplevel are no place a
    /// screen has (F1): clamped.
    static let maximumOffset: Int32 = 1 << 20

    init?(window: UIWindow, presentation: _PopupPresentation, scene: SceneToplevel, client: WaylandClient) {
        // A toplevel with no xdg_surface yet (libdecor's, before its frame
        // maps) can't parent a popup: the menu is then not shown as one.
        guard let wmBase = client.globals.wmBase, let parent = scene.xdgSurface,
              let surface = WindowSurface(window: window, scene: scene, client: client, placement: .popup) else { return nil }
        let positioning = PopupPositioning(presentation, parentSize: scene.size)
        guard let positioner = positioning.makePositioner(wmBase) else {
            surface.destroy()
            return nil
        }
        let xdg = XdgPopup(wmBase: wmBase, surface: surface.surface.proxy, parent: parent, positioner: positioner)
        // The positioner's values are copied into the popup: it can go now.
        xdg_positioner_destroy(positioner)
        guard let xdg else {
            surface.destroy()
            return nil
        }
        self.window = window
        self.presentation = presentation
        self.surface = surface
        self.xdg = xdg
        self.client = client
        // The press that opened the menu: the latest of any seat (a grab
        // needs the serial of the press that holds the compositor's
        // implicit grab). Without one (a menu opened by the app itself)
        // the popup has no grab: taps on the app's own surfaces still close
        // it (the core's menu window takes them).
        let seat = client.seats.filter { $0.serials.latestPress != nil }.max { $0.serials.pressOrder < $1.serials.pressOrder }
        if let seat, let serial = seat.serials.latestPress {
            xdg.grab(seat: seat.proxy, serial: serial)
            grabSerial = serial
        }
        xdg.onConfigure = { [unowned self] in configure($0) }
        xdg.onDone = { [unowned self] in done() }
        // The first commit carries no buffer: it asks for the first configure.
        surface.surface.commit()
    }

    private func configure(_ c: PopupConfiguration) {
        xdg.ackConfigure(c.serial)
        // F1: a size of 0 or less means nothing; the size asked for stands.
        var width = Int(c.width), height = Int(c.height)
        if width <= 0 || height <= 0 {
            client.log(once: "popup configure size", "xdg_popup.configure of \(c.width)×\(c.height); the popup keeps the size it asked for")
            width = Int(presentation.size.width.rounded(.up))
            height = Int(presentation.size.height.rounded(.up))
        }
        let clamped = BufferLimits.clampLogical(width: width, height: height)
        if clamped != (width, height) {
            client.log(once: "popup configure ceiling", "xdg_popup.configure of \(width)×\(height) points exceeds the buffer ceiling; clamped to \(clamped.0)×\(clamped.1)")
        }
        let limit = Self.maximumOffset
        let x = min(max(c.x, -limit), limit), y = min(max(c.y, -limit), limit)
        if x != c.x || y != c.y {
            client.log(once: "popup configure position", "xdg_popup.configure at (\(c.x), \(c.y)) is beyond \(limit) points from the toplevel; clamped")
        }
        window.frame = CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(max(clamped.0, 1)), height: CGFloat(max(clamped.1, 1)))
        window.layoutIfNeeded()
        isConfigured = true
        surface.popupConfigured()
    }

    private func done() {
        if !isConfigured {
            // Weston dismisses a popup whose grab it refuses before showing it.
            client.log(once: "popup dismissed unshown", "the compositor dismissed a popup before configuring it (a refused grab?); the menu is closed")
        }
        // The core closes the menu; hiding its window destroys this popup.
        window._popupWasDismissed()
    }

    /// The window's origin in the scene, for input on the popup surface.
    var offset: CGPoint { window.frame.origin }

    func destroy() {
        // The role object and xdg_surface go before the surface (xdg-shell).
        xdg.destroy()
        surface.destroy()
    }
}
