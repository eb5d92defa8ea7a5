import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// U6: buttons drawn from their configurations.
@MainActor
struct ButtonConfigurationDrawingTests {
    init() { RenderServices.install() }

    func button(_ c: UIButton.Configuration, _ frame: CGRect) -> UIButton {
        let b = UIButton(configuration: c)
        b.frame = frame
        return b
    }

    @Test("U6: filled, tinted, gray and plain backgrounds with the corner style; filled text white; subtitle under the title; image placement")
    func styles() throws {
        let w = Scene.window(width: 360, height: 200)
        var filled = UIButton.Configuration.filled(); filled.title = "Filled"
        var tinted = UIButton.Configuration.tinted(); tinted.title = "Tinted"
        var gray = UIButton.Configuration.gray(); gray.title = "Gray"
        var plain = UIButton.Configuration.plain(); plain.title = "Plain"
        var capsule = UIButton.Configuration.filled()
        capsule.title = "Buy"; capsule.subtitle = "€ 4.99"; capsule.cornerStyle = .capsule
        capsule.baseBackgroundColor = .systemGreen
        var trailing = UIButton.Configuration.tinted()
        trailing.title = "Next"
        trailing.image = UIImage(color: .systemRed, size: CGSize(width: 12, height: 12))
        trailing.imagePlacement = .trailing
        trailing.imagePadding = 8
        let f = button(filled, CGRect(x: 10, y: 10, width: 100, height: 40))
        let t = button(tinted, CGRect(x: 130, y: 10, width: 100, height: 40))
        let g = button(gray, CGRect(x: 250, y: 10, width: 100, height: 40))
        let p = button(plain, CGRect(x: 10, y: 70, width: 100, height: 40))
        let c = button(capsule, CGRect(x: 130, y: 60, width: 120, height: 56))
        let n = button(trailing, CGRect(x: 10, y: 140, width: 140, height: 40))
        [f, t, g, p, c, n].forEach(w.addSubview)
        let image = try Scene.render(w)
        // Filled: the tint; tinted: a light wash of it; gray: the fill grey; plain: nothing.
        #expect(image.pixel(x: 16, y: 14) == PremultipliedColor(UIColor(rgb: 0x007AFF)).argb32)
        let wash = image.pixel(x: 136, y: 14)
        #expect(wash != 0xFFFFFFFF && (wash & 0xff) > 0xE0 && ((wash >> 16) & 0xff) < 0xF0)
        #expect(image.pixel(x: 256, y: 14) != 0xFFFFFFFF)
        #expect(image.pixel(x: 14, y: 74) == 0xFFFFFFFF)
        // The corner of a medium button is rounded (transparent over white).
        #expect(image.pixel(x: 10, y: 10) != PremultipliedColor(UIColor(rgb: 0x007AFF)).argb32)
        // The capsule's left end is round: its corner is the window's white.
        #expect(image.pixel(x: 131, y: 61) == 0xFFFFFFFF)
        #expect(image.pixel(x: 190, y: 62) == PremultipliedColor(UIColor.systemGreen).argb32)
        // Filled title: white text on the tint somewhere in the middle band.
        var whiteInk = 0
        for x in 20..<100 { for y in 20..<40 where image.pixel(x: x, y: y) == 0xFFFFFFFF { whiteInk += 1 } }
        #expect(whiteInk > 20)
        // The subtitle sits lower than the title: ink in both halves.
        func ink(_ y0: Int, _ y1: Int) -> Int {
            var n = 0
            // Light text on the green: every channel bright.
            for x in 140..<240 { for y in y0..<y1 {
                let p = image.pixel(x: x, y: y)
                if (p >> 16) & 0xff > 0xC0, (p >> 8) & 0xff > 0xC0, p & 0xff > 0xC0 { n += 1 }
            } }
            return n
        }
        #expect(ink(64, 86) > 10 && ink(90, 112) > 10)
        // The trailing image is right of the title: its red is in the right part.
        var redX: [Int] = []
        for x in 10..<150 where image.pixel(x: x, y: 160) == PremultipliedColor(UIColor(rgb: 0xFF3B30)).argb32 { redX.append(x) }
        #expect(!redX.isEmpty)
        #expect((redX.first ?? 0) > 90)
        try Snapshot.assertMatches(image, "button-configurations")
    }

    @Test("U6: a highlighted filled button draws darker")
    func highlight() throws {
        let w = Scene.window(width: 120, height: 60)
        var c = UIButton.Configuration.filled(); c.title = "Tap"
        let b = button(c, CGRect(x: 10, y: 10, width: 100, height: 40))
        w.addSubview(b)
        let normal = try Scene.render(w).pixel(x: 16, y: 14)
        b.isHighlighted = true
        let pressed = try Scene.render(w).pixel(x: 16, y: 14)
        #expect(pressed != normal && (pressed & 0xff) < (normal & 0xff))
    }
}
