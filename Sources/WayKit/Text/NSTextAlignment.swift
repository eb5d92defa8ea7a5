import Foundation

/// Horizontal alignment of text lines (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Laid out like `.left`: WayKit does not stretch lines.
    case justified = 3
    /// Left for left-to-right text, right for Arabic and Hebrew.
    case natural = 4
}

/// What happens to text that doesn't fit (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping
    case byClipping
    case byTruncatingHead
    case byTruncatingTail
    case byTruncatingMiddle
}

extension NSAttributedString.Key {
    /// The `UIFont` of drawn text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of drawn text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An `NSParagraphStyle`-free shortcut: the `NSTextAlignment` of drawn text.
    public static let textAlignment = NSAttributedString.Key("WayKitTextAlignment")
}
