import Foundation

/// A popover's measures (M1), from iPadOS 15-17 screenshots: one table, so
/// a theme can change them.
enum PopoverMetrics {
    /// How far the arrow stands out of the card, and its base (twice as
    /// wide: UIKit's is a rounded 13 × ~37; a straight triangle is drawn).
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 26
    static let cornerRadius: CGFloat = 13
    /// UIKit's default when the presented controller has no
    /// `preferredContentSize`.
    static let defaultContentSize = CGSize(width: 320, height: 480)
    /// Kept between the popover and the window's safe area by default
    /// (`popoverLayoutMargins`).
    static let layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    static let fadeInDuration: TimeInterval = 0.2
    static let fadeOutDuration: TimeInterval = 0.2
    /// The popover's fill when neither the app nor the content says.
    static let defaultBackground = UIColor.secondarySystemGroupedBackground
}
