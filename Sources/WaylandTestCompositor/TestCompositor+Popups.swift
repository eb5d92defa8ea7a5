import CWaylandTestCompositor

/// xdg_popup and xdg_positioner (D6): what the client asked for, and the
/// compositor's side of a popup's life.
extension TestCompositor {
    /// What the client set on a popup's positioner.
    public struct Positioner: Equatable {
        public var width: Int, height: Int
        public var anchorRect: (x: Int, y: Int, width: Int, height: Int)
        /// `xdg_positioner.anchor` and `.gravity` values (2: bottom, 1: top).
        public var anchor: UInt32, gravity: UInt32
        /// `xdg_positioner.constraint_adjustment` bits (1 slide x, 2 slide
        /// y, 4 flip x, 8 flip y, 16 resize x, 32 resize y).
        public var constraintAdjustment: UInt32
        public var offset: (x: Int, y: Int)

        public static func == (a: Positioner, b: Positioner) -> Bool {
            a.width == b.width && a.height == b.height && a.anchorRect == b.anchorRect && a.anchor == b.anchor
                && a.gravity == b.gravity && a.constraintAdjustment == b.constraintAdjustment && a.offset == b.offset
        }
    }

    /// Popups made so far, destroyed ones included, in order.
    public var popupCount: Int { Int(wtc_popup_count(pointer)) }
    public func popupSurface(_ p: Int) -> Int { Int(wtc_popup_surface(pointer, Int32(p))) }
    /// The surface index of the popup's parent; nil for none.
    public func popupParentSurface(_ p: Int) -> Int? {
        let s = Int(wtc_popup_parent_surface(pointer, Int32(p)))
        return s >= 0 ? s : nil
    }
    public func isPopupAlive(_ p: Int) -> Bool { wtc_popup_alive(pointer, Int32(p)) }
    public func positioner(_ p: Int) -> Positioner {
        var v = wtc_positioner()
        wtc_popup_positioner(pointer, Int32(p), &v)
        return Positioner(width: Int(v.width), height: Int(v.height),
                          anchorRect: (Int(v.anchor_x), Int(v.anchor_y), Int(v.anchor_width), Int(v.anchor_height)),
                          anchor: v.anchor, gravity: v.gravity, constraintAdjustment: v.constraint_adjustment,
                          offset: (Int(v.offset_x), Int(v.offset_y)))
    }
    /// The serial the popup's grab quoted; nil when it did not grab.
    public func popupGrabSerial(_ p: Int) -> UInt32? {
        var serial: UInt32 = 0
        return wtc_popup_grab(pointer, Int32(p), &serial) ? serial : nil
    }
    /// Sends `xdg_popup.configure` with any values and `xdg_surface.configure`.
    @discardableResult
    public func configurePopup(_ p: Int, x: Int32, y: Int32, width: Int32, height: Int32) -> UInt32 {
        wtc_configure_popup(pointer, Int32(p), x, y, width, height)
    }
    public func popupLastAckedSerial(_ p: Int) -> UInt32 { wtc_popup_last_acked_serial(pointer, Int32(p)) }
    /// Sends `xdg_popup.popup_done`, `times` times in one go.
    public func popupDone(_ p: Int, times: Int = 1) { wtc_popup_done(pointer, Int32(p), Int32(times)) }
}
