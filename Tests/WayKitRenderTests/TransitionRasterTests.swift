import CPixman
import Foundation
import Testing
@testable import WayKit
@testable import WayKitRender

/// V3 and issue 19's speed: a push slides two screens that do not change
/// inside, so each is drawn once into an image and then only placed. The
/// frames must look as if every view were drawn, a change inside a sliding
/// screen must show at once, and nothing may stay cached afterwards.
@MainActor
@Suite(.serialized)
struct TransitionRasterTests {
    init() { RenderServices.install() }

    func screen(_ title: String, _ color: UIColor) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        vc.view.backgroundColor = .white
        for i in 0..<12 {
            let card = UIView(frame: CGRect(x: 10 + CGFloat(i % 4) * 95, y: 60 + CGFloat(i / 4) * 70, width: 85, height: 60))
            card.backgroundColor = color
            card.layer.cornerRadius = 8
            let label = UILabel(frame: CGRect(x: 6, y: 6, width: 70, height: 20))
            label.text = "\(title) \(i)"
            card.addSubview(label)
            vc.view.addSubview(card)
        }
        return vc
    }

    /// Pixels that differ by more than `tolerance` in any channel.
    func differing(_ a: PixmanImage, _ b: PixmanImage, tolerance: Int = 8) -> Int {
        var n = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                if p == q { continue }
                for shift in stride(from: 0, to: 32, by: 8) where abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)) > tolerance {
                    n += 1
                    break
                }
            }
        }
        return n
    }

    @Test("V3: push frames draw the sliding screens from cached images, look like drawing every view, redraw a screen whose content changes, and keep nothing afterwards")
    func pushFramesFromImages() throws {
        UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
        let clock = UIApplication.shared.clock
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = .white
        let nav = UINavigationController(rootViewController: screen("Home", .systemGreen))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let renderer = PixmanRenderer(), reference = PixmanRenderer()
        let image = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: 400, height: 300))
        _ = renderer.render(window, into: image, scale: 1, damage: nil)
        _ = window.takeDamage()
        let detail = screen("Detail", .systemOrange)
        nav.pushViewController(detail, animated: true)

        func frame(_ dt: TimeInterval) {
            clock.advance(by: dt)
            UIApplication.shared.frameClock.tick(at: clock.now)
            window.layoutIfNeededForDisplay()
            _ = renderer.render(window, into: image, scale: 1, damage: window.takeDamage())
        }
        /// The same state drawn view by view.
        func drawnDirectly() throws -> PixmanImage {
            let views = [detail.view!, nav.viewControllers[0].view!]
            for v in views { v._rasterizeRequests -= 1; UIView._rasterizedViewCount -= 1 }
            defer { for v in views { v._rasterizeRequests += 1; UIView._rasterizedViewCount += 1 } }
            return try #require(reference.renderImage(window, scale: 1))
        }

        frame(1.0 / 60)
        #expect(detail.view._rasterizesContent && nav.viewControllers[0].view._rasterizesContent)
        frame(0.1)
        let drawn = renderer.viewsDrawnLastFrame
        #expect(drawn < 12, "a mid-slide frame places two images instead of drawing 50 views: \(drawn) drawn")
        let direct = try drawnDirectly()
        #expect(reference.viewsDrawnLastFrame >= 30)
        // The images land on whole pixels instead of a fraction of one: the
        // screens' edges and the text's anti-aliasing may differ a little,
        // the colours not at all.
        let diff = differing(image, direct)
        #expect(diff < 400 * 300 / 20, "\(diff) pixels differ")
        for (vc, color) in [(detail, UIColor.systemOrange), (nav.viewControllers[0], UIColor.systemGreen)] {
            let left = (vc.view._presentedCenter.x - vc.view.bounds.width / 2).rounded()
            for card in vc.view.subviews {
                let x = Int(left + card.frame.midX), y = Int(card.frame.maxY - 10)
                guard x > 2, x < 398, x < Int(left + 400) - 2 else { continue }
                #expect(image.pixel(x: x, y: y) == direct.pixel(x: x, y: y), "card colour at \(x), \(y)")
                _ = color
            }
        }

        // A change inside the sliding screen shows in the next frame.
        let card = detail.view.subviews[0]
        card.backgroundColor = .systemRed
        frame(1.0 / 60)
        #expect(renderer.viewsDrawnLastFrame > drawn, "the changed screen is drawn again")
        let after = try drawnDirectly()
        // Where the card is drawn now: the screen is mid-slide.
        let left = detail.view._presentedCenter.x - detail.view.bounds.width / 2
        let p = CGPoint(x: (left + card.frame.minX + 40).rounded(), y: card.frame.minY + 50)
        if p.x >= 0, p.x < 400 {
            #expect(image.pixel(x: Int(p.x), y: Int(p.y)) == after.pixel(x: Int(p.x), y: Int(p.y)))
            #expect(image.pixel(x: Int(p.x), y: Int(p.y)) == PremultipliedColor(UIColor.systemRed).argb32)
        }

        for _ in 0..<60 { frame(1.0 / 60) }
        #expect(nav._transition == nil)
        #expect(!detail.view._rasterizesContent && UIView._rasterizedViewCount == 0)
        #expect(renderer.rasters.isEmpty, "no image is kept after the slide")
        let final = try #require(PixmanRenderer().renderImage(window, scale: 1))
        #expect(differing(image, final, tolerance: 0) == 0, "the last frame is exactly what drawing every view gives")
    }
}
