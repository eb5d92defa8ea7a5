import Foundation

/// Line ends (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// Line corners (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
/// Which parts of a self-overlapping path are inside (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }

/// The drawing context `draw(_:)` gets from `UIGraphicsGetCurrentContext()`.
///
/// The core has no pixels, so the context records what is drawn as a list of
/// ``Operation``s in the view's coordinates; the renderer replays them right
/// after `draw(_:)` returns. The graphics state (colours, line style) is kept
/// here and copied into each operation, so a replay needs no state but the
/// transform, clip and alpha operations.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class CGContext {
    public enum Operation {
        case saveGState
        case restoreGState
        case concatenate(CGAffineTransform)
        case setAlpha(CGFloat)
        case clip(CGPath, CGPathFillRule)
        case fill(CGPath, CGColor, CGPathFillRule)
        case stroke(CGPath, CGColor, StrokeParameters)
        case image(UIImage, CGRect)
        case text(String, CGRect, TextParameters)
        /// Attributed text (U3): the parameters' font and colour stand in
        /// where the string has no `.font` or `.foregroundColor`.
        case attributedText(NSAttributedString, CGRect, TextParameters)
    }

    public struct StrokeParameters: Sendable, Equatable {
        public var lineWidth: CGFloat
        public var lineCap: CGLineCap
        public var lineJoin: CGLineJoin
        public var miterLimit: CGFloat
    }

    public struct TextParameters: Sendable {
        public var font: UIFont
        public var color: CGColor
        public var alignment: NSTextAlignment
        public var numberOfLines: Int
        public var lineBreakMode: NSLineBreakMode
        /// UILabel centres its lines vertically; `String.draw` starts at the top.
        public var verticallyCentered: Bool

        public init(font: UIFont, color: CGColor, alignment: NSTextAlignment = .natural, numberOfLines: Int = 0,
                    lineBreakMode: NSLineBreakMode = .byWordWrapping, verticallyCentered: Bool = false) {
            self.font = font; self.color = color; self.alignment = alignment
            self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
            self.verticallyCentered = verticallyCentered
        }
    }

    private struct GState {
        var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var stroke = StrokeParameters(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        var ctm = CGAffineTransform.identity
    }

    public private(set) var operations: [Operation] = []
    private var gstate = GState()
    private var gstack: [GState] = []
    /// The path being built (internal: `drawPath(using:)` paints it twice).
    var path = CGMutablePath()

    public init() {}

    /// Appends what `other` recorded, inside a saved graphics state (an
    /// image renderer's drawing replayed in a view's).
    public func _append(_ other: CGContext) {
        operations.append(.saveGState)
        operations.append(contentsOf: other.operations)
        operations.append(.restoreGState)
    }

    // MARK: State

    public func saveGState() { gstack.append(gstate); operations.append(.saveGState) }

    public func restoreGState() {
        guard let s = gstack.popLast() else { return }
        gstate = s
        operations.append(.restoreGState)
    }

    public var ctm: CGAffineTransform { gstate.ctm }

    public func concatenate(_ t: CGAffineTransform) {
        gstate.ctm = t.concatenating(gstate.ctm)
        operations.append(.concatenate(t))
    }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    public func setAlpha(_ alpha: CGFloat) { operations.append(.setAlpha(alpha)) }
    public func setFillColor(_ c: CGColor) { gstate.fillColor = c }
    public func setStrokeColor(_ c: CGColor) { gstate.strokeColor = c }
    public func setFillColor(_ c: UIColor) { gstate.fillColor = c.cgColor }
    public func setStrokeColor(_ c: UIColor) { gstate.strokeColor = c.cgColor }
    public func setLineWidth(_ w: CGFloat) { gstate.stroke.lineWidth = w }
    public func setLineCap(_ cap: CGLineCap) { gstate.stroke.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { gstate.stroke.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { gstate.stroke.miterLimit = limit }

    // MARK: Path construction

    public func beginPath() { path = CGMutablePath() }
    public func move(to p: CGPoint) { path.move(to: p) }
    public func addLine(to p: CGPoint) { path.addLine(to: p) }
    public func addLines(between points: [CGPoint]) { path.addLines(between: points) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    public func addRect(_ r: CGRect) { path.addRect(r) }
    public func addRects(_ rs: [CGRect]) { path.addRects(rs) }
    public func addEllipse(in r: CGRect) { path.addEllipse(in: r) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public func addPath(_ p: CGPath) { path.addPath(p) }
    public func closePath() { path.closeSubpath() }
    public var isPathEmpty: Bool { path.isEmpty }

    // MARK: Painting

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        operations.append(.fill(path, gstate.fillColor, rule))
        path = CGMutablePath()
    }

    /// Strokes the current path and clears it.
    public func strokePath() {
        operations.append(.stroke(path, gstate.strokeColor, gstate.stroke))
        path = CGMutablePath()
    }

    /// Narrows the clip to the current path and clears it.
    public func clip(using rule: CGPathFillRule = .winding) {
        operations.append(.clip(path, rule))
        path = CGMutablePath()
    }

    public func clip(to rect: CGRect) { operations.append(.clip(CGPath(rect: rect), .winding)) }

    public func fill(_ rect: CGRect) { operations.append(.fill(CGPath(rect: rect), gstate.fillColor, .winding)) }
    public func fill(_ rects: [CGRect]) { rects.forEach(fill) }
    public func fillEllipse(in rect: CGRect) {
        operations.append(.fill(CGPath(ellipseIn: rect), gstate.fillColor, .winding))
    }
    public func stroke(_ rect: CGRect) { operations.append(.stroke(CGPath(rect: rect), gstate.strokeColor, gstate.stroke)) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var s = gstate.stroke
        s.lineWidth = width
        operations.append(.stroke(CGPath(rect: rect), gstate.strokeColor, s))
    }
    public func strokeEllipse(in rect: CGRect) {
        operations.append(.stroke(CGPath(ellipseIn: rect), gstate.strokeColor, gstate.stroke))
    }
    /// Strokes pairs of points as separate segments.
    public func strokeLineSegments(between points: [CGPoint]) {
        let p = CGMutablePath()
        var i = 0
        while i + 1 < points.count {
            p.move(to: points[i]); p.addLine(to: points[i + 1])
            i += 2
        }
        operations.append(.stroke(p, gstate.strokeColor, gstate.stroke))
    }

    public func draw(_ image: UIImage, in rect: CGRect) { operations.append(.image(image, rect)) }

    /// Draws text in `rect`, wrapped to its width.
    public func drawText(_ text: String, in rect: CGRect, _ parameters: TextParameters) {
        operations.append(.text(text, rect, parameters))
    }

    /// Draws attributed text in `rect`, wrapped to its width (a copy is
    /// kept: the string may be mutated after this returns).
    public func drawText(_ text: NSAttributedString, in rect: CGRect, _ parameters: TextParameters) {
        operations.append(.attributedText(NSAttributedString(attributedString: text), rect, parameters))
    }
}
