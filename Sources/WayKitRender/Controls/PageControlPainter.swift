import Foundation
import WayKit

/// UIPageControl: a row of dots centred in the bounds, `dotSpacing` apart,
/// the current one in `currentPageIndicatorTintColor` (the label colour by
/// default) and the others in `pageIndicatorTintColor` (the label colour at
/// 30 %, as iOS's translucent dots). Nothing for a single page with
/// `hidesForSinglePage`.
struct PageControlPainter: ViewPainter {
    /// The dots' diameter, points (UIKit's are about 7).
    static let dotDiameter: CGFloat = 7

    func paint(_ view: UIView, in canvas: Canvas, context: PaintContext) {
        guard let p = view as? UIPageControl, p.numberOfPages > 0 else { return }
        if p.hidesForSinglePage && p.numberOfPages == 1 { return }
        ControlTheme.drawing(in: canvas, covering: p.bounds, opacity: p.isEnabled ? 1 : ControlTheme.disabledAlpha) {
            let current = PremultipliedColor(p.currentPageIndicatorTintColor ?? .label)
            let other = PremultipliedColor(p.pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3))
            let first = p.currentDotCenter.x - CGFloat(p.currentPage) * UIPageControl.dotSpacing
            let d = Self.dotDiameter
            // Only the dots inside the bounds: a huge page count costs what
            // shows, not its count.
            let lo = max(0, Int(((p.bounds.minX - first) / UIPageControl.dotSpacing).rounded(.down)))
            let hi = min(p.numberOfPages - 1, Int(((p.bounds.maxX - first) / UIPageControl.dotSpacing).rounded(.up)))
            guard lo <= hi else { return }
            for i in lo...hi {
                let x = first + CGFloat(i) * UIPageControl.dotSpacing
                let dot = CGRect(x: x - d / 2, y: p.bounds.midY - d / 2, width: d, height: d)
                canvas.fill(CGPath(ellipseIn: dot), color: i == p.currentPage ? current : other)
            }
        }
    }
}
