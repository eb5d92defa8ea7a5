import Foundation

/// UIKit's path object: a `CGMutablePath` plus the line style it is stroked
/// with, drawing into the current context.
@preconcurrency @MainActor
public final class UIBezierPath: NSObject {
    public let cgPath: CGMutablePath
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false

    public override init() { cgPath = CGMutablePath() }

    public convenience init(rect: CGRect) {
        self.init()
        cgPath.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        cgPath.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        cgPath.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// An arc; `clockwise` as seen on screen (UIKit's convention).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        cgPath.appendScreenArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                               clockwise: clockwise)
    }

    public func move(to p: CGPoint) { cgPath.move(to: p) }
    public func addLine(to p: CGPoint) { cgPath.addLine(to: p) }
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: end, control: controlPoint) }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        cgPath.appendScreenArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                               clockwise: clockwise)
    }
    public func close() { cgPath.closeSubpath() }
    public func append(_ other: UIBezierPath) { cgPath.addPath(other.cgPath) }
    public var bounds: CGRect { cgPath.boundingBox }
    public var isEmpty: Bool { cgPath.isEmpty }

    /// Fills with the context's fill colour (`UIColor.setFill()`).
    public func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.addPath(cgPath)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes with the context's stroke colour and this path's line style.
    public func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.addPath(cgPath)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Narrows the current context's clip to this path.
    public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.addPath(cgPath)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
