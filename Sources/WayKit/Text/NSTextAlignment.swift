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
