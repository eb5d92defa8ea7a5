import CPixman
import Foundation
import WayKit

extension Canvas {
    /// Fills `rect` (user space). Pixel-aligned rectangles take pixman's solid
    /// fill path; others are rasterised with anti-aliased edges.
    public func fill(_ rect: CGRect, color: PremultipliedColor) {
        let r = rect.standardized
        guard !r.isEmpty else { return }
        if isAxisAligned {
            let d = r.applying(state.transform)
            let x1 = d.minX.rounded(), y1 = d.minY.rounded(), x2 = d.maxX.rounded(), y2 = d.maxY.rounded()
            let aligned = abs(x1 - d.minX) < 0.001 && abs(y1 - d.minY) < 0.001
                && abs(x2 - d.maxX) < 0.001 && abs(y2 - d.maxY) < 0.001
            if aligned {
                let c = color.withOpacity(state.alpha)
                guard c.alpha > 0, let src = solid(c) else { return }
                let e = clipExtents
                let bx1 = max(Int32(max(x1, -30000)), e.x1), by1 = max(Int32(max(y1, -30000)), e.y1)
                let bx2 = min(Int32(min(x2, 30000)), e.x2), by2 = min(Int32(min(y2, 30000)), e.y2)
                guard bx2 > bx1, by2 > by1 else { return }
                applyClip()
                target.composite(PIXMAN_OP_OVER, source: src, x: bx1, y: by1,
                                 width: bx2 - bx1, height: by2 - by1)
                return
            }
        }
        fill(CGPath(rect: r), color: color)
    }

    /// Fills a path (user space) with anti-aliased edges.
    public func fill(_ path: CGPath, color: PremultipliedColor, rule: FillRule = .nonZero) {
        let c = color.withOpacity(state.alpha)
        guard c.alpha > 0, isVisible(path.boundingBox) else { return }
        fillDevicePolygons(path.flattened(state.transform).map(\.points), color: c, rule: rule)
    }

    /// Strokes a path (user space). The width is in user units, scaled by the
    /// transform's average scale.
    public func stroke(_ path: CGPath, style: StrokeStyle, color: PremultipliedColor) {
        let c = color.withOpacity(state.alpha)
        let t = state.transform
        let scale = Double(abs(t.a * t.d - t.b * t.c)).squareRoot()
        var deviceStyle = style
        deviceStyle.width = style.width * scale
        let pad = CGFloat(style.width * max(style.miterLimit, 2))
        guard c.alpha > 0, deviceStyle.width > 0,
              isVisible(path.boundingBox.insetBy(dx: -pad, dy: -pad)) else { return }
        let outline = Stroker.outline(path.flattened(t), style: deviceStyle)
        fillDevicePolygons(outline, color: c, rule: .nonZero)
    }

    /// Draws `image` into `rect` (user space), scaled with bilinear filtering
    /// unless it lands pixel for pixel.
    public func draw(_ image: PixmanImage, in rect: CGRect, opacity: Double = 1) {
        guard image.width > 0, image.height > 0, !rect.isEmpty, isVisible(rect) else { return }
        let r = rect.standardized
        let place = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0,
                                      d: r.height / CGFloat(image.height), tx: r.minX, ty: r.minY)
        let toDevice = place.concatenating(state.transform)
        var bounds = r.applying(state.transform)
        if isAxisAligned {
            // Pad the edges and cut at the rectangle, so an image fills its
            // pixels exactly instead of fading out over half a pixel.
            bounds = CGRect(x: bounds.minX.rounded(), y: bounds.minY.rounded(),
                            width: bounds.maxX.rounded() - bounds.minX.rounded(),
                            height: bounds.maxY.rounded() - bounds.minY.rounded())
        }
        composite(image: image, toDevice: toDevice, deviceBounds: bounds,
                  opacity: opacity * state.alpha, smooth: true, pad: isAxisAligned)
    }

    /// Fills tessellated polygons. Trapezoids that are whole-pixel rectangles
    /// (the middle of a rounded rectangle, the sides of a border) are filled
    /// directly; the rest are rasterised in vertically separate groups, because
    /// pixman builds one coverage mask over the extents of each call and a
    /// rounded rectangle's top and bottom bands would otherwise drag its whole
    /// height into that mask.
    func fillDevicePolygons(_ polygons: [[DevicePoint]], color: PremultipliedColor, rule: FillRule) {
        let traps = Tessellator.trapezoids(polygons, rule: rule)
        guard !traps.isEmpty, let src = solid(color) else { return }
        applyClip()
        let split = Canvas.splitTrapezoids(traps)
        if !split.boxes.isEmpty { target.fill(PIXMAN_OP_OVER, color: color, boxes: split.boxes) }
        for group in split.groups { target.compositeTrapezoids(PIXMAN_OP_OVER, source: src, group) }
    }

    /// Replaces every pixel in the clip with `color` (no blending): clearing a
    /// damaged area before it is redrawn.
    public func clear(to color: PremultipliedColor = .clear) {
        let e = clipExtents
        guard e.x2 > e.x1, e.y2 > e.y1 else { return }
        let boxes = state.clip?.boxes.map {
            pixman_box32_t(x1: max($0.x1, e.x1), y1: max($0.y1, e.y1), x2: min($0.x2, e.x2), y2: min($0.y2, e.y2))
        } ?? [e]
        target.setClip(nil)
        appliedClip = nil
        target.fill(PIXMAN_OP_SRC, color: color, boxes: boxes.filter { $0.x2 > $0.x1 && $0.y2 > $0.y1 })
    }
}

extension Canvas {
    /// Places `image` pixel for pixel with its top-left corner at device
    /// pixel (`x`, `y`): a rasterized view's cached image. An opaque image at
    /// full opacity is copied (pixman's SRC: no blending); otherwise it is
    /// blended at `opacity`.
    func blit(_ image: PixmanImage, x: Int32, y: Int32, opaque: Bool, opacity: Double) {
        let o = opacity * state.alpha
        guard o > 0 else { return }
        let e = clipExtents
        let x1 = max(x, e.x1), y1 = max(y, e.y1)
        let x2 = min(x &+ Int32(clamping: image.width), e.x2), y2 = min(y &+ Int32(clamping: image.height), e.y2)
        guard x2 > x1, y2 > y1 else { return }
        image.setTransform(nil)
        image.setFilter(PIXMAN_FILTER_NEAREST)
        image.setRepeat(PIXMAN_REPEAT_NONE)
        applyClip()
        let mask = o < 1 ? solid(PremultipliedColor(red: 0, green: 0, blue: 0, alpha: o)) : nil
        target.composite(opaque && o >= 1 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source: image, mask: mask,
                         srcX: x1 - x, srcY: y1 - y, x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
