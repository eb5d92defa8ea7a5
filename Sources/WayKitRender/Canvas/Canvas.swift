import CPixman
import Foundation
import WayKit

/// A pixman-backed drawing surface: fills, strokes, images and glyphs with a
/// current transform, clip and opacity, plus offscreen layers for group
/// opacity, masks and non-axis-aligned transforms.
///
/// Coordinates given to drawing calls are user space; `transform` maps them to
/// the pixels of the current target (the surface, or the innermost layer).
public final class Canvas {
    struct State {
        /// User space → current target pixels.
        var transform: CGAffineTransform
        /// Target pixels that may change; nil means all of them.
        var clip: PixmanRegion?
        /// Multiplies every colour and image drawn.
        var alpha: Double
    }

    /// An offscreen image that everything goes into until `endLayer`.
    struct Layer {
        var image: PixmanImage
        var parentTarget: PixmanImage
        var savedState: State
        var savedStack: [State]
        /// Where the layer's pixel (0, 0) sits in the parent's pixels, for
        /// aligned layers.
        var originX: Int
        var originY: Int
    }

    public private(set) var target: PixmanImage
    var state: State
    private var stack: [State] = []
    private var layers: [Layer] = []
    /// The clip last given to pixman, held strongly so that identity comparison
    /// can't be fooled by a freed region's address being reused.
    var appliedClip: (image: PixmanImage, clip: PixmanRegion?)?
    private var solids: [UInt32: PixmanImage] = [:]
    /// Where rounded rectangles and rings are kept between frames; the
    /// renderer passes its own.
    public var shapeCache: ShapeCache?

    /// A canvas over `target`; `transform` maps user space to its pixels (for
    /// a HiDPI buffer: a scale by the buffer scale).
    public init(target: PixmanImage, transform: CGAffineTransform = .identity, clip: PixmanRegion? = nil) {
        self.target = target
        self.state = State(transform: transform, clip: clip, alpha: 1)
    }

    // MARK: State

    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    public var alpha: Double {
        get { state.alpha }
        set { state.alpha = min(max(newValue, 0), 1) }
    }

    public func save() { stack.append(state) }

    public func restore() {
        if let s = stack.popLast() { state = s }
    }

    /// Pre-multiplies the transform (`concatenate` in Core Graphics' terms:
    /// `t` applies first, in user space).
    public func concatenate(_ t: CGAffineTransform) { state.transform = t.concatenating(state.transform) }

    /// Whether the transform only scales and translates, so rectangles stay
    /// rectangles on the pixel grid.
    public var isAxisAligned: Bool { state.transform.b == 0 && state.transform.c == 0 }

    /// The clip's bounds in target pixels.
    var clipExtents: pixman_box32_t {
        let full = pixman_box32_t(x1: 0, y1: 0, x2: Int32(target.width), y2: Int32(target.height))
        guard let c = state.clip else { return full }
        let e = c.extents
        return pixman_box32_t(x1: max(e.x1, 0), y1: max(e.y1, 0),
                              x2: min(e.x2, full.x2), y2: min(e.y2, full.y2))
    }

    /// Narrows the clip to `rect` (user space), rounded to whole pixels. A
    /// rotated transform clips to the rectangle's bounding box; use a masked
    /// layer for an exact outline.
    public func clip(to rect: CGRect) {
        let box = deviceBox(of: rect, rounding: true)
        let region = state.clip.map(PixmanRegion.init(copying:))
            ?? PixmanRegion(x: 0, y: 0, width: UInt32(target.width), height: UInt32(target.height))
        region.intersect(x: box.x1, y: box.y1, width: box.x2 - box.x1, height: box.y2 - box.y1)
        state.clip = region
    }

    /// Takes device-pixel boxes out of the clip: what an opaque view drawn
    /// later will cover anyway.
    func excludeFromClip(_ boxes: [pixman_box32_t]) {
        guard !boxes.isEmpty else { return }
        let region = state.clip.map(PixmanRegion.init(copying:))
            ?? PixmanRegion(x: 0, y: 0, width: UInt32(target.width), height: UInt32(target.height))
        for b in boxes { region.subtract(x: b.x1, y: b.y1, width: b.x2 - b.x1, height: b.y2 - b.y1) }
        state.clip = region
    }

    /// Whether `rect` (user space) can show anything through the clip.
    public func isVisible(_ rect: CGRect) -> Bool {
        let box = deviceBox(of: rect, rounding: false)
        let e = clipExtents
        guard box.x1 < e.x2, box.x2 > e.x1, box.y1 < e.y2, box.y2 > e.y1 else { return false }
        return state.clip?.intersects(box) ?? true
    }

