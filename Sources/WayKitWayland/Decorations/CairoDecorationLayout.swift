/// Where libdecor 0.1's cairo plugin puts its title bar, buttons and
/// borders (D1), to answer a touch on them: the plugin itself handles the
/// pointer only (libdecor-cairo.c, 0.1.1).
///
/// The plugin gives a frame two surfaces of its own, subsurfaces of our
/// base surface (whose origin is the content's top left):
/// - the shadow, at (-24, -48), (w + 48) × (h + 72) for content w × h, whose
///   input region is all of it but the content: its outer 24 points are the
///   resize edges;
/// - the title bar, at (0, -24), w × 24, above the shadow; the minimize,
///   maximize and close buttons are drawn into it, 32 points wide each at its
///   right end.
/// A maximized window has no shadow (its buffer is detached), a fullscreen
/// one neither surface.
enum CairoDecorationLayout {
    static let titleHeight = 24.0
    static let shadowMargin = 24.0
    static let buttonWidth = 32.0

    /// What a point of a decoration surface does.
    enum Part: Equatable {
        /// The title bar: a drag moves the window.
        case title
        case minimize, maximize, close
        /// A border: a drag resizes the window from this edge.
        case edge(ResizeEdge)
        /// Nothing (a point the plugin gives no action).
        case none
    }

    /// `enum libdecor_resize_edge` (libdecor.h): libdecor turns it into
    /// xdg-shell's edge.
    enum ResizeEdge: Int32, Equatable {
        case top = 1, bottom, left, topLeft, bottomLeft, right, topRight, bottomRight
    }

    /// The part at (x, y) of the title bar, in its own coordinates, for
    /// content `width` points wide: the buttons from the right end (close,
    /// maximize, minimize), else the bar.
    static func titlePart(x: Double, y: Double, contentWidth width: Double) -> Part {
        guard y >= 0, y < titleHeight, x >= 0, x < width else { return .none }
        if x >= width - buttonWidth { return .close }
        if x >= width - 2 * buttonWidth { return .maximize }
        if x >= width - 3 * buttonWidth { return .minimize }
        return .title
    }

    /// The edge at (x, y) of the shadow, in its own coordinates, for content
    /// `width` × `height`: within the margin of a side, that side; of two,
    /// the corner (as the plugin picks its resize cursor).
    static func shadowPart(x: Double, y: Double, contentWidth width: Double, contentHeight height: Double) -> Part {
        let outerWidth = width + 2 * shadowMargin, outerHeight = height + 2 * shadowMargin + titleHeight
        let top = y < shadowMargin, bottom = y > outerHeight - shadowMargin
        let left = x < shadowMargin, right = x > outerWidth - shadowMargin
        switch (top, bottom, left, right) {
        case (true, _, true, _): return .edge(.topLeft)
        case (true, _, _, true): return .edge(.topRight)
        case (true, _, _, _): return .edge(.top)
        case (_, true, true, _): return .edge(.bottomLeft)
        case (_, true, _, true): return .edge(.bottomRight)
        case (_, true, _, _): return .edge(.bottom)
        case (_, _, true, _): return .edge(.left)
        case (_, _, _, true): return .edge(.right)
        default: return .none
        }
    }
}
