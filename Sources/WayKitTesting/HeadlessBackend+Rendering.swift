import Foundation
import WayKit
import WayKitRender

/// What a window drew, read back offscreen: pixels to assert on and PNG data
/// to look at.
@MainActor
public struct RenderedWindow {
    let image: PixmanImage
    /// Buffer pixels per point.
    public let scale: CGFloat

    /// Size in buffer pixels.
    public var width: Int { image.width }
    public var height: Int { image.height }

    /// The colour at `point` (window coordinates, points), un-premultiplied,
    /// components in 0…255.
    public func color(at point: CGPoint) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        let x = Int((point.x * scale).rounded(.down)), y = Int((point.y * scale).rounded(.down))
        let p = image.pixel(x: x, y: y)
        let a = Int(p >> 24), r = Int((p >> 16) & 0xff), g = Int((p >> 8) & 0xff), b = Int(p & 0xff)
        guard a > 0 else { return (0, 0, 0, 0) }
        // Stored premultiplied (pixman's a8r8g8b8, wl_shm's ARGB8888).
        return ((r * 255 + a / 2) / a, (g * 255 + a / 2) / a, (b * 255 + a / 2) / a, a)
    }

    /// Whether the colour at `point` is within `tolerance` (0…255 per
    /// component) of `color`.
    public func pixel(at point: CGPoint, matches color: UIColor, tolerance: Int = 2) -> Bool {
        let c = self.color(at: point)
        let want = [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
        return abs(c.red - want[0]) <= tolerance && abs(c.green - want[1]) <= tolerance
            && abs(c.blue - want[2]) <= tolerance && abs(c.alpha - want[3]) <= tolerance
    }

    /// The image as PNG, to write out and look at.
    public func pngData() throws -> Data {
        try PNGCodec.encode(image)
    }
}

extension HeadlessBackend {
    /// Draws `window` offscreen with the real renderer at `scale` (1 = one
    /// pixel per point) after laying it out, as a backend would before a frame.
    public func render(_ window: UIWindow, scale: CGFloat = 1) -> RenderedWindow? {
        window.layoutIfNeededForDisplay()
        guard let image = HeadlessBackend.renderer.renderImage(window, scale: scale) else { return nil }
        _ = window.takeDamage()
        return RenderedWindow(image: image, scale: scale)
    }

    // One renderer for every backend: its glyph and shape caches outlive a test.
    private static let renderer = PixmanRenderer()
}
