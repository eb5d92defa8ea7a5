import CPixman

/// A colour with its components already multiplied by alpha, 0...1: what
/// pixman blends and what `wl_shm` ARGB8888 stores.
public struct PremultipliedColor: Equatable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Premultiplies straight (unassociated) sRGB components, clamping to 0...1.
    public init(straightRed r: Double, green g: Double, blue b: Double, alpha a: Double) {
        let a = min(max(a, 0), 1)
        self.init(red: min(max(r, 0), 1) * a, green: min(max(g, 0), 1) * a,
                  blue: min(max(b, 0), 1) * a, alpha: a)
    }

    public static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
    public static let white = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// The same colour seen through an extra opacity.
    public func withOpacity(_ opacity: Double) -> PremultipliedColor {
        let o = min(max(opacity, 0), 1)
        return PremultipliedColor(red: red * o, green: green * o, blue: blue * o, alpha: alpha * o)
    }

    public var isOpaque: Bool { alpha >= 1 }

    /// pixman's 16-bit-per-channel colour.
    var pixmanColor: pixman_color_t {
        func c(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        return pixman_color_t(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    /// The 32-bit a8r8g8b8 pixel value pixman stores for this colour (it keeps
    /// the top 8 of the 16 bits of `pixmanColor`).
    public var argb32: UInt32 {
        let p = pixmanColor
        return UInt32(p.alpha >> 8) << 24 | UInt32(p.red >> 8) << 16 | UInt32(p.green >> 8) << 8 | UInt32(p.blue >> 8)
    }
}