    /// The device-pixel box covering `rect`, rounded outwards (or to the
    /// nearest pixel edge when `rounding`).
    func deviceBox(of rect: CGRect, rounding: Bool) -> pixman_box32_t {
        let r = rect.applying(state.transform)
        func clamp(_ v: CGFloat) -> Int32 { Int32(min(max(v, -30000), 30000)) }
        if rounding {
            return pixman_box32_t(x1: clamp(r.minX.rounded()), y1: clamp(r.minY.rounded()),
                                  x2: clamp(r.maxX.rounded()), y2: clamp(r.maxY.rounded()))
        }
        return pixman_box32_t(x1: clamp(r.minX.rounded(.down)), y1: clamp(r.minY.rounded(.down)),
                              x2: clamp(r.maxX.rounded(.up)), y2: clamp(r.maxY.rounded(.up)))
    }

    /// Makes the target's pixman clip match the state's, when it changed.
    func applyClip() {
        if let a = appliedClip, a.image === target, a.clip === state.clip { return }
        target.setClip(state.clip)
        appliedClip = (target, state.clip)
    }

    /// A cached solid-colour source.
    func solid(_ color: PremultipliedColor) -> PixmanImage? {
        let key = color.argb32
        if let s = solids[key] { return s }
        if solids.count > 256 { solids.removeAll() }
        let s = PixmanImage(solid: color)
        solids[key] = s
        return s
    }

    // MARK: Layers

    /// Starts drawing into an offscreen layer covering `rect` (user space) as
    /// far as the clip allows. Returns false (and pushes nothing) when nothing
    /// of it is visible; then the caller skips the content and `endLayer`.
    public func beginLayer(covering rect: CGRect) -> Bool {
        let b = deviceBox(of: rect, rounding: false)
        let e = clipExtents
        let x1 = max(b.x1, e.x1), y1 = max(b.y1, e.y1), x2 = min(b.x2, e.x2), y2 = min(b.y2, e.y2)
        guard x2 > x1, y2 > y1,
              let image = PixmanImage(format: PIXMAN_a8r8g8b8, width: Int(x2 - x1), height: Int(y2 - y1))
        else { return false }
        layers.append(Layer(image: image, parentTarget: target, savedState: state, savedStack: stack,
                            originX: Int(x1), originY: Int(y1)))
        var clip: PixmanRegion?
        if let c = state.clip {
            // The same clip, moved into the layer's pixels.
            let moved = PixmanRegion()
            for box in c.boxes {
                moved.add(x: box.x1 - x1, y: box.y1 - y1, width: box.x2 - box.x1, height: box.y2 - box.y1)
            }
            clip = moved
        }
        state = State(transform: state.transform.concatenating(
                        CGAffineTransform(translationX: CGFloat(-x1), y: CGFloat(-y1))),
                      clip: clip, alpha: 1)
        stack = []
        target = image
        return true
    }

    /// Starts drawing into a layer of `width`×`height` pixels with its own user
    /// transform, for content that will be placed by an arbitrary transform
    /// (`endTransformedLayer`).
    public func beginTransformedLayer(width: Int, height: Int, contentTransform: CGAffineTransform) -> Bool {
        guard let image = PixmanImage(format: PIXMAN_a8r8g8b8, width: width, height: height) else { return false }
        layers.append(Layer(image: image, parentTarget: target, savedState: state, savedStack: stack,
                            originX: 0, originY: 0))
        state = State(transform: contentTransform, clip: nil, alpha: 1)
        stack = []
        target = image
        return true
    }

    func popLayer() -> Layer? {
        guard let layer = layers.popLast() else { return nil }
        target = layer.parentTarget
        state = layer.savedState
        stack = layer.savedStack
        return layer
    }

