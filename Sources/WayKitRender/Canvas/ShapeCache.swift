import CPixman
import Foundation
import WayKit

/// Rasterised rounded rectangles and border rings, kept by size and sub-pixel
/// phase: a screen of same-sized buttons tessellates and rasterises its
/// corners once, then every frame only composites.
///
/// A shape is kept as whole-pixel boxes (filled directly) plus small a8
/// coverage masks for the anti-aliased parts, all relative to the whole pixel
/// the shape starts in.
public final class ShapeCache {
    struct Key: Hashable {
        var width: Int, height: Int, radius: Int, ring: Int
        var phaseX: Int, phaseY: Int
    }

    struct Shape {
        var boxes: [pixman_box32_t]
        var masks: [(image: PixmanImage, x: Int32, y: Int32)]
    }

    private var shapes: [Key: Shape] = [:]
    public private(set) var hits = 0
    public private(set) var misses = 0

    public init() {}

    /// 1/64 pixel: finer than anti-aliasing can show.
    private static func q(_ v: Double) -> Int { Int((v * 64).rounded()) }

    /// The shape for a device-space rounded rectangle (`ring` > 0: only the
    /// border band of that width inside it).
    func shape(device r: CGRect, radius: Double, ring: Double) -> (Shape, originX: Int32, originY: Int32) {
        let ox = r.minX.rounded(.down), oy = r.minY.rounded(.down)
        let key = Key(width: Self.q(Double(r.width)), height: Self.q(Double(r.height)), radius: Self.q(radius),
                      ring: Self.q(ring), phaseX: Self.q(Double(r.minX - ox)), phaseY: Self.q(Double(r.minY - oy)))
        if let s = shapes[key] {
            hits += 1
            return (s, Int32(ox), Int32(oy))
        }
        misses += 1
        let local = r.offsetBy(dx: -ox, dy: -oy)
        let path = CGMutablePath()
        path.addRoundedRect(in: local, cornerWidth: CGFloat(radius), cornerHeight: CGFloat(radius))
        if ring > 0 {
            let inner = local.insetBy(dx: CGFloat(ring), dy: CGFloat(ring))
            if !inner.isEmpty {
                let ir = CGFloat(max(0, radius - ring))
                path.addRoundedRect(in: inner, cornerWidth: ir, cornerHeight: ir)
            }
        }
        let traps = Tessellator.trapezoids(path.flattened(.identity).map(\.points), rule: .evenOdd)
        let split = Canvas.splitTrapezoids(traps)
        var masks: [(PixmanImage, Int32, Int32)] = []
        for group in split.groups {
            let b = Self.extents(group)
            guard b.x2 > b.x1, b.y2 > b.y1, b.x1 > Int32(Int16.min), b.x1 < Int32(Int16.max),
                  let m = PixmanImage(format: PIXMAN_a8, width: Int(b.x2 - b.x1), height: Int(b.y2 - b.y1)) else { continue }
            m.addTrapezoids(group, offsetX: Int16(-b.x1), offsetY: -b.y1)
            masks.append((m, b.x1, b.y1))
        }
        let shape = Shape(boxes: split.boxes, masks: masks)
        if shapes.count > 512 { shapes.removeAll() }
        shapes[key] = shape
        return (shape, Int32(ox), Int32(oy))
    }

    /// Whole-pixel bounds of trapezoids.
    private static func extents(_ traps: [pixman_trapezoid_t]) -> pixman_box32_t {
        var x1 = Int32.max, y1 = Int32.max, x2 = Int32.min, y2 = Int32.min
        for t in traps {
            y1 = min(y1, t.top >> 16); y2 = max(y2, (t.bottom + 0xffff) >> 16)
            for x in [t.left.p1.x, t.left.p2.x, t.right.p1.x, t.right.p2.x] {
                x1 = min(x1, x >> 16); x2 = max(x2, (x + 0xffff) >> 16)
            }
        }
        return pixman_box32_t(x1: x1, y1: y1, x2: x2, y2: y2)
    }
}

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
