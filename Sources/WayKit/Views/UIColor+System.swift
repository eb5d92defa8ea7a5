import Foundation

// The rest of UIKit's system and semantic colours (U4), light and dark at
// iOS's values (iOS 15 and later): dynamic colours, resolved for the traits
// of the view they are drawn in.
extension UIColor {
    public static let systemPink = UIColor(light: UIColor(rgb: 0xFF2D55), dark: UIColor(rgb: 0xFF375F))
    public static let systemPurple = UIColor(light: UIColor(rgb: 0xAF52DE), dark: UIColor(rgb: 0xBF5AF2))
    public static let systemIndigo = UIColor(light: UIColor(rgb: 0x5856D6), dark: UIColor(rgb: 0x5E5CE6))
    public static let systemTeal = UIColor(light: UIColor(rgb: 0x30B0C7), dark: UIColor(rgb: 0x40C8E0))
    public static let systemBrown = UIColor(light: UIColor(rgb: 0xA2845E), dark: UIColor(rgb: 0xAC8E68))
    public static let systemMint = UIColor(light: UIColor(rgb: 0x00C7BE), dark: UIColor(rgb: 0x63E6E2))
    public static let systemCyan = UIColor(light: UIColor(rgb: 0x32ADE6), dark: UIColor(rgb: 0x64D2FF))
    public static let systemGray2 = UIColor(light: UIColor(rgb: 0xAEAEB2), dark: UIColor(rgb: 0x636366))
    public static let systemGray3 = UIColor(light: UIColor(rgb: 0xC7C7CC), dark: UIColor(rgb: 0x48484A))

    public static let tertiaryLabel = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
    public static let quaternaryLabel = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.18), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.16))
    public static let link = UIColor(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0984FF))
    public static let opaqueSeparator = UIColor(light: UIColor(rgb: 0xC6C6C8), dark: UIColor(rgb: 0x38383A))
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor.black
    /// The app's tint, as `UIColor.tintColor` (iOS 15) names it.
    public static let tintColor = UIColor.systemBlue

    public static let tertiarySystemBackground = UIColor(light: .white, dark: UIColor(rgb: 0x2C2C2E))
    public static let systemGroupedBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: .black)
    public static let secondarySystemGroupedBackground = UIColor(light: .white, dark: UIColor(rgb: 0x1C1C1E))
    public static let tertiarySystemGroupedBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x2C2C2E))

    public static let systemFill = UIColor(light: UIColor(rgb: 0x787880, alpha: 0.2), dark: UIColor(rgb: 0x787880, alpha: 0.36))
    public static let secondarySystemFill = UIColor(light: UIColor(rgb: 0x787880, alpha: 0.16), dark: UIColor(rgb: 0x787880, alpha: 0.32))
    public static let tertiarySystemFill = UIColor(light: UIColor(rgb: 0x767680, alpha: 0.12), dark: UIColor(rgb: 0x767680, alpha: 0.24))
    public static let quaternarySystemFill = UIColor(light: UIColor(rgb: 0x747480, alpha: 0.08), dark: UIColor(rgb: 0x767680, alpha: 0.18))

    /// A colour from hue, saturation and brightness (0…1 each), as UIKit's.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        func unit(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.min(1, Swift.max(0, v)) : 0 }
        let h = unit(hue) * 6, s = unit(saturation), v = unit(brightness)
        let sector = Swift.min(5, Int(h.rounded(.down)))
        let f = h - CGFloat(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Display P3 components, taken as sRGB (WayKit draws in sRGB).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}
