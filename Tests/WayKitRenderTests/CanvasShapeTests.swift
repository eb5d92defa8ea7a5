import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// Issue 5 §1: fills, strokes, paths, images, opacity, clipping and transforms
/// on the pixman canvas, below the view layer.
@Suite("Canvas shapes (issue 5 view drawing)")
struct CanvasShapeTests {
    func canvas(_ w: Int, _ h: Int, scale: CGFloat = 1) throws -> (PixmanImage, Canvas) {
        let image = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: w, height: h))
        let canvas = Canvas(target: image, transform: CGAffineTransform(scaleX: scale, y: scale))
        canvas.fill(CGRect(x: 0, y: 0, width: w, height: h), color: .white)
        return (image, canvas)
    }

    static let blue = PremultipliedColor(straightRed: 0.1, green: 0.4, blue: 0.9, alpha: 1)
    static let red = PremultipliedColor(straightRed: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    static let green = PremultipliedColor(straightRed: 0.2, green: 0.7, blue: 0.3, alpha: 1)

    @Test("issue 5: rects, rounded rects, ellipses and even-odd paths fill with anti-aliased edges")
    func fills() throws {
        let (image, c) = try canvas(160, 100)
        c.fill(CGRect(x: 10, y: 10, width: 40, height: 30), color: Self.blue)
        c.fill(CGRect(x: 60.5, y: 10.25, width: 40, height: 30), color: Self.red)
        c.fill(roundedRect: CGRect(x: 110, y: 10, width: 40, height: 30), radius: 10, color: Self.green)
        c.fill(CGPath(ellipseIn: CGRect(x: 10, y: 50, width: 40, height: 40)), color: Self.red)
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 60, y: 50, width: 40, height: 40))
        ring.addEllipse(in: CGRect(x: 70, y: 60, width: 20, height: 20))
        c.fill(ring, color: Self.blue, rule: .evenOdd)
        let star = CGMutablePath()
        for i in 0..<5 {
            let a = CGFloat(i) * 4 * .pi / 5 - .pi / 2
            star.addLine(to: CGPoint(x: 130 + 20 * cos(a), y: 70 + 20 * sin(a)))
        }
        star.closeSubpath()
        c.fill(star, color: Self.green, rule: .nonZero)
        // The pixel-aligned rect is solid inside and untouched outside.
        #expect(image.pixel(x: 30, y: 25) == Self.blue.argb32)
        #expect(image.pixel(x: 9, y: 25) == PremultipliedColor.white.argb32)
        // The half-pixel edge of the second rect is blended, not snapped.
        let edge = image.pixel(x: 60, y: 25)
        #expect(edge != Self.red.argb32 && edge != PremultipliedColor.white.argb32)
        // Even-odd leaves the ring's hole empty.
        #expect(image.pixel(x: 80, y: 70) == PremultipliedColor.white.argb32)
        try Snapshot.assertMatches(image, "canvas-fills")
    }

    @Test("issue 5: strokes honour width, caps and joins")
    func strokes() throws {
        let (image, c) = try canvas(160, 100)
        let zigzag = CGMutablePath()
        zigzag.addLines(between: [CGPoint(x: 10, y: 40), CGPoint(x: 30, y: 10), CGPoint(x: 50, y: 40)])
        c.stroke(zigzag, style: StrokeStyle(width: 6, cap: .butt, join: .miter), color: Self.blue)
        let round = CGMutablePath()
        round.addLines(between: [CGPoint(x: 60, y: 40), CGPoint(x: 80, y: 10), CGPoint(x: 100, y: 40)])
        c.stroke(round, style: StrokeStyle(width: 6, cap: .round, join: .round), color: Self.red)
        let bevel = CGMutablePath()
        bevel.addLines(between: [CGPoint(x: 110, y: 40), CGPoint(x: 130, y: 10), CGPoint(x: 150, y: 40)])
        c.stroke(bevel, style: StrokeStyle(width: 6, cap: .square, join: .bevel), color: Self.green)
        c.stroke(CGPath(rect: CGRect(x: 10.5, y: 55.5, width: 40, height: 30)), style: StrokeStyle(width: 1),
                 color: .black)
        c.stroke(CGPath(roundedRect: CGRect(x: 60, y: 55, width: 40, height: 30), cornerWidth: 8, cornerHeight: 8),
                 style: StrokeStyle(width: 2), color: Self.blue)
        let arc = CGMutablePath()
        arc.addArc(center: CGPoint(x: 130, y: 70), radius: 15, startAngle: 0, endAngle: .pi * 1.5, clockwise: false)
        c.stroke(arc, style: StrokeStyle(width: 3, cap: .round), color: Self.red)
        // A 1-px line on a half-pixel centre covers exactly one pixel column.
        #expect(image.pixel(x: 10, y: 70) == PremultipliedColor.black.argb32)
        #expect(image.pixel(x: 11, y: 70) == PremultipliedColor.white.argb32)
        try Snapshot.assertMatches(image, "canvas-strokes")
    }

    @Test("issue 5: images shrink with averaging and turn with bilinear filtering")
    func imageFiltering() throws {
        // A one-pixel black/white checkerboard shrunk 3× (where bilinear samples land on pixel centres): every pixel should be
        // mid-grey; point sampling would give black or white.
        var px = [UInt8](repeating: 0, count: 48 * 48 * 4)
        for y in 0..<48 { for x in 0..<48 where (x + y) % 2 == 0 { for c in 0..<4 { px[(y * 48 + x) * 4 + c] = 255 } } }
        for y in 0..<48 { for x in 0..<48 { px[(y * 48 + x) * 4 + 3] = 255 } }
        let checker = try #require(PixmanImage(pixels: DecodedPixels(width: 48, height: 48, bytes: px)))
        let (image, c) = try canvas(120, 60)
        c.draw(checker, in: CGRect(x: 10, y: 10, width: 16, height: 16))
        for (x, y) in [(12, 12), (17, 20), (24, 24)] {
            let g = Int(image.pixel(x: x, y: y) & 0xff)
            #expect(abs(g - 128) < 24, "pixel (\(x), \(y)) = \(g)")
        }
        // The same image turned 30° about its centre: soft edges, no holes.
        c.save()
        c.concatenate(CGAffineTransform(translationX: 80, y: 30).rotated(by: .pi / 6))
        c.draw(checker, in: CGRect(x: -20, y: -20, width: 40, height: 40))
        c.restore()
        #expect(image.pixel(x: 80, y: 30) != PremultipliedColor.white.argb32)
        try Snapshot.assertMatches(image, "canvas-image-filtering")
    }
}
