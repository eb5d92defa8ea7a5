import Foundation

/// The two thin bars that show where the viewport is in the content while it
/// scrolls, and fade out after (S9). Plain subviews of the scroll view that
/// take no touches, as UIKit's are.
@MainActor
final class ScrollIndicators {
    /// iOS's default indicator: dark on light content, light on dark (U4).
    static let barColor = UIColor(light: UIColor(white: 0, alpha: 0.35), dark: UIColor(white: 1, alpha: 0.35))

    /// The bars' thickness and their gap from the edges, in points.
    static let thickness: CGFloat = 3
    static let inset: CGFloat = 2
    /// Shortest bar, however long the content.
    static let minimumLength: CGFloat = 12
    /// How long the bars stay after scrolling stops, and their fade.
    static let fadeDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.25

    let vertical = UIView()
    let horizontal = UIView()

    init() {
        for bar in [vertical, horizontal] {
            bar.isUserInteractionEnabled = false
            bar.backgroundColor = ScrollIndicators.barColor
            bar.layer.cornerRadius = Self.thickness / 2
            bar.alpha = 0
            bar.accessibilityIdentifier = "UIScrollViewScrollIndicator"
        }
    }
}

extension UIScrollView {
    /// The indicators, whose alpha shows whether they are visible (tests).
    var _indicatorViews: [UIView] { _indicators.map { [$0.vertical, $0.horizontal] } ?? [] }

    func _showIndicators() {
        let indicators = _indicators ?? ScrollIndicators()
        if _indicators == nil { _indicators = indicators }
        for bar in [indicators.vertical, indicators.horizontal] {
            // Kept frontmost, over the content.
            if bar.superview !== self || subviews.last !== bar { addSubview(bar) }
        }
        UIView.performWithoutAnimation {
            indicators.vertical.alpha = showsVerticalScrollIndicator && _canScrollVertically ? 1 : 0
            indicators.horizontal.alpha = showsHorizontalScrollIndicator && _canScrollHorizontally ? 1 : 0
        }
        _layoutIndicators()
    }

    func _hideIndicatorsLater() {
        guard let indicators = _indicators else { return }
        UIView.animate(withDuration: ScrollIndicators.fadeDuration, delay: ScrollIndicators.fadeDelay,
                       options: [.allowUserInteraction], animations: {
            indicators.vertical.alpha = 0
            indicators.horizontal.alpha = 0
        }, completion: nil)
    }

    func _updateIndicators() {
        guard _indicators != nil else { return }
        _layoutIndicators()
    }

    /// Bar length in proportion to the part of the content shown, placed
    /// along the visible edge (the content moves under them, so they are
    /// placed in content coordinates at the current offset).
    func _layoutIndicators() {
        guard let indicators = _indicators else { return }
        let b = bounds, t = ScrollIndicators.thickness, inset = ScrollIndicators.inset
        func bar(_ viewport: CGFloat, _ content: CGFloat, _ offset: CGFloat, _ track: CGFloat) -> (CGFloat, CGFloat) {
            guard viewport > 0, content > 0, track > 0 else { return (0, 0) }
            let length = min(track, max(ScrollIndicators.minimumLength, track * viewport / max(content, viewport)))
            let scrollable = max(1, content - viewport)
            let position = min(max(0, offset / scrollable), 1) * (track - length)
            return (position, length)
        }
        let trackV = b.height - 2 * inset, trackH = b.width - 2 * inset
        let (py, ly) = bar(b.height, contentSize.height, b.minY - _minOffset.y, trackV)
        let (px, lx) = bar(b.width, contentSize.width, b.minX - _minOffset.x, trackH)
        UIView.performWithoutAnimation {
            indicators.vertical.frame = CGRect(x: b.maxX - inset - t, y: b.minY + inset + py, width: t, height: ly)
            indicators.horizontal.frame = CGRect(x: b.minX + inset + px, y: b.maxY - inset - t, width: lx, height: t)
        }
    }
}
