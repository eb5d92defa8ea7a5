import Foundation
import WayKit

/// Draws the look of one kind of view that has no `draw(_:)` of its own
/// (controls: buttons, switches, sliders), like a theme engine. The renderer
/// asks the registry for the most specific painter of a view's class; the
/// painter draws in the view's coordinates after its background and before
/// its subviews.
@MainActor
public protocol ViewPainter {
    func paint(_ view: UIView, in canvas: Canvas, context: PaintContext)
}

/// What a painter may use besides the canvas.
@MainActor
public struct PaintContext {
    public let textSystem: TextSystem
    /// Pixels per point of the surface being drawn.
    public let scale: Double
    public let renderer: PixmanRenderer
}
