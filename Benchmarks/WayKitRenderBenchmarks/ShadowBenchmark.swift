import CPixman
import Foundation
import WayKit
import WayKitRender

/// U6's shadow bar: a 390×844 phone screen (at scale 3, as an iPhone draws
/// it) of 20 cards with rounded corners and a blurred shadow. The first
/// frame blurs the shadow masks (identical cards share one); a steady frame
/// (the whole screen redrawn, nothing changed) only places them.
@MainActor
func runShadowBenchmark(iterations: Int, scale: CGFloat) {
    let width = Int((390 * scale).rounded(.up)), height = Int((844 * scale).rounded(.up))
    guard let buffer = PixmanImage(format: PIXMAN_a8r8g8b8, width: width, height: height), let base = buffer.data else {
        print("cannot allocate the frame buffer"); return
    }
    let pb = PixelBuffer(base: base, width: width, height: height, stride: buffer.stride)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.backgroundColor = .systemGray6
    for i in 0..<20 {
        let card = UIView(frame: CGRect(x: 16 + CGFloat(i % 2) * 183, y: 20 + CGFloat(i / 2) * 80, width: 175, height: 68))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 4
        card.layer.shadowOpacity = 0.3
        window.addSubview(card)
    }
    window.layoutIfNeededForDisplay()
    var first: [Double] = []
    for _ in 0..<max(1, iterations / 10) {
        let renderer = PixmanRenderer()
        first.append(milliseconds { _ = renderer.render(window, into: pb, scale: scale, damage: nil) })
    }
    let renderer = PixmanRenderer()
    _ = renderer.render(window, into: pb, scale: scale, damage: nil)
    let blurs = renderer.shadowBlurCount
    var steady: [Double] = []
    for _ in 0..<iterations {
        steady.append(milliseconds { _ = renderer.render(window, into: pb, scale: scale, damage: nil) })
    }
    // Without shadows, for comparison.
    for case let card in window.subviews { card.layer.shadowOpacity = 0 }
    let plain = PixmanRenderer()
    var none: [Double] = []
    for _ in 0..<iterations {
        none.append(milliseconds { _ = plain.render(window, into: pb, scale: scale, damage: nil) })
    }
    print("20 shadowed cards, 390×844 pt at scale \(scale):")
    print("  first frame (blurs):  \(summary(first))")
    print("  steady frame:         \(summary(steady)); shadows blurred in all: \(renderer.shadowBlurCount) (after the first frame: \(blurs))")
    print("  same cards, no shadow: \(summary(none))")
}
