import CPixman
import Foundation
import WayKit

/// Draws a window's view tree into a pixel buffer with pixman: the
/// `WindowRendering` backends use.
///
/// Per view, in order: background (rounded by `layer.cornerRadius`), the
/// painter registered for its class or its `draw(_:)` output, its subviews,
/// then `layer.border` on top (Core Animation's order). `alpha < 1` draws the
/// subtree into a layer composited at that opacity (group opacity);
/// `clipsToBounds` clips to the bounds, through an anti-aliased mask when the
/// corners are rounded; a rotated or skewed `transform` draws the subtree into a
/// layer in the view's own space and composites it with bilinear filtering.
///
/// Only the damaged pixels are touched: the damage becomes the pixman clip,
/// views outside it are skipped, and the clip's rectangles are returned for
/// `wl_surface.damage_buffer`.
///
/// - Important: main actor only.
@MainActor
public final class PixmanRenderer: WindowRendering {
    public let textSystem: TextSystem
    public let painters = ViewPainterRegistry()
    public let shapeCache = ShapeCache()
    /// pixman wrappers of the buffers drawn into lately: a backend cycles two
    /// or three `wl_shm` buffers, so each keeps its wrapper.
    private var targets: [(base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, image: PixmanImage)] = []
    private var images: [ObjectIdentifier: (image: WeakImage, pixels: PixmanImage)] = [:]
    /// Views drawn in the last frame: a measure of the damage culling.
    public internal(set) var viewsDrawnLastFrame = 0
    /// Cached images of rasterized views (+Rasterizing).
    var rasters: [ObjectIdentifier: RasterEntry] = [:]
    /// Set while drawing a picture of a whole window: views shown as
    /// compositing layers are drawn too.
    var drawsHostLayers = false
    /// The traits of the view being drawn, nil outside drawing: dynamic
    /// colours resolve for them (U4; see `drawContent`).
    var drawTraits: UITraitCollection?
    /// Blurred shadow masks and drawn gradients of layers, kept between
    /// frames (PixmanRenderer+Shadow, +Sublayers).
    let shadowCache = LayerImageCache<ShadowKey>(limit: 64)
    let gradientCache = LayerImageCache<GradientKey>(limit: 32)
    /// Shadows blurred from a layer's content (never cached).
    var contentShadowBlurs = 0
    /// Shadows blurred so far: an unchanged shadow drawn again adds none.
    public var shadowBlurCount: Int { shadowCache.renders + contentShadowBlurs }
    /// Gradients drawn into images so far.
    public var gradientRenderCount: Int { gradientCache.renders }

    private final class WeakImage { weak var value: _ImageBitmap?; init(_ v: _ImageBitmap) { value = v } }

    public init(textSystem: TextSystem = .shared) {
        self.textSystem = textSystem
        RenderServices.install()
        ControlTheme.registerDefaults(in: painters)
        // The renderer made last serves snapshots (an app has one; tests
        // make more, any of which draws the same). Weak: a renderer that
        // goes away leaves snapshots to the next.
        RenderingServices.viewSnapshot = { [weak self] view, scale in self?.snapshotImage(of: view, scale: scale) }
    }

    public func render(_ window: UIWindow, into buffer: PixelBuffer, scale: CGFloat, damage: [CGRect]?) -> [CGRect] {
        guard let image = targetImage(for: buffer) else { return [] }
        return render(window, into: image, scale: scale, damage: damage)
    }

