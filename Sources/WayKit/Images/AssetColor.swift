import Foundation

/// A colour set's colours: for any appearance, and for the dark appearance
/// when the set has one.
///
/// `UIColor(named:)` answers with a dynamic colour of the two (U4) when
/// the set has a dark colour.
public struct AssetColor: Sendable, Equatable {
    public var any: UIColor
    public var dark: UIColor?

    /// The colour set `name` from the asset catalogs `bundle` (nil: the main
    /// bundle and the resource bundles beside the executable) holds.
    public static func named(_ name: String, in bundle: Bundle?) -> AssetColor? {
        guard !name.isEmpty else { return nil }
        for directory in ResourceBundles.directories(for: bundle) {
            for catalog in AssetCatalog.catalogs(in: directory) {
                if let color = catalog.color(named: name) { return color }
            }
        }
        return nil
    }

    /// A colour as Xcode writes it: `{"color-space": "srgb", "components":
    /// {"red": …, "green": …, "blue": …, "alpha": …}}` (or `"white"` for grey
    /// spaces). Xcode writes a component as a float ("0.500"), a byte
    /// ("128") or a hex byte ("0x80"). Display P3 is read as sRGB.
    static func parse(_ spec: [String: Any]) -> UIColor? {
        guard let components = spec["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            let raw: String
            if let s = components[key] as? String { raw = s.trimmingCharacters(in: .whitespaces) }
            else if let n = components[key] as? NSNumber { raw = n.stringValue }
            else { return nil }
            if raw.hasPrefix("0x") || raw.hasPrefix("0X") {
                guard let v = UInt8(raw.dropFirst(2), radix: 16) else { return nil }
                return CGFloat(v) / 255
            }
            guard let v = Double(raw), v.isFinite, v >= 0 else { return nil }
            if raw.contains(".") || raw.contains("e") { return CGFloat(min(v, 1)) }
            return CGFloat(min(v, 255)) / 255
        }
        // Xcode writes alpha as a float whatever the components' format; an
        // alpha of "1" or "0" (hand-written, or a JSON number) means that
        // opacity, not a byte.
        let alpha: CGFloat?
        if components["alpha"] == nil { alpha = 1 }
        else if let n = components["alpha"] as? NSNumber, n.doubleValue >= 0, n.doubleValue <= 1 { alpha = CGFloat(n.doubleValue) }
        else if let s = components["alpha"] as? String, let v = Double(s.trimmingCharacters(in: .whitespaces)), v >= 0, v <= 1 {
            alpha = CGFloat(v)
        } else { alpha = value("alpha") }
        guard let alpha else { return nil }
        if let white = components["white"].flatMap({ _ in value("white") }) {
            return UIColor(white: white, alpha: alpha)
        }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return UIColor(red: r, green: g, blue: b, alpha: alpha)
    }
}

extension UIColor {
    /// A colour set from an asset catalog (U5), as ``UIImage/init(named:)``
    /// finds catalogs. The set's colour for any appearance; see
    /// ``AssetColor`` for the dark one.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A colour set from `bundle`'s asset catalogs.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetColor.named(name, in: bundle) else { return nil }
        // A set with a dark colour is a dynamic colour (U4), as UIKit's
        // named colours are; given traits, it is the colour for them.
        if let traitCollection {
            let c = traitCollection.userInterfaceStyle == .dark ? (set.dark ?? set.any) : set.any
            self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        } else if let dark = set.dark {
            let any = set.any
            self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : any })
        } else {
            let c = set.any
            self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
    }
}
