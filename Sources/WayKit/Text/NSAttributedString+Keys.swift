import Foundation

extension NSAttributedString.Key {
    /// The `UIFont` of drawn text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of drawn text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An `NSParagraphStyle`-free shortcut: the `NSTextAlignment` of drawn text.
    public static let textAlignment = NSAttributedString.Key("WayKitTextAlignment")
}
