import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// D5 through the test compositor: a window on a rotated or flipped output
/// draws its buffers in the output's orientation and says so with
/// `wl_surface.set_buffer_transform`; input stays in surface coordinates (P3).
@MainActor
@Suite(.serialized)
struct RotatedOutputTests {
    static let red: UInt32 = 0xFFFF_0000, white: UInt32 = 0xFFFF_FFFF, blue: UInt32 = 0xFF00_00FF
    static let green: UInt32 = 0xFF00_FF00

    /// A 200×100 white window with a red recording view at its top-left
    /// corner and a blue one at its bottom-right, on the output, which is
    /// turned by `transform` (a raw `wl_output.transform`).
    private func rotatedWindow(_ h: Harness, transform: Int32) throws -> (UIWindowScene, UIWindow, RecordingView, Int) {
        let (scene, window) = try h.showWindow(size: CGSize(width: 200, height: 100), color: .white)
        let corner = RecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        corner.backgroundColor = .red
        window.addSubview(corner)
        let far = UIView(frame: CGRect(x: 190, y: 90, width: 10, height: 10))
        far.backgroundColor = .blue
        window.addSubview(far)
        let s = h.windowSurface()
        h.compositor.setOutputTransform(transform)
        h.compositor.enterOutput(s)
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        return (scene, window, corner, s)
    }

