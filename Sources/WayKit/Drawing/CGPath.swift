import Foundation

/// A resolution-independent outline: straight lines and Bézier curves in
/// subpaths, as Core Graphics' `CGPath` has them.
///
/// Paths are plain data; a renderer flattens them at draw time, so they stay
/// crisp at any scale.
open class CGPath {
    /// One step of a path. Arcs, rectangles and ellipses are stored as the
    /// Bézier curves they turn into (as in Core Graphics).
    public enum Element: Equatable, Sendable {
        case moveTo(CGPoint)
        case addLineTo(CGPoint)
        case addQuadCurveTo(control: CGPoint, end: CGPoint)
        case addCurveTo(control1: CGPoint, control2: CGPoint, end: CGPoint)
        case closeSubpath
    }

    public internal(set) var elements: [Element]

    public init() { elements = [] }

    init(elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next segment starts, or `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case .moveTo(let p): start = p; current = p
            case .addLineTo(let p): current = p
            case .addQuadCurveTo(_, let p): current = p
            case .addCurveTo(_, _, let p): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included
    /// (Core Graphics' `boundingBox`).
    public var boundingBox: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .moveTo(let p), .addLineTo(let p): add(p)
            case .addQuadCurveTo(let c, let p): add(c); add(p)
            case .addCurveTo(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath { CGMutablePath(elements: elements) }

    /// A copy with every point transformed.
    public func copy(using transform: CGAffineTransform) -> CGPath {
        CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// A closed rectangle path.
    public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
        let p = CGMutablePath()
        p.addRect(rect)
        self.init(elements: transform.map { t in p.elements.map { $0.applying(t) } } ?? p.elements)
    }

    /// A closed ellipse path inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        let p = CGMutablePath()
        p.addEllipse(in: rect)
        self.init(elements: transform.map { t in p.elements.map { $0.applying(t) } } ?? p.elements)
    }

    /// A closed rounded-rectangle path.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: CGAffineTransform? = nil) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(elements: transform.map { t in p.elements.map { $0.applying(t) } } ?? p.elements)
    }
}

extension CGPath.Element {
    public func applying(_ t: CGAffineTransform) -> CGPath.Element {
        switch self {
        case .moveTo(let p): return .moveTo(p.applying(t))
        case .addLineTo(let p): return .addLineTo(p.applying(t))
        case .addQuadCurveTo(let c, let p): return .addQuadCurveTo(control: c.applying(t), end: p.applying(t))
        case .addCurveTo(let c1, let c2, let p):
            return .addCurveTo(control1: c1.applying(t), control2: c2.applying(t), end: p.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
