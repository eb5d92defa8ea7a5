import Foundation

// UIKit's attribute keys (U3), with UIKit's raw values, so strings built by
// code that names them as NSAttributedString.Key("NSFont") also work.
// swift-corelibs-foundation defines the key type but none of these.
extension NSAttributedString.Key {
    /// The `UIFont` of drawn text; the view's font where missing.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of drawn text; the view's text colour where missing.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the text's glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`: alignment, spacing and indents of the
    /// paragraph its first character starts.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points (a number) added after each character.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points (a number) the text is raised above the baseline (negative: lowered).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An `NSUnderlineStyle` or its raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's `UIColor`; the text colour when missing.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` or its raw value, for a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's `UIColor`; the text colour when missing.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A `URL` or `String`: drawn in the link colour (and underlined in text views).
    public static let link = NSAttributedString.Key("NSLink")
    /// An `NSParagraphStyle`-free shortcut: the `NSTextAlignment` of drawn text.
    public static let textAlignment = NSAttributedString.Key("WayKitTextAlignment")
}
