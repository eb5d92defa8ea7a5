import CPixman
import Foundation
import Testing
import WayKit
import WayKitRender

/// U5 in pixels: template images tinted by `tintColor`, `withTintColor`,
/// resizable images, symbols, and images in buttons and bars.
@MainActor
@Suite("U5 image drawing")
struct ImageDrawingTests {
    init() { RenderServices.install() }

    static let white = PremultipliedColor(UIColor.white).argb32

    /// An opaque black square with a transparent border `inset` pixels wide.
    static func glyph(side: Int = 20, inset: Int = 5) throws -> UIImage {
        var px = [UInt8](repeating: 0, count: side * side * 4)
        for y in inset..<(side - inset) {
            for x in inset..<(side - inset) { px[(y * side + x) * 4 + 3] = 255 }
        }
        return try #require(UIImage(pixelWidth: side, pixelHeight: side, pixels: px))
    }

    static func rgb(_ pixel: UInt32) -> (Int, Int, Int) {
        (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
    }

    @Test("U5: a template image view draws its image's alpha in its tintColor; .automatic draws as it is")
    func templateTinting() throws {
        let w = Scene.window(width: 100, height: 40)
        let template = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        template.image = try Self.glyph().withRenderingMode(.alwaysTemplate)
        template.tintColor = .systemRed
        let automatic = UIImageView(frame: CGRect(x: 30, y: 0, width: 20, height: 20))
        automatic.image = try Self.glyph()
        automatic.tintColor = .systemRed
        // Inherited tint: the superview's.
        let holder = UIView(frame: CGRect(x: 60, y: 0, width: 40, height: 40))
        holder.tintColor = .systemGreen
        let inherited = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        inherited.image = try Self.glyph().withRenderingMode(.alwaysTemplate)
        holder.addSubview(inherited)
        [template, automatic, holder].forEach(w.addSubview)
        let out = try Scene.render(w)
        #expect(out.pixel(x: 10, y: 10) == PremultipliedColor(UIColor.systemRed).argb32)
        #expect(out.pixel(x: 2, y: 2) == Self.white)
        #expect(out.pixel(x: 40, y: 10) == PremultipliedColor(UIColor.black).argb32)
        #expect(out.pixel(x: 70, y: 10) == PremultipliedColor(UIColor.systemGreen).argb32)
    }

    @Test("U5: withTintColor draws in its colour whatever the view's tint, and in draw(_:)")
    func withTintColor() throws {
        let w = Scene.window(width: 60, height: 30)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.image = try Self.glyph().withTintColor(.blue)
        view.tintColor = .systemRed
        w.addSubview(view)
        let out = try Scene.render(w)
        #expect(out.pixel(x: 10, y: 10) == PremultipliedColor(UIColor.blue).argb32)
        #expect(out.pixel(x: 1, y: 1) == Self.white)
    }

    @Test("U5: a resizable image keeps its caps and stretches its middle")
    func resizableStretch() throws {
        // 9×9: a 3-pixel red frame around a blue middle.
        let side = 9
        var px = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let edge = x < 3 || y < 3 || x >= 6 || y >= 6
                px[(y * side + x) * 4 + (edge ? 2 : 0)] = 255
                px[(y * side + x) * 4 + 3] = 255
            }
        }
        let image = try #require(UIImage(pixelWidth: side, pixelHeight: side, pixels: px))
        let insets = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        let w = Scene.window(width: 130, height: 40)
        let stretched = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        stretched.image = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        let tiled = UIImageView(frame: CGRect(x: 70, y: 0, width: 60, height: 30))
        tiled.image = image.resizableImage(withCapInsets: insets)
        w.addSubview(stretched)
        w.addSubview(tiled)
        let out = try Scene.render(w)
        let red = PremultipliedColor(UIColor.red).argb32, blue = PremultipliedColor(UIColor.blue).argb32
        for x in [0, 1, 2, 57, 58, 59] { #expect(out.pixel(x: x, y: 15) == red, "left and right caps at \(x)") }
        for y in [0, 2, 27, 29] { #expect(out.pixel(x: 30, y: y) == red, "top and bottom caps at \(y)") }
        // The middle, 54 × 24, is blue to its edges: no blend with the caps.
        for x in [3, 4, 30, 55, 56] { #expect(out.pixel(x: x, y: 15) == blue, "middle at \(x)") }
        #expect(out.pixel(x: 30, y: 3) == blue)
        // Tiled, the 3×3 middle repeats: blue throughout too.
        for x in [73, 100, 126] { #expect(out.pixel(x: x, y: 15) == blue, "tiled middle at \(x)") }
        #expect(out.pixel(x: 71, y: 15) == red)
        // Without insets the same image scales as a whole: red at the middle's
        // edge is three times wider.
        let plain = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        plain.image = image
        let w2 = Scene.window(width: 60, height: 30)
        w2.addSubview(plain)
        #expect(try Scene.render(w2).pixel(x: 8, y: 15) == red)
    }

    @Test("U5: a known symbol draws tinted; an unknown name gives nil")
    func symbols() throws {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        let heart = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.isSymbolImage && heart.renderingMode == .automatic)
        // The body style's 17 points, in a box a fifth larger.
        #expect(heart.size.width > 17 && heart.size.width < 24)
        let big = try #require(heart.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(big.size.width > 2 * heart.size.width)
        let w = Scene.window(width: 60, height: 60)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.image = big
        view.contentMode = .center
        view.tintColor = .systemPurple
        w.addSubview(view)
        let out = try Scene.render(w)
        // The heart's middle is the tint; the corners stay white.
        #expect(out.pixel(x: 30, y: 30) == PremultipliedColor(UIColor.systemPurple).argb32)
        #expect(out.pixel(x: 1, y: 1) == Self.white)
        // An outline symbol differs from its filled form in its middle.
        let outline = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        view.image = outline
        #expect(try Scene.render(w).pixel(x: 30, y: 30) == Self.white)
    }

    @Test("U5: symbol weights and scales change what is drawn")
    func symbolConfiguration() throws {
        func coverage(_ image: UIImage) -> Int {
            let pixels = image.pixels
            return stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + Int(pixels[$1]) }
        }
        let regular = try #require(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
        let bold = try #require(regular.withConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(bold.size == regular.size)
        #expect(coverage(bold) > coverage(regular))
        #expect(bold.symbolConfiguration?.pointSize == 30 && bold.symbolConfiguration?.weight == .bold)
        let small = try #require(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        let large = try #require(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        #expect(small.size.width < large.size.width)
        let title = try #require(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(title.size.width > regular.size.width * 34 / 30 - 1)
        // An image view's preferred configuration is put over the symbol's.
        let view = UIImageView(image: regular)
        #expect(view.intrinsicContentSize == regular.size)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 60)
        #expect(view.intrinsicContentSize.width > 1.9 * regular.size.width)
        // Traits with a display scale draw the symbol at that scale, same size.
        let sharp = try #require(UIImage(systemName: "plus", withConfiguration:
            UIImage.SymbolConfiguration(pointSize: 30).withTraitCollection(UITraitCollection(displayScale: 2))))
        #expect(sharp.scale == 2 && sharp.pixelWidth == 2 * regular.pixelWidth && sharp.size == regular.size)
        // A bitmap is no symbol.
        #expect(try Self.glyph().applyingSymbolConfiguration(.init(pointSize: 20)) == nil)
    }

    @Test("U5: a button shrinks a large image to fit and tints a system button's image")
    func buttonImages() throws {
        let w = Scene.window(width: 100, height: 50)
        let system = UIButton(type: .system)
        system.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        system.setImage(try Self.glyph(side: 120, inset: 0), for: .normal)
        system.tintColor = .systemOrange
        let custom = UIButton(type: .custom)
        custom.frame = CGRect(x: 50, y: 0, width: 40, height: 40)
        custom.setImage(try Self.glyph(side: 20, inset: 0), for: .normal)
        [system, custom].forEach(w.addSubview)
        let out = try Scene.render(w)
        let orange = PremultipliedColor(UIColor.systemOrange).argb32
        // The 120-point image fills the 30-point button, tinted: not cut.
        for p in [(1, 1), (15, 15), (28, 28)] { #expect(out.pixel(x: p.0, y: p.1) == orange, "\(p)") }
        #expect(out.pixel(x: 31, y: 15) == Self.white)
        // A smaller image keeps its size, centred, in its own colours.
        #expect(out.pixel(x: 70, y: 20) == PremultipliedColor(UIColor.black).argb32)
        #expect(out.pixel(x: 58, y: 20) == Self.white)
        #expect(custom.intrinsicContentSize.width == 20 && custom.intrinsicContentSize.height == 30)
    }

    @Test("U5: .automatic images in tab bar and bar button items draw as templates")
    func barItemImages() throws {
        let glyph = try Self.glyph()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let item = UINavigationItem(title: "")
        item.rightBarButtonItem = UIBarButtonItem(image: glyph, style: .plain, action: { _ in })
        bar.setItems([item], animated: false)
        bar.tintColor = .systemRed
        let w = Scene.window(width: 200, height: 44)
        w.addSubview(bar)
        bar.layoutIfNeeded()
        let out = try Scene.render(w)
        let red = PremultipliedColor(UIColor.systemRed).argb32
        var found = false
        for y in 0..<44 { for x in 100..<200 where out.pixel(x: x, y: y) == red { found = true } }
        #expect(found, "the bar button's image is drawn in the tint")
        #expect(item.rightBarButtonItem?.image?.renderingMode == .automatic)
    }

    @Test("U5: a tab bar item's .automatic image draws in the selected tint, an .alwaysOriginal one as it is")
    func tabBarItemImages() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 200, height: 49))
        bar.tintColor = .systemRed
        let templated = UITabBarItem(title: nil, image: try Self.glyph(side: 24, inset: 4), tag: 0)
        let original = UITabBarItem(title: nil, image: try Self.glyph(side: 24, inset: 4).withRenderingMode(.alwaysOriginal), tag: 1)
        bar.items = [templated, original]
        bar.selectedItem = templated
        let w = Scene.window(width: 200, height: 49)
        w.addSubview(bar)
        bar.layoutIfNeeded()
        let out = try Scene.render(w)
        func count(_ colour: UIColor, in xs: Range<Int>) -> Int {
            let want = PremultipliedColor(colour).argb32
            return (0..<49).reduce(0) { n, y in n + xs.filter { out.pixel(x: $0, y: y) == want }.count }
        }
        #expect(count(.systemRed, in: 0..<100) > 100, "the selected item's image in the tint")
        #expect(count(.black, in: 100..<200) > 100, "the original image in black")
        #expect(count(.black, in: 0..<100) == 0)
    }
}
