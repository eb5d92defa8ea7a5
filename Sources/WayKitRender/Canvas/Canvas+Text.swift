import CPixman
import Foundation
import WayKit

extension Canvas {
    /// Draws laid-out text in `rect` (user space): lines aligned horizontally per
    /// `alignment`, the block centred vertically (as `UILabel` does), glyphs
    /// clipped to the rectangle. Baselines sit on whole pixels and pen
    /// positions on quarter pixels, so text stays crisp at any scale.
    ///
    /// The transform is expected to scale by `layout.scale`. Under a rotated
    /// or skewed transform the text is drawn upright into a layer that is then
    /// turned (bilinear), since glyphs are upright bitmaps.
    public func draw(_ layout: TextLayout, in rect: CGRect, alignment: TextStyle.Alignment,
                     color: PremultipliedColor, textSystem: TextSystem, verticallyCentered: Bool = true) {
        let c = color.withOpacity(state.alpha)
        guard c.alpha > 0, layout.lineCount > 0, let cache = textSystem.glyphCache,
              isVisible(rect), let src = solid(c) else { return }
        if !isAxisAligned {
            // Glyphs are upright bitmaps: draw the text upright into a layer at
            // the layout's scale and turn the layer.
            let s = CGFloat(layout.scale)
            let w = Int((rect.width * s).rounded(.up)), h = Int((rect.height * s).rounded(.up))
            let content = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
                .concatenating(CGAffineTransform(scaleX: s, y: s))
            guard beginTransformedLayer(width: w, height: h, contentTransform: content) else { return }
            draw(layout, in: rect, alignment: alignment, color: color, textSystem: textSystem,
                 verticallyCentered: verticallyCentered)
            endTransformedLayer(placement: content.inverted(), opacity: 1)
            return
        }
        let origin = rect.origin.applying(state.transform)
        let box = rect.applying(state.transform)
        var top = Double(origin.y)
        if verticallyCentered { top += (Double(box.height) - layout.height) / 2 }
        save()
        clip(to: rect)
        applyClip()
        var pixmanGlyphs: [pixman_glyph_t] = []
        pixmanGlyphs.reserveCapacity(layout.glyphCount)
        // Glyphs of runs with a colour of their own, by style (U3).
        var styledGlyphs: [Int: [pixman_glyph_t]] = [:]
        var decorations = TextDecorationRects()
        let styled = layout.hasStyledRuns
        var colorGlyphs: [(FontFace.GlyphImage, Int32, Int32)] = []
        cache.freeze()
        defer { cache.thaw() }
        // Lines wholly outside the clip are not visited: a text view's
        // content is as tall as its text, and only a screenful shows. A
        // line's glyphs may reach a line's height above or below it
        // (fallback fonts' ascenders, emoji), so that much is kept.
        let visibleTop = Double(clipExtents.y1) - layout.lineHeight
        let visibleBottom = Double(clipExtents.y2) + layout.lineHeight
        for line in layout.lines {
            let lineTop = top + line.top
            if lineTop + line.height < visibleTop - line.height { continue }
            if lineTop > visibleBottom { break }
            var x = Double(origin.x) + line.indent
            let slack = Double(box.width) - line.indent - line.trailingInset - line.width
            switch line.alignment ?? alignment {
            case .center: x += slack / 2
            case .right: x += slack
            case .natural, .justified: if line.isRTL { x += slack }
            case .left: break
            }
            let baseline = (top + line.baseline).rounded()
            if styled { decorations.collect(line, layout: layout, x: x, top: lineTop, baseline: baseline) }
            for g in line.glyphs {
                let gx = x + g.x
                if g.face.isColor {
                    if let image = cache.colorGlyph(g.face, index: g.index) {
                        colorGlyphs.append((image, Int32(gx.rounded()), Int32((baseline + g.y).rounded())))
                    }
                    continue
                }
                let steps = Double(GlyphCache.subpixelSteps)
                let quantised = (gx * steps).rounded(.down)
                let whole = (quantised / steps).rounded(.down)
                let phase = Int(quantised - whole * steps)
                guard let glyph = cache.glyph(g.face, index: g.index, phase: phase) else { continue }
                let placed = pixman_glyph_t(x: Int32(whole), y: Int32((baseline + g.y).rounded()), glyph: glyph)
                if styled, layout.styles[g.style].color != nil {
                    styledGlyphs[g.style, default: []].append(placed)
                } else {
                    pixmanGlyphs.append(placed)
                }
            }
        }
        let toUser = state.transform.inverted()
        for (r, own) in decorations.backgrounds { fill(r.applying(toUser), color: own) }
        pixmanGlyphs.withUnsafeBufferPointer {
            glyphsComposite(src, cache: cache, $0)
        }
        for (style, glyphs) in styledGlyphs.sorted(by: { $0.key < $1.key }) {
            guard let own = layout.styles[style].color, let runSource = solid(own.withOpacity(state.alpha)) else { continue }
            glyphs.withUnsafeBufferPointer { glyphsComposite(runSource, cache: cache, $0) }
        }
        for (r, own) in decorations.lines { fill(r.applying(toUser), color: own ?? color) }
        // Colour glyphs keep their own colours; the text colour's alpha fades them.
        let fade = c.alpha < 1 ? solid(PremultipliedColor(red: 0, green: 0, blue: 0, alpha: c.alpha)) : nil
        for (g, x, y) in colorGlyphs {
            target.composite(PIXMAN_OP_OVER, source: g.image, mask: fade, x: x - Int32(g.originX),
                             y: y - Int32(g.originY), width: Int32(g.image.width), height: Int32(g.image.height))
        }
        restore()
    }

    /// The corresponding C function is `pixman_composite_glyphs_no_mask`, which
    /// blends each glyph straight onto the target (cheaper than building a
    /// mask for the whole run, and text runs rarely overlap themselves).
    private func glyphsComposite(_ src: PixmanImage, cache: GlyphCache, _ glyphs: UnsafeBufferPointer<pixman_glyph_t>) {
        guard !glyphs.isEmpty else { return }
        pixman_composite_glyphs_no_mask(PIXMAN_OP_OVER, src.raw, target.raw, 0, 0, 0, 0,
                                        cache.raw, Int32(glyphs.count), glyphs.baseAddress)
    }
}
