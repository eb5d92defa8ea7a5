import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// U6: shadows, gradients, shape layers and masks, drawn by the renderer.
@MainActor
@Suite("Layer drawing (U6)")
struct LayerDrawingTests {
    init() { RenderServices.install() }

    func channels(_ p: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
        (Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    func card(_ frame: CGRect) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = .white
        v.layer.cornerRadius = 12
        v.layer.shadowColor = UIColor.black.cgColor
        v.layer.shadowOffset = CGSize(width: 0, height: 4)
        v.layer.shadowRadius = 6
        v.layer.shadowOpacity = 0.5
        return v
    }

    @Test("U6: a shadow is drawn outside the bounds, offset and blurred, and cached: an unchanged shadow is not blurred again")
    func shadow() throws {
        let w = Scene.window(width: 200, height: 140, background: .white)
        let c = card(CGRect(x: 40, y: 30, width: 120, height: 70))
        w.addSubview(c)
        let renderer = PixmanRenderer()
        let image = try Scene.render(w, renderer: renderer)
        #expect(renderer.shadowBlurCount == 1)
        // Below the card (the offset pushes it down) it is darker than above.
        let below = channels(image.pixel(x: 100, y: 104)), above = channels(image.pixel(x: 100, y: 26))
        #expect(below.r < 200, "shadow under the card: \(below)")
        #expect(below.r < above.r, "offset downwards")
        // Blurred: it fades with distance, no hard edge.
        let near = channels(image.pixel(x: 100, y: 104)).r, far = channels(image.pixel(x: 100, y: 114)).r
        #expect(near < far && far < 255, "a soft falloff: \(near) then \(far)")
        #expect(image.pixel(x: 100, y: 136) == PremultipliedColor.white.argb32, "gone well past 3σ")
        // Inside the card: its own white background, not the shadow.
        #expect(image.pixel(x: 100, y: 60) == PremultipliedColor.white.argb32)
        try Snapshot.assertMatches(image, "layers-shadow-card")
        // The next frame draws the same shadow from the cache.
        _ = try Scene.render(w, renderer: renderer)
        #expect(renderer.shadowBlurCount == 1, "not blurred again")
        // Twenty identical cards share one mask.
        let grid = Scene.window(width: 400, height: 600)
        for i in 0..<20 { grid.addSubview(card(CGRect(x: 20 + CGFloat(i % 2) * 190, y: 20 + CGFloat(i / 2) * 58, width: 170, height: 40))) }
        let r2 = PixmanRenderer()
        _ = try Scene.render(grid, renderer: r2)
        #expect(r2.shadowBlurCount == 1)
        // A changed shadow is blurred again.
        c.layer.shadowRadius = 2
        _ = try Scene.render(w, renderer: renderer)
        #expect(renderer.shadowBlurCount == 2)
    }

    @Test("U6: a shadowPath shapes the shadow; a view without a background casts its content's alpha")
    func shadowPathAndContent() throws {
        let w = Scene.window(width: 200, height: 120)
        let v = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        v.backgroundColor = .systemBlue
        v.layer.shadowOpacity = 1
        v.layer.shadowRadius = 1
        v.layer.shadowOffset = .zero
        v.layer.shadowPath = UIBezierPath(rect: CGRect(x: 50, y: 0, width: 30, height: 60)).cgPath
        w.addSubview(v)
        let clear = UIView(frame: CGRect(x: 120, y: 20, width: 60, height: 60))
        clear.layer.shadowOpacity = 1
        clear.layer.shadowRadius = 1
        clear.layer.shadowOffset = CGSize(width: 8, height: 0)
        clear.addSubview(Scene.view(CGRect(x: 0, y: 0, width: 20, height: 60), .systemRed))
        w.addSubview(clear)
        let image = try Scene.render(w)
        #expect(channels(image.pixel(x: 90, y: 50)).r < 60, "the path reaches past the view's right edge")
        #expect(image.pixel(x: 15, y: 50) == PremultipliedColor.white.argb32, "nothing on the left: the path is not the bounds")
        #expect(channels(image.pixel(x: 144, y: 50)).r < 60, "the red strip's shadow, 8 points right")
        #expect(image.pixel(x: 160, y: 50) == PremultipliedColor.white.argb32, "no shadow where the content is clear")
    }

    @Test("U6: a gradient layer's colours at both ends and the middle; layerClass views draw it too")
    func gradient() throws {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let w = Scene.window(width: 220, height: 120)
        let host = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        let g = CAGradientLayer()
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        g.frame = host.bounds
        host.layer.insertSublayer(g, at: 0)
        let label = Scene.view(CGRect(x: 90, y: 10, width: 20, height: 20), .green)
        host.addSubview(label)
        w.addSubview(host)
        let header = GradientView(frame: CGRect(x: 10, y: 60, width: 200, height: 40))
        (header.layer as? CAGradientLayer)?.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        (header.layer as? CAGradientLayer)?.locations = [0, 1]
        w.addSubview(header)
        let renderer = PixmanRenderer()
        let image = try Scene.render(w, renderer: renderer)
        let left = channels(image.pixel(x: 11, y: 40)), right = channels(image.pixel(x: 208, y: 40))
        #expect(left.r > 240 && left.b < 15, "red at the start: \(left)")
        #expect(right.b > 240 && right.r < 15, "blue at the end: \(right)")
        let mid = channels(image.pixel(x: 110, y: 40))
        #expect(abs(mid.r - 128) < 12 && abs(mid.b - 128) < 12, "half way in the middle: \(mid)")
        #expect(image.pixel(x: 110, y: 25) == PremultipliedColor(UIColor.green).argb32, "inserted at 0: below the subview")
        let top = channels(image.pixel(x: 110, y: 61)), bottom = channels(image.pixel(x: 110, y: 98))
        #expect(top.r > 240 && bottom.r < 15, "the view's own gradient layer, top to bottom: \(top) \(bottom)")
        try Snapshot.assertMatches(image, "layers-gradient")
        let made = renderer.gradientRenderCount
        #expect(made == 2)
        _ = try Scene.render(w, renderer: renderer)
        #expect(renderer.gradientRenderCount == made, "an unchanged gradient is not drawn again")
    }

    @Test("U6: shape layers fill, stroke, dash and stop at strokeEnd; a mask cuts its view")
    func shapesAndMask() throws {
        let w = Scene.window(width: 300, height: 120)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        w.addSubview(host)
        // A progress ring at three quarters, starting at the top, clockwise.
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2,
                                 endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 8
        ring.strokeEnd = 0.75
        host.layer.addSublayer(ring)
        // A filled triangle.
        let tri = CAShapeLayer()
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 110, y: 80)); p.addLine(to: CGPoint(x: 150, y: 20)); p.addLine(to: CGPoint(x: 190, y: 80)); p.close()
        tri.path = p.cgPath
        tri.fillColor = UIColor.systemOrange.cgColor
        host.layer.addSublayer(tri)
        // A dashed line: 10 on, 10 off.
        let dash = CAShapeLayer()
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 110, y: 100)); line.addLine(to: CGPoint(x: 190, y: 100))
        dash.path = line.cgPath
        dash.strokeColor = UIColor.black.cgColor
        dash.lineWidth = 4
        dash.lineDashPattern = [10, 10]
        host.layer.addSublayer(dash)
        // A square view masked by a circle.
        let masked = Scene.view(CGRect(x: 210, y: 20, width: 80, height: 80), .systemRed)
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: masked.bounds).cgPath
        masked.layer.mask = circle
        w.addSubview(masked)
        let image = try Scene.render(w)
        let blue = PremultipliedColor(UIColor.systemBlue).argb32
        #expect(image.pixel(x: 50, y: 20) == blue, "the ring starts at the top")
        #expect(image.pixel(x: 80, y: 50) == blue, "a quarter: right")
        #expect(image.pixel(x: 20, y: 50) == blue, "three quarters: left")
        #expect(image.pixel(x: 38, y: 24) == PremultipliedColor.white.argb32, "the last quarter is not stroked")
        #expect(image.pixel(x: 50, y: 50) == PremultipliedColor.white.argb32, "no fill")
        #expect(image.pixel(x: 150, y: 60) == PremultipliedColor(UIColor.systemOrange).argb32)
        #expect(image.pixel(x: 115, y: 100) == PremultipliedColor.black.argb32, "a dash")
        #expect(image.pixel(x: 125, y: 100) == PremultipliedColor.white.argb32, "a gap")
        #expect(image.pixel(x: 135, y: 100) == PremultipliedColor.black.argb32, "the next dash")
        #expect(image.pixel(x: 250, y: 60) == PremultipliedColor(UIColor.systemRed).argb32, "inside the mask")
        #expect(image.pixel(x: 213, y: 23) == PremultipliedColor.white.argb32, "the mask cuts the corner")
        try Snapshot.assertMatches(image, "layers-shapes-mask")
    }

    @Test("U6: an animated strokeEnd is drawn at its presentation value")
    func animatedStrokeEnd() throws {
        let w = Scene.window(width: 100, height: 100)
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2,
                                 endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 6
        w.layer.addSublayer(ring)
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0
        a.toValue = 0.25
        a.fillMode = .both
        a.isRemovedOnCompletion = false
        a.beginTime = 1e9
        ring.add(a, forKey: "progress")
        let image = try Scene.render(w)
        #expect(image.pixel(x: 50, y: 20) == PremultipliedColor.white.argb32, "strokeEnd drawn at 0 (backwards fill)")
        #expect(image.pixel(x: 20, y: 50) == PremultipliedColor.white.argb32)
    }
}
