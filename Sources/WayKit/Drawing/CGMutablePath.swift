import Foundation

/// A path that can be built up step by step (Core Graphics' `CGMutablePath`).
public final class CGMutablePath: CGPath {
    public override init() { super.init() }

    override init(elements: [CGPath.Element]) { super.init(elements: elements) }

    public func move(to p: CGPoint) { elements.append(.moveTo(p)) }

    /// A line from the current point; starts a subpath at `p` when there is none.
    public func addLine(to p: CGPoint) {
        if elements.isEmpty { elements.append(.moveTo(p)) } else { elements.append(.addLineTo(p)) }
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if elements.isEmpty { elements.append(.moveTo(control)) }
        elements.append(.addQuadCurveTo(control: control, end: end))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { elements.append(.moveTo(control1)) }
        elements.append(.addCurveTo(control1: control1, control2: control2, end: end))
    }

    public func closeSubpath() {
        if !elements.isEmpty { elements.append(.closeSubpath) }
    }

    public func addRect(_ r: CGRect) {
        let r = r.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) }
    }

    public func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        addRoundedRect(in: r, cornerWidth: r.width / 2, cornerHeight: r.height / 2)
    }

    /// A rounded rectangle going clockwise on screen from the top edge; corner
    /// sizes are clamped to half the rectangle, as Core Graphics does.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(cornerWidth, r.width / 2))
        let ry = Swift.max(0, Swift.min(cornerHeight, r.height / 2))
        guard rx > 0, ry > 0 else { addRect(r); return }
        // Control-point distance for a quarter ellipse as one cubic Bézier.
        let k: CGFloat = 0.5522847498
        let kx = rx * k, ky = ry * k
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry),
                 control1: CGPoint(x: r.maxX - rx + kx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ry - ky))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY),
                 control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky),
                 control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry),
                 control1: CGPoint(x: r.minX + rx - kx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ry + ky))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY),
                 control1: CGPoint(x: r.minX, y: r.minY + ry - ky),
                 control2: CGPoint(x: r.minX + rx - kx, y: r.minY))
        closeSubpath()
    }

    /// An arc around `center`. As in Core Graphics, `clockwise` is in
    /// mathematical (y-up) terms, so on a y-down screen `clockwise: false` turns
    /// clockwise. Draws a line from the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        var sweep = endAngle - startAngle
        let twoPi = 2 * CGFloat.pi
        if clockwise {
            // Angles decrease.
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep == 0, startAngle != endAngle { sweep = -twoPi }
            sweep = Swift.max(sweep, -twoPi)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep == 0, startAngle != endAngle { sweep = twoPi }
            sweep = Swift.min(sweep, twoPi)
        }
        appendArc(center: center, radius: radius, start: startAngle, sweep: sweep)
    }

    /// UIKit's spelling (`UIBezierPath(arcCenter:...)`): `clockwise` as seen on
    /// a y-down screen, where angles grow clockwise.
    func appendScreenArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                         clockwise: Bool) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
               clockwise: !clockwise)
    }

    private func appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat) {
        let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if elements.isEmpty { move(to: startPoint) } else { addLine(to: startPoint) }
        guard sweep != 0, radius > 0 else { return }
        // At most a quarter turn per cubic keeps the error under 0.03 % of r.
        let segments = Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = start
        for _ in 0..<segments {
            let a1 = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            let c1 = CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x))
            let c2 = CGPoint(x: center.x + radius * (p1.x + k * p1.y), y: center.y + radius * (p1.y - k * p1.x))
            addCurve(to: CGPoint(x: center.x + radius * p1.x, y: center.y + radius * p1.y),
                     control1: c1, control2: c2)
            a0 = a1
        }
    }
}
