import Foundation

/// How `drawPath(using:)` paints the current path, as Core Graphics'.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

extension CGContext {
    /// Fills, strokes or both the current path and clears it (Core
    /// Graphics' `drawPath(using:)`): the fill first, then the stroke over it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let current = path
        switch mode {
        case .fill, .eoFill:
            fillPath(using: mode == .eoFill ? .evenOdd : .winding)
        case .stroke:
            strokePath()
        case .fillStroke, .eoFillStroke:
            addPath(current)
            fillPath(using: mode == .eoFillStroke ? .evenOdd : .winding)
            addPath(current)
            strokePath()
        }
    }
}
