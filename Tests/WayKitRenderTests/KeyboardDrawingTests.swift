import CPixman
import Foundation
import Testing
@testable import WayKit
@testable import WayKitRender

/// K5: the on-screen keyboard's keys are drawn as iOS's light keyboard:
/// light grey behind, white letter keys, darker function keys, black
/// captions.
@MainActor
@Suite("On-screen keyboard drawing")
struct KeyboardDrawingTests {
    init() { RenderServices.install() }

    func render(page name: String, width: CGFloat = 390) throws -> (PixmanImage, KeyboardView) {
        let layout = try #require(KeyboardLayouts.layout("en-US"))
        let page = try #require(layout.pages[name])
        let view = KeyboardView(page: page, named: name, layout: layout)
        let height = KeyboardView.height(of: page)
        let w = Scene.window(width: width, height: height, background: .clear)
        view.frame = w.bounds
        w.addSubview(view)
        for key in view.keyViews where key.key.action == .return { key.caption = layout.returnLabel(for: .default) }
        w.layoutIfNeeded()
        return (try Scene.render(w), view)
    }

    func pixel(_ image: PixmanImage, _ p: CGPoint) -> UInt32 { image.pixel(x: Int(p.x), y: Int(p.y)) }

    @Test("K5: letters page: grey background, white keys with black letters, darker shift and backspace")
    func letters() throws {
        let (image, view) = try render(page: "letters")
        func key(_ output: String) throws -> KeyboardKeyView {
            try #require(view.keyViews.first { $0.key.output == output || $0.key.action.rawValue == output })
        }
        let q = try key("q"), w = try key("w"), shift = try key("shift")
        // Between q and w: the keyboard's background.
        #expect(pixel(image, CGPoint(x: (q.frame.maxX + w.frame.minX) / 2, y: q.frame.midY))
                == PremultipliedColor(KeyboardTheme.background).argb32)
        // A letter key's corner area is white, its caption has dark pixels.
        #expect(pixel(image, CGPoint(x: q.frame.minX + 4, y: q.frame.maxY - 6)) == PremultipliedColor(UIColor.white).argb32)
        var dark = 0
        for y in Int(q.frame.minY)..<Int(q.frame.maxY) {
            for x in Int(q.frame.minX)..<Int(q.frame.maxX) where image.pixel(x: x, y: y) & 0xff < 0x40 { dark += 1 }
        }
        #expect(dark > 20)
        #expect(pixel(image, CGPoint(x: shift.frame.minX + 4, y: shift.frame.minY + 6))
                == PremultipliedColor(KeyboardTheme.functionKey).argb32)
        // The shadow line under a key.
        #expect(pixel(image, CGPoint(x: q.frame.midX, y: q.frame.maxY - 0.5)) == PremultipliedColor(KeyboardTheme.shadow).argb32)
        try Snapshot.assertMatches(image, "keyboard-letters")
    }

    @Test("K5: the number pad")
    func numberPad() throws {
        let (image, _) = try render(page: "numberPad")
        try Snapshot.assertMatches(image, "keyboard-number-pad")
    }
}
