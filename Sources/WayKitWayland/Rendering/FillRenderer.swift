import Foundation
import WayKit

/// A stand-in renderer: fills each visible view's frame with its
/// `backgroundColor` (source-over, premultiplied ARGB8888), nothing else. It
/// lets the backend run and tests read pixels without WayKitRender; apps pass
/// the real renderer to `WaylandBackend`.
///
/// Transforms other than translation are drawn as their bounding box.
@MainActor
public final class FillRenderer: WindowRendering {
    public init() {}

    public func render(_ window: UIWindow, into buffer: PixelBuffer, scale: CGFloat, damage: [CGRect]?) -> [CGRect] {
        let full = CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        // Damage is in window points; round out to whole pixels.
        let clips: [CGRect] = damage.map { rects in
            rects.map { r in
                CGRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
                    .integral.intersection(full)
            }.filter { !$0.isNull && !$0.isEmpty }
        } ?? [full]
        for clip in clips {
            fill(buffer, rect: clip, color: window.backgroundColor, replace: true)
            draw(window, in: window, buffer: buffer, scale: scale, clip: clip, opacity: window.alpha, origin: .zero)
        }
        return clips
    }

    /// A compositing layer: the view's background and its subviews, its
    /// bounds filling the buffer (a plain colour view: the whole buffer).
    public func renderLayer(_ view: UIView, into buffer: PixelBuffer, scale: CGFloat, opacity: CGFloat) -> Bool {
        let full = CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let colour = view._presentedBackgroundColor
        fill(buffer, rect: full, color: colour.map { $0.withAlphaComponent($0.alpha * opacity) }, replace: true)
        guard !(type(of: view) == UIView.self && view.subviews.isEmpty) else { return true }
        let origin = view._presentedConvertToWindow(view._presentedBounds).origin
        draw(view, in: view.window, buffer: buffer, scale: scale, clip: full, opacity: opacity, origin: origin)
        return true
    }

    private func draw(_ view: UIView, in window: UIWindow?, buffer: PixelBuffer, scale: CGFloat, clip: CGRect,
                      opacity: CGFloat, origin: CGPoint) {
        // Presentation values: what an animation shows this frame (A1).
        // A view shown as a compositing layer is the backend's to show.
        for subview in view.subviews where !subview.isHidden && subview._presentedAlpha > 0 && !subview._isHostLayer {
            let alpha = opacity * subview._presentedAlpha
            let inWindow = subview._presentedConvertToWindow(subview._presentedBounds)
                .offsetBy(dx: -origin.x, dy: -origin.y)
            guard inWindow.minX.isFinite, inWindow.minY.isFinite, inWindow.width.isFinite, inWindow.height.isFinite,
                  abs(inWindow.minX) < 1e7, abs(inWindow.minY) < 1e7, inWindow.width < 1e7, inWindow.height < 1e7
            else { continue }
            let pixels = CGRect(x: inWindow.minX * scale, y: inWindow.minY * scale,
                                width: inWindow.width * scale, height: inWindow.height * scale)
                .integral.intersection(clip)
            if !pixels.isNull, !pixels.isEmpty, let color = subview._presentedBackgroundColor {
                fill(buffer, rect: pixels, color: color.withAlphaComponent(color.alpha * alpha), replace: false)
            }
            let childClip = subview.clipsToBounds ? (pixels.isNull ? .zero : pixels) : clip
            if !childClip.isEmpty {
                draw(subview, in: window, buffer: buffer, scale: scale, clip: childClip, opacity: alpha, origin: origin)
            }
        }
    }

    /// Fills `rect` (buffer pixels) with `color`: `replace` writes it (the
    /// window's own background, clear when nil); otherwise source-over.
    private func fill(_ buffer: PixelBuffer, rect: CGRect, color: UIColor?, replace: Bool) {
        let a = max(0, min(1, color?.alpha ?? 0))
        if !replace && a <= 0 { return }
        let pixel = Self.premultiplied(color, alpha: a)
        let x0 = Int(rect.minX), x1 = Int(rect.maxX), y0 = Int(rect.minY), y1 = Int(rect.maxY)
        guard x1 > x0, y1 > y0 else { return }
        for y in y0..<y1 {
            let row = (buffer.base + y * buffer.stride).assumingMemoryBound(to: UInt32.self) + x0
            if replace || a >= 1 {
                row.update(repeating: pixel, count: x1 - x0)
            } else {
                let inverse = UInt32(((1 - a) * 255).rounded())
                for i in 0..<(x1 - x0) { row[i] = Self.over(pixel, row[i], inverse: inverse) }
            }
        }
    }

    static func premultiplied(_ color: UIColor?, alpha a: CGFloat) -> UInt32 {
        guard let color else { return 0 }
        func channel(_ c: CGFloat) -> UInt32 { UInt32((max(0, min(1, c)) * a * 255).rounded()) }
        return UInt32((a * 255).rounded()) << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
    }

    private static func over(_ src: UInt32, _ dst: UInt32, inverse: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let s = (src >> UInt32(shift)) & 0xFF, d = (dst >> UInt32(shift)) & 0xFF
            out |= min(255, s + (d * inverse + 127) / 255) << UInt32(shift)
        }
        return out
    }
}
