import Foundation

/// A colour as four components, for interpolation; nil colours are clear.
struct RGBA: Equatable, Sendable {
    var r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat

    init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    init?(_ c: UIColor?) {
        guard let c else { return nil }
        self.init(r: c.red, g: c.green, b: c.blue, a: c.alpha)
    }
    init?(_ c: CGColor?) {
        guard let c else { return nil }
        self.init(r: c.red, g: c.green, b: c.blue, a: c.alpha)
    }
    var uiColor: UIColor { UIColor(red: r, green: g, blue: b, alpha: a) }
    var cgColor: CGColor { CGColor(red: r, green: g, blue: b, alpha: a) }
}
