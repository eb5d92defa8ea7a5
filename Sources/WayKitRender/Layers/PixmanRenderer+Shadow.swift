import CPixman
import Foundation
import WayKit

// Layer shadows (U6): the shape (`shadowPath`, else the layer's rounded
// bounds when it has a background, else the alpha of what it draws) moved
// by `shadowOffset`, blurred with σ = `shadowRadius`, filled with
// `shadowColor` at `shadowOpacity`, under the layer. A shape's blurred mask
// is kept (`shadowCache`) and placed again while the shape, blur and scale
// hold; only the alpha-of-content case is blurred each time it is drawn.
extension PixmanRenderer {
    /// The outline a layer's shadow follows, or nil for its content's alpha.
    func shadowShape(of layer: CALayer, bounds: CGRect, radius: CGFloat, hasBackground: Bool) -> CGPath? {
        if let p = layer.shadowPath { return p }
        if hasBackground { return CGPath(roundedRect: bounds, cornerWidth: radius, cornerHeight: radius) }
        if let s = layer as? CAShapeLayer, let p = s.path, s._presentedFillColor.map({ $0.alpha > 0 }) ?? false { return p }
        return nil
    }

    private func shadowColor(_ layer: CALayer) -> PremultipliedColor? {
        guard let c = layer._presentedShadowColor else { return nil }
        let color = PremultipliedColor(c).withOpacity(Double(min(max(layer._presentedShadowOpacity, 0), 1)))
        return color.alpha > 0 ? color : nil
    }

    /// Draws the shadow of `path` (user space) for `layer`; `hidden` is a
    /// rectangle an opaque background drawn next will cover.
    func drawShadow(path: CGPath, layer: CALayer, in canvas: Canvas, hidden: CGRect? = nil) {
        guard let color = shadowColor(layer) else { return }
        let o = layer._presentedShadowOffset
        let moved = path.copy(using: CGAffineTransform(translationX: o.width, y: o.height))
        let t = canvas.transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else {
            // Turned or mirrored: the shape without its blur.
            canvas.fill(moved, color: color)
            return
        }
        let sigma = Double(layer._presentedShadowRadius) * Double(t.a)
        let pad = Double(CALayer._shadowReach(radius: CGFloat(sigma)))
        let box = moved.boundingBox.applying(t)
        guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite,
              canvas.isVisible(moved.boundingBox.insetBy(dx: CGFloat(pad) / t.a, dy: CGFloat(pad) / t.d)) else { return }
        let ox = (Double(box.minX) - pad).rounded(.down), oy = (Double(box.minY) - pad).rounded(.down)
        let w = Int((Double(box.maxX) + pad - ox).rounded(.up)), h = Int((Double(box.maxY) + pad - oy).rounded(.up))
        guard w > 0, h > 0, w <= 8192, h <= 8192, abs(ox) < 30000, abs(oy) < 30000 else { return }
        let local = t.concatenating(CGAffineTransform(translationX: CGFloat(-ox), y: CGFloat(-oy)))
        let inMask = moved.copy(using: local)
        var shape: [Int32] = []
        shape.reserveCapacity(inMask.elements.count * 6)
        func add(_ p: CGPoint) {
            shape.append(Int32(clamping: Int((p.x * 64).rounded())))
            shape.append(Int32(clamping: Int((p.y * 64).rounded())))
        }
        for e in inMask.elements {
            switch e {
            case .moveTo(let p): shape.append(-1); add(p)
            case .addLineTo(let p): shape.append(-2); add(p)
            case .addQuadCurveTo(let c, let p): shape.append(-3); add(c); add(p)
            case .addCurveTo(let c1, let c2, let p): shape.append(-4); add(c1); add(c2); add(p)
            case .closeSubpath: shape.append(-5)
            }
        }
        let key = ShadowKey(shape: shape, blur: Int32((sigma * 64).rounded()), width: w, height: h)
        guard let mask = shadowCache.image(for: key, make: {
            guard let m = PixmanImage(format: PIXMAN_a8, width: w, height: h) else { return nil }
            m.addTrapezoids(Tessellator.trapezoids(moved.flattened(local).map(\.points), rule: .nonZero))
            if let data = m.data {
                BoxBlur.blur(data.assumingMemoryBound(to: UInt8.self), width: w, height: h, stride: m.stride, sigma: sigma)
            }
            return m
        }) else { return }
        canvas.fill(mask: mask, x: Int32(ox), y: Int32(oy), color: color, hidden: hidden)
    }

    /// The part of `bounds` an opaque background rounded by `radius` surely
    /// covers (a circle's corner leaves at most 0.3 of its radius).
    static func opaqueInterior(of bounds: CGRect, radius: CGFloat) -> CGRect {
        bounds.insetBy(dx: radius * 0.3 + 1, dy: radius * 0.3 + 1)
    }

    /// Draws the shadow of what `drawContent` draws (its alpha), for a layer
    /// without a shape to follow; `extent` is what the content covers.
    func drawContentShadow(layer: CALayer, extent: CGRect, in canvas: Canvas, drawContent: (Canvas) -> Void) {
        guard let color = shadowColor(layer) else { return }
        let t = canvas.transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return }
        let o = layer._presentedShadowOffset
        let sigma = Double(layer._presentedShadowRadius) * Double(t.a)
        let pad = Double(CALayer._shadowReach(radius: CGFloat(sigma)))
        let box = extent.offsetBy(dx: o.width, dy: o.height).applying(t)
        guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return }
        let ox = (Double(box.minX) - pad).rounded(.down), oy = (Double(box.minY) - pad).rounded(.down)
        let w = Int((Double(box.maxX) + pad - ox).rounded(.up)), h = Int((Double(box.maxY) + pad - oy).rounded(.up))
        guard w > 0, h > 0, w <= 4096, h <= 4096, abs(ox) < 30000, abs(oy) < 30000,
              let content = PixmanImage(format: PIXMAN_a8r8g8b8, width: w, height: h),
              let mask = PixmanImage(format: PIXMAN_a8, width: w, height: h) else { return }
        let offscreen = Canvas(target: content, transform: CGAffineTransform(translationX: o.width, y: o.height)
            .concatenating(t).concatenating(CGAffineTransform(translationX: CGFloat(-ox), y: CGFloat(-oy))))
        offscreen.shapeCache = shapeCache
        drawContent(offscreen)
        mask.composite(PIXMAN_OP_SRC, source: content, x: 0, y: 0, width: Int32(w), height: Int32(h))
        if let data = mask.data {
            BoxBlur.blur(data.assumingMemoryBound(to: UInt8.self), width: w, height: h, stride: mask.stride, sigma: sigma)
        }
        contentShadowBlurs += 1
        canvas.fill(mask: mask, x: Int32(ox), y: Int32(oy), color: color)
    }
}
