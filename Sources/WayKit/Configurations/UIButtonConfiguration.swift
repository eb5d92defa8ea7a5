import Foundation

// U6: UIKit's button configuration (iOS 15): what a button shows (title,
// subtitle, image and their placement), its style (plain, tinted, gray,
// filled and the bordered names), its colours, corners, size and insets.
// A button with a configuration is drawn from it (ButtonConfigurationPainter
// in WayKitRender) and updated for each state through
// `configurationUpdateHandler` (UIButton+Configuration.swift).
extension UIButton {
    public struct Configuration: Hashable, Sendable {
        /// The four looks UIKit's factory methods give.
        public enum _Style: Hashable, Sendable { case plain, tinted, gray, filled }
        public var _style: _Style

        public enum CornerStyle: Int, Hashable, Sendable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Hashable, Sendable { case automatic, leading, center, trailing }
        public enum MacIdiomStyle: Int, Hashable, Sendable { case automatic, bordered, borderless, borderlessTinted }

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        /// Where the image sits against the title: `.leading` (UIKit's
        /// default), `.trailing`, `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Between the image and the text.
        public var imagePadding: CGFloat = 0
        /// Between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Around the content; a button size gives its own until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { _contentInsets ?? Self.defaultInsets(buttonSize) }
            set { _contentInsets = newValue }
        }
        private var _contentInsets: NSDirectionalEdgeInsets?
        public var buttonSize: Size = .medium
        public var cornerStyle: CornerStyle = .dynamic
        /// The text and image colour; nil takes the style's.
        public var baseForegroundColor: UIColor?
        /// The background colour; nil takes the style's.
        public var baseBackgroundColor: UIColor?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var showsActivityIndicator = false
        public var background: UIBackgroundConfiguration
        public var macIdiomStyle: MacIdiomStyle = .automatic
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

        init(style: _Style) {
            _style = style
            // No colour of its own: the style decides (`_backgroundColor`).
            background = UIBackgroundConfiguration(kind: .clear, color: nil)
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { plain() }
        public static func bordered() -> Configuration { gray() }
        public static func borderedTinted() -> Configuration { tinted() }
        public static func borderedProminent() -> Configuration { filled() }

        /// UIKit's insets for each size (points, iOS 15 and later).
        static func defaultInsets(_ size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font for the button size: body at large, subheadline
        /// at medium, footnote below, as UIKit's.
        public var _titleFont: UIFont {
            switch buttonSize {
            case .large: return .systemFont(ofSize: 17)
            case .medium: return .systemFont(ofSize: 15)
            case .small: return .systemFont(ofSize: 13)
            case .mini: return .systemFont(ofSize: 11)
            }
        }
        public var _subtitleFont: UIFont { .systemFont(ofSize: max(10, _titleFont.pointSize - 3)) }

        /// The corner radius for `height`.
        public func _cornerRadius(height: CGFloat) -> CGFloat {
            if let r = background.cornerRadius, cornerStyle == .fixed { return r }
            switch cornerStyle {
            case .fixed: return background.cornerRadius ?? 0
            case .small: return 4
            case .medium, .dynamic: return buttonSize == .large ? 8 : 6
            case .large: return 12
            case .capsule: return height / 2
            }
        }

        /// The text and image colour for the state, as the style gives it.
        public func _foregroundColor(tint: UIColor, isHighlighted: Bool, isEnabled: Bool) -> UIColor {
            let base: UIColor
            if let baseForegroundColor { base = baseForegroundColor }
            else { base = _style == .filled ? .white : tint }
            if !isEnabled { return UIColor.tertiaryLabel }
            return isHighlighted && _style == .plain ? base.withAlphaComponent(0.5) : base
        }

        /// The background for the state, nil when there is none.
        public func _backgroundColor(tint: UIColor, isHighlighted: Bool, isEnabled: Bool) -> UIColor? {
            if let c = background.backgroundColor { return c }
            let base: UIColor?
            switch _style {
            case .plain: base = nil
            case .gray: base = baseBackgroundColor ?? .tertiarySystemFill
            case .tinted: base = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .filled: base = baseBackgroundColor ?? tint
            }
            guard let base else { return nil }
            if !isEnabled { return UIColor.tertiarySystemFill }
            // A pressed button's background darkens a little, as on iOS.
            guard isHighlighted else { return base }
            return UIColor(dynamicProvider: { traits in
                let c = base.resolvedColor(with: traits)._components
                return UIColor(red: c.red * 0.85, green: c.green * 0.85, blue: c.blue * 0.85, alpha: c.alpha)
            })
        }

        /// What UIKit computes for a button in a state: `self` with the
        /// colours resolved is what it draws; WayKit draws from the
        /// configuration directly, so this answers it as it is.
        public func updated(for button: UIButton) -> Configuration { self }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a._style == b._style && a.title == b.title && a.subtitle == b.subtitle
                && a.attributedTitle == b.attributedTitle && a.attributedSubtitle == b.attributedSubtitle
                && a.image === b.image && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding
                && a.titlePadding == b.titlePadding && a.titleAlignment == b.titleAlignment
                && a.contentInsets == b.contentInsets && a.buttonSize == b.buttonSize && a.cornerStyle == b.cornerStyle
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
                && a.showsActivityIndicator == b.showsActivityIndicator && a.background == b.background
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(_style); hasher.combine(title); hasher.combine(subtitle)
            hasher.combine(buttonSize); hasher.combine(cornerStyle)
        }
    }
}

/// UIKit's transformer of a title's attributes (a font or colour for a
/// state).
public struct UIConfigurationTextAttributesTransformer: Sendable {
    public let transform: @Sendable (AttributeContainer) -> AttributeContainer
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
