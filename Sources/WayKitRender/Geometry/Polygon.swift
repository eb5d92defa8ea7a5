import Foundation
import WayKit

/// A point in device pixels, in doubles: what flattening and tessellation work in.
struct DevicePoint: Equatable {
    var x: Double
    var y: Double
}

/// A flattened subpath in device pixels.
struct Polyline {
    var points: [DevicePoint]
    var isClosed: Bool
}

/// How overlapping parts of a path count as inside (Core Graphics' fill rules).
public enum FillRule: Sendable {
    case nonZero
    case evenOdd
}

extension CGPath {
    /// The path's subpaths as straight segments in device space, curves cut so
    /// that no point strays more than `tolerance` pixels from the true curve.
    func flattened(_ t: CGAffineTransform, tolerance: Double = 0.1) -> [Polyline] {
        var result: [Polyline] = []
        var current: [DevicePoint] = []
        var start = DevicePoint(x: 0, y: 0)
        func map(_ p: CGPoint) -> DevicePoint {
            let q = p.applying(t)
            return DevicePoint(x: Double(q.x), y: Double(q.y))
        }
        func finish(closed: Bool) {
            if current.count > 1 { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for e in elements {
            switch e {
            case .moveTo(let p):
                finish(closed: false)
                start = map(p)
                current = [start]
            case .addLineTo(let p):
                if current.isEmpty { current = [start] }
                current.append(map(p))
            case .addQuadCurveTo(let c, let p):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1]
                let c0 = map(c)
                // Elevate to a cubic so there is one subdivision routine.
                let c1 = DevicePoint(x: p0.x + 2.0 / 3.0 * (c0.x - p0.x), y: p0.y + 2.0 / 3.0 * (c0.y - p0.y))
                let end = map(p)
                let c2 = DevicePoint(x: end.x + 2.0 / 3.0 * (c0.x - end.x), y: end.y + 2.0 / 3.0 * (c0.y - end.y))
                appendCubic(&current, p0, c1, c2, end, tolerance)
            case .addCurveTo(let c1, let c2, let p):
                if current.isEmpty { current = [start] }
                appendCubic(&current, current[current.count - 1], map(c1), map(c2), map(p), tolerance)
            case .closeSubpath:
                let closedStart = current.first ?? start
                finish(closed: true)
                start = closedStart
            }
        }
        finish(closed: false)
        return result
    }
}

/// Cuts a cubic into `n` equal parameter steps, `n` from the bound on its
/// second difference (the usual flattening estimate).
private func appendCubic(_ out: inout [DevicePoint], _ p0: DevicePoint, _ p1: DevicePoint,
                         _ p2: DevicePoint, _ p3: DevicePoint, _ tolerance: Double) {
    let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
    let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
    let dd = (ddx * ddx + ddy * ddy).squareRoot()
    let n = min(max(Int((0.75 * dd / tolerance).squareRoot().rounded(.up)), 1), 200)
    for i in 1...n {
        let t = Double(i) / Double(n), u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        out.append(DevicePoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                               y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
    }
}
