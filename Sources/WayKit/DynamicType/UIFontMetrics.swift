import Foundation

/// Scales fonts and other sizes with the person's text size (U3), as a text
/// style does: a custom font of 17 points made for `.body` grows as body
/// text grows. The ratio is the style's size at the category over its size
/// at the default category (large).
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// Body's.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    @MainActor
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    @MainActor
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    @MainActor
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `maximumPointSize` 0 (or not finite, or negative) means no limit.
    @MainActor
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        if maximumPointSize.isFinite, maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return font._with(pointSize: size, metricsStyle: .some(textStyle),
                          basePointSize: .some(font._basePointSize ?? font.pointSize))
    }

    @MainActor
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` times the style's growth at the category; a value that is not
    /// finite is returned as it is.
    @MainActor
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else { return value }
        let category = traitCollection.flatMap { $0.preferredContentSizeCategory.index == nil ? nil : $0.preferredContentSizeCategory }
            ?? UIApplication.shared.preferredContentSizeCategory
        let ratio = textStyle.size(at: category) / textStyle.size(at: .large)
        return (value * ratio * 2).rounded() / 2
    }
}
