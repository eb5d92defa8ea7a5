import Foundation

/// A font: a family, a size in points, a weight and a slant.
///
/// The font files are found by the renderer (fontconfig in WayKitRender); the
/// core only describes what is wanted. Metrics come from the registered
/// ``TextMeasuring`` service, or an estimate when none is registered yet.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// UIKit's weight scale (-1…1), e.g. `.regular` is 0 and `.bold` 0.4.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The OpenType/CSS weight (100…900) fontconfig and font files use.
        public var openTypeWeight: Int {
            let table: [(CGFloat, Int)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                           (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? 400
        }
    }

    /// Y4: Bold Text is on. Set by `AccessibilitySettings` on the main
    /// thread; read where text is measured and drawn (also the main thread).
    nonisolated(unsafe) public static var _drawsBold = false

    /// The OpenType weight text is measured and drawn with: the font's, or
    /// two steps heavier with Bold Text on (regular draws semibold, semibold
    /// draws extra bold), as iOS thickens every weight.
    public var _drawnOpenTypeWeight: Int {
        let w = weight.openTypeWeight
        return UIFont._drawsBold ? min(900, w + 200) : w
    }

    /// The family asked for; nil is the system font.
    public let _familyName: String?
    public let pointSize: CGFloat
    public let weight: Weight
    public let isItalic: Bool
    /// Digits of one width (OpenType's `tnum` feature, U3): what
    /// `monospacedDigitSystemFont` and a descriptor's number-spacing feature ask for.
    public let _monospacedDigits: Bool
    /// The design a descriptor asked for (`withDesign`), kept so the
    /// descriptor reports it; the family already stands for it.
    let _design: UIFontDescriptor.SystemDesign?
    /// The text style a preferred font was made for (U3): a view that
    /// adjusts to the text size asks for it again at a new size.
    public let _textStyle: TextStyle?
    /// For a font scaled by `UIFontMetrics`: the metrics' style and the
    /// size it was scaled from, so it can be scaled again.
    public let _metricsStyle: TextStyle?
    public let _basePointSize: CGFloat?

    init(familyName: String?, pointSize: CGFloat, weight: Weight, isItalic: Bool, textStyle: TextStyle? = nil,
         metricsStyle: TextStyle? = nil, basePointSize: CGFloat? = nil, monospacedDigits: Bool = false,
         design: UIFontDescriptor.SystemDesign? = nil) {
        _familyName = familyName
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        self.weight = weight
        self.isItalic = isItalic
        _textStyle = textStyle
        _metricsStyle = metricsStyle
        _basePointSize = basePointSize
        _monospacedDigits = monospacedDigits
        _design = design
    }

    /// This font with some properties changed; the rest (digits, design,
    /// text style) kept.
    func _with(familyName: String?? = nil, pointSize: CGFloat? = nil, weight: Weight? = nil, isItalic: Bool? = nil,
               textStyle: TextStyle?? = nil, metricsStyle: TextStyle?? = nil, basePointSize: CGFloat?? = nil,
               monospacedDigits: Bool? = nil, design: UIFontDescriptor.SystemDesign?? = nil) -> UIFont {
        UIFont(familyName: familyName ?? _familyName, pointSize: pointSize ?? self.pointSize,
               weight: weight ?? self.weight, isItalic: isItalic ?? self.isItalic,
               textStyle: textStyle ?? _textStyle, metricsStyle: metricsStyle ?? _metricsStyle,
               basePointSize: basePointSize ?? _basePointSize, monospacedDigits: monospacedDigits ?? _monospacedDigits,
               design: design ?? _design)
    }

    /// The family's name: the one asked for, or "System Font" for the system
    /// font (fontconfig's sans-serif, DejaVu Sans on Debian).
    public var familyName: String { _familyName ?? "System Font" }

    /// This font at `traitCollection`'s text size when it follows Dynamic
    /// Type (a preferred font, or one scaled by `UIFontMetrics`); itself
    /// otherwise.
    @MainActor
    func _adjusted(to traitCollection: UITraitCollection?) -> UIFont {
        if let style = _textStyle, _metricsStyle == nil {
            let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
            // A bold or italic variant of the style stays so.
            return _with(pointSize: font.pointSize)
        }
        if let metrics = _metricsStyle, let base = _basePointSize {
            let size = UIFontMetrics(forTextStyle: metrics).scaledValue(for: base, compatibleWith: traitCollection)
            return _with(pointSize: size)
        }
        return self
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(familyName: nil, pointSize: size, weight: .regular, isItalic: false)
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: nil, pointSize: size, weight: weight, isItalic: false)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(familyName: nil, pointSize: size, weight: .regular, isItalic: true)
    }

    /// The size `UIFont.systemFont` labels use by default.
    public static let labelFontSize: CGFloat = 17
    public static let buttonFontSize: CGFloat = 18
    public static let systemFontSize: CGFloat = 14

    /// A font by family or PostScript-style name ("DejaVu Serif",
    /// "DejaVuSans-Bold"). A "-Bold", "-Italic", "-Oblique" or "-BoldItalic"
    /// suffix picks the style. Nil when no installed font has that name (asked
    /// of the registered text service; without one every name is accepted).
    @MainActor
    public convenience init?(name: String, size: CGFloat) {
        let (family, weight, italic) = UIFont._parse(name: name)
        if let service = RenderingServices.text, !service.hasFont(familyNamed: family) { return nil }
        self.init(familyName: family, pointSize: size, weight: weight, isItalic: italic)
    }

    /// This font at `size`; no longer following Dynamic Type (as UIKit's).
    public func withSize(_ size: CGFloat) -> UIFont {
        _with(pointSize: size, textStyle: .some(nil), metricsStyle: .some(nil), basePointSize: .some(nil))
    }

    public var fontName: String {
        let base = _familyName ?? ".SystemFont"
        switch (weight.rawValue >= Weight.bold.rawValue, isItalic) {
        case (true, true): return base + "-BoldItalic"
        case (true, false): return base + "-Bold"
        case (false, true): return base + "-Italic"
        case (false, false): return base
        }
    }

    // MARK: Metrics (points)

    @MainActor public var ascender: CGFloat { metrics.ascender }
    /// Negative: the distance below the baseline.
    @MainActor public var descender: CGFloat { metrics.descender }
    @MainActor public var lineHeight: CGFloat { metrics.lineHeight }
    /// The height of capital letters above the baseline.
    @MainActor public var capHeight: CGFloat { metrics.capHeight }
    /// The height of lower-case letters without ascenders ("x").
    @MainActor public var xHeight: CGFloat { metrics.xHeight }
    /// The gap the font asks for between lines (UIKit's `leading`): its line
    /// height beyond ascender and descender.
    @MainActor public var leading: CGFloat { Swift.max(0, metrics.lineHeight - metrics.ascender + metrics.descender) }

    @MainActor private var metrics: FontMetrics {
        RenderingServices.text?.metrics(of: self)
            ?? FontMetrics(ascender: pointSize * 0.93, descender: -pointSize * 0.24, lineHeight: pointSize * 1.17,
                           capHeight: pointSize * 0.73, xHeight: pointSize * 0.55)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a._familyName == b._familyName && a.pointSize == b.pointSize && a.weight == b.weight && a.isItalic == b.isItalic
            && a._monospacedDigits == b._monospacedDigits
    }

    public func hash(into h: inout Hasher) {
        h.combine(_familyName); h.combine(pointSize); h.combine(weight); h.combine(isItalic)
        h.combine(_monospacedDigits)
    }

    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}

/// A font's vertical metrics in points.
public struct FontMetrics: Sendable, Equatable {
    public var ascender: CGFloat
    public var descender: CGFloat
    public var lineHeight: CGFloat
    public var capHeight: CGFloat
    public var xHeight: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat, capHeight: CGFloat? = nil,
                xHeight: CGFloat? = nil) {
        self.ascender = ascender; self.descender = descender; self.lineHeight = lineHeight
        self.capHeight = capHeight ?? ascender * 0.78
        self.xHeight = xHeight ?? ascender * 0.58
    }
}
