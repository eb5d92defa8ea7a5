import Foundation

// Text styles (U3): `UIFont.preferredFont(forTextStyle:)` gives the style's
// font at the person's text size, from Apple's Human Interface Guidelines
// table of sizes per style and category. The font remembers its style, so a
// view that adjusts to the text size (`adjustsFontForContentSizeCategory`)
// can ask for it again at a new size.
extension UIFont {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Point sizes from extra small to the largest accessibility size
        /// (the HIG's table); an unknown style is body's.
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body, headline
            }
        }

        var weight: UIFont.Weight { self == .headline ? .semibold : .regular }

        /// The size at `category` (an unspecified one is the default, large).
        func size(at category: UIContentSizeCategory) -> CGFloat {
            sizes[category.index ?? 3]
        }
    }

    /// The style's font at the app's text size.
    @MainActor
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The style's font at the text size of `traitCollection` (the app's
    /// when it has none).
    @MainActor
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection.flatMap { $0.preferredContentSizeCategory.index == nil ? nil : $0.preferredContentSizeCategory }
            ?? UIApplication.shared.preferredContentSizeCategory
        return UIFont(familyName: nil, pointSize: style.size(at: category), weight: style.weight, isItalic: false,
                      textStyle: style)
    }
}
