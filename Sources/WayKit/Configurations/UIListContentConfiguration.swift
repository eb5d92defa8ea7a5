import Foundation

/// U6: the standard content of a list row, header or footer as a value: text,
/// secondary text and an image, with their properties and the spacing
/// between them, in the styles UIKit names (`cell()`, `subtitleCell()`,
/// `valueCell()`, headers and footers). `UIListContentView` shows it.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    /// Immutable once set (an `NSAttributedString` is not `Sendable`).
    nonisolated(unsafe) public var attributedText: NSAttributedString?
    public var secondaryText: String?
    nonisolated(unsafe) public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether text and secondary text share a line (the value cell).
    public var prefersSideBySideTextAndSecondaryText = false
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal

    public struct TextProperties: Hashable, Sendable {
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        public enum TextTransform: Int, Hashable, Sendable { case none, capitalized, lowercase, uppercase }
        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 is as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontForContentSizeCategory = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var transform: TextTransform = .none
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) { self.font = font; self.color = color }

        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        public static func == (a: TextProperties, b: TextProperties) -> Bool {
            a.font == b.font && a.color == b.color && a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode
                && a.numberOfLines == b.numberOfLines && a.transform == b.transform
                && a.adjustsFontSizeToFitWidth == b.adjustsFontSizeToFitWidth
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(font); hasher.combine(numberOfLines) }

        /// `text` as the transform shows it.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .capitalized: return text.capitalized
            case .lowercase: return text.lowercased()
            case .uppercase: return text.uppercased()
            }
        }
    }

    public struct ImageProperties: Hashable, Sendable {
        /// nil keeps the image's own colours unless it is a template.
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; zero is no limit.
        public var maximumSize: CGSize = .zero
        /// Room kept for the image even when it is smaller (aligns rows).
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        public init() {}

        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let c = self.tintColor ?? tintColor
            return tintColorTransformer?(c) ?? c
        }

        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize
                && a.reservedLayoutSize == b.reservedLayoutSize
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius) }
    }

    init(textFont: UIFont, textColor: UIColor, secondaryFont: UIFont, secondaryColor: UIColor) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    }

    // MARK: UIKit's styles

    public static func cell() -> UIListContentConfiguration {
        .init(textFont: .preferredFont(forTextStyle: .body), textColor: .label,
              secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel)
    }
    public static func subtitleCell() -> UIListContentConfiguration {
        var c = cell()
        c.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
        return c
    }
    public static func valueCell() -> UIListContentConfiguration {
        var c = cell()
        c.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    public static func plainHeader() -> UIListContentConfiguration { header(.headline, .label, transform: .none) }
    public static func plainFooter() -> UIListContentConfiguration { header(.footnote, .secondaryLabel, transform: .none) }
    /// Grouped headers are upper-case footnotes in the secondary colour.
    public static func groupedHeader() -> UIListContentConfiguration { header(.footnote, .secondaryLabel, transform: .uppercase) }
    public static func groupedFooter() -> UIListContentConfiguration { header(.footnote, .secondaryLabel, transform: .none) }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { header(.title3, .label, transform: .none) }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { header(.title2, .label, transform: .none) }
    public static func sidebarHeader() -> UIListContentConfiguration { header(.subheadline, .secondaryLabel, transform: .none) }
    /// iOS 18's names.
    public static func header() -> UIListContentConfiguration { plainHeader() }
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    static func header(_ style: UIFont.TextStyle, _ color: UIColor, transform: TextProperties.TextTransform) -> UIListContentConfiguration {
        var c = UIListContentConfiguration(textFont: .preferredFont(forTextStyle: style), textColor: color,
                                           secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel)
        c.textProperties.transform = transform
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 6, trailing: 16)
        return c
    }

    // MARK: UIContentConfiguration

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration for a state: a disabled cell's text is greyed, as
    /// UIKit's.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        guard let s = state as? UICellConfigurationState, s.isDisabled else { return self }
        var c = self
        c.textProperties.color = .tertiaryLabel
        c.secondaryTextProperties.color = .tertiaryLabel
        return c
    }

    nonisolated public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.text == b.text && a.secondaryText == b.secondaryText && a.attributedText == b.attributedText
            && a.secondaryAttributedText == b.secondaryAttributedText && a.image === b.image
            && a.textProperties == b.textProperties && a.secondaryTextProperties == b.secondaryTextProperties
            && a.imageProperties == b.imageProperties && a.imageToTextPadding == b.imageToTextPadding
            && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
    }

    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(text); hasher.combine(secondaryText) }
}
