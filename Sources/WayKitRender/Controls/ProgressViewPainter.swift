import Foundation
import WayKit

/// UIProgressView: the track across the bounds (rounded, grey, for
/// `.default`; square and clear for `.bar`), then the fill from the leading
/// edge to the drawn progress in `progressTintColor` or the tint colour.
struct ProgressViewPainter: ViewPainter {
    /// iOS's `systemFill` over white: the default track.
    static let trackColor = UIColor.systemFill

    func paint(_ view: UIView, in canvas: Canvas, context: PaintContext) {
        guard let p = view as? UIProgressView else { return }
        let b = p.bounds
        guard b.width > 0, b.height > 0 else { return }
        let isBar = p.progressViewStyle == .bar
        let radius = isBar ? 0 : b.height / 2
        let track = p.trackTintColor ?? (isBar ? .clear : Self.trackColor)
        if track.alpha > 0 { canvas.fill(roundedRect: b, radius: radius, color: PremultipliedColor(track)) }
        let fraction = CGFloat(min(1, max(0, p._displayedProgress)))
        guard fraction > 0 else { return }
        let w = b.width * fraction
        let rtl = p.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let fill = CGRect(x: rtl ? b.maxX - w : b.minX, y: b.minY, width: w, height: b.height)
        let color = p.progressTintColor ?? p.tintColor ?? .systemBlue
        canvas.fill(roundedRect: fill, radius: min(radius, w / 2), color: PremultipliedColor(color))
    }
}
