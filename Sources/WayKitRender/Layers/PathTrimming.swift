import Foundation

/// Cuts flattened lines by length: a shape layer's `strokeStart`/`strokeEnd`
/// (fractions of the whole path's length) and its dash pattern.
enum PathTrimming {
    /// The points of `line`, its closing segment included when closed.
    private static func points(_ line: Polyline) -> [DevicePoint] {
        guard line.isClosed, let first = line.points.first, line.points.last != first else { return line.points }
        return line.points + [first]
    }

    private static func length(_ a: DevicePoint, _ b: DevicePoint) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    private static func lerp(_ a: DevicePoint, _ b: DevicePoint, _ t: Double) -> DevicePoint {
        DevicePoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The parts of `lines` lying between lengths `from` and `to` along
    /// them (each line's length counted after the ones before it).
    private static func cut(_ lines: [Polyline], ranges: [(Double, Double)]) -> [Polyline] {
        var out: [Polyline] = []
        var offset = 0.0
        for line in lines {
            let pts = points(line)
            var cumulative = [0.0]
            for i in 1..<max(pts.count, 1) { cumulative.append(cumulative[i - 1] + length(pts[i - 1], pts[i])) }
            let total = cumulative.last ?? 0
            for (a, b) in ranges {
                let lo = max(a - offset, 0), hi = min(b - offset, total)
                guard hi > lo, pts.count > 1 else { continue }
                if lo <= 0, hi >= total, line.isClosed { out.append(line); continue }
                var piece: [DevicePoint] = []
                for i in 1..<pts.count {
                    let s0 = cumulative[i - 1], s1 = cumulative[i]
                    guard s1 >= lo, s0 <= hi, s1 > s0 else { continue }
                    if piece.isEmpty { piece.append(lerp(pts[i - 1], pts[i], max(0, (lo - s0) / (s1 - s0)))) }
                    piece.append(lerp(pts[i - 1], pts[i], min(1, (hi - s0) / (s1 - s0))))
                }
                if piece.count > 1 { out.append(Polyline(points: piece, isClosed: false)) }
            }
            offset += total
        }
        return out
    }

    private static func totalLength(_ lines: [Polyline]) -> Double {
        lines.reduce(0) { sum, line in
            let pts = points(line)
            return sum + zip(pts, pts.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) }
        }
    }

    /// The part between fractions `start` and `end` (0…1) of the length.
    static func trim(_ lines: [Polyline], start: Double, end: Double) -> [Polyline] {
        guard start > 0 || end < 1 else { return lines }
        let total = totalLength(lines)
        guard end > start, total > 0 else { return [] }
        return cut(lines, ranges: [(start * total, end * total)])
    }

    /// The dashes of `lines`: `pattern` lengths on and off in turn (an odd
    /// count repeats), starting `phase` into it, restarting on each line.
    static func dash(_ lines: [Polyline], pattern: [Double], phase: Double) -> [Polyline] {
        var pat = pattern.filter { $0.isFinite && $0 >= 0 }
        if pat.count % 2 == 1 { pat += pat }
        let period = pat.reduce(0, +)
        guard !pat.isEmpty, period > 0.01 else { return lines }
        var out: [Polyline] = []
        for line in lines {
            let total = totalLength([line])
            var ranges: [(Double, Double)] = []
            var p = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
            if p < 0 { p += period }
            var s = -p, i = 0
            // At most a few thousand dashes a line: a tiny pattern on a long
            // path must not hang the frame.
            while s < total, ranges.count < 4096 {
                let len = pat[i % pat.count]
                if i % 2 == 0 { ranges.append((max(s, 0), min(s + len, total))) }
                s += len
                i += 1
            }
            out += cut([line], ranges: ranges.filter { $0.1 > $0.0 })
        }
        return out
    }
}
