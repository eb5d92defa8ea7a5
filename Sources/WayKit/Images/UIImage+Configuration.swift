import Foundation

extension UIImage {
    /// Traits an image is looked up for (UIKit's `UIImage.Configuration`).
    ///
    /// `@unchecked Sendable`: every stored property is a `let`, in this class
    /// and its subclass.
    open class Configuration: @unchecked Sendable {
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) { self.traitCollection = traitCollection }

        /// The configuration with `traitCollection`'s traits: a symbol made
        /// with it is drawn at their display scale.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            (_copy(traitCollection: traitCollection) as? Self) ?? self
        }

        /// A copy with other traits; each subclass copies its own values.
        func _copy(traitCollection: UITraitCollection?) -> Configuration {
            Configuration(traitCollection: traitCollection)
        }
    }

    /// The weight a symbol is drawn in.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to its point size.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
    }

    /// How a symbol image is drawn: point size (or a text style's), weight
    /// and scale (U5). Unspecified parts take the defaults: the body style's
    /// 17 points, regular, medium.
    public final class SymbolConfiguration: Configuration, Hashable, @unchecked Sendable {
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?,
             traitCollection: UITraitCollection? = nil) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? min(pointSize, 1000) : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init(traitCollection: traitCollection)
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) { self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle) }
        /// The font's size and weight.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale, textStyle: nil)
        }

        /// Nothing specified: the defaults.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)

        /// This configuration with what `other` specifies put over it.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let o = other as? SymbolConfiguration else { return self }
            let sized = o.pointSize > 0 || o.textStyle != nil
            return SymbolConfiguration(pointSize: sized ? o.pointSize : pointSize,
                                       weight: o.weight != .unspecified ? o.weight : weight,
                                       scale: o.scale != .unspecified ? o.scale : scale,
                                       textStyle: sized ? o.textStyle : textStyle,
                                       traitCollection: o.traitCollection ?? traitCollection)
        }

        override func _copy(traitCollection: UITraitCollection?) -> Configuration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale, textStyle: textStyle,
                                traitCollection: traitCollection)
        }

        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }

        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: textStyle)
        }

        /// Whether `other` specifies the same.
        public func isEqual(to other: SymbolConfiguration?) -> Bool { other.map { self == $0 } ?? false }

        public static func == (a: SymbolConfiguration, b: SymbolConfiguration) -> Bool {
            a.pointSize == b.pointSize && a.weight == b.weight && a.scale == b.scale && a.textStyle == b.textStyle
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize); hasher.combine(weight); hasher.combine(scale); hasher.combine(textStyle)
        }

        // MARK: Resolved values

        /// The point size drawn: given, or the text style's at the default
        /// text size, or the body style's 17.
        var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            if let textStyle { return textStyle.size(at: .unspecified) }
            return 17
        }

        var resolvedWeight: SymbolWeight { weight == .unspecified ? .regular : weight }

        /// The symbol's side relative to its point size. SF Symbols at medium
        /// scale are about a fifth taller than the font's cap height with
        /// room around; a Material icon's em box holds the icon with a
        /// twelfth of it empty each side, so the box is 1.2 × the point size.
        /// Small and large are UIKit's ratios to medium (0.78, 1.29).
        var sideRatio: CGFloat {
            switch scale {
            case .small: return 1.2 * 0.78
            case .large: return 1.2 * 1.29
            default: return 1.2
            }
        }
    }
}

extension UIImage.SymbolWeight {
    /// The symbol weight nearest a font weight.
    init(_ weight: UIFont.Weight) {
        let table: [(UIFont.Weight, UIImage.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
            (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        self = table.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }?.1 ?? .regular
    }
}
