import CWaylandClient
import CWaylandProtocols
import Foundation
import WayKit

/// One compositing layer (UIView+CompositingLayer): a view a transition
/// slides, shown on a `wl_subsurface` of its window's surface, above it.
/// Its subtree is drawn once into the layer's buffer; a frame of the slide
/// only moves the subsurface (`set_position`) and crops what shows
/// (`wp_viewport.set_source`/`set_destination`), so the compositor, not
/// the app, moves the pixels. A plain colour view (the dimming) is a 1×1
/// buffer the viewport stretches.
///
/// The subsurface is synchronized: its buffer, crop and position take
/// effect with the window surface's next commit, so a frame is atomic.
/// It takes no input (an empty input region): touches go to the window's
/// surface underneath, where hit-testing sees the view in the tree.
@MainActor
final class LayerSurface {
    weak var view: UIView?
    private let surface: WaylandSurface
    private let subsurface: WaylandSubsurface
    private let viewport: OpaquePointer
    private let pool: BufferPool
    /// What the attached buffer shows: the view's `_rasterVersion`, the
    /// scale and the buffer size, or the colour of a plain view.
    private var drawn: (version: Int, scale: Double, width: Int, height: Int, colour: String?)?
    private var attached: ShmBuffer?
    /// The placement committed last: position, source (buffer pixels) and
    /// destination (points).
    private var placed: Placement?
    private(set) var isMapped = false

    struct Placement: Equatable {
        var x: Int32, y: Int32
        var source: (x: Int, y: Int, width: Int, height: Int)
        var width: Int32, height: Int32
        static func == (a: Placement, b: Placement) -> Bool {
            a.x == b.x && a.y == b.y && a.source == b.source && a.width == b.width && a.height == b.height
        }
    }

    init?(view: UIView, parent: OpaquePointer, globals: WaylandGlobals) {
        guard globals.canComposeLayers, let shm = globals.shm, let proxy = globals.createSurface() else { return nil }
        guard let sub = WaylandSubsurface(globals: globals, surface: proxy, parent: parent),
              let vp = globals.getViewport(proxy) else {
            wl_surface_destroy(proxy)
            return nil
        }
        self.view = view
        surface = WaylandSurface(proxy: proxy)
        subsurface = sub
        viewport = vp
        pool = BufferPool(shm: shm)
        if let region = globals.createRegion() {
            wl_surface_set_input_region(proxy, region)
            wl_region_destroy(region)
        }
    }

    var proxy: OpaquePointer { surface.proxy }

    /// Stacks the layer directly above `sibling` (a layer below it, or the
    /// window's surface).
    func placeAbove(_ sibling: OpaquePointer) { subsurface.placeAbove(sibling) }

    /// Shows the view at `frame` (its presented bounds in the window's
    /// surface, points), cropped to `visible`, drawn at `scale`. Draws it
    /// again when it changed. Returns false when it could not be drawn (no
    /// buffer free, or the renderer can't): the caller then draws the view
    /// in the window instead.
    func show(frame: CGRect, visible: CGRect, scale: Double, opacity: CGFloat, renderer: WindowRendering) -> Bool {
        guard let view else { return false }
        let plain = Self.isPlainColour(view)
        // The buffer's size from the bounds (exact), not from the frame in
        // the window (400 points came out 400.00000000000006 mid-slide,
        // and a 401-pixel buffer was drawn again).
        let size = view._presentedBounds.size
        guard plain || (size.width * scale < Double(BufferLimits.maximumSide) && size.height * scale < Double(BufferLimits.maximumSide))
        else { return false }
        let width = plain ? 1 : Int((size.width * scale - 0.001).rounded(.up))
        let height = plain ? 1 : Int((size.height * scale - 0.001).rounded(.up))
        guard width > 0, height > 0, width <= BufferLimits.maximumSide, height <= BufferLimits.maximumSide
        else { return false }
        // A plain colour is drawn with its opacity; other views too (from
        // the renderer's cached image of them, so a fade costs a copy).
        let colour = plain ? "\(String(describing: view._presentedBackgroundColor))@\(opacity)" : "@\(opacity)"
        let current = drawn.map {
            $0.version == view._rasterVersion && $0.scale == scale && $0.width == width && $0.height == height
                && $0.colour == colour
        } ?? false
        var fresh = false
        if !current {
            guard let buffer = pool.acquire(width: width, height: height) else { return false }
            let base = buffer.data
            let pixels = PixelBuffer(base: base, width: width, height: height, stride: buffer.stride)
            guard renderer.renderLayer(view, into: pixels, scale: CGFloat(scale), opacity: opacity) else { return false }
            drawn = (view._rasterVersion, scale, width, height, colour)
            attached = buffer
            fresh = true
        }
        guard let buffer = attached else { return false }
        // The crop, in buffer pixels, never past the buffer (a source
        // outside it is a protocol error).
        let sx: Int, sy: Int, sw: Int, sh: Int
        if plain {
            (sx, sy, sw, sh) = (0, 0, 1, 1)
        } else {
            // Buffer pixels per point of the frame: the scale, divided by
            // the view's own scale transform when it has one.
            let kx = frame.width > 0 ? Double(width) / frame.width : scale
            let ky = frame.height > 0 ? Double(height) / frame.height : scale
            sx = min(max(Int(((visible.minX - frame.minX) * kx).rounded()), 0), width - 1)
            sy = min(max(Int(((visible.minY - frame.minY) * ky).rounded()), 0), height - 1)
            sw = min(max(Int((visible.width * kx).rounded()), 1), width - sx)
            sh = min(max(Int((visible.height * ky).rounded()), 1), height - sy)
        }
        let placement = Placement(x: Int32(visible.minX), y: Int32(visible.minY), source: (sx, sy, sw, sh),
                                  width: Int32(visible.width), height: Int32(visible.height))
        guard fresh || !isMapped || placement != placed else { return true }
        if placement.x != placed?.x || placement.y != placed?.y {
            subsurface.setPosition(x: placement.x, y: placement.y)
        }
        wp_viewport_set_source(viewport, wl_fixed_from_int(Int32(sx)), wl_fixed_from_int(Int32(sy)),
                               wl_fixed_from_int(Int32(sw)), wl_fixed_from_int(Int32(sh)))
        wp_viewport_set_destination(viewport, placement.width, placement.height)
        if fresh || !isMapped {
            surface.attach(buffer.proxy)
            surface.damageBuffer(Rect(x: 0, y: 0, width: width, height: height))
            buffer.markBusy()
            pool.noteCommitted(buffer, changes: [])
        }
        surface.commit()
        placed = placement
        isMapped = true
        return true
    }

    /// Takes the layer off screen (nothing of it visible now), keeping its
    /// buffer for when it shows again.
    func hide() {
        guard isMapped else { return }
        surface.attach(nil)
        surface.commit()
        isMapped = false
    }

    /// A plain `UIView` with only a square background colour.
    static func isPlainColour(_ view: UIView) -> Bool {
        view._drawsOnlyBackground && view.subviews.isEmpty && view._presentedBorderWidth == 0
            && view._presentedCornerRadius == 0 && !view._layerAddsContent
    }

    func destroy() {
        wp_viewport_destroy(viewport)
        subsurface.destroy()
        surface.destroy()
        pool.destroyAll()
    }
}
