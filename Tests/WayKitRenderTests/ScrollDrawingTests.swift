import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// S1 drawn: a scroll view shows its content at its offset, clipped to
/// itself, and a scrolled table draws the rows that moved in.
@MainActor
@Suite("Scrolled content drawing (S1, S10)")
struct ScrollDrawingTests {
    init() { RenderServices.install() }

    @Test("S1: the content is drawn at contentOffset and clipped to the scroll view")
    func drawnAtOffset() throws {
        let w = Scene.window(width: 100, height: 100)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 20, width: 100, height: 60))
        scroll.contentSize = CGSize(width: 100, height: 400)
        let red = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 20))
        red.backgroundColor = .systemRed
        scroll.addSubview(red)
        w.addSubview(scroll)
        var image = try Scene.render(w)
        #expect(image.pixel(x: 50, y: 50) == PremultipliedColor.white.argb32)
        scroll.contentOffset = CGPoint(x: 0, y: 170)
        image = try Scene.render(w)
        // Content y 200 shows at 200 − 170 + 20 = 50 in the window.
        #expect(image.pixel(x: 50, y: 55) == PremultipliedColor(UIColor.systemRed).argb32)
        scroll.contentOffset = CGPoint(x: 0, y: 210)
        image = try Scene.render(w)
        // Above the scroll view (window y 10 would be content y 200): clipped.
        #expect(image.pixel(x: 50, y: 10) == PremultipliedColor.white.argb32)
        #expect(image.pixel(x: 50, y: 25) == PremultipliedColor(UIColor.systemRed).argb32)
    }
}
