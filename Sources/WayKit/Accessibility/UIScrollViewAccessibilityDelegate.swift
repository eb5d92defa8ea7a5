import Foundation

/// A scroll view delegate that says where the scroll view is, in its own
/// words (Y3): VoiceOver's three-finger tap, and the status said after a
/// three-finger swipe, use `accessibilityScrollStatus(for:)` when it is not
/// nil ("Rows 21 to 40 of 1,000"), and "Page 2 of 5" otherwise, as UIKit
/// does.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol UIScrollViewAccessibilityDelegate: UIScrollViewDelegate {
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String?
    /// Preferred to the plain string when both are given; the speech mode
    /// and AT-SPI speak its characters.
    func accessibilityAttributedScrollStatus(for scrollView: UIScrollView) -> NSAttributedString?
}

extension UIScrollViewAccessibilityDelegate {
    public func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? { nil }
    public func accessibilityAttributedScrollStatus(for scrollView: UIScrollView) -> NSAttributedString? { nil }
}
