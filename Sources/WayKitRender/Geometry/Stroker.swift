import Foundation
import WayKit

/// How a stroke looks: Core Graphics' line width, caps and joins.
public struct StrokeStyle: Equatable, Sendable {
    public enum Cap: Sendable { case butt, round, square }
    public enum Join: Sendable { case miter, round, bevel }

    public var width: Double
    public var cap: Cap
    public var join: Join
    public var miterLimit: Double

    public init(width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
    }
}

/// Turns flattened lines into filled outlines: a quadrilateral per segment plus
/// join and cap pieces, all wound the same way so a non-zero fill unions them
/// without seams.
enum Stroker {
    static func outline(_ lines: [Polyline], style: StrokeStyle) -> [[DevicePoint]] {
        let hw = max(style.width, 0) / 2
        guard hw > 0 else { return [] }
        var out: [[DevicePoint]] = []
        func emit(_ poly: [DevicePoint]) {
            guard poly.count > 2 else { return }
            out.append(signedArea(poly) < 0 ? poly.reversed() : poly)
        }
        for line in lines {
            var pts: [DevicePoint] = []
            for p in line.points where pts.last != p { pts.append(p) }
            if line.isClosed, pts.count > 2, pts.first == pts.last { pts.removeLast() }
            guard pts.count > 1 else {
                // A zero-length subpath shows only its caps (Core Graphics).
                if let p = pts.first, style.cap != .butt {
                    emit(style.cap == .round ? circle(p, hw) : square(p, hw))
                }
                continue
            }
            let n = pts.count
            let segmentCount = line.isClosed ? n : n - 1
            for i in 0..<segmentCount {
                let a = pts[i], b = pts[(i + 1) % n]
                var dx = b.x - a.x, dy = b.y - a.y
                let len = (dx * dx + dy * dy).squareRoot()
                dx /= len; dy /= len
                var a2 = a, b2 = b
                if !line.isClosed, style.cap == .square {
                    if i == 0 { a2 = DevicePoint(x: a.x - dx * hw, y: a.y - dy * hw) }
                    if i == segmentCount - 1 { b2 = DevicePoint(x: b.x + dx * hw, y: b.y + dy * hw) }
                }
                let nx = -dy * hw, ny = dx * hw
                emit([DevicePoint(x: a2.x + nx, y: a2.y + ny), DevicePoint(x: b2.x + nx, y: b2.y + ny),
                      DevicePoint(x: b2.x - nx, y: b2.y - ny), DevicePoint(x: a2.x - nx, y: a2.y - ny)])
            }
            // Joins at interior vertices (every vertex of a closed line).
            let joinRange = line.isClosed ? 0..<n : 1..<(n - 1)
            for i in joinRange {
                let prev = pts[(i - 1 + n) % n], p = pts[i], next = pts[(i + 1) % n]
                join(prev: prev, at: p, next: next, hw: hw, style: style, emit: emit)
            }
            if !line.isClosed, style.cap == .round {
                emit(circle(pts[0], hw))
                emit(circle(pts[n - 1], hw))
            }
        }
        return out
    }

    private static func join(prev: DevicePoint, at p: DevicePoint, next: DevicePoint, hw: Double,
                             style: StrokeStyle, emit: ([DevicePoint]) -> Void) {
        func unit(_ a: DevicePoint, _ b: DevicePoint) -> (Double, Double) {
            let dx = b.x - a.x, dy = b.y - a.y
            let l = (dx * dx + dy * dy).squareRoot()
            return (dx / l, dy / l)
        }
        let (d0x, d0y) = unit(prev, p), (d1x, d1y) = unit(p, next)
        let cross = d0x * d1y - d0y * d1x
        if abs(cross) < 1e-9, d0x * d1x + d0y * d1y > 0 { return }  // straight on
        if style.join == .round { emit(circle(p, hw)); return }
        // The outer side is left of travel for a right turn and vice versa.
        let s: Double = cross > 0 ? -1 : 1
        let o0 = DevicePoint(x: p.x - d0y * hw * s, y: p.y + d0x * hw * s)
        let o1 = DevicePoint(x: p.x - d1y * hw * s, y: p.y + d1x * hw * s)
        var piece = [p, o0, o1]
        if style.join == .miter {
            let cosTheta = -(d0x * d1x + d0y * d1y)  // angle between the segments
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            if sinHalf > 1e-9, 1 / sinHalf <= style.miterLimit {
                // The miter tip lies along the bisector of the two outer normals.
                var bx = (o0.x - p.x) + (o1.x - p.x), by = (o0.y - p.y) + (o1.y - p.y)
                let bl = (bx * bx + by * by).squareRoot()
                if bl > 1e-9 {
                    bx /= bl; by /= bl
                    let tip = DevicePoint(x: p.x + bx * hw / sinHalf, y: p.y + by * hw / sinHalf)
                    piece = [p, o0, tip, o1]
                }
            }
        }
        emit(piece)
    }

    static func circle(_ c: DevicePoint, _ r: Double) -> [DevicePoint] {
        // Enough sides that the chord error stays under a tenth of a pixel.
        let sides = min(max(Int((Double.pi / acos(max(-1, 1 - 0.1 / max(r, 0.1)))).rounded(.up)), 8), 128)
        return (0..<sides).map { i in
            let a = Double(i) / Double(sides) * 2 * Double.pi
            return DevicePoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
    }

    private static func square(_ c: DevicePoint, _ r: Double) -> [DevicePoint] {
        [DevicePoint(x: c.x - r, y: c.y - r), DevicePoint(x: c.x + r, y: c.y - r),
         DevicePoint(x: c.x + r, y: c.y + r), DevicePoint(x: c.x - r, y: c.y + r)]
    }

    static func signedArea(_ poly: [DevicePoint]) -> Double {
        var a = 0.0
        for i in 0..<poly.count {
            let p = poly[i], q = poly[(i + 1) % poly.count]
            a += p.x * q.y - q.x * p.y
        }
        return a / 2
    }
}