    /// Draws into a pixman image; `render(_:into:scale:damage:)` for a buffer.
    public func render(_ window: UIWindow, into image: PixmanImage, scale: CGFloat, damage: [CGRect]?) -> [CGRect] {
        let buffer = (width: image.width, height: image.height)
        window.layoutIfNeededForDisplay()
        let region = PixmanRegion()
        if let damage {
            for r in damage where !r.isEmpty && !r.isNull {
                // One pixel of margin: anti-aliased edges reach past a rect's
                // exact bounds.
                let x1 = Int32(max((r.minX * scale).rounded(.down) - 1, -30000))
                let y1 = Int32(max((r.minY * scale).rounded(.down) - 1, -30000))
                let x2 = Int32(min((r.maxX * scale).rounded(.up) + 1, 30000))
                let y2 = Int32(min((r.maxY * scale).rounded(.up) + 1, 30000))
                region.add(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            }
        } else {
            region.add(x: 0, y: 0, width: Int32(buffer.width), height: Int32(buffer.height))
        }
        region.intersect(x: 0, y: 0, width: Int32(buffer.width), height: Int32(buffer.height))
        guard !region.isEmpty else { return [] }
        let canvas = Canvas(target: image, transform: CGAffineTransform(scaleX: scale, y: scale), clip: region)
        canvas.shapeCache = shapeCache
        // An opaque square window background replaces every pixel anyway.
        let background = window.backgroundColor
        if !(background.map { $0.alpha >= 1 } ?? false) || (window.layerIfLoaded?.cornerRadius ?? 0) > 0
            || window.alpha < 1 || !window.transform.isIdentity {
            canvas.clear()
        }
        viewsDrawnLastFrame = 0
        draw(window, in: canvas, isRoot: true)
        purgeImages()
        purgeRasters()
        shadowCache.endFrame()
        gradientCache.endFrame()
        return region.boxes.map(CGRect.init)
    }

    /// Saves what the font-match cache learned (`TextSystem.didBecomeIdle`).
    public func didBecomeIdle() {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        textSystem.didBecomeIdle(now: Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9)
    }

    /// Renders `window` into a new image (snapshot tests, screenshots).
    public func renderImage(_ window: UIWindow, scale: CGFloat) -> PixmanImage? {
        let w = Int((window.bounds.width * scale).rounded(.up)), h = Int((window.bounds.height * scale).rounded(.up))
        guard let image = PixmanImage(format: PIXMAN_a8r8g8b8, width: w, height: h) else { return nil }
        drawsHostLayers = true
        defer { drawsHostLayers = false }
        _ = render(window, into: image, scale: scale, damage: nil)
        return image
    }

    private func targetImage(for buffer: PixelBuffer) -> PixmanImage? {
        if let t = targets.first(where: { $0.base == buffer.base && $0.width == buffer.width
                                           && $0.height == buffer.height && $0.stride == buffer.stride }) {
            return t.image
        }
        guard let image = PixmanImage(wrapping: buffer.base, format: PIXMAN_a8r8g8b8, width: buffer.width,
                                      height: buffer.height, stride: buffer.stride) else { return nil }
        if targets.count >= 4 { targets.removeFirst() }
        targets.append((buffer.base, buffer.width, buffer.height, buffer.stride, image))
        return image
    }

    // MARK: The view tree

    /// The map from a view's coordinates to its superview's (bounds origin,
    /// transform about the centre, position), as presented: while a view is
    /// animated the renderer draws its presentation values, not the model
    /// (A1).
    static func transformToSuperview(_ v: UIView) -> CGAffineTransform {
        let b = v._presentedBounds, c = v._presentedCenter
        return CGAffineTransform(translationX: -b.origin.x - b.width / 2, y: -b.origin.y - b.height / 2)
            .concatenating(v._presentedTransform)
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
    }

    /// False for a view that refused bad geometry from app code (drawn as
    /// nothing until it gets good geometry) or whose transform is not
    /// finite: nothing non-finite may reach pixman's fixed-point coordinates.
    static func hasDrawableGeometry(_ v: UIView) -> Bool {
        guard !v.hasInvalidGeometry else { return false }
        // What is drawn: the presented transform while one animates.
        let t = v._presentedTransform
        let b = v._presentedBounds, c = v._presentedCenter
        guard b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite, c.x.isFinite, c.y.isFinite
        else { return false }
        return t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }

    func draw(_ view: UIView, in canvas: Canvas, isRoot: Bool = false) {
        // A window is drawn when asked even while hidden (UIKit's default for a
        // window not yet shown); the backend decides whether to show it.
        let alpha = view._presentedAlpha
        guard isRoot || !view.isHidden, alpha > 0, Self.hasDrawableGeometry(view) else { return }
        // A view the backend shows on a surface of its own is not the
        // window's to draw (UIView+CompositingLayer), except in a picture
        // of the whole window.
        if !isRoot, view._skipsWindowDrawing, !drawsHostLayers { return }
        canvas.save()
        defer { canvas.restore() }
        if !isRoot { canvas.concatenate(Self.transformToSuperview(view)) }
        let bounds = view._presentedBounds
        // Skip views wholly outside the damage; a view whose children spill
        // outside it is judged by everything it draws.
        let extent = view.clipsToBounds || view.subviews.isEmpty ? view._layerDrawnRect(bounds: bounds) : visualExtent(of: view)
        if !canvas.isVisible(extent) { return }

        if !isRoot, view._rasterizesContent, canvas.isAxisAligned, drawRasterized(view, in: canvas, alpha: alpha) {
            return
        } else if !canvas.isAxisAligned {
            drawTransformed(view, in: canvas)
        } else if alpha < 1, Self.isPlainFill(view) {
            // One colour and nothing else: its group opacity is the colour's
            // alpha times the view's, with no layer (a transition's dimming
            // view covers the window every frame).
            viewsDrawnLastFrame += 1
            if let bg = view._presentedBackgroundColor {
                let bounds = view._presentedBounds
                let radius = min(view._presentedCornerRadius, min(bounds.width, bounds.height) / 2)
                // Not through drawContent, so resolved here for the view's
                // own appearance (U4), as drawContent would.
                var traits = drawTraits ?? view.traitCollection
                if drawTraits != nil, let own = view._ownStyleOverride { traits.userInterfaceStyle = own }
                canvas.fill(roundedRect: bounds, radius: radius,
                            color: PremultipliedColor(bg.resolvedColor(with: traits)).withOpacity(Double(alpha)))
            }
        } else if alpha < 1 {
            if canvas.beginLayer(covering: visualExtent(of: view)) {
                drawContent(view, in: canvas)
                canvas.endLayer(opacity: Double(alpha))
            }
        } else {
            drawContent(view, in: canvas)
        }
    }

    /// A plain `UIView` that draws only its background: no subviews, no
    /// border, no painter (a subclass may draw, so only `UIView` itself).
    static func isPlainFill(_ view: UIView) -> Bool {
        view._drawsOnlyBackground && view.subviews.isEmpty && view._presentedBorderWidth == 0 && !hasLayerContent(view)
    }

    /// Rotated or skewed views: the subtree is drawn upright into a layer in the
    /// view's own coordinates (at the device's scale), then composited through
    /// the transform with bilinear filtering. Content outside the bounds is cut.
    private func drawTransformed(_ view: UIView, in canvas: Canvas) {
        let t = canvas.transform
        let s = max(1, Double(abs(t.a * t.d - t.b * t.c)).squareRoot())
        let b = view._presentedBounds
        let w = Int((Double(b.width) * s).rounded(.up)), h = Int((Double(b.height) * s).rounded(.up))
        let content = CGAffineTransform(translationX: -b.origin.x, y: -b.origin.y).concatenating(
            CGAffineTransform(scaleX: CGFloat(s), y: CGFloat(s)))
        guard canvas.beginTransformedLayer(width: w, height: h, contentTransform: content) else { return }
        drawContent(view, in: canvas)
        canvas.endTransformedLayer(placement: content.inverted(), opacity: Double(view._presentedAlpha))
    }

    /// Bounds plus, unless clipped, everything the subviews draw (view
    /// coordinates): what a group-opacity layer must cover.
    func visualExtent(of view: UIView) -> CGRect {
        var r = view._layerDrawnRect(bounds: view._presentedBounds)
        guard !view.clipsToBounds else { return r }
        for s in view.subviews where !s.isHidden && s._presentedAlpha > 0 && Self.hasDrawableGeometry(s) {
            r = r.union(visualExtent(of: s).applying(Self.transformToSuperview(s)))
        }
        return r
    }

    func drawContent(_ view: UIView, in canvas: Canvas, withShadow: Bool = true) {
        // U4: dynamic colours resolve for this view's appearance. Inside a
        // drawing only a view's own override can change it (O(1) a view);
        // a drawing that starts at this view (a layer, a snapshot, a
        // raster) asks the view once.
        let outer = drawTraits
        var traits = outer ?? view.traitCollection
        if outer != nil, let own = view._ownStyleOverride { traits.userInterfaceStyle = own }
        let savedCurrent = outer == nil ? UITraitCollection._currentIfSet : nil
        if outer?.userInterfaceStyle != traits.userInterfaceStyle { UITraitCollection.current = traits }
        drawTraits = traits
        defer {
            drawTraits = outer
            if let outer {
                if outer.userInterfaceStyle != traits.userInterfaceStyle { UITraitCollection.current = outer }
            } else {
                UITraitCollection._currentIfSet = savedCurrent
            }
        }
        let bounds = view._presentedBounds
        let radius = min(view._presentedCornerRadius, min(bounds.width, bounds.height) / 2)
        if withShadow { drawViewShadow(view, bounds: bounds, radius: radius, in: canvas) }
        // `layer.mask`: everything the view draws, cut by the mask's alpha.
        if let mask = view.layerIfLoaded?.mask {
            guard canvas.beginLayer(covering: view._layerDrawnRect(bounds: bounds)) else { return }
            drawOwnContent(view, bounds: bounds, radius: radius, in: canvas)
            canvas.endLayer { maskCanvas in self.draw(layer: mask, in: maskCanvas) }
        } else {
            drawOwnContent(view, bounds: bounds, radius: radius, in: canvas)
        }
    }

    /// Background, layer content, painter or `draw(_:)`, sublayers and
    /// subviews, border.
    private func drawOwnContent(_ view: UIView, bounds: CGRect, radius: CGFloat, in canvas: Canvas) {
        viewsDrawnLastFrame += 1
        if let bg = view._presentedBackgroundColor, bg.alpha > 0 {
            canvas.fill(roundedRect: bounds, radius: radius, color: PremultipliedColor(bg))
        }
        var masked = false
        if view.clipsToBounds {
            if radius > 0 {
                masked = canvas.beginLayer(covering: bounds)
                if !masked { return }
            } else {
                canvas.clip(to: bounds)
            }
        }
        if let layer = view.layerIfLoaded, Self.hasLayerContent(view) {
            drawLayerContent(layer, bounds: bounds, radius: radius, in: canvas)
            drawSublayersBelowSubviews(of: view, in: canvas)
        }
        if let painter = painters.painter(for: view) {
            canvas.save()
            painter.paint(view, in: canvas, context: PaintContext(textSystem: textSystem, scale: canvasScale(canvas), renderer: self))
            canvas.restore()
        } else {
            let ctx = CGContext()
            UIGraphicsPushContext(ctx)
            view.draw(bounds)
            UIGraphicsPopContext()
            if !ctx.operations.isEmpty { replay(ctx.operations, in: canvas) }
        }
        drawSubviews(of: view, in: canvas)
        drawSublayersAboveAll(of: view, in: canvas)
        if masked {
            canvas.endLayer(maskPath: CGPath(roundedRect: bounds, cornerWidth: radius, cornerHeight: radius))
        }
        let borderWidth = view._presentedBorderWidth
        if borderWidth > 0, let color = view._presentedBorderColor, color.alpha > 0 {
            drawBorder(bounds: bounds, width: borderWidth, radius: radius, color: color, in: canvas)
        }
    }

    /// Core Animation's border: inside the bounds, following the corner
    /// radius, drawn as the ring between the outer and inner outlines so both
    /// edges are anti-aliased.
    private func drawBorder(bounds: CGRect, width: CGFloat, radius: CGFloat, color: CGColor, in canvas: Canvas) {
        let w = min(width, min(bounds.width, bounds.height) / 2)
        canvas.fill(roundedRect: bounds, radius: radius, ring: w, color: PremultipliedColor(color))
    }

    func canvasScale(_ canvas: Canvas) -> Double {
        let t = canvas.transform
        return Double(abs(t.a * t.d - t.b * t.c)).squareRoot()
    }

    // MARK: Images

    /// The pixman image for a `UIImage`: its bitmap's pixels wrapped where
    /// they are, not copied, and kept while the bitmap lives. The images made
    /// from one (`withTintColor`, templates, resizable) share it. The entry
    /// holds the bitmap weakly and is used only while it is still that
    /// bitmap, so a reused address never matches; it holds the storage the
    /// pixman image reads strongly.
    public func pixmanImage(for image: UIImage) -> PixmanImage? {
        let bitmap = image._bitmap
        let key = ObjectIdentifier(bitmap)
        if let entry = images[key], entry.image.value === bitmap { return entry.pixels }
        let w = image.pixelWidth, h = image.pixelHeight
        let storage = bitmap.storage
        guard w > 0, h > 0, storage.count >= w * h * 4,
              let p = PixmanImage(wrapping: storage.base, format: PIXMAN_a8r8g8b8, width: w, height: h,
                                  stride: w * 4) else { return nil }
        p.keepAlive = storage
        // Pixels that could not be made yet (no decoder registered) are not
        // kept: the next frame tries again.
        if bitmap._isDecoded { images[key] = (WeakImage(bitmap), p) }
        return p
    }

    private func purgeImages() {
        guard images.count > 64 else { return }
        images = images.filter { $0.value.image.value != nil }
    }
}
