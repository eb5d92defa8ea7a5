import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// Issue 5 §1: the display cycle around drawing (layout before drawing,
/// setNeedsDisplay) and premultiplied blending of UIColor.
@MainActor
@Suite("Display cycle and blending (issue 5 view drawing)")
struct DisplayCycleTests {
    init() { RenderServices.install() }

    @Test("issue 5: layoutSubviews runs before the frame is drawn")
    func layoutBeforeDrawing() throws {
        final class Sidebar: UIView {
            let panel = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                panel.backgroundColor = .systemRed
                addSubview(panel)
            }
            override func layoutSubviews() {
                panel.frame = CGRect(x: bounds.width - 20, y: 0, width: 20, height: bounds.height)
            }
        }
        let w = Scene.window(width: 100, height: 50)
        let s = Sidebar(frame: w.bounds)
        w.addSubview(s)
        let image = try Scene.render(w)
        #expect(image.pixel(x: 90, y: 25) == PremultipliedColor(UIColor.systemRed).argb32)
        #expect(image.pixel(x: 10, y: 25) == PremultipliedColor.white.argb32)
    }

    @Test("issue 5: setNeedsDisplay(_:) damages that rectangle and draw(_:) runs again")
    func setNeedsDisplayRect() throws {
        final class Counter: UIView {
            var draws = 0
            var fill: UIColor = .systemBlue
            override func draw(_ rect: CGRect) {
                draws += 1
                fill.setFill()
                UIGraphicsGetCurrentContext()?.fill(bounds)
            }
        }
        let w = Scene.window(width: 100, height: 100)
        let c = Counter(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        w.addSubview(c)
        let renderer = PixmanRenderer()
        let buffer = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: 100, height: 100))
        let pb = PixelBuffer(base: try #require(buffer.data), width: 100, height: 100, stride: buffer.stride)
        _ = renderer.render(w, into: pb, scale: 1, damage: nil)
        _ = w.takeDamage()
        #expect(c.draws == 1)
        c.fill = .systemOrange
        c.setNeedsDisplay(CGRect(x: 0, y: 0, width: 20, height: 20))
        let damage = try #require(w.takeDamage())
        #expect(damage == [CGRect(x: 10, y: 10, width: 20, height: 20)])
        _ = renderer.render(w, into: pb, scale: 1, damage: damage)
        #expect(c.draws == 2)
        // Only the damaged corner shows the new colour.
        #expect(buffer.pixel(x: 15, y: 15) == PremultipliedColor(UIColor.systemOrange).argb32)
        #expect(buffer.pixel(x: 60, y: 60) == PremultipliedColor(UIColor.systemBlue).argb32)
    }

    @Test("issue 5: translucent colours blend premultiplied, and a translucent window stays translucent")
    func premultipliedBlending() throws {
        let w = Scene.window(width: 60, height: 30, background: UIColor(white: 1, alpha: 0.5))
        w.addSubview(Scene.view(CGRect(x: 0, y: 0, width: 30, height: 30), .blue))
        w.addSubview(Scene.view(CGRect(x: 0, y: 0, width: 30, height: 30), UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        let image = try Scene.render(w)
        // Red at 50 % over opaque blue: (0.5, 0, 0.5), opaque.
        let mixed = image.pixel(x: 15, y: 15)
        #expect(mixed >> 24 == 0xff)
        #expect(abs(Int((mixed >> 16) & 0xff) - 128) <= 1 && abs(Int(mixed & 0xff) - 127) <= 1)
        #expect((mixed >> 8) & 0xff == 0)
        // Half-transparent white is stored premultiplied: every channel ≈ 128.
        let glass = image.pixel(x: 45, y: 15)
        for shift: UInt32 in [0, 8, 16, 24] { #expect(abs(Int((glass >> shift) & 0xff) - 128) <= 1) }
    }
}
