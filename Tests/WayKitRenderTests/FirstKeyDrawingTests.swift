import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// What the first key typed draws (issue 11, docs/performance.md "Text
/// input"): text got ready while idle, and rounded rectangles drawn with
/// `UIBezierPath` (a text field's border, the keyboard's caps) from the
/// shape cache instead of tessellated each frame.
@MainActor
@Suite("First key drawing (K1, K5, K7)")
struct FirstKeyDrawingTests {
    init() { RenderServices.install() }

    static let parameters = CGContext.TextParameters(font: .systemFont(ofSize: 17), color: UIColor.label.cgColor,
                                                     numberOfLines: 1, lineBreakMode: .byClipping)

    /// Draws `text` as the renderer's replay of `drawText` does, at an x with
    /// a fractional part, and returns the glyph cache's misses in the draw.
    func missesDrawing(_ text: String, with system: TextSystem, x: CGFloat) throws -> Int {
        let image = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: 300, height: 40))
        let canvas = Canvas(target: image, transform: .identity)
        let p = Self.parameters
        let style = TextStyle(font: p.font, alignment: p.alignment, numberOfLines: p.numberOfLines,
                              lineBreakMode: p.lineBreakMode)
        system.resetGlyphCacheStatistics()
        let layout = system.layout(text, style: style, maxWidth: 280, scale: 1)
        canvas.draw(layout, in: CGRect(x: x, y: 0, width: 280, height: 40), alignment: style.alignment,
                    color: .black, textSystem: system)
        return system.glyphCacheLookups.misses
    }

    @Test("K7: text got ready while idle (prepareText) draws without rendering a glyph, wherever its sub-pixel position")
    func preparedTextDrawsFromTheCache() throws {
        let cold = TextSystem()
        #expect(try missesDrawing("Kiosk", with: cold, x: 10.3) > 0)

        let system = TextSystem()
        TextMeasurer(system).prepareText("Kiosk", width: 280, parameters: Self.parameters, scale: 1)
        for x in [10.0, 10.3, 10.55, 10.8] as [CGFloat] {
            #expect(try missesDrawing("Kiosk", with: system, x: x) == 0)
        }
    }

    /// A view drawing a rounded rectangle filled and another stroked with
    /// `UIBezierPath`, as `UITextField`'s border and the keyboard's caps do.
    final class RoundedRectView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 4.3, y: 6.6, width: 70, height: 30), cornerRadius: 5).fill()
            UIColor.systemGray.setStroke()
            let ring = UIBezierPath(roundedRect: CGRect(x: 90.5, y: 6.5, width: 80, height: 32), cornerRadius: 6)
            ring.lineWidth = 1.5
            ring.stroke()
        }
    }

    @Test("K1, K5: UIBezierPath rounded rectangles fill and stroke from the shape cache, as the tessellated paths draw them")
    func roundedRectanglesFromTheShapeCache() throws {
        let window = Scene.window(width: 180, height: 44)
        window.addSubview(RoundedRectView(frame: CGRect(x: 0, y: 0, width: 180, height: 44)))
        let renderer = PixmanRenderer()
        let image = try Scene.render(window, renderer: renderer)
        #expect(renderer.shapeCache.misses == 2)
        _ = try Scene.render(window, renderer: renderer)
        #expect(renderer.shapeCache.hits >= 2)
        #expect(renderer.shapeCache.misses == 2)

        // The same shapes through the general path filler and stroker.
        let reference = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: 180, height: 44))
        let canvas = Canvas(target: reference, transform: .identity)
        canvas.fill(CGRect(x: 0, y: 0, width: 180, height: 44), color: .white)
        canvas.fill(UIBezierPath(roundedRect: CGRect(x: 4.3, y: 6.6, width: 70, height: 30), cornerRadius: 5).cgPath,
                    color: PremultipliedColor(UIColor.systemBlue), rule: .nonZero)
        canvas.stroke(UIBezierPath(roundedRect: CGRect(x: 90.5, y: 6.5, width: 80, height: 32), cornerRadius: 6).cgPath,
                      style: StrokeStyle(width: 1.5), color: PremultipliedColor(UIColor.systemGray))
        var worst = 0
        for y in 0..<44 {
            for x in 0..<180 {
                let a = image.pixel(x: x, y: y), b = reference.pixel(x: x, y: y)
                for shift in stride(from: 0, to: 32, by: 8) {
                    worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                }
            }
        }
        // Anti-aliasing of the same edges, computed two ways.
        #expect(worst <= 24, "largest channel difference \(worst)")
        #expect(image.pixel(x: 40, y: 20) == PremultipliedColor(UIColor.systemBlue).argb32)
        #expect(image.pixel(x: 130, y: 20) == PremultipliedColor.white.argb32, "a stroke leaves the inside alone")
    }

    @Test("K1: paths that only look like rounded rectangles are not taken for one")
    func roundedRectangleRecognition() {
        let r = UIBezierPath(roundedRect: CGRect(x: 1, y: 2, width: 30, height: 20), cornerRadius: 4).cgPath
        #expect(r.asRoundedRectangle?.rect == CGRect(x: 1, y: 2, width: 30, height: 20))
        #expect(r.asRoundedRectangle?.radius == 4)
        let elliptic = CGMutablePath()
        elliptic.addRoundedRect(in: CGRect(x: 0, y: 0, width: 30, height: 20), cornerWidth: 6, cornerHeight: 3)
        #expect(elliptic.asRoundedRectangle == nil)
        let two = CGMutablePath()
        two.addRoundedRect(in: CGRect(x: 0, y: 0, width: 30, height: 20), cornerWidth: 4, cornerHeight: 4)
        two.addRect(CGRect(x: 40, y: 0, width: 5, height: 5))
        #expect(two.asRoundedRectangle == nil)
        #expect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).asRoundedRectangle == nil)
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil).asRoundedRectangle == nil)
    }
}
