import Foundation

// V3: a large title collapses as the content scrolls. The content keeps the
// expanded bar's height as its safe area (its adjusted inset does not
// change, so nothing jumps); the bar's drawn height follows the content:
// expanded at rest, shrinking as the content moves up until it reaches the
// standard height, and stretching when the content is pulled down.
extension UINavigationController {
    /// The bar's height for a content offset: `full` when the content is at
    /// rest, less (down to the standard height) as it scrolls up.
    func _visibleBarHeight(full: CGFloat) -> CGFloat {
        guard full > UINavigationBar.standardHeight, navigationBar._showsLargeTitle,
              let scroll = _trackedScrollView else { return full }
        let scrolled = scroll.contentOffset.y + scroll.adjustedContentInset.top
        guard scrolled.isFinite else { return full }
        return max(UINavigationBar.standardHeight, full - scrolled)
    }

    /// Follows the top controller's content scroll view: the one it named
    /// (`setContentScrollView(_:for:)`), its view when that scrolls, or the
    /// first scroll view among its view's subviews (UIKit's guess).
    func _trackContentScrollView() {
        let scroll = topViewController.flatMap { $0.contentScrollView(for: .top) }
        guard scroll !== _trackedScrollView else { return }
        _trackedScrollView?._scrollObserver = nil
        _trackedScrollView = scroll
        scroll?._scrollObserver = { [weak self] _ in self?._contentDidScroll() }
    }

    private func _contentDidScroll() {
        guard navigationBar._showsLargeTitle, !navigationBar.isHidden else { return }
        let full = navigationBar._preferredHeight
        let h = _visibleBarHeight(full: full)
        guard navigationBar.frame.height != h else { return }
        navigationBar.frame.size.height = h
    }
}

extension UIViewController {
    /// Names the scroll view the bars follow; nil goes back to the guess.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge = [.top, .bottom]) {
        _contentScrollView = scrollView.map { WeakScrollView(value: $0) }
        (self as? UINavigationController ?? navigationController)?._trackContentScrollView()
    }
}

/// A weakly held scroll view: the controller does not keep its content
/// scroll view alive.
struct WeakScrollView {
    weak var value: UIScrollView?
}