    /// Composites the innermost aligned layer back, with `opacity` and, when
    /// given, only inside `maskPath` (user space, anti-aliased).
    public func endLayer(opacity: Double = 1, maskPath: CGPath? = nil) {
        guard let layer = popLayer() else { return }
        let w = Int32(layer.image.width), h = Int32(layer.image.height)
        let o = opacity * state.alpha
        var mask: PixmanImage?
        if let maskPath {
            guard let m = PixmanImage(format: PIXMAN_a8, width: Int(w), height: Int(h)) else { return }
            let t = state.transform.concatenating(
                CGAffineTransform(translationX: CGFloat(-layer.originX), y: CGFloat(-layer.originY)))
            m.addTrapezoids(Tessellator.trapezoids(maskPath.flattened(t).map(\.points), rule: .nonZero))
            if o < 1, let s = solid(PremultipliedColor(red: 0, green: 0, blue: 0, alpha: o)) {
                m.composite(PIXMAN_OP_IN, source: s, x: 0, y: 0, width: w, height: h)
            }
            mask = m
        } else if o < 1 {
            mask = solid(PremultipliedColor(red: 0, green: 0, blue: 0, alpha: o))
        }
        guard o > 0 else { return }
        applyClip()
        target.composite(PIXMAN_OP_OVER, source: layer.image, mask: mask,
                         x: Int32(layer.originX), y: Int32(layer.originY), width: w, height: h)
    }

    /// Composites the innermost transformed layer back: `placement` maps the
    /// layer's pixels to the current user space; sampling is bilinear.
    public func endTransformedLayer(placement: CGAffineTransform, opacity: Double = 1) {
        guard let layer = popLayer() else { return }
        let toDevice = placement.concatenating(state.transform)
        let bounds = CGRect(x: 0, y: 0, width: layer.image.width, height: layer.image.height).applying(toDevice)
        composite(image: layer.image, toDevice: toDevice, deviceBounds: bounds,
                  opacity: opacity * state.alpha, smooth: true, pad: false)
    }

    /// Composites `image` with `toDevice` mapping its pixels to target pixels.
    ///
    /// With `tint`, the image is a mask: its alpha is filled with `tint`
    /// (template images, U5). `repeatMode` overrides the edge behaviour
    /// `pad` chooses (tiled images repeat).
    func composite(image: PixmanImage, toDevice: CGAffineTransform, deviceBounds: CGRect,
                   opacity: Double, smooth: Bool, pad: Bool, tint: PremultipliedColor? = nil,
                   repeatMode: pixman_repeat_t? = nil) {
        guard opacity > 0 else { return }
        let inv = toDevice.inverted()
        let e = clipExtents
        let x1 = max(Int32(max(deviceBounds.minX.rounded(.down), -30000)), e.x1)
        let y1 = max(Int32(max(deviceBounds.minY.rounded(.down), -30000)), e.y1)
        let x2 = min(Int32(min(deviceBounds.maxX.rounded(.up), 30000)), e.x2)
        let y2 = min(Int32(min(deviceBounds.maxY.rounded(.up), 30000)), e.y2)
        guard x2 > x1, y2 > y1 else { return }
        let isIntegerTranslation = toDevice.a == 1 && toDevice.d == 1 && toDevice.b == 0 && toDevice.c == 0
            && toDevice.tx == toDevice.tx.rounded() && toDevice.ty == toDevice.ty.rounded()
        var f = pixman_f_transform()
        f.m.0 = (Double(inv.a), Double(inv.c), Double(inv.tx))
        f.m.1 = (Double(inv.b), Double(inv.d), Double(inv.ty))
        f.m.2 = (0, 0, 1)
        image.setTransform(isIntegerTranslation ? nil : f)
        if isIntegerTranslation || !smooth {
            image.setFilter(PIXMAN_FILTER_NEAREST)
        } else {
            image.setSmoothFilter(scaleX: Double((inv.a * inv.a + inv.b * inv.b).squareRoot()),
                                  scaleY: Double((inv.c * inv.c + inv.d * inv.d).squareRoot()))
        }
        image.setRepeat(repeatMode ?? (pad ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE))
        applyClip()
        if let tint {
            guard let source = solid(tint.withOpacity(opacity)) else { image.setTransform(nil); return }
            let mx = isIntegerTranslation ? x1 - Int32(toDevice.tx) : x1
            let my = isIntegerTranslation ? y1 - Int32(toDevice.ty) : y1
            target.composite(PIXMAN_OP_OVER, source: source, mask: image, maskX: mx, maskY: my,
                             x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            image.setTransform(nil)
            return
        }
        let mask = opacity < 1 ? solid(PremultipliedColor(red: 0, green: 0, blue: 0, alpha: opacity)) : nil
        if isIntegerTranslation {
            target.composite(PIXMAN_OP_OVER, source: image, mask: mask,
                             srcX: x1 - Int32(toDevice.tx), srcY: y1 - Int32(toDevice.ty),
                             x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        } else {
            target.composite(PIXMAN_OP_OVER, source: image, mask: mask, srcX: x1, srcY: y1,
                             x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        }
        image.setTransform(nil)
    }
}
