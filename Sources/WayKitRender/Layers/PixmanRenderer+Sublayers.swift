import CPixman
import Foundation
import WayKit

// Layers inside a view's drawing (U6): a view's own layer's shadow, mask
// and subclass content (a gradient or shape `layerClass`), and the layers
// the app added, drawn in order with their own geometry, opacity, shadow,
// background, content, sublayers and border, as Core Animation composes
// them.
extension PixmanRenderer {
    /// Whether the view's layer draws anything beyond the view's own
    /// properties: then it is not a plain colour fill.
    static func hasLayerContent(_ view: UIView) -> Bool { view._layerAddsContent }

    /// A view's layer's shadow, before its background.
    func drawViewShadow(_ view: UIView, bounds: CGRect, radius: CGFloat, in canvas: Canvas) {
        guard let layer = view.layerIfLoaded, layer._castsShadow else { return }
        let backgroundAlpha = view._presentedBackgroundColor?.alpha ?? 0
        if let path = shadowShape(of: layer, bounds: bounds, radius: radius, hasBackground: backgroundAlpha > 0) {
            // Under an opaque background (and no mask to cut it) the
            // shadow's middle is never seen.
            let hidden = backgroundAlpha >= 1 && layer.mask == nil ? Self.opaqueInterior(of: bounds, radius: radius) : nil
            drawShadow(path: path, layer: layer, in: canvas, hidden: hidden)
        } else {
            drawContentShadow(layer: layer, extent: visualExtent(of: view), in: canvas) { offscreen in
                drawContent(view, in: offscreen, withShadow: false)
            }
        }
    }

    /// An app-made layer, in its superlayer's coordinates (the canvas's).
    func draw(layer: CALayer, in canvas: Canvas) {
        let opacity = layer._presentedOpacity
        guard !layer.isHidden, opacity > 0 else { return }
        let b = layer._presentedBounds
        let m = layer._presentedTransformToSuperlayer
        guard CALayer._isDrawable(b), [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return }
        canvas.save()
        defer { canvas.restore() }
        canvas.concatenate(m)
        let extent = layer._drawnExtent(bounds: b)
        guard canvas.isVisible(extent) else { return }
        viewsDrawnLastFrame += 1
        if let mask = layer.mask {
            guard canvas.beginLayer(covering: extent) else { return }
            drawLayerBody(layer, bounds: b, in: canvas)
            canvas.endLayer(opacity: Double(min(opacity, 1))) { maskCanvas in self.draw(layer: mask, in: maskCanvas) }
        } else if opacity < 1 {
            guard canvas.beginLayer(covering: extent) else { return }
            drawLayerBody(layer, bounds: b, in: canvas)
            canvas.endLayer(opacity: Double(opacity))
        } else {
            drawLayerBody(layer, bounds: b, in: canvas)
        }
    }

    /// Shadow, background, content, sublayers (clipped by `masksToBounds`),
    /// border.
    private func drawLayerBody(_ layer: CALayer, bounds b: CGRect, in canvas: Canvas) {
        let radius = min(max(layer._presentedLayerCornerRadius, 0), min(b.width, b.height) / 2)
        let background = layer._presentedBackgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        if layer._castsShadow {
            if let path = shadowShape(of: layer, bounds: b, radius: radius, hasBackground: background != nil) {
                drawShadow(path: path, layer: layer, in: canvas)
            } else {
                drawContentShadow(layer: layer, extent: layer._drawnExtent(bounds: b), in: canvas) { offscreen in
                    self.drawLayerBodyUnshadowed(layer, bounds: b, radius: radius, background: background, in: offscreen)
                }
            }
        }
        drawLayerBodyUnshadowed(layer, bounds: b, radius: radius, background: background, in: canvas)
    }

    private func drawLayerBodyUnshadowed(_ layer: CALayer, bounds b: CGRect, radius: CGFloat, background: CGColor?,
                                         in canvas: Canvas) {
        if let background { canvas.fill(roundedRect: b, radius: radius, color: PremultipliedColor(background)) }
        var rounded = false
        canvas.save()
        if layer.masksToBounds {
            if radius > 0 {
                rounded = canvas.beginLayer(covering: b)
                if !rounded { canvas.restore(); return }
            } else {
                canvas.clip(to: b)
            }
        }
        drawLayerContent(layer, bounds: b, radius: radius, in: canvas)
        for sub in layer._ownSublayers { draw(layer: sub, in: canvas) }
        if rounded { canvas.endLayer(maskPath: CGPath(roundedRect: b, cornerWidth: radius, cornerHeight: radius)) }
        canvas.restore()
        let bw = layer._presentedLayerBorderWidth
        if bw > 0, let c = layer._presentedLayerBorderColor, c.alpha > 0 {
            canvas.fill(roundedRect: b, radius: radius, ring: min(bw, min(b.width, b.height) / 2), color: PremultipliedColor(c))
        }
    }

    /// What a layer's class draws over its background: a gradient, a
    /// shape, its `contents` image, its `draw(in:)`.
    func drawLayerContent(_ layer: CALayer, bounds b: CGRect, radius: CGFloat, in canvas: Canvas) {
        if let g = layer as? CAGradientLayer {
            drawGradient(g, bounds: b, radius: radius, in: canvas)
        } else if let s = layer as? CAShapeLayer {
            drawShape(s, in: canvas)
        }
        if let image = layer.contents as? UIImage, let p = pixmanImage(for: image) { canvas.draw(p, in: b) }
        if layer.delegate == nil {
            let ctx = CGContext()
            layer.draw(in: ctx)
            if !ctx.operations.isEmpty { replay(ctx.operations, in: canvas) }
        }
    }

