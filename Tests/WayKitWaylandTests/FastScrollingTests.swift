import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// Fast scrolling through the test compositor: scroll steps drawn by moving
/// the pixels in alternating shm buffers give, commit after commit, exactly
/// the frame a full repaint gives.
@MainActor
@Suite(.serialized)
struct FastScrollingTests {
    @Test("S1: scrolled frames drawn by moving pixels match a full repaint in every committed buffer",
          arguments: [false, true])
    func movedFramesMatchRepaint(holdsShownBuffer: Bool) throws {
        let h = try Harness()
        // Holding the shown buffer (as Weston does) makes the client
        // alternate between buffers, each a frame behind: what it missed
        // (moved and damaged areas) is copied into it from the newest.
        h.compositor.holdsShownBuffer = holdsShownBuffer
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 10, width: 200, height: 80))
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 200, height: 2000)
        let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemOrange]
        for i in 0..<100 {
            let band = UIView(frame: CGRect(x: CGFloat(i % 3) * 30, y: CGFloat(i) * 20, width: 120, height: 13))
            band.backgroundColor = colors[i % colors.count]
            scroll.addSubview(band)
        }
        window.addSubview(scroll)
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let s = h.windowSurface()
        var compared = 0
        for step in 0..<24 {
            // Steps of several sizes, down then up, and a change inside the
            // content on the way (damage carried by the move).
            let dy: CGFloat = step < 14 ? CGFloat(3 + step % 5) : -CGFloat(2 + step % 7)
            scroll.contentOffset.y += dy
            if step == 8 { scroll.subviews[5].backgroundColor = .systemYellow }
            h.clock.advance(by: 1.0 / 60)
            h.compositor.sendFrameDone()
            try h.roundtrip()
            let size = h.compositor.bufferSize(s)
            var reference = [UInt32](repeating: 0, count: size.width * size.height)
            reference.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress else { return }
                _ = FillRenderer().render(window, into: PixelBuffer(base: base, width: size.width, height: size.height,
                                                                     stride: size.width * 4), scale: 1, damage: nil)
            }
            var mismatches = 0
            for y in 0..<size.height {
                for x in 0..<size.width where h.compositor.pixel(s, x: x, y: y) != reference[y * size.width + x] {
                    mismatches += 1
                }
            }
            #expect(mismatches == 0, "step \(step): \(mismatches) pixels differ from a full repaint")
            compared += 1
        }
        #expect(compared == 24)
    }
}

/// Animation and fast scrolling together, and a view removed mid-animation:
/// every committed frame equals a full repaint (what a review found).
@MainActor
@Suite(.serialized)
struct AnimatedPixelsTests {
    func mismatches(_ h: Harness, _ window: UIWindow) -> Int {
        let s = h.windowSurface()
        let size = h.compositor.bufferSize(s)
        var reference = [UInt32](repeating: 0, count: size.width * size.height)
        reference.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            _ = FillRenderer().render(window, into: PixelBuffer(base: base, width: size.width, height: size.height,
                                                                 stride: size.width * 4), scale: 1, damage: nil)
        }
        var n = 0
        for y in 0..<size.height {
            for x in 0..<size.width where h.compositor.pixel(s, x: x, y: y) != reference[y * size.width + x] { n += 1 }
        }
        return n
    }

    func frame(_ h: Harness) throws {
        h.clock.advance(by: 1.0 / 60)
        h.compositor.sendFrameDone()
        try h.roundtrip()
    }

    @Test("S1: A1: a sibling animating over a fast-scrolling view leaves no stale pixels", arguments: [false, true])
    func animatingSiblingOverScroll(fade: Bool) throws {
        let h = try Harness()
        h.compositor.holdsShownBuffer = true
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 200, height: 2000)
        for i in 0..<100 {
            let band = UIView(frame: CGRect(x: 10, y: CGFloat(i) * 20, width: 120, height: 13))
            band.backgroundColor = i % 2 == 0 ? .systemRed : .systemBlue
            scroll.addSubview(band)
        }
        window.addSubview(scroll)
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .systemGreen
        window.addSubview(card)
        try h.roundtrip()
        try frame(h)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
            if fade { card.alpha = 0 } else { card.frame.origin.x = 300 }
        }
        for _ in 0..<12 {
            scroll.contentOffset.y += 4
            try frame(h)
            #expect(mismatches(h, window) == 0)
        }
    }

    @Test("A1: a view removed mid-animation leaves no ghost where it was drawn")
    func removedMidAnimation() throws {
        let h = try Harness()
        h.compositor.holdsShownBuffer = true
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100))
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = .systemRed
        window.addSubview(square)
        try h.roundtrip()
        try frame(h)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) { square.center.x = 170 }
        for _ in 0..<10 { try frame(h) }
        square.removeFromSuperview()
        for _ in 0..<3 { try frame(h) }
        #expect(mismatches(h, window) == 0)
    }
}
