import Foundation

/// A rounded card of an alert or action sheet (M2): opaque, 14-point
/// corners, its content in a scroll view that scrolls only when the content
/// is taller than the card (a long message, large type, a short window).
///
/// - Important: main actor only.
@MainActor
final class AlertCardView: UIView {
    let scrollView = UIScrollView()
    /// What the card shows, in the scroll view: header, fields, separators
    /// and buttons, placed by `AlertView`.
    let contentView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = AlertMetrics.cardColor
        layer.cornerRadius = AlertMetrics.cornerRadius
        clipsToBounds = true
        // Buttons highlight at once, as UIKit's alert buttons do; a drag
        // still scrolls when there is something to scroll.
        scrollView.delaysContentTouches = false
        scrollView.frame = bounds
        scrollView.addSubview(contentView)
        addSubview(scrollView)
    }

    /// Places the scroll view over the card and sizes the content: it
    /// scrolls only when `contentHeight` is more than the card shows.
    func setContentHeight(_ contentHeight: CGFloat) {
        scrollView.frame = bounds
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: contentHeight)
        scrollView.contentSize = contentView.frame.size
        scrollView.isScrollEnabled = contentHeight > bounds.height + 0.5
    }
}
