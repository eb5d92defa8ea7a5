import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// U5/U6: UIGraphicsImageRenderer draws its closure into an image through
/// the view renderer; CGContext.drawPath(using:).
@MainActor
struct ImageRendererTests {
    init() { RenderServices.install() }

    @Test("U5: UIGraphicsImageRenderer draws fills and paths into an image of its size and scale")
    func drawsIntoAnImage() throws {
        // The app's renderer draws the image (an app has one with its backend).
        let viewRenderer = PixmanRenderer()
        defer { withExtendedLifetime(viewRenderer) {} }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        let image = renderer.image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.cgContext.setFillColor(UIColor.blue.cgColor)
            ctx.cgContext.setStrokeColor(UIColor.green.cgColor)
            ctx.cgContext.setLineWidth(2)
            ctx.cgContext.addRect(CGRect(x: 12, y: 2, width: 6, height: 6))
            ctx.cgContext.drawPath(using: .fillStroke)
        }
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.scale == 2)
        #expect(image.pixelWidth == 40 && image.pixelHeight == 20)
        let px = image.pixels
        func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
            let o = (y * image.pixelWidth + x) * 4
            return (px[o + 2], px[o + 1], px[o], px[o + 3])   // r, g, b, a (BGRA bytes)
        }
        #expect(pixel(5, 5) == (255, 0, 0, 255))             // the red fill
        #expect(pixel(30, 10) == (0, 0, 255, 255))           // the blue fill inside the stroke
        #expect(pixel(24, 10).1 > 200)                       // the green stroke at the edge (x = 12 pt)
        #expect(pixel(39, 19).3 == 0)                        // transparent where nothing was drawn
        let png = renderer.pngData { _ in }
        #expect(!png.isEmpty)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 5)).image { _ in }.size == .zero)
    }
}
