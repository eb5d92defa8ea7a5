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
            // Outside any drawing: resolved for the view's appearance (U4).
            let traits = view.traitCollection
            let colour = view._presentedBackgroundColor.map {
                PremultipliedColor($0.resolvedColor(with: traits)).withOpacity(Double(opacity))
            }
            canvas.clear(to: colour ?? .clear)
            return true
        }
        // The subtree's image, kept while nothing in it changes, copied in
        // at the opacity: a fade draws no view.
        guard let entry = rasterEntry(for: view, scale: Double(scale), width: buffer.width, height: buffer.height)
        else { return false }
        let mask = opacity < 1 ? PixmanImage(solid: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: Double(max(opacity, 0)))) : nil
        image.composite(PIXMAN_OP_SRC, source: entry.image, mask: mask, x: 0, y: 0,
                        width: Int32(buffer.width), height: Int32(buffer.height))
        return true
    }
}
