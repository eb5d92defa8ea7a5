import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// Issue 5 §1: how a view tree is drawn.
@MainActor
@Suite("View drawing (issue 5 view drawing)")
struct ViewDrawingTests {
    init() { RenderServices.install() }

    @Test("issue 5: backgrounds, corner radius, borders, hidden views and clipping")
    func layerStyle() throws {
        let w = Scene.window(width: 240, height: 160)
        w.addSubview(Scene.view(CGRect(x: 10, y: 10, width: 60, height: 40), .systemBlue))
        w.addSubview(Scene.view(CGRect(x: 90, y: 10, width: 60, height: 40), .systemGreen, radius: 12))
        let bordered = Scene.view(CGRect(x: 170, y: 10, width: 60, height: 40), .systemGray6, radius: 10)
        bordered.layer.borderWidth = 3
        bordered.layer.borderColor = UIColor.systemRed.cgColor
        w.addSubview(bordered)
        let square = Scene.view(CGRect(x: 10, y: 70, width: 60, height: 40), nil)
        square.layer.borderWidth = 1
        square.layer.borderColor = UIColor.black.cgColor
        w.addSubview(square)
        let hidden = Scene.view(CGRect(x: 10, y: 120, width: 60, height: 30), .magenta)
        hidden.isHidden = true
        w.addSubview(hidden)
        // A clipping parent cuts its child at its bounds...
        let clip = Scene.view(CGRect(x: 90, y: 70, width: 60, height: 60), .systemGray5)
        clip.clipsToBounds = true
        clip.addSubview(Scene.view(CGRect(x: 30, y: 30, width: 60, height: 60), .systemOrange))
        w.addSubview(clip)
        // ...and through its rounded corners when it has them.
        let rounded = Scene.view(CGRect(x: 170, y: 70, width: 60, height: 60), .systemGray5, radius: 30)
        rounded.clipsToBounds = true
        rounded.addSubview(Scene.view(CGRect(x: 0, y: 0, width: 60, height: 30), .systemBlue))
        w.addSubview(rounded)
        let image = try Scene.render(w)
        #expect(image.pixel(x: 40, y: 30) == PremultipliedColor(UIColor.systemBlue).argb32)
        #expect(image.pixel(x: 30, y: 135) == PremultipliedColor.white.argb32, "hidden view not drawn")
        #expect(image.pixel(x: 160, y: 110) == PremultipliedColor.white.argb32, "child clipped at bounds")
        #expect(image.pixel(x: 172, y: 72) == PremultipliedColor.white.argb32, "child clipped at rounded corner")
        #expect(image.pixel(x: 200, y: 75) == PremultipliedColor(UIColor.systemBlue).argb32)
        #expect(image.pixel(x: 171, y: 30) == PremultipliedColor(UIColor.systemRed).argb32, "border inside bounds")
        // Anti-aliased: the rounded corner's edge has blended pixels.
        let corner = image.pixel(x: 93, y: 13)
        #expect(corner != PremultipliedColor.white.argb32 && corner != PremultipliedColor(UIColor.systemGreen).argb32)
        try Snapshot.assertMatches(image, "views-layer-style")
    }

    @Test("issue 5: alpha is group opacity of the subtree")
    func groupOpacity() throws {
        let w = Scene.window(width: 200, height: 100)
        let group = Scene.view(CGRect(x: 10, y: 10, width: 180, height: 80), nil)
        group.alpha = 0.5
        group.addSubview(Scene.view(CGRect(x: 0, y: 0, width: 100, height: 80), .systemBlue))
        group.addSubview(Scene.view(CGRect(x: 60, y: 20, width: 100, height: 40), .systemRed))
        w.addSubview(group)
        let image = try Scene.render(w)
        // Where the children overlap, only the top one shows (at half
        // opacity): per-view alpha would let blue show through red.
        let overlap = image.pixel(x: 100, y: 50)
        let redOnly = image.pixel(x: 150, y: 50)
        #expect(overlap == redOnly)
        #expect((overlap >> 16) & 0xff > 0xf0 && overlap & 0xff < 0xb0)
        try Snapshot.assertMatches(image, "views-group-opacity")
    }

