import CWaylandProtocols
import Foundation
import WayKit

/// The `xdg_positioner` values for a menu popup (D6), in whole points and
/// inside the protocol's rules: a size of at least 1×1 and within the
/// buffer ceiling; an anchor rectangle inside the parent's window geometry
/// (the toplevel's: the scene), since one that extends outside it is an
/// `invalid_positioner` error; the popup on the asked side of its anchor,
/// centred on it, flipped vertically and slid on both axes by the
/// compositor when it would not fit on screen.
struct PopupPositioning: Equatable {
    var width: Int32, height: Int32
    var anchorX: Int32, anchorY: Int32, anchorWidth: Int32, anchorHeight: Int32
    var anchor: UInt32, gravity: UInt32
    var constraintAdjustment: UInt32

    init(_ presentation: _PopupPresentation, parentSize: CGSize) {
        let size = BufferLimits.clampLogical(width: BufferLimits.points(presentation.size.width),
                                             height: BufferLimits.points(presentation.size.height))
        width = Int32(max(size.width, 1))
        height = Int32(max(size.height, 1))
        let pw = Double(max(BufferLimits.points(parentSize.width), 1))
        let ph = Double(max(BufferLimits.points(parentSize.height), 1))
        // A non-finite anchor (from a view with a broken frame) reads as the
        // parent's centre.
        let a = presentation.anchor
        let finite = a.minX.isFinite && a.minY.isFinite && a.maxX.isFinite && a.maxY.isFinite
        let r = finite ? a.standardized : CGRect(x: pw / 2, y: ph / 2, width: 0, height: 0)
        let x0 = min(max(r.minX.rounded(.down), 0), pw - 1), y0 = min(max(r.minY.rounded(.down), 0), ph - 1)
        let x1 = min(max(r.maxX.rounded(.up), x0 + 1), pw), y1 = min(max(r.maxY.rounded(.up), y0 + 1), ph)
        anchorX = Int32(x0)
        anchorY = Int32(y0)
        anchorWidth = Int32(x1 - x0)
        anchorHeight = Int32(y1 - y0)
        switch presentation.side {
        case .below:
            anchor = XDG_POSITIONER_ANCHOR_BOTTOM.rawValue
            gravity = XDG_POSITIONER_GRAVITY_BOTTOM.rawValue
        case .above:
            anchor = XDG_POSITIONER_ANCHOR_TOP.rawValue
            gravity = XDG_POSITIONER_GRAVITY_TOP.rawValue
        }
        constraintAdjustment = XDG_POSITIONER_CONSTRAINT_ADJUSTMENT_FLIP_Y.rawValue
            | XDG_POSITIONER_CONSTRAINT_ADJUSTMENT_SLIDE_X.rawValue
            | XDG_POSITIONER_CONSTRAINT_ADJUSTMENT_SLIDE_Y.rawValue
    }

    /// Makes the `xdg_positioner` with these values. The corresponding
    /// Wayland requests are `xdg_wm_base.create_positioner`,
    /// `xdg_positioner.set_size`, `.set_anchor_rect`, `.set_anchor`,
    /// `.set_gravity` and `.set_constraint_adjustment`.
    @MainActor
    func makePositioner(_ wmBase: XdgWmBase) -> OpaquePointer? {
        guard let p = xdg_wm_base_create_positioner(wmBase.proxy) else { return nil }
        xdg_positioner_set_size(p, width, height)
        xdg_positioner_set_anchor_rect(p, anchorX, anchorY, anchorWidth, anchorHeight)
        xdg_positioner_set_anchor(p, anchor)
        xdg_positioner_set_gravity(p, gravity)
        xdg_positioner_set_constraint_adjustment(p, constraintAdjustment)
        return p
    }
}
