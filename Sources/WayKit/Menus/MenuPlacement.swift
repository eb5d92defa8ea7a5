import Foundation

/// Where a menu goes when WayKit places it itself, inside its scene (no
/// popups: headless, or a backend without them): the rules an
/// `xdg_positioner` asks of the compositor for a popup (D6), applied to the
/// scene's bounds. Centred on the anchor, on the side asked, flipped to the
/// other side when it does not fit there, then slid to stay inside.
enum MenuPlacement {
    /// The space kept between a menu and the edge of the scene.
    static let margin: CGFloat = 8

    /// The menu's frame for a menu of `size` against `anchor`, inside
    /// `bounds` (all in one coordinate space).
    static func frame(size: CGSize, anchor: CGRect, side: _PopupPresentation.Side, in bounds: CGRect) -> CGRect {
        let area = bounds.insetBy(dx: margin, dy: margin)
        let width = min(size.width, max(area.width, 0)), height = min(size.height, max(area.height, 0))
        let below = anchor.maxY, above = anchor.minY - height
        let fitsBelow = below + height <= area.maxY, fitsAbove = above >= area.minY
        var y: CGFloat
        switch side {
        case .below: y = fitsBelow || !fitsAbove ? below : above
        case .above: y = fitsAbove || !fitsBelow ? above : below
        }
        // Slide: inside the area on both axes.
        y = min(max(y, area.minY), max(area.maxY - height, area.minY))
        var x = anchor.midX - width / 2
        x = min(max(x, area.minX), max(area.maxX - width, area.minX))
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
