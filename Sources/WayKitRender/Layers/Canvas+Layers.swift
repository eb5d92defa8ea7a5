import CPixman
import Foundation
import WayKit

// What layers need of the canvas: a stroke cut to a part of the path or
// dashed, a colour through a mask placed on device pixels (a shadow), and
// an offscreen layer cut by another layer's alpha (`CALayer.mask`).
extension Canvas {
    /// Strokes the part of `path` between fractions `start` and `end` of
    /// its length, dashed by `dash` (user units) from `phase`.
    func stroke(_ path: CGPath, style: StrokeStyle, color: PremultipliedColor, start: Double, end: Double,
                dash: [Double], phase: Double) {
        let c = color.withOpacity(state.alpha)
        let t = state.transform
        let scale = Double(abs(t.a * t.d - t.b * t.c)).squareRoot()
        var deviceStyle = style
        deviceStyle.width = style.width * scale
        guard c.alpha > 0, deviceStyle.width > 0, end > start else { return }
        var lines = PathTrimming.trim(path.flattened(t), start: start, end: end)
        if !dash.isEmpty { lines = PathTrimming.dash(lines, pattern: dash.map { $0 * scale }, phase: phase * scale) }
        fillDevicePolygons(Stroker.outline(lines, style: deviceStyle), color: c, rule: .nonZero)
    }

    /// Composites `color` through the a8 `mask` whose pixel (0, 0) sits at
    /// device pixel (`x`, `y`), leaving out `hidden` (user space): what an
    /// opaque background drawn next covers anyway (the middle of a card over
    /// its shadow), so a steady frame doesn't blend pixels nobody sees.
    func fill(mask: PixmanImage, x: Int32, y: Int32, color: PremultipliedColor, hidden: CGRect? = nil) {
        let c = color.withOpacity(state.alpha)
        guard c.alpha > 0, let src = solid(c) else { return }
        let e = clipExtents
        let x1 = max(x, e.x1), y1 = max(y, e.y1)
        let x2 = min(x &+ Int32(clamping: mask.width), e.x2), y2 = min(y &+ Int32(clamping: mask.height), e.y2)
        guard x2 > x1, y2 > y1 else { return }
        applyClip()
        func put(_ bx1: Int32, _ by1: Int32, _ bx2: Int32, _ by2: Int32) {
            guard bx2 > bx1, by2 > by1 else { return }
            target.composite(PIXMAN_OP_OVER, source: src, mask: mask, maskX: bx1 - x, maskY: by1 - y,
                             x: bx1, y: by1, width: bx2 - bx1, height: by2 - by1)
        }
        guard let hidden, isAxisAligned, !hidden.isEmpty else { return put(x1, y1, x2, y2) }
        // The hidden box, rounded inwards, within the drawn box.
        let d = hidden.applying(state.transform).standardized
        guard d.minX.isFinite, d.minY.isFinite, d.maxX.isFinite, d.maxY.isFinite else { return put(x1, y1, x2, y2) }
        let hx1 = min(max(Int32(clamping: Int(max(d.minX.rounded(.up), -30000))), x1), x2)
        let hy1 = min(max(Int32(clamping: Int(max(d.minY.rounded(.up), -30000))), y1), y2)
        let hx2 = max(min(Int32(clamping: Int(min(d.maxX.rounded(.down), 30000))), x2), hx1)
        let hy2 = max(min(Int32(clamping: Int(min(d.maxY.rounded(.down), 30000))), y2), hy1)
        put(x1, y1, x2, hy1)        // above
        put(x1, hy2, x2, y2)        // below
        put(x1, hy1, hx1, hy2)      // left
        put(hx2, hy1, x2, hy2)      // right
    }

    /// Composites the innermost aligned layer back through the alpha of
    /// what `drawMask` draws (given a canvas in the same user space).
    func endLayer(opacity: Double = 1, maskedBy drawMask: (Canvas) -> Void) {
        guard let layer = popLayer() else { return }
        let w = Int32(layer.image.width), h = Int32(layer.image.height)
        let o = opacity * state.alpha
        guard o > 0, let m = PixmanImage(format: PIXMAN_a8r8g8b8, width: Int(w), height: Int(h)) else { return }
        let maskCanvas = Canvas(target: m, transform: state.transform.concatenating(
            CGAffineTransform(translationX: CGFloat(-layer.originX), y: CGFloat(-layer.originY))))
        maskCanvas.shapeCache = shapeCache
        drawMask(maskCanvas)
        if o < 1, let s = solid(PremultipliedColor(red: 0, green: 0, blue: 0, alpha: o)) {
            m.composite(PIXMAN_OP_IN, source: s, x: 0, y: 0, width: w, height: h)
        }
        applyClip()
        target.composite(PIXMAN_OP_OVER, source: layer.image, mask: m,
                         x: Int32(layer.originX), y: Int32(layer.originY), width: w, height: h)
    }
}
