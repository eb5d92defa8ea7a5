import Foundation

/// A description of a font (UIKit's `UIFontDescriptor`, U3): family, size,
/// weight, slant, design and features. Traits and designs map onto
/// fontconfig's families and styles: bold is weight 700, `.monospaced` the
/// `monospace` family, `.serif` `serif`; `.rounded` has no rounded face on
/// a stock Linux desktop and stays the system font.
///
/// Immutable, as UIKit's: every `with…` and `adding…` returns a new one.
public final class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// Keys of ``fontAttributes`` (UIKit's raw values).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        /// A `[TraitKey: Any]`: `.weight`, `.symbolic`, `.slant`, `.width`.
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        /// An array of `[FeatureKey: Int]` (number spacing is the one WayKit draws).
        public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }

    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        /// A `UIFont.Weight`'s raw value (-1…1).
        public static let weight = TraitKey("NSCTFontWeightTrait")
        public static let width = TraitKey("NSCTFontProportionTrait")
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// iOS 15's names.
        public static let type = FeatureKey("CTFeatureTypeIdentifier")
        public static let selector = FeatureKey("CTFeatureSelectorIdentifier")
        /// The older names of the same keys.
        public static let featureIdentifier = type
        public static let typeIdentifier = selector
    }

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")

        /// The fontconfig family that stands for the design (nil: the system font).
        var family: String? {
            switch self {
            case .monospaced: return "monospace"
            case .serif: return "serif"
            default: return nil
            }
        }
    }

    /// What the descriptor describes, as the font it makes (size 0: none given).
    let _font: UIFont
    let _sizeGiven: Bool

    init(font: UIFont, sizeGiven: Bool = true) {
        _font = font
        _sizeGiven = sizeGiven
        super.init()
    }

    public override convenience init() {
        self.init(font: .systemFont(ofSize: 17), sizeGiven: false)
    }

    /// A descriptor of the font named `name` ("DejaVu Sans", "DejaVuSans-Bold").
    public convenience init(name: String, size: CGFloat) {
        let parsed = UIFont._parse(name: name)
        self.init(font: UIFont(familyName: parsed.family, pointSize: size, weight: parsed.weight, isItalic: parsed.italic),
                  sizeGiven: size > 0)
    }

    /// A descriptor from UIKit's attribute dictionary: family or name,
    /// size, traits (weight and symbolic) and feature settings.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        var font = UIFont.systemFont(ofSize: 17)
        if let name = attributes[.name] as? String {
            let parsed = UIFont._parse(name: name)
            font = font._with(familyName: .some(parsed.family), weight: parsed.weight, isItalic: parsed.italic)
        }
        if let family = attributes[.family] as? String { font = font._with(familyName: .some(family)) }
        let size = Self._number(attributes[.size]) ?? 0
        if size > 0 { font = font._with(pointSize: size) }
        self.init(font: Self._applying(attributes, to: font), sizeGiven: size > 0)
    }

    private static func _number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// A whole number attribute; nil when absent, not finite or out of range.
    private static func _int(_ value: Any?) -> Int? {
        guard let d = _number(value), d.isFinite, abs(d) < 1e9 else { return nil }
        return Int(d.rounded())
    }

    /// `font` with the traits, features and text style of `attributes`.
    private static func _applying(_ attributes: [AttributeName: Any], to font: UIFont) -> UIFont {
        var font = font
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let w = _number(traits[.weight]), w.isFinite { font = font._with(weight: UIFont.Weight(Swift.min(1, Swift.max(-1, w)))) }
            if let s = traits[.symbolic] {
                let raw = (s as? SymbolicTraits)?.rawValue ?? _int(s).map { UInt32(clamping: $0) } ?? 0
                font = _applying(SymbolicTraits(rawValue: raw), to: font)
            }
            if let slant = _number(traits[.slant]), slant.isFinite { font = font._with(isItalic: slant != 0) }
        }
        if let features = attributes[.featureSettings] as? [[FeatureKey: Any]] {
            for f in features {
                // Core Text's number spacing (type 6): selector 0 monospaced,
                // 1 proportional. The only feature WayKit draws.
                guard _int(f[.type]) == kNumberSpacingType, let selector = _int(f[.selector]) else { continue }
                font = font._with(monospacedDigits: selector == kMonospacedNumbersSelector)
            }
        }
        if let style = attributes[.textStyle] as? UIFont.TextStyle { font = font._with(textStyle: .some(style)) }
        return font
    }

    private static func _applying(_ traits: SymbolicTraits, to font: UIFont) -> UIFont {
        var font = font._with(isItalic: traits.contains(.traitItalic))
        if traits.contains(.traitBold) {
            if font.weight.rawValue < UIFont.Weight.bold.rawValue { font = font._with(weight: .bold) }
        } else if font.weight.rawValue >= UIFont.Weight.bold.rawValue {
            font = font._with(weight: .regular)
        }
        if traits.contains(.traitMonoSpace) {
            font = font._with(familyName: .some("monospace"))
        } else if font._familyName == "monospace" {
            font = font._with(familyName: .some(nil))
        }
        return font
    }

    // MARK: Reading

    public var pointSize: CGFloat { _sizeGiven ? _font.pointSize : 0 }
    public var postscriptName: String { _font.fontName }

    public var symbolicTraits: SymbolicTraits {
        var t: SymbolicTraits = []
        if _font.isItalic { t.insert(.traitItalic) }
        if _font.weight.rawValue >= UIFont.Weight.bold.rawValue { t.insert(.traitBold) }
        if _font._familyName == "monospace" { t.insert(.traitMonoSpace) }
        return t
    }

    public var fontAttributes: [AttributeName: Any] {
        var a: [AttributeName: Any] = [
            .family: _font.familyName, .name: _font.fontName,
            .traits: [TraitKey.weight: _font.weight.rawValue, TraitKey.symbolic: symbolicTraits.rawValue],
        ]
        if _sizeGiven { a[.size] = _font.pointSize }
        if let style = _font._textStyle { a[.textStyle] = style }
        if _font._monospacedDigits {
            a[.featureSettings] = [[FeatureKey.type: kNumberSpacingType, FeatureKey.selector: kMonospacedNumbersSelector]]
        }
        return a
    }

    public func object(forKey key: AttributeName) -> Any? { fontAttributes[key] }

    // MARK: Deriving

    /// The descriptor with these traits instead of its own, or nil when no
    /// installed font could have them (never, here: fontconfig synthesises
    /// bold and oblique faces it lacks).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(font: Self._applying(traits, to: _font), sizeGiven: _sizeGiven)
    }

    /// The system font in `design`, or nil for a descriptor of a named family.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard _font._familyName == nil || _font._design != nil || _font._familyName == "monospace" else { return nil }
        return UIFontDescriptor(font: _font._with(familyName: .some(design.family), design: .some(design)),
                                sizeGiven: _sizeGiven)
    }

    public func withSize(_ size: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: _font._with(pointSize: size), sizeGiven: size > 0)
    }

    public func withFamily(_ family: String) -> UIFontDescriptor {
        UIFontDescriptor(font: _font._with(familyName: .some(family), design: .some(nil)), sizeGiven: _sizeGiven)
    }

    /// The descriptor with `attributes` added (a family, size, traits or features).
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var font = _font
        if let name = attributes[.name] as? String {
            let parsed = UIFont._parse(name: name)
            font = font._with(familyName: .some(parsed.family), weight: parsed.weight, isItalic: parsed.italic)
        }
        if let family = attributes[.family] as? String { font = font._with(familyName: .some(family)) }
        let size = Self._number(attributes[.size]) ?? 0
        if size > 0 { font = font._with(pointSize: size) }
        return UIFontDescriptor(font: Self._applying(attributes, to: font), sizeGiven: _sizeGiven || size > 0)
    }

    /// The descriptor of a text style's font at the app's text size.
    @MainActor
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    @MainActor
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return other._font == _font && other._sizeGiven == _sizeGiven
    }

    public override var hash: Int { _font.hashValue }
}

/// Core Text's number-spacing feature type and its selectors, as apps pass
/// them in a descriptor's feature settings.
public let kNumberSpacingType = 6
public let kMonospacedNumbersSelector = 0
public let kProportionalNumbersSelector = 1
