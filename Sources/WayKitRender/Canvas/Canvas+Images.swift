import CPixman
import Foundation
import WayKit

extension Canvas {
    /// Draws a `UIImage` (its pixels already in `pixels`) into `rect`: in its
    /// own colours, or with `tint` as a template (its alpha filled with the
    /// colour); and when it has cap insets, in nine parts, the corners at
    /// their size and the rest stretched or tiled (U5).
    public func draw(_ image: UIImage, pixels: PixmanImage, in rect: CGRect, tint: PremultipliedColor?,
                     opacity: Double = 1) {
        guard !image._isResizable else {
            drawResizable(image, pixels: pixels, in: rect, tint: tint, opacity: opacity)
            return
        }
        draw(pixels, in: rect, opacity: opacity, tint: tint)
    }

    /// `draw(_:in:opacity:)` with a tint.
    func draw(_ image: PixmanImage, in rect: CGRect, opacity: Double, tint: PremultipliedColor?,
              repeatAtScale tileScale: CGFloat? = nil) {
        guard image.width > 0, image.height > 0, !rect.isEmpty, rect.width.isFinite, rect.height.isFinite,
              isVisible(rect) else { return }
        let r = rect.standardized
        let place: CGAffineTransform
        if let tileScale {
            // Tiles: one image pixel is 1/scale points, repeated from the
            // rectangle's corner.
            place = CGAffineTransform(a: 1 / tileScale, b: 0, c: 0, d: 1 / tileScale, tx: r.minX, ty: r.minY)
        } else {
            place = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0,
                                      d: r.height / CGFloat(image.height), tx: r.minX, ty: r.minY)
        }
        let toDevice = place.concatenating(transform)
        var bounds = r.applying(transform)
        if isAxisAligned {
            bounds = CGRect(x: bounds.minX.rounded(), y: bounds.minY.rounded(),
                            width: bounds.maxX.rounded() - bounds.minX.rounded(),
                            height: bounds.maxY.rounded() - bounds.minY.rounded())
        }
        composite(image: image, toDevice: toDevice, deviceBounds: bounds, opacity: opacity * alpha,
                  smooth: true, pad: isAxisAligned, tint: tint,
                  repeatMode: tileScale != nil ? PIXMAN_REPEAT_NORMAL : nil)
    }

    /// Nine parts: each is its own pixman image over the bitmap's memory, so
    /// that filtering at a part's edge repeats the part's own edge pixels
    /// instead of blending in its neighbour's.
    private func drawResizable(_ image: UIImage, pixels: PixmanImage, in rect: CGRect, tint: PremultipliedColor?,
                               opacity: Double) {
        guard let base = pixels.data, rect.width > 0, rect.height > 0 else { return }
        let s = image.scale, insets = image.capInsets
        // Source columns and rows in pixels.
        func px(_ v: CGFloat, _ limit: Int) -> Int { min(max(0, Int((v * s).rounded())), limit) }
        let sl = px(insets.left, pixels.width), sr = px(insets.right, pixels.width - sl)
        let st = px(insets.top, pixels.height), sb = px(insets.bottom, pixels.height - st)
        let sourceX = [0, sl, pixels.width - sr, pixels.width]
        let sourceY = [0, st, pixels.height - sb, pixels.height]
        // Destination columns and rows in points; caps that don't fit shrink.
        var dl = CGFloat(sl) / s, dr = CGFloat(sr) / s, dt = CGFloat(st) / s, db = CGFloat(sb) / s
        if dl + dr > rect.width { let k = rect.width / (dl + dr); dl *= k; dr *= k }
        if dt + db > rect.height { let k = rect.height / (dt + db); dt *= k; db *= k }
        let destX = [rect.minX, rect.minX + dl, rect.maxX - dr, rect.maxX]
        let destY = [rect.minY, rect.minY + dt, rect.maxY - db, rect.maxY]
        let tile = image.resizingMode == .tile
        for row in 0..<3 {
            for column in 0..<3 {
                let w = sourceX[column + 1] - sourceX[column], h = sourceY[row + 1] - sourceY[row]
                let dest = CGRect(x: destX[column], y: destY[row], width: destX[column + 1] - destX[column],
                                  height: destY[row + 1] - destY[row])
                guard w > 0, h > 0, dest.width > 0, dest.height > 0 else { continue }
                let start = base + sourceY[row] * pixels.stride + sourceX[column] * 4
                guard let part = PixmanImage(wrapping: start, format: PIXMAN_a8r8g8b8, width: w, height: h,
                                             stride: pixels.stride) else { continue }
                // Corners keep their size; the other parts fill theirs.
                let isCorner = row != 1 && column != 1
                draw(part, in: dest, opacity: opacity, tint: tint, repeatAtScale: tile && !isCorner ? s : nil)
            }
        }
        withExtendedLifetime(pixels) {}
    }
}
