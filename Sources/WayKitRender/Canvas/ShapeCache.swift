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
