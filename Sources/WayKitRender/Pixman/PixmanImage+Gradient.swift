import CPixman
import Foundation

/// A colour stop of a gradient: where (0…1) and which colour (straight,
/// not premultiplied, 0…1).
struct GradientStop: Hashable {
    var location: Double
    var red: Double, green: Double, blue: Double, alpha: Double
}

extension PixmanImage {
    private static func fixed(_ v: Double) -> pixman_fixed_t {
        pixman_fixed_t(clamping: Int64((min(max(v, -32000), 32000) * 65536).rounded()))
    }

    private static func pixmanStops(_ stops: [GradientStop]) -> [pixman_gradient_stop_t] {
        func c(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        return stops.map {
            pixman_gradient_stop_t(x: fixed($0.location),
                                   color: pixman_color_t(red: c($0.red), green: c($0.green), blue: c($0.blue), alpha: c($0.alpha)))
        }
    }

    /// A source shading from `p1` to `p2` (pixels) through `stops`, padded
    /// past both ends.
    ///
    /// The corresponding C function is `pixman_image_create_linear_gradient`.
    convenience init?(linearGradientFrom p1: CGPoint, to p2: CGPoint, stops: [GradientStop]) {
        guard !stops.isEmpty else { return nil }
        var a = pixman_point_fixed_t(x: Self.fixed(Double(p1.x)), y: Self.fixed(Double(p1.y)))
        var b = pixman_point_fixed_t(x: Self.fixed(Double(p2.x)), y: Self.fixed(Double(p2.y)))
        let s = Self.pixmanStops(stops)
        guard let raw = s.withUnsafeBufferPointer({
            pixman_image_create_linear_gradient(&a, &b, $0.baseAddress, Int32($0.count))
        }) else { return nil }
        self.init(raw: raw, ownedPixels: nil, width: 0, height: 0)
        setRepeat(PIXMAN_REPEAT_PAD)
    }

    /// A source of circles about `center` out to `radius` (pixels) through
    /// `stops`, padded past the edge.
    ///
    /// The corresponding C function is `pixman_image_create_radial_gradient`.
    convenience init?(radialGradientAt center: CGPoint, radius: Double, stops: [GradientStop]) {
        guard !stops.isEmpty, radius > 0 else { return nil }
        var c = pixman_point_fixed_t(x: Self.fixed(Double(center.x)), y: Self.fixed(Double(center.y)))
        var c2 = c
        let s = Self.pixmanStops(stops)
        guard let raw = s.withUnsafeBufferPointer({
            pixman_image_create_radial_gradient(&c, &c2, 0, Self.fixed(radius), $0.baseAddress, Int32($0.count))
        }) else { return nil }
        self.init(raw: raw, ownedPixels: nil, width: 0, height: 0)
        setRepeat(PIXMAN_REPEAT_PAD)
    }
}
