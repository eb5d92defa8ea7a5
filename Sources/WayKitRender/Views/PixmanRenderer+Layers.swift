import CPixman
import Foundation
import WayKit

// The renderer's side of compositing layers (UIView+CompositingLayer in
// WayKit): a view the backend shows on a surface of its own is drawn alone
// into that surface's buffer, once, and again only when something in it
// changes; the window's own drawing leaves it out.
extension PixmanRenderer {
    public func renderLayer(_ view: UIView, into buffer: PixelBuffer, scale: CGFloat, opacity: CGFloat) -> Bool {
        guard scale > 0, scale.isFinite, Self.hasDrawableGeometry(view),
              let image = PixmanImage(wrapping: buffer.base, format: PIXMAN_a8r8g8b8, width: buffer.width,
                                      height: buffer.height, stride: buffer.stride)
        else { return false }
        let canvas = Canvas(target: image)
        canvas.shapeCache = shapeCache
        if Self.isPlainFill(view) && view._presentedCornerRadius == 0 {
            // One colour (a transition's dimming): the whole buffer, which
            // the compositor stretches over the view's area.
            let colour = view._presentedBackgroundColor.map { PremultipliedColor($0).withOpacity(Double(opacity)) }
            canvas.clear(to: colour ?? .clear)
            return true
        }
        let b = view._presentedBounds
        let content = Canvas(target: image, transform: CGAffineTransform(translationX: -b.minX, y: -b.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale)))
        content.shapeCache = shapeCache
        content.clear()
        drawContent(view, in: content)
        return true
    }
}
