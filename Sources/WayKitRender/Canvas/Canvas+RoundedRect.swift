import CPixman
import Foundation
import WayKit

extension Canvas {
    /// Splits trapezoids into whole-pixel rectangles and vertically separate
    /// groups of the rest (see `fillDevicePolygons`).
    static func splitTrapezoids(_ traps: [pixman_trapezoid_t]) -> (boxes: [pixman_box32_t], groups: [[pixman_trapezoid_t]]) {
        let one: pixman_fixed_t = 1 << 16
        var boxes: [pixman_box32_t] = []
        var rest: [pixman_trapezoid_t] = []
        for t in traps {
            let l = t.left, r = t.right
            if l.p1.x == l.p2.x, r.p1.x == r.p2.x,
               t.top % one == 0, t.bottom % one == 0, l.p1.x % one == 0, r.p1.x % one == 0 {
                boxes.append(pixman_box32_t(x1: l.p1.x >> 16, y1: t.top >> 16, x2: r.p1.x >> 16, y2: t.bottom >> 16))
            } else {
                rest.append(t)
            }
        }
        guard !rest.isEmpty else { return (boxes, []) }
        rest.sort { $0.top < $1.top }
        var groups: [[pixman_trapezoid_t]] = []
        var group: [pixman_trapezoid_t] = []
        var groupBottom = rest[0].bottom
        for t in rest {
            if !group.isEmpty, t.top > groupBottom {
                groups.append(group)
                group = []
            }
            group.append(t)
            groupBottom = group.count == 1 ? t.bottom : max(groupBottom, t.bottom)
        }
        groups.append(group)
        return (boxes, groups)
    }

    /// Fills a rounded rectangle, or with `ring` > 0 the band of that width
    /// inside its edge (a border). Axis-aligned shapes come from the shape
    /// cache when the canvas has one.
    public func fill(roundedRect rect: CGRect, radius: CGFloat, ring: CGFloat = 0, color: PremultipliedColor) {
        let c = color.withOpacity(state.alpha)
        guard c.alpha > 0, !rect.isEmpty, isVisible(rect) else { return }
        let t = state.transform
        let r = min(radius, min(rect.width, rect.height) / 2)
        if ring <= 0, r <= 0 { fill(rect, color: color); return }
        guard let cache = shapeCache, isAxisAligned, t.a > 0, t.d > 0, abs(t.a - t.d) < 1e-9 else {
            let path = CGMutablePath()
            path.addRoundedRect(in: rect, cornerWidth: r, cornerHeight: r)
            if ring > 0 {
                let inner = rect.insetBy(dx: ring, dy: ring)
                let ir = max(0, r - ring)
                if !inner.isEmpty { path.addRoundedRect(in: inner, cornerWidth: ir, cornerHeight: ir) }
            }
            fill(path, color: color, rule: .evenOdd)
            return
        }
        let device = rect.applying(t)
        let (shape, ox, oy) = cache.shape(device: device, radius: Double(r * t.a), ring: Double(ring * t.a))
        guard let src = solid(c) else { return }
        applyClip()
        if !shape.boxes.isEmpty {
            target.fill(PIXMAN_OP_OVER, color: c, boxes: shape.boxes.map {
                pixman_box32_t(x1: $0.x1 + ox, y1: $0.y1 + oy, x2: $0.x2 + ox, y2: $0.y2 + oy)
            })
        }
        for m in shape.masks {
            target.composite(PIXMAN_OP_OVER, source: src, mask: m.image, x: ox + m.x, y: oy + m.y,
                             width: Int32(m.image.width), height: Int32(m.image.height))
        }
    }
}
