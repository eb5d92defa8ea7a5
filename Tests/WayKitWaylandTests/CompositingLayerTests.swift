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
    typealias Screen = LayerTestScreen

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

    func rgb(_ p: UInt32) -> (Int, Int, Int) { layerTestRGB(p) }

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
        #expect(!UIView._compositingLayerRequests.contains { $0.window === s.window })
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

    @Test("M2: a shown alert's dimming and panel are compositing layers: its first frame draws only the card, the window's pixels stay; dismissed, they go and the window is as before")
    func alertOnLayers() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 300))
        let root = Screen("Home", .red)
        window.rootViewController = root
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let c = h.compositor
        let surface = h.windowSurface()
        let alert = UIAlertController(title: "Delete?", message: "It can't be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        // A small change first, so the damage the compositor last saw is
        // small unless the alert's frame redraws the window.
        root.view.subviews[0].backgroundColor = .yellow
        c.sendFrameDone()
        try h.roundtrip()
        #expect(c.damage(surface).reduce(0) { $0 + $1.width * $1.height } < 400 * 300 / 4)
        root.present(alert, animated: true)
        h.clock.advance(by: 1.0 / 60)
        c.sendFrameDone()
        try h.roundtrip()
        let layers = c.children(surface).filter { c.isAlive($0) }
        #expect(layers.count == 2, "the dimming and the panel: \(layers)")
        // The window's surface was not redrawn under the new dimming.
        let damage = c.damage(surface)
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        #expect(area < 400 * 300 / 4, "window damage for the alert: \(damage)")
        for _ in 0..<30 {
            h.clock.advance(by: 1.0 / 60)
            c.sendFrameDone()
            try h.roundtrip()
        }
        let root0 = c.toplevelSurface(0)
        let corner = rgb(c.scenePixel(root0, x: 10, y: 290))
        #expect(corner.0 > 150 && corner.0 < 230 && corner.2 < 20, "the presenter, dimmed: \(corner)")
        let card = rgb(c.scenePixel(root0, x: 200, y: 150))
        #expect(card.0 > 200 && card.1 > 200 && card.2 > 200, "the card: \(card)")
        #expect(rgb(c.pixel(surface, x: 10, y: 290)).0 > 240, "the window's own pixels are not dimmed")
        #expect(c.viewportViolations == 0)
        alert.dismiss(animated: true)
        for _ in 0..<30 {
            h.clock.advance(by: 1.0 / 60)
            c.sendFrameDone()
            try h.roundtrip()
        }
        #expect(root.presentedViewController == nil)
        #expect(c.children(surface).filter { c.isAlive($0) }.isEmpty, "layers gone with the alert")
        #expect(!UIView._compositingLayerRequests.contains { $0.isDescendant(of: alert.view) }, "the alert asks no more")
        let after = rgb(c.scenePixel(root0, x: 200, y: 150))
        #expect(after.0 > 240 && after.1 < 20, "the presenter as before: \(after)")
    }

    final class ListScreen: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test("M3: a sheet and its dimming are compositing layers: a drag moves the sheet on the compositor with no pixels drawn, and the picture is right")
    func sheetDragOnLayers() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 700))
        let root = Screen("Home", .red)
        window.rootViewController = root
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let c = h.compositor
        let surface = h.windowSurface()
        let list = ListScreen(style: .plain)
        list.sheetPresentationController?.detents = [.medium(), .large()]
        root.present(list, animated: true)
        for _ in 0..<30 {
            h.clock.advance(by: 1.0 / 60)
            c.sendFrameDone()
            try h.roundtrip()
        }
        #expect(c.children(surface).filter { c.isAlive($0) }.count == 2, "the dimming and the sheet")
        let top = try #require(list.view.superview).frame.minY
        #expect(top > 250 && top < 450, "at the medium detent: \(top)")
        let buffers = c.buffersSeen
        let root0 = c.toplevelSurface(0)
        // Up by 120 points, 12 a move: the sheet follows the finger.
        var t: UInt32 = 500, y = Double(top) + 20
        c.touchDown(surface: surface, id: 1, x: 200, y: y, time: t)
        c.touchFrame()
        try h.roundtrip()
        for _ in 0..<10 {
            t += 8
            y -= 12
            c.touchMotion(id: 1, x: 200, y: y, time: t)
            c.touchFrame()
            h.clock.advance(by: 1.0 / 120)
            c.sendFrameDone()
            try h.roundtrip()
        }
        let moved = try #require(list.view.superview).frame.minY
        #expect(moved < top - 60, "the sheet followed: \(top) → \(moved)")
        #expect(c.buffersSeen == buffers, "no buffer drawn for the moves")
        #expect(c.viewportViolations == 0)
        let sheetPixel = rgb(c.scenePixel(root0, x: 200, y: Int(moved) + 60))
        #expect(sheetPixel.0 > 200 && sheetPixel.1 > 200, "the list in the sheet: \(sheetPixel)")
        let dimmed = rgb(c.scenePixel(root0, x: 200, y: Int(moved) - 30))
        #expect(dimmed.0 > 80 && dimmed.0 < 200 && dimmed.2 < 20, "the presenter, dimmed: \(dimmed)")
        t += 8
        c.touchUp(id: 1, time: t)
        c.touchFrame()
        list.dismiss(animated: true)
        for _ in 0..<40 {
            h.clock.advance(by: 1.0 / 60)
            c.sendFrameDone()
            try h.roundtrip()
        }
        #expect(root.presentedViewController == nil)
        #expect(c.children(surface).filter { c.isAlive($0) }.isEmpty, "layers gone with the sheet")
        let after = rgb(c.scenePixel(root0, x: 200, y: 600))
        #expect(after.0 > 240 && after.1 < 20, "the presenter as before: \(after)")
    }

    @Test("M1: a shown popover's card is a compositing layer: its first frame does not redraw the window under it, which keeps its own pixels; dismissed, the layer goes")
    func popoverOnLayer() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 700, height: 400))
        let root = Screen("Home", .red)
        window.rootViewController = root
        let source = UIView(frame: CGRect(x: 300, y: 40, width: 40, height: 30))
        source.backgroundColor = .blue
        root.view.addSubview(source)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let c = h.compositor
        let surface = h.windowSurface()
        // A small change first, so the damage the compositor last saw is
        // small unless the popover's frame redraws the window.
        source.backgroundColor = .yellow
        c.sendFrameDone()
        try h.roundtrip()
        #expect(c.damage(surface).reduce(0) { $0 + $1.width * $1.height } < 700 * 400 / 4)
        let b = UIViewController()
        b.view.backgroundColor = .white
        b.preferredContentSize = CGSize(width: 200, height: 150)
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = source
        root.present(b, animated: true)
        h.clock.advance(by: 1.0 / 60)
        c.sendFrameDone()
        try h.roundtrip()
        #expect(b.popoverPresentationController?.arrowDirection == .up)
        let layers = c.children(surface).filter { c.isAlive($0) }
        #expect(layers.count == 1, "the popover's card: \(layers)")
        let damage = c.damage(surface)
        #expect(damage.reduce(0) { $0 + $1.width * $1.height } < 700 * 400 / 4, "window damage for the popover: \(damage)")
        for _ in 0..<30 {
            h.clock.advance(by: 1.0 / 60)
            c.sendFrameDone()
            try h.roundtrip()
        }
        // The card: x 220-420, y 83-233.
        let root0 = c.toplevelSurface(0)
        let card = rgb(c.scenePixel(root0, x: 300, y: 200))
        #expect(card.0 > 240 && card.1 > 240 && card.2 > 240, "the card: \(card)")
        let under = rgb(c.pixel(surface, x: 300, y: 200))
        #expect(under.0 > 240 && under.1 < 20, "the window's own pixels under it: \(under)")
        #expect(c.viewportViolations == 0)
        b.dismiss(animated: true)
        for _ in 0..<30 {
            h.clock.advance(by: 1.0 / 60)
            c.sendFrameDone()
            try h.roundtrip()
        }
        #expect(root.presentedViewController == nil)
        #expect(c.children(surface).filter { c.isAlive($0) }.isEmpty, "the layer gone with the popover")
        let after = rgb(c.scenePixel(root0, x: 300, y: 200))
        #expect(after.0 > 240 && after.1 < 20, "the presenter as before: \(after)")
    }

    @Test("V4: at output scale 2 the layers are drawn at twice the pixels and cropped in buffer pixels: the composited picture is right, and no viewport source leaves its buffer")
    func interactivePopAtScale2() throws {
        let s = try setup()
        let c = s.h.compositor
        c.setOutputScale(2)
        c.enterOutput(s.surface)
        try s.h.roundtrip()
        try frame(s)
        #expect(c.bufferScale(s.surface) == 2)
        c.touchDown(surface: s.surface, id: 1, x: 2, y: 200, time: 100)
        c.touchFrame()
        try s.h.roundtrip()
        var t: UInt32 = 100
        for x in stride(from: 14.0, through: 170, by: 12) {
            t += 8
            c.touchMotion(id: 1, x: x, y: 200, time: t)
            c.touchFrame()
            try frame(s)
        }
        let layers = c.children(s.surface).filter { c.isAlive($0) }
        #expect(layers.count == 3)
        let upper = try #require(layers.last)
        #expect(c.bufferSize(upper).width == 800, "the upper screen drawn at scale 2: \(c.bufferSize(upper))")
        #expect(c.viewportViolations == 0)
        let root = c.toplevelSurface(0)
        let right = rgb(c.scenePixel(root, x: 390, y: 200))
        let left = rgb(c.scenePixel(root, x: 10, y: 200))
        #expect(right.2 > 200 && right.0 < 40, "upper: \(right)")
        #expect(left.0 > 200 && left.2 < 30, "lower, dimmed: \(left)")
        t += 8
        c.touchUp(id: 1, time: t)
        c.touchFrame()
        for _ in 0..<40 { try frame(s) }
        #expect(c.children(s.surface).filter { c.isAlive($0) }.isEmpty)
    }
}
