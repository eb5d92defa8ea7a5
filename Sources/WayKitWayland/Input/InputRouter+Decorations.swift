import CLibdecor
import CWaylandClient

/// Touch on libdecor's title bar and borders (D1), where its plugin has no
/// touch handling of its own (libdecor 0.1: `Libdecor.answersDecorationTouch`).
/// A finger does what the plugin does for the left button:
/// - on the title bar, `libdecor_frame_move` quoting the touch-down serial;
/// - on a border, `libdecor_frame_resize` from that edge or corner;
/// - on minimize, maximize or close, that action when the finger lifts on
///   the same button.
///
/// A surface not yet known to be the title bar or the shadow
/// (`CairoDecorationSurfaces`: a point below the title bar's height, or a
/// maximized window, tells) can only be touched in the band both share: a
/// down there moves the window, and never presses a button. A move is what a
/// finger on a title bar most often wants, and on the shadow's top margin it
/// is a harmless mistake (the window moves instead of growing upwards),
/// where a close or a minimize taken for a resize would lose the window.
extension InputRouter {
    /// The libdecor frame `surface` decorates, if it is one of ours.
    private func decoratedToplevel(_ surface: OpaquePointer) -> LibdecorToplevel? {
        guard let frame = LibdecorToplevel.frame(ofDecoration: surface) else { return nil }
        return libdecorToplevels.first { $0.frame == frame }
    }

    /// The decoration under the pointer at `wl_pointer.enter` on a surface
    /// that is not ours, or nil when it is no decoration of ours. Only at
    /// enter, while `surface` is surely a live proxy: see
    /// `DecorationPointerFocus`.
    func decorationFocus(entering surface: OpaquePointer) -> DecorationPointerFocus? {
        guard !isOurs(surface), let toplevel = decoratedToplevel(surface) else { return nil }
        return DecorationPointerFocus(toplevel: toplevel, surface: surface)
    }

    /// A point the compositor reported inside the decoration under the
    /// pointer (an enter, or a motion with no button held): teaches which
    /// decoration surface is the shadow. Nothing once its toplevel is gone.
    func observeDecorationPoint(_ focus: DecorationPointerFocus, y: Double) {
        guard let toplevel = focus.liveToplevel else { return }
        observe(toplevel, surface: focus.surface, y: y)
    }

    private func observe(_ toplevel: LibdecorToplevel, surface: OpaquePointer, y: Double) {
        toplevel.decorationSurfaces.observe(surface, y: y)
        if toplevel.shadowIsGone { toplevel.decorationSurfaces.observeWithoutShadow(surface) }
    }

    /// `wl_touch.down` on a surface that is not a window's: a decoration
    /// touch, acted on now, or nil when `surface` is not a decoration of ours.
    func decorationTouchDown(surface: OpaquePointer, serial: UInt32, x: Double, y: Double,
                             seat: OpaquePointer?) -> DecorationTouch? {
        guard let toplevel = decoratedToplevel(surface) else { return nil }
        for p in pointerDevices { p.touchUsed() }
        observe(toplevel, surface: surface, y: y)
        guard toplevel.answersTouch else {
            return DecorationTouch(frame: toplevel, surface: surface, part: .none, x: x, y: y)
        }
        let part = Self.decorationPart(toplevel, surface: surface, x: x, y: y)
        if let seat {
            switch part {
            case .title where toplevel.allows(Int32(WAYKIT_LIBDECOR_ACTION_MOVE)):
                toplevel.move(seat: seat, serial: serial)
            case .edge(let edge) where toplevel.allows(Int32(WAYKIT_LIBDECOR_ACTION_RESIZE)):
                toplevel.resize(seat: seat, serial: serial, edge: edge)
            default: break
            }
        }
        return DecorationTouch(frame: toplevel, surface: surface, part: part, x: x, y: y)
    }

    /// The finger lifted: a button acts if the finger is still on it.
    func decorationTouchUp(_ touch: DecorationTouch) {
        // A scene hidden since the down: its frame is freed.
        guard let toplevel = touch.frame, !toplevel.isDestroyed, toplevel.answersTouch else { return }
        let now = Self.decorationPart(toplevel, surface: touch.surface, x: touch.x, y: touch.y)
        guard now == touch.part else { return }
        switch touch.part {
        case .close where toplevel.allows(Int32(WAYKIT_LIBDECOR_ACTION_CLOSE)):
            toplevel.requestClose()
        // The plugin toggles maximized only for a resizable frame.
        case .maximize where toplevel.allows(Int32(WAYKIT_LIBDECOR_ACTION_RESIZE)):
            toplevel.toggleMaximized()
        case .minimize where toplevel.allows(Int32(WAYKIT_LIBDECOR_ACTION_MINIMIZE)):
            toplevel.minimize()
        default: break
        }
    }

    private static func decorationPart(_ toplevel: LibdecorToplevel, surface: OpaquePointer,
                                       x: Double, y: Double) -> CairoDecorationLayout.Part {
        let width = toplevel.contentWidth, height = toplevel.contentHeight
        switch toplevel.decorationSurfaces.role(of: surface) {
        case .title:
            return CairoDecorationLayout.titlePart(x: x, y: y, contentWidth: width)
        case .shadow:
            return CairoDecorationLayout.shadowPart(x: x, y: y, contentWidth: width, contentHeight: height)
        case .unknown:
            // In the band title bar and shadow share (below it the surface
            // would be known): a move, whatever the point, never a button.
            return .title
        }
    }
}
