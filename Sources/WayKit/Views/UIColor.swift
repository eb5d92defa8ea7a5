import Foundation

/// A colour with sRGB components in 0…1 (not premultiplied; the renderer
/// premultiplies when it blends).
///
/// A colour is either fixed or dynamic (U4): a dynamic colour
/// (`init(dynamicProvider:)`, and every system and semantic colour) is
/// resolved against a trait collection each time it is read, so
/// `red`…`alpha` give the components for `UITraitCollection.current`, which
/// the renderer sets to each view's traits while it draws it (as UIKit sets
/// it in `draw(_:)` and layout).
///
/// Not an `NSObject`, unlike UIKit's: swift-corelibs-foundation's attributed
/// strings stop the process when they compare attribute dictionaries holding
/// `NSObject` subclasses of Swift's (seen with Swift 6.3), and a colour is
/// the commonest attribute value. Equality and hashing are by components
/// (by identity for a dynamic colour), as NSObject's would be.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    private let r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat
    /// Set for a dynamic colour; its stored components are then unused.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.min(1, Swift.max(0, v)) : 0 }
        r = clamp(red); g = clamp(green); b = clamp(blue); a = clamp(alpha)
        provider = nil
    }

    /// UIKit's dynamic colour: `provider` is asked for the colour each time
    /// this one is resolved, with the traits it is resolved for.
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        r = 0; g = 0; b = 0; a = 0
        self.provider = provider
    }

    /// The colour for `light` and `.unspecified` appearances and for
    /// `dark`: how the system colours are made.
    convenience init(light: UIColor, dark: UIColor) {
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// A system colour with Increase Contrast values (Y4): iOS's
    /// accessible variants, chosen when the traits' contrast is high.
    convenience init(light: UIColor, dark: UIColor, highContrastLight: UIColor, highContrastDark: UIColor) {
        self.init(dynamicProvider: { t in
            let high = t.accessibilityContrast == .high
            if t.userInterfaceStyle == .dark { return high ? highContrastDark : dark }
            return high ? highContrastLight : light
        })
    }

    /// The fixed colour this one is for `traitCollection` (itself when it is
    /// fixed already).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        // A provider may answer with another dynamic colour; resolve that
        // too, a bounded number of times (a provider answering itself would
        // otherwise recurse forever).
        var c = provider(traitCollection)
        var depth = 0
        while let next = c.provider, depth < 8 { c = next(traitCollection); depth += 1 }
        return c.provider == nil ? c : .clear
    }

    /// Whether this colour depends on traits.
    public var _isDynamic: Bool { provider != nil }

    /// The components for the current traits, read once (the renderer
    /// reads all four; a dynamic colour is resolved one time for them).
    public var _components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = provider == nil ? self : resolvedColor(with: .current)
        return (c.r, c.g, c.b, c.a)
    }

    public var red: CGFloat { provider == nil ? r : resolvedColor(with: .current).r }
    public var green: CGFloat { provider == nil ? g : resolvedColor(with: .current).g }
    public var blue: CGFloat { provider == nil ? b : resolvedColor(with: .current).b }
    public var alpha: CGFloat { provider == nil ? a : resolvedColor(with: .current).a }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// `0xRRGGBB`, a convenience for themes.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgb >> 16) & 0xff) / 255, green: CGFloat((rgb >> 8) & 0xff) / 255,
                  blue: CGFloat(rgb & 0xff) / 255, alpha: alpha)
    }

    /// The same colour at `alpha`; a dynamic colour stays dynamic, as in
    /// UIKit (`UIColor.label.withAlphaComponent(0.5)` still follows dark).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else { return UIColor(red: r, green: g, blue: b, alpha: alpha) }
        return UIColor(dynamicProvider: { [self] traits in
            let c = self.resolvedColor(with: traits)
            return UIColor(red: c.r, green: c.g, blue: c.b, alpha: alpha)
        })
    }

    @discardableResult
    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                       blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = _components
        r?.pointee = c.red; g?.pointee = c.green; b?.pointee = c.blue; a?.pointee = c.alpha
        return true
    }

    /// `getWhite(_:alpha:)`: the Rec. 709 luma of the colour.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = _components
        white?.pointee = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Core Graphics' colour, resolved now: like UIKit, a `CGColor` taken
    /// from a dynamic colour is fixed for the traits current when it was
    /// taken.
    public var cgColor: CGColor {
        let c = _components
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Fixed colours are equal when their components are; a dynamic colour
    /// only to itself (UIKit compares dynamic colours by their provider).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs.provider != nil || rhs.provider != nil { return lhs === rhs }
        return lhs.r == rhs.r && lhs.g == rhs.g && lhs.b == rhs.b && lhs.a == rhs.a
    }

    public func hash(into hasher: inout Hasher) {
        if provider != nil { hasher.combine(ObjectIdentifier(self)); return }
        hasher.combine(r); hasher.combine(g); hasher.combine(b); hasher.combine(a)
    }

    public var description: String {
        provider == nil ? "UIColor(r: \(r), g: \(g), b: \(b), a: \(a))" : "UIColor(dynamic: \(resolvedColor(with: .current)))"
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    // iOS's system colours, light and dark (iOS 15 and later).
    public static let systemBlue = UIColor(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0A84FF),
                                         highContrastLight: UIColor(rgb: 0x0040DD), highContrastDark: UIColor(rgb: 0x409CFF))
    public static let systemRed = UIColor(light: UIColor(rgb: 0xFF3B30), dark: UIColor(rgb: 0xFF453A),
                                        highContrastLight: UIColor(rgb: 0xD70015), highContrastDark: UIColor(rgb: 0xFF6961))
    public static let systemGreen = UIColor(light: UIColor(rgb: 0x34C759), dark: UIColor(rgb: 0x30D158),
                                          highContrastLight: UIColor(rgb: 0x248A3D), highContrastDark: UIColor(rgb: 0x30DB5B))
    public static let systemOrange = UIColor(light: UIColor(rgb: 0xFF9500), dark: UIColor(rgb: 0xFF9F0A),
                                           highContrastLight: UIColor(rgb: 0xC93400), highContrastDark: UIColor(rgb: 0xFFB340))
    public static let systemYellow = UIColor(light: UIColor(rgb: 0xFFCC00), dark: UIColor(rgb: 0xFFD60A))
    public static let systemGray = UIColor(light: UIColor(rgb: 0x8E8E93), dark: UIColor(rgb: 0x8E8E93),
                                         highContrastLight: UIColor(rgb: 0x6C6C70), highContrastDark: UIColor(rgb: 0xAEAEB2))
    public static let systemGray4 = UIColor(light: UIColor(rgb: 0xD1D1D6), dark: UIColor(rgb: 0x3A3A3C))
    public static let systemGray5 = UIColor(light: UIColor(rgb: 0xE5E5EA), dark: UIColor(rgb: 0x2C2C2E))
    public static let systemGray6 = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
    public static let systemBackground = UIColor(light: .white, dark: .black)
    public static let secondarySystemBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
    public static let label = UIColor(light: .black, dark: .white)
    public static let secondaryLabel = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.6), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.6),
                                             highContrastLight: UIColor(rgb: 0x3C3C43, alpha: 0.8), highContrastDark: UIColor(rgb: 0xEBEBF5, alpha: 0.8))
    public static let separator = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.29), dark: UIColor(rgb: 0x545458, alpha: 0.6),
                                        highContrastLight: UIColor(rgb: 0x3C3C43, alpha: 0.5), highContrastDark: UIColor(rgb: 0x545458, alpha: 0.9))
    public static let placeholderText = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
}

/// Core Graphics' colour, as `layer.borderColor` takes it.
public struct CGColor: Hashable, Sendable {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
}
