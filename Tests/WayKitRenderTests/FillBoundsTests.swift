import CPixman
import Foundation
import Testing
@testable import WayKitRender

/// pixman fills opaque boxes with `pixman_fill`, which clips only to an
/// image's clip region: a box past the edge of an image without one wrote
/// past its memory. Under Weston this corrupted the heap when a translucent
/// control's offscreen layer, smaller than its rounded rectangle, was filled
/// (the demo crashed about one run in twenty). Each test draws into an 8×8
/// image that is the top-left corner of a 16×16 pixel block, and checks that
/// no pixel outside the corner changed.
@MainActor
@Suite("Fills stay inside their image (F1)")
struct FillBoundsTests {
    static let guardValue: UInt32 = 0x1234_5678

    /// Runs `draw` on an 8×8 image inside a guarded 16×16 block; returns the
    /// number of guard pixels written and the image's pixels.
    func drawGuarded(_ draw: (PixmanImage) -> Void) -> (overwritten: Int, inside: [UInt32]) {
        var block = [UInt32](repeating: Self.guardValue, count: 16 * 16)
        var inside: [UInt32] = []
        block.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress,
                  let image = PixmanImage(wrapping: base, format: PIXMAN_a8r8g8b8, width: 8, height: 8, stride: 16 * 4)
            else { return }
            draw(image)
        }
        var overwritten = 0
        for y in 0..<16 {
            for x in 0..<16 {
                if x < 8, y < 8 { inside.append(block[y * 16 + x]) } else if block[y * 16 + x] != Self.guardValue { overwritten += 1 }
            }
        }
        return (overwritten, inside)
    }

    @Test("F1: an opaque fill of boxes past an unclipped image's edges writes only the image's pixels")
    func opaqueBoxes() {
        let red = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
        for op in [PIXMAN_OP_OVER, PIXMAN_OP_SRC] {
            let result = drawGuarded { image in
                image.fill(op, color: red, boxes: [pixman_box32_t(x1: -4, y1: -4, x2: 14, y2: 14),
                                                   pixman_box32_t(x1: 9, y1: 0, x2: 12, y2: 3)])
            }
            #expect(result.overwritten == 0, "op \(op.rawValue)")
            #expect(result.inside.allSatisfy { $0 == 0xFFFF_0000 }, "op \(op.rawValue)")
        }
    }

    @Test("F1: a rounded rectangle larger than the canvas, in a layer, writes only the target's pixels")
    func roundedRectInLayer() {
        let result = drawGuarded { image in
            let canvas = Canvas(target: image)
            #expect(canvas.beginLayer(covering: CGRect(x: 2, y: 2, width: 4, height: 4)))
            canvas.fill(roundedRect: CGRect(x: -20, y: -20, width: 60, height: 60), radius: 6,
                        color: PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1))
            canvas.endLayer(opacity: 0.5)
            canvas.fill(roundedRect: CGRect(x: -20, y: -20, width: 60, height: 60), radius: 6, ring: 30,
                        color: PremultipliedColor(red: 0, green: 1, blue: 0, alpha: 1))
        }
        #expect(result.overwritten == 0)
    }
}
