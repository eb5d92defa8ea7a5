import CPixman
import Foundation
import WayKit

/// A rasterized view's subtree drawn into an image (`UIView._rasterizesContent`,
/// set while a transition slides it): good while the view's
/// `_rasterVersion`, the scale and the size hold.
@MainActor
final class RasterEntry {
    weak var view: UIView?
    let version: Int
    let scale: Double
    let image: PixmanImage
    /// Every pixel covered by an opaque colour: placed by copying.
    let isOpaque: Bool

    init(view: UIView, version: Int, scale: Double, image: PixmanImage, isOpaque: Bool) {
        self.view = view
        self.version = version
        self.scale = scale
        self.image = image
        self.isOpaque = isOpaque
    }
}

// The renderer's side of rasterizing (UIView+Rasterizing in WayKit): a
// sliding screen is drawn once into an image, then each frame only placed,
// on whole device pixels, so a push or pop frame costs two copies and the
// dimming instead of two screens of views.
extension PixmanRenderer {
    /// The view's cached image placed where the canvas says, drawing it
    /// first when stale; false when the view cannot be drawn this way (its
    /// content spills outside its bounds, the canvas scales unevenly, or it
    /// is too large), so the caller draws it as usual.
    func drawRasterized(_ view: UIView, in canvas: Canvas, alpha: CGFloat) -> Bool {
        let t = canvas.transform
        guard t.b == 0, t.c == 0, t.a > 0, t.a == t.d else { return false }
        let scale = Double(t.a)
        let b = view._presentedBounds
        guard view.clipsToBounds || contentStaysInside(view) else { return false }
        let w = Int((Double(b.width) * scale).rounded(.up)), h = Int((Double(b.height) * scale).rounded(.up))
        guard w > 0, h > 0, w <= 8192, h <= 8192 else { return false }
        guard let e = rasterEntry(for: view, scale: scale, width: w, height: h) else { return false }
        let origin = CGPoint(x: b.minX, y: b.minY).applying(t)
        guard origin.x.isFinite, origin.y.isFinite else { return true }
        let x = Int32(clamping: Int(max(min(origin.x.rounded(), 30000), -30000)))
        let y = Int32(clamping: Int(max(min(origin.y.rounded(), 30000), -30000)))
        canvas.blit(e.image, x: x, y: y, opaque: e.isOpaque, opacity: Double(alpha))
        return true
    }

    /// The view's cached image at `scale` (`width`×`height` pixels),
    /// drawn now when missing or stale.
    func rasterEntry(for view: UIView, scale: Double, width w: Int, height h: Int) -> RasterEntry? {
        let b = view._presentedBounds
        let key = ObjectIdentifier(view)
        if let e = rasters[key], e.view === view, e.version == view._rasterVersion, e.scale == scale,
           e.image.width == w, e.image.height == h {
            return e
        }
        guard let image = PixmanImage(format: PIXMAN_a8r8g8b8, width: w, height: h) else { return nil }
        let offscreen = Canvas(target: image, transform: CGAffineTransform(translationX: -b.minX, y: -b.minY)
            .concatenating(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))))
        offscreen.shapeCache = shapeCache
        offscreen.clear()
        drawContent(view, in: offscreen)
        let background = view._presentedBackgroundColor
        let opaque = (background.map { $0.alpha >= 1 } ?? false) && view._presentedCornerRadius == 0
            && Double(b.width) * scale == Double(w) && Double(b.height) * scale == Double(h)
        let e = RasterEntry(view: view, version: view._rasterVersion, scale: scale, image: image, isOpaque: opaque)
        rasters[key] = e
        return e
    }

    /// Draws the subviews back to front. While screens slide, a subview
    /// under an opaque rasterized sibling is drawn only where that sibling
    /// leaves it visible: the screen underneath a push, and the dimming over
    /// it, touch only the strip the pushed screen has not yet covered.
    func drawSubviews(of view: UIView, in canvas: Canvas) {
        let subs = view.subviews
        let interleaves = !(view.layerIfLoaded?._ownSublayers.isEmpty ?? true)
        guard subs.count > 1, !rasters.isEmpty else {
            for sub in subs {
                draw(sub, in: canvas)
                if interleaves { drawSublayers(above: sub, of: view, in: canvas) }
            }
            return
        }
        var coveredAbove: [[pixman_box32_t]] = Array(repeating: [], count: subs.count)
        var covered: [pixman_box32_t] = []
        for i in subs.indices.reversed() {
            coveredAbove[i] = covered
            if let box = opaqueRasterBox(subs[i], in: canvas) { covered.append(box) }
        }
        for (i, sub) in subs.enumerated() {
            if coveredAbove[i].isEmpty {
                draw(sub, in: canvas)
            } else {
                canvas.save()
                canvas.excludeFromClip(coveredAbove[i])
                draw(sub, in: canvas)
                canvas.restore()
            }
            if interleaves { drawSublayers(above: sub, of: view, in: canvas) }
        }
    }

    /// The device pixels a subview's cached opaque image will cover when
    /// placed (as `drawRasterized` places it), or nil when it covers nothing
    /// for sure.
    private func opaqueRasterBox(_ sub: UIView, in canvas: Canvas) -> pixman_box32_t? {
        // A compositing layer is not drawn here at all: it covers nothing
        // of the window's own pixels.
        guard sub._rasterizesContent, !sub._skipsWindowDrawing, !sub.isHidden, sub._presentedAlpha >= 1,
              let e = rasters[ObjectIdentifier(sub)], e.isOpaque, e.view === sub, e.version == sub._rasterVersion,
              Self.hasDrawableGeometry(sub) else { return nil }
        let t = Self.transformToSuperview(sub).concatenating(canvas.transform)
        guard t.b == 0, t.c == 0, t.a > 0, t.a == t.d, Double(t.a) == e.scale else { return nil }
        let b = sub._presentedBounds
        // Placed as an image only when drawRasterized will place it so.
        let w = Int((Double(b.width) * e.scale).rounded(.up)), h = Int((Double(b.height) * e.scale).rounded(.up))
        guard w == e.image.width, h == e.image.height, sub.clipsToBounds || contentStaysInside(sub) else { return nil }
        let o = CGPoint(x: b.minX, y: b.minY).applying(t)
        guard o.x.isFinite, o.y.isFinite, abs(o.x) < 30000, abs(o.y) < 30000 else { return nil }
        let x = Int32(o.x.rounded()), y = Int32(o.y.rounded())
        return pixman_box32_t(x1: x, y1: y, x2: x + Int32(e.image.width), y2: y + Int32(e.image.height))
    }

    /// Whether everything the subviews draw stays inside the view's bounds
    /// (the image holds only those).
    func contentStaysInside(_ view: UIView) -> Bool {
        let b = view._presentedBounds.insetBy(dx: -0.01, dy: -0.01)
        return b.contains(visualExtent(of: view))
    }

    /// Drops the images of views that are gone or no longer rasterized.
    func purgeRasters() {
        guard !rasters.isEmpty else { return }
        rasters = rasters.filter { $0.value.view?._rasterizesContent == true }
    }
}
