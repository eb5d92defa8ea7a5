import Foundation

// The rest of UIKit's system and semantic colours (U4), at their light
// appearance values (iOS 15 and later), so code that names them compiles
// and draws as it does on an iPhone in light mode. Dark appearance and
// dynamic colours are not here yet (docs/behaviour.md, U4).
extension UIColor {
    public static let systemPink = UIColor(rgb: 0xFF2D55)
    public static let systemPurple = UIColor(rgb: 0xAF52DE)
    public static let systemIndigo = UIColor(rgb: 0x5856D6)
    public static let systemTeal = UIColor(rgb: 0x30B0C7)
    public static let systemBrown = UIColor(rgb: 0xA2845E)
    public static let systemMint = UIColor(rgb: 0x00C7BE)
    public static let systemCyan = UIColor(rgb: 0x32ADE6)
    public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
    public static let systemGray3 = UIColor(rgb: 0xC7C7CC)

    public static let tertiaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.3)
    public static let quaternaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.18)
    public static let link = UIColor(rgb: 0x007AFF)
    public static let opaqueSeparator = UIColor(rgb: 0xC6C6C8)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor.black
    /// The app's tint, as `UIColor.tintColor` (iOS 15) names it.
    public static let tintColor = UIColor.systemBlue

    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let tertiarySystemGroupedBackground = UIColor(rgb: 0xF2F2F7)

    public static let systemFill = UIColor(rgb: 0x787880, alpha: 0.2)
    public static let secondarySystemFill = UIColor(rgb: 0x787880, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(rgb: 0x767680, alpha: 0.12)
    public static let quaternarySystemFill = UIColor(rgb: 0x747480, alpha: 0.08)

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
