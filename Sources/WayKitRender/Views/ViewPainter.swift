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

/// Painters by view class. Lookup walks from the view's class up to `UIView`,
/// so a subclass of a painted control is painted the same way unless it has a
/// painter of its own.
@MainActor
public final class ViewPainterRegistry {
    private var painters: [ObjectIdentifier: any ViewPainter] = [:]
    private var resolved: [ObjectIdentifier: (any ViewPainter)?] = [:]

    public init() {}

    public func register(_ painter: any ViewPainter, for type: UIView.Type) {
        painters[ObjectIdentifier(type)] = painter
        resolved.removeAll()
    }

    func painter(for view: UIView) -> (any ViewPainter)? {
        let key = ObjectIdentifier(type(of: view))
        if let r = resolved[key] { return r }
        var cls: AnyClass? = type(of: view)
        var found: (any ViewPainter)?
        while let c = cls {
            if let p = painters[ObjectIdentifier(c)] { found = p; break }
            cls = _getSuperclass(c)
        }
        resolved[key] = found
        return found
    }
}
