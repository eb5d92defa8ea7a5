import Foundation

/// A sheet's measures (M3), from iOS 15-17 on an iPhone in portrait and an
/// iPad, measured on screenshots: one table, so a theme can change them.
enum SheetMetrics {
    /// Top corners of a compact sheet and all corners of a card.
    static let cornerRadius: CGFloat = 10
    /// The gap between the safe area's top and a `.large()` sheet.
    static let largeTopInset: CGFloat = 10
    /// `.medium()` is this part of the `.large()` height.
    static let mediumFraction: CGFloat = 0.5
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTopInset: CGFloat = 5
    static let grabberColor = UIColor(light: UIColor(white: 0.56, alpha: 1), dark: UIColor(white: 0.36, alpha: 1))
    /// The dimming at a dimmed detent: black at 0.4.
    static let dimmingColor = UIColor(white: 0, alpha: 0.4)
    /// A form sheet in a regular-width window.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet in a regular-width window is at most this wide.
    static let pageSheetWidth: CGFloat = 704
    /// Between a card and the window's (safe) edges.
    static let cardMargin: CGFloat = 20
    /// How far below the window a compact sheet reaches, so pulling it above
    /// `.large()` (rubber band) shows no gap under it.
    static let overdraw: CGFloat = 120
    static let presentDuration: TimeInterval = 0.35
    static let settleDuration: TimeInterval = 0.3
    /// UIKit projects a release this many seconds ahead at its speed to
    /// pick the detent (its scroll views' decelerating at the normal rate
    /// travel about as far).
    static let velocityProjection: CGFloat = 0.2
}
