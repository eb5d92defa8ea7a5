import Foundation

/// How an underline or strikethrough is drawn (UIKit's `NSUnderlineStyle`):
/// a line style (single, thick, double) and a pattern. WayKit draws every
/// pattern as a solid line.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The attribute value as apps give it: an `NSUnderlineStyle`, or its
    /// raw value as an `Int` or `NSNumber`. Nil: no line.
    public static func _from(_ value: Any?) -> NSUnderlineStyle? {
        let style: NSUnderlineStyle
        switch value {
        case let s as NSUnderlineStyle: style = s
        case let i as Int: style = NSUnderlineStyle(rawValue: i)
        case let n as NSNumber: style = NSUnderlineStyle(rawValue: n.intValue)
        default: return nil
        }
        return style.rawValue & 0x0F == 0 ? nil : style
    }
}