    /// The app-made sublayers of a view drawn below its subviews.
    func drawSublayersBelowSubviews(of view: UIView, in canvas: Canvas) {
        guard let layer = view.layerIfLoaded, !layer._ownSublayers.isEmpty else { return }
        for l in layer._sublayersBelowSubviews { draw(layer: l, in: canvas) }
    }

    /// Those added after subview `sub`, drawn just above it.
    func drawSublayers(above sub: UIView, of view: UIView, in canvas: Canvas) {
        guard let layer = view.layerIfLoaded, !layer._ownSublayers.isEmpty else { return }
        for l in layer._sublayers(above: sub) { draw(layer: l, in: canvas) }
    }

    /// Those whose subview has gone, on top.
    func drawSublayersAboveAll(of view: UIView, in canvas: Canvas) {
        guard let layer = view.layerIfLoaded, !layer._ownSublayers.isEmpty else { return }
        for l in layer._sublayersAboveAll(of: view) { draw(layer: l, in: canvas) }
    }

    // MARK: Gradients and shapes

    func drawGradient(_ g: CAGradientLayer, bounds b: CGRect, radius: CGFloat, in canvas: Canvas) {
        let stops = g._gradientStops.map {
            GradientStop(location: Double($0.location), red: Double($0.color.red), green: Double($0.color.green),
                         blue: Double($0.color.blue), alpha: Double($0.color.alpha))
        }
        guard !stops.isEmpty else { return }
        let t = canvas.transform
        let sx = Double((t.a * t.a + t.b * t.b).squareRoot()), sy = Double((t.c * t.c + t.d * t.d).squareRoot())
        let w = Int((Double(b.width) * sx).rounded(.up)), h = Int((Double(b.height) * sy).rounded(.up))
        guard w > 0, h > 0, w <= 8192, h <= 8192 else { return }
        let start = g._presentedStartPoint, end = g._presentedEndPoint
        let p1 = CGPoint(x: start.x * CGFloat(w), y: start.y * CGFloat(h))
        let p2 = CGPoint(x: end.x * CGFloat(w), y: end.y * CGFloat(h))
        let r = Double(radius) * sx
        guard [p1.x, p1.y, p2.x, p2.y].allSatisfy({ $0.isFinite && abs($0) < 30000 }) else { return }
        func q(_ v: Double) -> Int32 { Int32(clamping: Int((v * 64).rounded())) }
        let radial = g.type == .radial
        let key = GradientKey(stops: stops, geometry: [q(Double(p1.x)), q(Double(p1.y)), q(Double(p2.x)), q(Double(p2.y)), q(r)],
                              radial: radial, width: w, height: h)
        guard let image = gradientCache.image(for: key, make: {
            guard let img = PixmanImage(format: PIXMAN_a8r8g8b8, width: w, height: h) else { return nil }
            let source: PixmanImage?
            if radial {
                // An ellipse in a non-square layer: a circle in unit space.
                let dx = Double(end.x - start.x) * Double(w), dy = Double(end.y - start.y) * Double(h)
                source = PixmanImage(radialGradientAt: p1, radius: max((dx * dx + dy * dy).squareRoot(), 0.5), stops: stops)
            } else {
                source = PixmanImage(linearGradientFrom: p1, to: p2, stops: stops)
            }
            guard let source else { return nil }
            img.composite(PIXMAN_OP_SRC, source: source, x: 0, y: 0, width: Int32(w), height: Int32(h))
            if r > 0, let m = PixmanImage(format: PIXMAN_a8, width: w, height: h) {
                let outline = CGPath(roundedRect: CGRect(x: 0, y: 0, width: w, height: h), cornerWidth: CGFloat(r), cornerHeight: CGFloat(r))
                m.addTrapezoids(Tessellator.trapezoids(outline.flattened(.identity).map(\.points), rule: .nonZero))
                img.composite(PIXMAN_OP_IN, source: m, x: 0, y: 0, width: Int32(w), height: Int32(h))
            }
            return img
        }) else { return }
        canvas.draw(image, in: b)
    }

    func drawShape(_ s: CAShapeLayer, in canvas: Canvas) {
        guard let path = s.path, !path.isEmpty else { return }
        if let fill = s._presentedFillColor, fill.alpha > 0 {
            canvas.fill(path, color: PremultipliedColor(fill), rule: s.fillRule == .evenOdd ? .evenOdd : .nonZero)
        }
        let width = s._presentedLineWidth
        guard let stroke = s._presentedStrokeColor, stroke.alpha > 0, width > 0 else { return }
        let cap: StrokeStyle.Cap = s.lineCap == .round ? .round : s.lineCap == .square ? .square : .butt
        let join: StrokeStyle.Join = s.lineJoin == .round ? .round : s.lineJoin == .bevel ? .bevel : .miter
        let style = StrokeStyle(width: Double(width), cap: cap, join: join,
                                miterLimit: Double(s.miterLimit.isFinite ? max(s.miterLimit, 1) : 10))
        canvas.stroke(path, style: style, color: PremultipliedColor(stroke),
                      start: Double(s._presentedStrokeStart), end: Double(s._presentedStrokeEnd),
                      dash: (s.lineDashPattern ?? []).map(\.doubleValue), phase: Double(s._presentedLineDashPhase))
    }
}
