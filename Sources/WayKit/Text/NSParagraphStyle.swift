import Foundation

/// A paragraph's layout (UIKit's `NSParagraphStyle`, U3): alignment, line
/// and paragraph spacing, indents and line breaking. In an attributed string
/// the style of a paragraph's first character applies to the whole
/// paragraph.
///
/// Not an `NSObject` subclass, unlike UIKit's: replacing an `NSObject`
/// attribute value in place (`addAttribute(.paragraphStyle, …)` over a range
/// that has one) traps inside swift-corelibs-foundation's
/// `CFAttributedStringSetAttribute` (Swift 6.3). `copy()`, `mutableCopy()`,
/// `isEqual(_:)` and `hash` are here as UIKit code calls them.
open class NSParagraphStyle: NSCopying, NSMutableCopying, Hashable {
    /// Every setting, in one value so copies and comparisons take it whole.
    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var allowsDefaultTighteningForTruncation: Bool = false
        var hyphenationFactor: Float = 0
    }
    var _values = Values()

    /// The paragraph's alignment; `.natural` follows its writing direction.
    open var alignment: NSTextAlignment { _values.alignment }
    /// Points added between the lines of a paragraph.
    open var lineSpacing: CGFloat { _values.lineSpacing }
    /// Points added after the paragraph.
    open var paragraphSpacing: CGFloat { _values.paragraphSpacing }
    /// Points added before the paragraph.
    open var paragraphSpacingBefore: CGFloat { _values.paragraphSpacingBefore }
    /// The font's line height is multiplied by this (0: 1).
    open var lineHeightMultiple: CGFloat { _values.lineHeightMultiple }
    /// 0: no minimum.
    open var minimumLineHeight: CGFloat { _values.minimumLineHeight }
    /// 0: no maximum.
    open var maximumLineHeight: CGFloat { _values.maximumLineHeight }
    /// Points before the paragraph's first line.
    open var firstLineHeadIndent: CGFloat { _values.firstLineHeadIndent }
    /// Points before the paragraph's other lines.
    open var headIndent: CGFloat { _values.headIndent }
    /// Positive: the lines' end from the leading edge; negative: from the trailing edge.
    open var tailIndent: CGFloat { _values.tailIndent }
    open var lineBreakMode: NSLineBreakMode { _values.lineBreakMode }
    /// Accepted; WayKit does not tighten letters before truncating.
    open var allowsDefaultTighteningForTruncation: Bool { _values.allowsDefaultTighteningForTruncation }
    /// Accepted; WayKit does not hyphenate.
    open var hyphenationFactor: Float { _values.hyphenationFactor }

    public init() {}

    init(values: Values) {
        _values = values
    }

    /// The style attributes without one get.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: _values) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: _values) }
    public func copy() -> Any { copy(with: nil) }
    public func mutableCopy() -> Any { mutableCopy(with: nil) }

    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return other._values == _values
    }

    open var hash: Int { _values.hashValue }

    public static func == (a: NSParagraphStyle, b: NSParagraphStyle) -> Bool { a._values == b._values }
    public func hash(into hasher: inout Hasher) { hasher.combine(_values) }
}

/// The paragraph style apps build and set (`NSMutableParagraphStyle()`).
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { _values.alignment }
        set { _values.alignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { _values.lineSpacing }
        set { _values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { _values.paragraphSpacing }
        set { _values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { _values.paragraphSpacingBefore }
        set { _values.paragraphSpacingBefore = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { _values.lineHeightMultiple }
        set { _values.lineHeightMultiple = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { _values.minimumLineHeight }
        set { _values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { _values.maximumLineHeight }
        set { _values.maximumLineHeight = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { _values.firstLineHeadIndent }
        set { _values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { _values.headIndent }
        set { _values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { _values.tailIndent }
        set { _values.tailIndent = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { _values.lineBreakMode }
        set { _values.lineBreakMode = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { _values.allowsDefaultTighteningForTruncation }
        set { _values.allowsDefaultTighteningForTruncation = newValue }
    }
    open override var hyphenationFactor: Float {
        get { _values.hyphenationFactor }
        set { _values.hyphenationFactor = newValue }
    }

    public override init() { super.init() }
    override init(values: Values) { super.init(values: values) }

    /// Takes every setting of `other` (UIKit's `setParagraphStyle(_:)`).
    open func setParagraphStyle(_ other: NSParagraphStyle) { _values = other._values }
}
