import Foundation

extension UIFont {
    /// The font's descriptor (U3): family, size, weight, slant, digits.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font a descriptor describes; `pointSize` 0 takes the
    /// descriptor's size (17 when it has none).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let f = descriptor._font
        let size = pointSize > 0 ? pointSize : (descriptor._sizeGiven ? f.pointSize : 17)
        self.init(familyName: f._familyName, pointSize: size, weight: f.weight, isItalic: f.isItalic,
                  textStyle: f._textStyle, metricsStyle: f._metricsStyle, basePointSize: f._basePointSize,
                  monospacedDigits: f._monospacedDigits, design: f._design)
    }

    /// The system font with digits of one width (OpenType's tabular
    /// figures, `tnum`), so counters and clocks don't jitter.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: nil, pointSize: size, weight: weight, isItalic: false, monospacedDigits: true)
    }

    /// A family and style from a font name: "DejaVuSans-Bold" is DejaVuSans,
    /// bold; a name without a known style suffix is a family.
    static func _parse(name: String) -> (family: String, weight: Weight, italic: Bool) {
        guard let dash = name.lastIndex(of: "-") else { return (name, .regular, false) }
        let style = name[name.index(after: dash)...].lowercased()
        guard ["bold", "italic", "oblique", "bolditalic", "boldoblique", "regular", "roman"].contains(style) else {
            return (name, .regular, false)
        }
        return (String(name[..<dash]), style.hasPrefix("bold") ? .bold : .regular,
                style.contains("italic") || style.contains("oblique"))
    }
}
