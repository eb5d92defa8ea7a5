import Foundation
import WayKit

/// Draws a window for an output that is rotated or flipped (D5): the view
/// tree is drawn upright, as always, into a picture this object keeps, and
/// what changed is copied into the `wl_shm` buffer turned by the output's
/// transform, so the compositor shows the buffer as it is
/// (`wl_surface.set_buffer_transform`) instead of turning every frame.
///
/// Why a kept picture rather than a rotated canvas: the renderer's fast paths
/// (whole-pixel fills, glyph and image blits, damage culling by boxes) assume
/// a device space whose axes are the window's; a quarter-turned canvas would
/// send every view through a transformed layer. The picture costs one buffer
/// of memory and one copy of the changed pixels a frame.
///
/// Scroll steps are repainted here, never moved as pixels (fast scrolling
/// stays for normal outputs): a move in a turned buffer runs along other axes,
/// and repainting the scrolled area is the simple correct choice.
@MainActor
final class TransformedDrawing {
    private var picture: UnsafeMutableRawPointer?
    private var width = 0
    private var height = 0
    /// Whether the picture shows the last frame drawn, at `factor`.
    private var isCurrent = false
    private var factor: Double = 0

    /// Draws `damage` (window points; nil for everything) into the picture,
    /// then brings `buffer` (`pixels`, already sized by `transform.bufferSize`)
    /// up to date: caught up from the pool's newest buffer, then this
    /// frame's changes copied in turned. Returns the rectangles to give
    /// `wl_surface.damage_buffer` and the changes the pool's other buffers
    /// miss, both in buffer pixels.
    func draw(_ window: UIWindow, renderer: WindowRendering, factor: Double, width: Int, height: Int,
              damage: [CGRect]?, transform: OutputTransform, into buffer: ShmBuffer, pixels: PixelBuffer,
              pool: BufferPool) -> (damage: [Rect], changes: [BufferChange]) {
        guard let base = prepare(width: width, height: height) else { return ([], []) }
        let upright = PixelBuffer(base: base, width: width, height: height, stride: width * 4)
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        let redrawAll = damage == nil || !isCurrent || self.factor != factor
        let drawn = renderer.render(window, into: upright, scale: factor, damage: redrawAll ? nil : damage)
        isCurrent = true
        self.factor = factor
        let changed: [Rect] = redrawAll ? [bounds] : drawn.map {
            Rect(x: Int($0.minX), y: Int($0.minY), width: Int($0.width.rounded(.up)), height: Int($0.height.rounded(.up)))
                .intersection(bounds)
        }.filter { !$0.isEmpty }
        // The buffer must show the last frame before this one's changes go
        // in: copied from the newest buffer (same orientation), or, when it
        // can't be, the whole picture is copied.
        var copied = changed
        if !redrawAll, !pool.catchUp(buffer) { copied = [bounds] }
        for r in copied { transform.copy(r, from: upright, to: pixels) }
        let inBuffer = { (r: Rect) in transform.bufferRect(r, width: width, height: height) }
        return (copied.map(inBuffer), changed.map { .damage(inBuffer($0)) })
    }

    /// The picture's memory for `width`×`height` (both within `BufferLimits`,
    /// as the buffer's are): kept while the size stays, else made anew.
    private func prepare(width: Int, height: Int) -> UnsafeMutableRawPointer? {
        if let picture, width == self.width, height == self.height { return picture }
        release()
        guard width > 0, height > 0, BufferLimits.fits(width: width, height: height) else { return nil }
        let p = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
        p.initializeMemory(as: UInt32.self, repeating: 0, count: width * height)
        (picture, self.width, self.height, isCurrent) = (p, width, height, false)
        return p
    }

    /// Frees the picture (the output is no longer turned, or the window went).
    func release() {
        picture?.deallocate()
        picture = nil
        isCurrent = false
    }

    isolated deinit { release() }
}
