import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// V4 and the speed point of V7: a navigation slide's screens and dimming
/// become compositing layers (subsurfaces of the window's surface, drawn
/// once), so a finger's motion in an interactive pop commits no pixels,
/// only where the layers are; the picture the compositor shows is the one
/// the window would have drawn.
@MainActor
@Suite(.serialized)
struct CompositingLayerTests {
    final class Screen: UIViewController {
        let colour: UIColor
        init(_ title: String, _ colour: UIColor) {
            self.colour = colour
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            let v = UIView()
            v.backgroundColor = colour
            // Something inside, so a layer is more than a colour.
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
            label.text = title
            v.addSubview(label)
            view = v
        }
    }

    struct Setup {
        let h: Harness
        let nav: UINavigationController
        let window: UIWindow
        let surface: Int
    }

    func setup() throws -> Setup {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 300))
        let nav = UINavigationController(rootViewController: Screen("Home", .red))
        nav.pushViewController(Screen("Detail", .blue), animated: false)
        window.rootViewController = nav
        h.compositor.sendFrameDone()
        try h.roundtrip()
        return Setup(h: h, nav: nav, window: window, surface: h.windowSurface())
    }

    func rgb(_ p: UInt32) -> (Int, Int, Int) { (Int((p >> 16) & 0xff), Int((p >> 8) & 0xff), Int(p & 0xff)) }

    /// One frame: the compositor shows the last commit, time moves on.
    func frame(_ s: Setup) throws {
        s.h.clock.advance(by: 1.0 / 60)
        s.h.compositor.sendFrameDone()
        try s.h.roundtrip()
    }

    @Test("V4: an interactive pop's finger motions move the screens as compositor layers: no pixels drawn, the picture as drawn")
    func interactivePopMovesLayers() throws {
        let s = try setup()
        let c = s.h.compositor
        #expect(c.children(s.surface).isEmpty, "no layers while nothing slides")
        c.touchDown(surface: s.surface, id: 1, x: 2, y: 200, time: 100)
        c.touchFrame()
        try s.h.roundtrip()
        var t: UInt32 = 100
        for x in stride(from: 14.0, through: 110, by: 12) {
            t += 8
            c.touchMotion(id: 1, x: x, y: 200, time: t)
            c.touchFrame()
            try frame(s)
        }
        let layers = c.children(s.surface).filter { c.isAlive($0) }
        #expect(layers.count == 3, "the screen underneath, the dimming and the screen on top: \(layers)")
        // Moves from here on: the window's surface commits without a
        // buffer; each layer keeps the buffer it was drawn into.
        let windowBuffers = c.buffersSeen
        let commitsBefore = c.commits(s.surface)
        for x in stride(from: 122.0, through: 230, by: 12) {
            t += 8
            c.touchMotion(id: 1, x: x, y: 200, time: t)
            c.touchFrame()
            try frame(s)
        }
        #expect(c.commits(s.surface) - commitsBefore == 10, "a commit per motion")
        #expect(c.buffersSeen == windowBuffers, "no buffer made or drawn for the motions")
        #expect(c.viewportViolations == 0)
        // The picture: the detail screen (blue) from the finger on, the
        // home screen (red) dimmed to its left, the bar on top untouched.
        let root = c.toplevelSurface(0)
        let right = rgb(c.scenePixel(root, x: 300, y: 200))
        let left = rgb(c.scenePixel(root, x: 20, y: 200))
        #expect(right.2 > 200 && right.0 < 40, "the upper screen right of the finger: \(right)")
        #expect(left.0 > 200 && left.0 < 250 && left.2 < 30, "the lower screen, dimmed: \(left)")
        let bar = rgb(c.scenePixel(root, x: 300, y: 10))
        #expect(bar.0 > 200 && bar.1 > 200 && bar.2 > 200, "the bar, drawn by the window: \(bar)")
        // The finger lifts past the middle: the pop completes, the layers
        // go, and the window shows the home screen in its own pixels.
        t += 8
        c.touchUp(id: 1, time: t)
        c.touchFrame()
        for _ in 0..<40 { try frame(s) }
        #expect(s.nav.viewControllers.count == 1)
        #expect(c.children(s.surface).filter { c.isAlive($0) }.isEmpty, "layers destroyed after the slide")
        let after = rgb(c.pixel(s.surface, x: 300, y: 200))
        #expect(after.0 > 240 && after.2 < 20, "the home screen, drawn in the window: \(after)")
        #expect(UIView._compositingLayerRequests.isEmpty)
    }

    @Test("V3: a push's slide runs on layers and ends drawn in the window; a compositor without viewporter gets no layers and the same picture")
    func pushWithAndWithoutLayers() throws {
        for omitting: TestCompositor.Omitted in [[], [.viewporter]] {
            let h = try Harness(omitting: omitting)
            let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 300))
            let nav = UINavigationController(rootViewController: Screen("Home", .red))
            window.rootViewController = nav
            h.compositor.sendFrameDone()
            try h.roundtrip()
            let surface = h.windowSurface()
            let c = h.compositor
            nav.pushViewController(Screen("Detail", .blue), animated: true)
            var most = 0
            var mid: (Int, Int, Int)?
            for i in 0..<40 {
                h.clock.advance(by: 1.0 / 60)
                c.sendFrameDone()
                try h.roundtrip()
                most = max(most, c.children(surface).filter { c.isAlive($0) }.count)
                if i == 8 { mid = rgb(c.scenePixel(c.toplevelSurface(0), x: 390, y: 200)) }
            }
            #expect(most == (omitting.isEmpty ? 3 : 0), "layers during the slide: \(most)")
            // Part-way, the right edge already shows the pushed screen.
            #expect(mid.map { $0.2 > 200 } == true, "mid-slide at the trailing edge: \(String(describing: mid))")
            let end = rgb(c.pixel(surface, x: 200, y: 200))
            #expect(end.2 > 240 && end.0 < 20, "the detail screen in the window's pixels: \(end)")
            #expect(c.children(surface).filter { c.isAlive($0) }.isEmpty)
            #expect(c.viewportViolations == 0)
        }
    }
}