    @Test("D5: on an output turned 90°, the buffer is H×W with set_buffer_transform 90; the top-left view is at the buffer's bottom-left and a touch there hits it")
    func rotated90() throws {
        let h = try Harness()
        let (scene, _, corner, s) = try rotatedWindow(h, transform: 1)
        #expect(h.compositor.bufferTransform(s) == 1)
        #expect(h.compositor.bufferSize(s) == .init(width: 100, height: 200))
        // Turned a quarter counter-clockwise: surface (x, y) is buffer (y, 199 - x).
        #expect(h.compositor.pixel(s, x: 2, y: 198) == Self.red)
        #expect(h.compositor.pixel(s, x: 8, y: 181) == Self.red)
        #expect(h.compositor.pixel(s, x: 12, y: 198) == Self.white)
        #expect(h.compositor.pixel(s, x: 2, y: 2) == Self.white)
        #expect(h.compositor.pixel(s, x: 95, y: 5) == Self.blue)
        // What the compositor shows, turned back: the window as drawn.
        #expect(h.compositor.uprightPixel(s, x: 5, y: 5) == Self.red)
        #expect(h.compositor.uprightPixel(s, x: 195, y: 95) == Self.blue)
        #expect(h.compositor.uprightPixel(s, x: 100, y: 50) == Self.white)
        // The surface stays 200×100 points: never larger than configured (P7).
        #expect(h.compositor.maxLogicalSize(s) == .init(width: 200, height: 100))
        // P3: the touch is in surface coordinates; nothing is turned back.
        h.compositor.touchDown(surface: s, id: 1, x: 5, y: 5, time: 100)
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 1, time: 120)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(corner.events == ["began 1", "ended 1"])
        #expect(corner.locations.first == CGPoint(x: 5, y: 5))
        // The screen as the app sees it: the 1280×800 panel stands on its side.
        #expect(scene.screen === UIScreen.main)
        #expect(scene.screen.bounds.size == CGSize(width: 800, height: 1280))
        #expect(scene.screen.nativeBounds.size == CGSize(width: 1280, height: 800))
        #expect(scene.interfaceOrientation == .portrait)
        #expect(scene.traitCollection.displayScale == 1)
    }

    @Test("D5: damage on a turned output is given in buffer coordinates, and a change draws only there")
    func damageInBufferCoordinates() throws {
        let h = try Harness()
        let (_, _, corner, s) = try rotatedWindow(h, transform: 1)
        corner.backgroundColor = .green
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let damage = h.compositor.damage(s)
        #expect(!damage.isEmpty)
        // The view's 20×10 points at the top-left are 10×20 pixels at the
        // buffer's bottom-left.
        #expect(damage.allSatisfy { $0.x >= 0 && $0.x + $0.width <= 10 && $0.y >= 180 && $0.y + $0.height <= 200 },
                "\(damage)")
        #expect(h.compositor.pixel(s, x: 2, y: 198) == Self.green)
        #expect(h.compositor.pixel(s, x: 95, y: 5) == Self.blue)
    }

    @Test("D5: a flipped output (FLIPPED_180) mirrors the buffer top to bottom; a touch at the corner still hits its view")
    func flipped180() throws {
        let h = try Harness()
        let (scene, _, corner, s) = try rotatedWindow(h, transform: 6)
        #expect(h.compositor.bufferTransform(s) == 6)
        #expect(h.compositor.bufferSize(s) == .init(width: 200, height: 100))
        #expect(h.compositor.pixel(s, x: 2, y: 97) == Self.red)
        #expect(h.compositor.pixel(s, x: 2, y: 2) == Self.white)
        #expect(h.compositor.pixel(s, x: 195, y: 5) == Self.blue)
        #expect(h.compositor.uprightPixel(s, x: 5, y: 5) == Self.red)
        h.compositor.touchDown(surface: s, id: 1, x: 3, y: 3, time: 100)
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 1, time: 120)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(corner.events == ["began 1", "ended 1"])
        // A half turn, mirrored: upside down, and no quarter.
        #expect(scene.screen.bounds.size == CGSize(width: 1280, height: 800))
        #expect(scene.interfaceOrientation == .landscapeLeft)
    }

    @Test("D5: every transform shows the window as drawn once turned back", arguments: Array(Int32(0)...7))
    func everyTransform(transform: Int32) throws {
        let h = try Harness()
        let (_, _, _, s) = try rotatedWindow(h, transform: transform)
        #expect(h.compositor.bufferTransform(s) == transform)
        let size = h.compositor.bufferSize(s)
        #expect(transform % 2 == 1 ? size == .init(width: 100, height: 200) : size == .init(width: 200, height: 100))
        for (x, y, color) in [(0, 0, Self.red), (19, 9, Self.red), (20, 0, Self.white), (199, 99, Self.blue),
                              (190, 90, Self.blue), (189, 99, Self.white), (100, 50, Self.white)] {
            #expect(h.compositor.uprightPixel(s, x: x, y: y) == color, "(\(x), \(y))")
        }
    }

    @Test("D5/F1: a transform outside wl_output.transform is logged once and taken as normal; a good one later works")
    func badTransform() throws {
        let h = try Harness()
        let (_, _, _, s) = try rotatedWindow(h, transform: 42)
        #expect(h.log.filter { $0.contains("transform 42") }.count == 1)
        #expect(h.compositor.bufferTransform(s) == 0)
        #expect(h.compositor.bufferSize(s) == .init(width: 200, height: 100))
        #expect(h.compositor.pixel(s, x: 2, y: 2) == Self.red)
        h.compositor.setOutputTransform(-7)
        try h.roundtrip()
        #expect(h.log.filter { $0.contains("wl_output.geometry transform") }.count == 1, "logged once")
        h.compositor.setOutputTransform(3)
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.bufferTransform(s) == 3)
        #expect(h.compositor.bufferSize(s) == .init(width: 100, height: 200))
        // 270: surface (x, y) is buffer (99 - y, x).
        #expect(h.compositor.pixel(s, x: 97, y: 2) == Self.red)
    }

    @Test("D5: turning the output back to normal goes back to plain buffers with a normal transform")
    func backToNormal() throws {
        let h = try Harness()
        let (scene, window, _, s) = try rotatedWindow(h, transform: 1)
        #expect(h.compositor.bufferTransform(s) == 1)
        h.compositor.setOutputTransform(0)
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.bufferTransform(s) == 0)
        #expect(h.compositor.bufferSize(s) == .init(width: 200, height: 100))
        #expect(h.compositor.pixel(s, x: 2, y: 2) == Self.red)
        #expect(h.compositor.pixel(s, x: 195, y: 95) == Self.blue)
        #expect(scene.screen.bounds.size == CGSize(width: 1280, height: 800))
        #expect(scene.interfaceOrientation == .landscapeRight)
        // And later frames draw as before (damage only, upright).
        window.subviews[0].backgroundColor = .green
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.pixel(s, x: 2, y: 2) == Self.green)
        #expect(h.compositor.damage(s).allSatisfy { $0.x + $0.width <= 20 && $0.y + $0.height <= 10 })
    }

    @Test("D5: at output scale 2 on a turned output the buffer is 2H×2W at scale 2")
    func rotatedAtScale2() throws {
        let h = try Harness(omitting: [.fractionalScale])
        h.compositor.setOutputScale(2)
        let (scene, _, _, s) = try rotatedWindow(h, transform: 1)
        #expect(h.compositor.bufferSize(s) == .init(width: 200, height: 400))
        #expect(h.compositor.bufferScale(s) == 2)
        #expect(h.compositor.scaleViolations == 0)
        #expect(h.compositor.uprightPixel(s, x: 39, y: 19) == Self.red)
        #expect(h.compositor.uprightPixel(s, x: 41, y: 5) == Self.white)
        #expect(scene.screen.scale == 2)
        #expect(scene.screen.bounds.size == CGSize(width: 800, height: 1280))
    }

    @Test("D5: scrolling on a turned output repaints what scrolled; every committed buffer matches a full repaint",
          arguments: [false, true])
    func scrollingWhileTurned(holdsShownBuffer: Bool) throws {
        let h = try Harness()
        h.compositor.holdsShownBuffer = holdsShownBuffer
        let (_, window, _, s) = try rotatedWindow(h, transform: 1)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 20, width: 200, height: 60))
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 200, height: 1000)
        let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemOrange]
        for i in 0..<50 {
            let band = UIView(frame: CGRect(x: CGFloat(i % 3) * 30, y: CGFloat(i) * 20, width: 120, height: 13))
            band.backgroundColor = colors[i % colors.count]
            scroll.addSubview(band)
        }
        window.addSubview(scroll)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        for step in 0..<10 {
            scroll.contentOffset.y += CGFloat(3 + step % 4)
            h.clock.advance(by: 1.0 / 60)
            h.compositor.sendFrameDone()
            try h.roundtrip()
            #expect(h.compositor.bufferTransform(s) == 1)
            var reference = [UInt32](repeating: 0, count: 200 * 100)
            reference.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress else { return }
                _ = FillRenderer().render(window, into: PixelBuffer(base: base, width: 200, height: 100, stride: 800),
                                          scale: 1, damage: nil)
            }
            var mismatches = 0
            for y in 0..<100 {
                for x in 0..<200 where h.compositor.uprightPixel(s, x: x, y: y) != reference[y * 200 + x] {
                    mismatches += 1
                }
            }
            #expect(mismatches == 0, "step \(step): \(mismatches) pixels differ from a full repaint")
        }
    }

    @Test("D5: a transformed rectangle covers exactly the pixels its pixels map to, for every transform")
    func rectangleMapping() {
        let (w, h) = (7, 4)
        let r = Rect(x: 1, y: 2, width: 3, height: 2)
        for t in OutputTransform.allCases {
            let b = t.bufferRect(r, width: w, height: h)
            var mapped: Set<[Int]> = []
            for y in r.y..<(r.y + r.height) {
                for x in r.x..<(r.x + r.width) {
                    let p = t.bufferPixel(x: x, y: y, width: w, height: h)
                    mapped.insert([p.x, p.y])
                }
            }
            var covered: Set<[Int]> = []
            for y in b.y..<(b.y + b.height) { for x in b.x..<(b.x + b.width) { covered.insert([x, y]) } }
            #expect(mapped == covered, "\(t)")
            let size = t.bufferSize(width: w, height: h)
            #expect(mapped.allSatisfy { $0[0] >= 0 && $0[0] < size.width && $0[1] >= 0 && $0[1] < size.height }, "\(t)")
        }
    }
}
