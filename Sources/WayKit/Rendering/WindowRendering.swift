import Foundation

/// A pixel buffer to draw a window into: ARGB8888, premultiplied alpha, native
/// byte order — the layout of `wl_shm` ARGB8888 and pixman's `a8r8g8b8`.
public struct PixelBuffer: @unchecked Sendable {
    public var base: UnsafeMutableRawPointer
    public var width: Int
    public var height: Int
    /// Bytes per row.
    public var stride: Int

    public init(base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
    }
}

/// Something that draws a window's view tree into a pixel buffer. WayKitRender
/// provides the real one; backends hold it as this protocol so that they need
/// no renderer to build.
@preconcurrency @MainActor
public protocol WindowRendering: AnyObject {
    /// Draws `window` at `scale` buffer pixels per point. `damage` (window
    /// coordinates, points) limits the redraw; nil redraws everything. Returns
    /// the rectangles drawn, in buffer pixels (for `wl_surface.damage_buffer`).
    func render(_ window: UIWindow, into buffer: PixelBuffer, scale: CGFloat, damage: [CGRect]?) -> [CGRect]

    /// The app has committed a frame and nothing waits to be read or drawn:
    /// work that must never delay a frame (writing caches, loading what a
    /// later frame may need) goes here. The default does nothing.
    func didBecomeIdle()

    /// Draws `view`'s subtree alone into `buffer`, its bounds filling the
    /// buffer at `scale` pixels per point, for a backend that shows the view
    /// as a compositing layer (UIView+CompositingLayer). A plain colour
    /// view is drawn as its colour at `opacity` (a 1×1 buffer is enough).
    /// Returns false when this renderer can't; the default can't.
    func renderLayer(_ view: UIView, into buffer: PixelBuffer, scale: CGFloat, opacity: CGFloat) -> Bool
}

extension WindowRendering {
    public func didBecomeIdle() {}
    public func renderLayer(_ view: UIView, into buffer: PixelBuffer, scale: CGFloat, opacity: CGFloat) -> Bool { false }
}