    @Test("issue 5: transforms rotate and scale subtrees with bilinear filtering")
    func transforms() throws {
        let w = Scene.window(width: 240, height: 140)
        let rotated = Scene.view(CGRect(x: 30, y: 30, width: 80, height: 80), .systemBlue, radius: 8)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        label.text = "Turn"
        label.textAlignment = .center
        label.textColor = .white
        rotated.addSubview(label)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        w.addSubview(rotated)
        let scaled = Scene.view(CGRect(x: 150, y: 40, width: 40, height: 30), .systemGreen, radius: 6)
        scaled.transform = CGAffineTransform(scaleX: 1.5, y: 2)
        w.addSubview(scaled)
        let image = try Scene.render(w)
        // The rotated square's corner pokes outside its frame's untransformed
        // position, and its untransformed corner is now empty.
        #expect(image.pixel(x: 32, y: 32) == PremultipliedColor.white.argb32)
        #expect(image.pixel(x: 70, y: 70) != PremultipliedColor.white.argb32)
        // Scaled 2× in y about its centre (y 55): spans 25...85.
        #expect(image.pixel(x: 170, y: 28) == PremultipliedColor(UIColor.systemGreen).argb32)
        try Snapshot.assertMatches(image, "views-transforms")
    }

    @Test("issue 5: draw(_:) with a context: rects, rounded rects, lines, paths, images, text, clips")
    func customDrawing() throws {
        final class Sketch: UIView {
            var image: UIImage?
            override func draw(_ rect: CGRect) {
                guard let ctx = UIGraphicsGetCurrentContext() else { return }
                ctx.setFillColor(UIColor.systemYellow)
                ctx.fill(CGRect(x: 10, y: 10, width: 50, height: 30))
                UIColor.systemBlue.setFill()
                UIBezierPath(roundedRect: CGRect(x: 70, y: 10, width: 50, height: 30), cornerRadius: 8).fill()
                ctx.setStrokeColor(UIColor.black)
                ctx.setLineWidth(2)
                ctx.setLineCap(.round)
                ctx.strokeLineSegments(between: [CGPoint(x: 130, y: 10), CGPoint(x: 180, y: 40)])
                let tri = UIBezierPath()
                tri.move(to: CGPoint(x: 190, y: 40)); tri.addLine(to: CGPoint(x: 215, y: 10))
                tri.addLine(to: CGPoint(x: 240, y: 40)); tri.close()
                tri.lineWidth = 3
                tri.lineJoinStyle = .round
                UIColor.systemRed.setStroke()
                tri.stroke()
                image?.draw(in: CGRect(x: 10, y: 50, width: 64, height: 48))
                "Drawn text".draw(in: CGRect(x: 90, y: 55, width: 150, height: 20),
                                  withAttributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.darkGray])
                // A circular clip: only the disc of the stripes shows.
                ctx.saveGState()
                UIBezierPath(ovalIn: CGRect(x: 190, y: 55, width: 40, height: 40)).addClip()
                for i in 0..<5 {
                    ctx.setFillColor(i % 2 == 0 ? UIColor.systemGreen : UIColor.systemOrange)
                    ctx.fill(CGRect(x: 190, y: 55 + CGFloat(i) * 8, width: 40, height: 8))
                }
                ctx.restoreGState()
                ctx.translateBy(x: 90, y: 80)
                ctx.setAlpha(0.5)
                ctx.setFillColor(UIColor.purple)
                ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 20))
            }
        }
        let w = Scene.window(width: 250, height: 110)
        let sketch = Sketch(frame: w.bounds)
        sketch.image = try Scene.testImage()
        w.addSubview(sketch)
        let image = try Scene.render(w)
        #expect(image.pixel(x: 30, y: 25) == PremultipliedColor(UIColor.systemYellow).argb32)
        #expect(image.pixel(x: 192, y: 57) == PremultipliedColor.white.argb32, "outside the clip disc")
        #expect(image.pixel(x: 210, y: 58) == PremultipliedColor(UIColor.systemGreen).argb32)
        try Snapshot.assertMatches(image, "views-custom-drawing")
    }

    @Test("issue 5: text drawn under a rotated context turns with it")
    func rotatedText() throws {
        final class Sign: UIView {
            override func draw(_ rect: CGRect) {
                guard let ctx = UIGraphicsGetCurrentContext() else { return }
                ctx.translateBy(x: 40, y: 10)
                ctx.rotate(by: .pi / 2)
                "Rotated text".draw(in: CGRect(x: 0, y: 0, width: 120, height: 24),
                                    withAttributes: [.font: UIFont.systemFont(ofSize: 16)])
            }
        }
        let w = Scene.window(width: 60, height: 140)
        w.addSubview(Sign(frame: w.bounds))
        let image = try Scene.render(w)
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<140 {
            for x in 0..<60 where image.pixel(x: x, y: y) != PremultipliedColor.white.argb32 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        // Turned a quarter: the ink is tall and narrow, left of x = 40.
        #expect(maxY - minY > 70)
        #expect(maxX - minX < 24)
        #expect(maxX <= 40)
        try Snapshot.assertMatches(image, "views-rotated-text")
    }
}
