import CPixman
import Foundation
import WayKit

// Snapshots (`UIView.snapshotView(afterScreenUpdates:)`, which
// `UIView.transition` uses): a view's subtree drawn alone into an image, as
// the window would draw it now.
extension PixmanRenderer {
    /// `view`'s bounds and what is inside them, at `scale` pixels per
    /// point; nil for a view with no area or too large (8192 pixels a side).
    public func snapshotImage(of view: UIView, scale: CGFloat) -> UIImage? {
        let b = view._presentedBounds
        guard scale > 0, scale.isFinite, Self.hasDrawableGeometry(view) else { return nil }
        let w = Int((Double(b.width * scale) - 0.001).rounded(.up)), h = Int((Double(b.height * scale) - 0.001).rounded(.up))
        guard w > 0, h > 0, w <= 8192, h <= 8192,
              let image = PixmanImage(format: PIXMAN_a8r8g8b8, width: w, height: h), let data = image.data
        else { return nil }
        let canvas = Canvas(target: image, transform: CGAffineTransform(translationX: -b.minX, y: -b.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale)))
        canvas.shapeCache = shapeCache
        canvas.clear()
        // What the window shows: layers included.
        drawsHostLayers = true
        defer { drawsHostLayers = false }
        drawContent(view, in: canvas)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        let stride = image.stride
        bytes.withUnsafeMutableBytes { out in
            guard let dst = out.baseAddress else { return }
            for y in 0..<h { memcpy(dst + y * w * 4, data + y * stride, w * 4) }
        }
        return UIImage(pixelWidth: w, pixelHeight: h, pixels: bytes, scale: scale)
    }
}
