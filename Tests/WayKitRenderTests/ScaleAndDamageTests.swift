import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// Issue 5 §5 (damage) and §6 (HiDPI).
@MainActor
@Suite("Damage and scale (issue 5 damage, HiDPI)")
struct ScaleAndDamageTests {
    init() { RenderServices.install() }

    func card() -> UIWindow {
        let w = Scene.window(width: 120, height: 60, background: .systemGray6)
        let c = Scene.view(CGRect(x: 8, y: 8, width: 104, height: 44), .white, radius: 10)
        c.layer.borderWidth = 1
        c.layer.borderColor = UIColor.systemGray.cgColor
        let l = UILabel(frame: c.bounds)
        l.text = "Crisp edges"
        l.textAlignment = .center
        c.addSubview(l)
        w.addSubview(c)
        return w
    }

    @Test("issue 5: drawing at buffer scales 1×, 1.5× and 2×", arguments: [1.0, 1.5, 2.0])
    func scales(scale: Double) throws {
        let image = try Scene.render(card(), scale: CGFloat(scale))
        #expect(image.width == Int((120 * scale).rounded(.up)))
        #expect(image.height == Int((60 * scale).rounded(.up)))
        // Point-aligned edges land on whole pixels at integer scales: the
        // window background right up to the card's left edge is untouched.
        if scale == 2 {
            #expect(image.pixel(x: 15, y: 60) == PremultipliedColor(UIColor.systemGray6).argb32)
            #expect(image.pixel(x: 16, y: 60) != PremultipliedColor(UIColor.systemGray6).argb32)
        }
        try Snapshot.assertMatches(image, "scale-\(scale)x")
    }

    /// A window of buttons-like tiles, for the damage tests.
    func tiles() -> (UIWindow, [UIView]) {
        let w = Scene.window(width: 200, height: 120)
        var views: [UIView] = []
        for i in 0..<8 {
            let v = Scene.view(CGRect(x: 10 + CGFloat(i % 4) * 47, y: 10 + CGFloat(i / 4) * 55, width: 40, height: 45),
                               .systemBlue, radius: 8)
            let l = UILabel(frame: v.bounds)
            l.text = "B\(i)"
            l.textAlignment = .center
            l.textColor = .white
            v.addSubview(l)
            w.addSubview(v)
            views.append(v)
        }
        return (w, views)
    }

    @Test("issue 5: a highlight redraws only that view's rectangle, matching a full redraw")
    func partialRedraw() throws {
        let (w, views) = tiles()
        let renderer = PixmanRenderer()
        let scale: CGFloat = 2
        let width = 400, height = 240
        let buffer = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: width, height: height))
        let pb = PixelBuffer(base: try #require(buffer.data), width: width, height: height, stride: buffer.stride)
        _ = w.takeDamage()
        let full = renderer.render(w, into: pb, scale: scale, damage: nil)
        #expect(full == [CGRect(x: 0, y: 0, width: width, height: height)])
        let drawnInFull = renderer.viewsDrawnLastFrame

        views[5].backgroundColor = .systemOrange  // the "highlight"
        let damage = try #require(w.takeDamage())
        let returned = renderer.render(w, into: pb, scale: scale, damage: damage)
        let frame = views[5].frame
        let union = returned.reduce(CGRect.null) { $0.union($1) }
        // The damage is the tile's frame in pixels (plus a pixel for anti-aliasing).
        #expect(union.contains(CGRect(x: frame.minX * scale, y: frame.minY * scale,
                                      width: frame.width * scale, height: frame.height * scale)))
        #expect(union.width <= frame.width * scale + 2 && union.height <= frame.height * scale + 2)
        // Only the window, the tile and its label were visited.
        #expect(renderer.viewsDrawnLastFrame <= 3)
        #expect(renderer.viewsDrawnLastFrame < drawnInFull)

        // The partly redrawn buffer equals a fresh full render.
        let reference = try #require(renderer.renderImage(w, scale: scale))
        var differing = 0
        for y in 0..<height { for x in 0..<width where buffer.pixel(x: x, y: y) != reference.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }

    @Test("issue 5: pixels outside the damage are left alone")
    func outsideDamageUntouched() throws {
        let (w, _) = tiles()
        let renderer = PixmanRenderer()
        let buffer = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: 200, height: 120))
        // A sentinel colour the renderer never draws.
        buffer.fill(PIXMAN_OP_SRC, color: PremultipliedColor(red: 0, green: 1, blue: 0, alpha: 1),
                    boxes: [pixman_box32_t(x1: 0, y1: 0, x2: 200, y2: 120)])
        let pb = PixelBuffer(base: try #require(buffer.data), width: 200, height: 120, stride: buffer.stride)
        let rects = renderer.render(w, into: pb, scale: 1, damage: [CGRect(x: 50, y: 20, width: 30, height: 30)])
        #expect(rects == [CGRect(x: 49, y: 19, width: 32, height: 32)])
        #expect(buffer.pixel(x: 10, y: 100) == 0xff00ff00)
        #expect(buffer.pixel(x: 60, y: 30) != 0xff00ff00)
        #expect(renderer.render(w, into: pb, scale: 1, damage: []) == [])
    }
}
