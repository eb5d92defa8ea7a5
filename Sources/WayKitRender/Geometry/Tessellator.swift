import CPixman

/// Turns closed polygons into the trapezoids pixman rasterises with
/// anti-aliasing (`pixman_composite_trapezoids`, `pixman_add_trapezoids`).
///
/// A sweep over horizontal bands: each band is bounded by vertex heights and by
/// the heights where two edges cross, so inside a band the edges keep their
/// left-to-right order and the fill rule can be applied by walking them.
enum Tessellator {
    private struct Edge {
        var top: DevicePoint     // smaller y
        var bottom: DevicePoint  // larger y
        var winding: Int         // +1 going down, -1 going up

        func x(at y: Double) -> Double {
            let dy = bottom.y - top.y
            return dy == 0 ? top.x : top.x + (bottom.x - top.x) * (y - top.y) / dy
        }
    }

    /// pixman's 16.16 fixed point; coordinates are clamped well inside its range.
    private static func fixed(_ v: Double) -> pixman_fixed_t {
        pixman_fixed_t((min(max(v, -30000), 30000) * 65536).rounded())
    }

    static func trapezoids(_ polygons: [[DevicePoint]], rule: FillRule) -> [pixman_trapezoid_t] {
        var edges: [Edge] = []
        var ys: [Double] = []
        for poly in polygons where poly.count > 2 {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                edges.append(a.y < b.y ? Edge(top: a, bottom: b, winding: 1)
                                       : Edge(top: b, bottom: a, winding: -1))
                ys.append(a.y)
            }
        }
        guard !edges.isEmpty else { return [] }
        ys.sort()
        var bands: [Double] = []
        for y in ys where bands.last != y { bands.append(y) }
        edges.sort { $0.top.y < $1.top.y }

        var traps: [pixman_trapezoid_t] = []
        var active: [Edge] = []
        var next = 0
        for bi in 0..<(bands.count - 1) {
            let y0 = bands[bi], y1 = bands[bi + 1]
            active.removeAll { $0.bottom.y <= y0 }
            while next < edges.count, edges[next].top.y <= y0 {
                if edges[next].bottom.y > y0 { active.append(edges[next]) }
                next += 1
            }
            guard active.count > 1 else { continue }
            // Split the band where edges cross so their order is fixed inside.
            var cuts: [Double] = [y0, y1]
            for i in 0..<active.count {
                for j in (i + 1)..<active.count {
                    let a = active[i], b = active[j]
                    let d0 = a.x(at: y0) - b.x(at: y0), d1 = a.x(at: y1) - b.x(at: y1)
                    if (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) {
                        let y = y0 + (y1 - y0) * d0 / (d0 - d1)
                        if y > y0, y < y1 { cuts.append(y) }
                    }
                }
            }
            if cuts.count > 2 { cuts.sort() }
            for ci in 0..<(cuts.count - 1) {
                let top = cuts[ci], bottom = cuts[ci + 1]
                guard bottom > top else { continue }
                let mid = (top + bottom) / 2
                let sorted = active.sorted { $0.x(at: mid) < $1.x(at: mid) }
                var winding = 0
                var left: Edge?
                for e in sorted {
                    let wasInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                    winding += e.winding
                    let isInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                    if !wasInside, isInside {
                        left = e
                    } else if wasInside, !isInside, let l = left {
                        traps.append(pixman_trapezoid_t(
                            top: fixed(top), bottom: fixed(bottom),
                            left: line(l), right: line(e)))
                        left = nil
                    }
                }
            }
        }
        return traps
    }

    private static func line(_ e: Edge) -> pixman_line_fixed_t {
        pixman_line_fixed_t(p1: pixman_point_fixed_t(x: fixed(e.top.x), y: fixed(e.top.y)),
                            p2: pixman_point_fixed_t(x: fixed(e.bottom.x), y: fixed(e.bottom.y)))
    }
}
