import CPixman
import Foundation
import WayKit

extension PremultipliedColor {
    /// A core colour (straight sRGB) premultiplied for blending.
    public init(_ c: CGColor) {
        self.init(straightRed: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    /// A dynamic colour is resolved once, for the traits being drawn (U4).
    public init(_ c: UIColor) {
        let k = c._components
        self.init(straightRed: Double(k.red), green: Double(k.green), blue: Double(k.blue), alpha: Double(k.alpha))
    }
}

extension FontSpec {
    public init(_ font: UIFont) {
        self.init(family: font._familyName, pointSize: Double(font.pointSize),
                  weight: font._drawnOpenTypeWeight, italic: font.isItalic)
    }
}

extension TextStyle {
    public init(font: UIFont, alignment: NSTextAlignment, numberOfLines: Int, lineBreakMode: NSLineBreakMode) {
        let a: Alignment
        switch alignment {
        case .left: a = .left
        case .center: a = .center
        case .right: a = .right
        case .justified: a = .justified
        case .natural: a = .natural
        }
        let b: LineBreak
        switch lineBreakMode {
        case .byWordWrapping: b = .byWordWrapping
        case .byCharWrapping: b = .byCharWrapping
        case .byClipping: b = .byClipping
        case .byTruncatingHead: b = .byTruncatingHead
        case .byTruncatingTail: b = .byTruncatingTail
        case .byTruncatingMiddle: b = .byTruncatingMiddle
        }
        self.init(font: FontSpec(font), alignment: a, numberOfLines: numberOfLines, lineBreakMode: b)
        tabularDigits = font._monospacedDigits
    }
}

extension StrokeStyle {
    init(_ p: CGContext.StrokeParameters) {
        let cap: Cap
        switch p.lineCap {
        case .butt: cap = .butt
        case .round: cap = .round
        case .square: cap = .square
        }
        let join: Join
        switch p.lineJoin {
        case .miter: join = .miter
        case .round: join = .round
        case .bevel: join = .bevel
        }
        self.init(width: Double(p.lineWidth), cap: cap, join: join, miterLimit: Double(p.miterLimit))
    }
}

extension CGRect {
    /// Pixel rectangle from a pixman box.
    init(_ b: pixman_box32_t) {
        self.init(x: CGFloat(b.x1), y: CGFloat(b.y1), width: CGFloat(b.x2 - b.x1), height: CGFloat(b.y2 - b.y1))
    }
}
