import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

@MainActor
@Suite(.serialized)
struct DrawingTests {
    @Test("Frame callbacks pace drawing: no new commit until the compositor showed the last frame")
    func framePacing() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(color: .red)
        let s = h.windowSurface()
        #expect(h.commitCount(window) == 1)
        #expect(h.compositor.pendingFrames(s) == 1)
        window.backgroundColor = .blue
        window.backgroundColor = .green
        try h.roundtrip()
        #expect(h.commitCount(window) == 1, "must wait for the frame callback")
        h.compositor.sendFrameDone(time: 16)
        try h.roundtrip()
        #expect(h.commitCount(window) == 2)
        #expect(h.compositor.pixel(s, x: 3, y: 3) == 0xFF00_FF00)
        // Nothing changed: the next frame callback commits nothing.
        h.compositor.sendFrameDone(time: 32)
        try h.roundtrip()
        #expect(h.commitCount(window) == 2)
    }

    @Test("shm buffers are never reused before wl_buffer.release")
    func buffersNotReusedBeforeRelease() throws {
        let h = try Harness()
        h.compositor.holdsBuffers = true
        let (_, window) = try h.showWindow(color: .red)
        for color in [UIColor.blue, .green, .red] {
            window.backgroundColor = color
            h.compositor.sendFrameDone()
            try h.roundtrip()
        }
        #expect(h.commitCount(window) == 4)
        #expect(h.compositor.bufferReuseViolations == 0)
        let seen = h.compositor.buffersSeen
        #expect(seen >= 4, "each held buffer forced a new one")
        // Released buffers are reused rather than new ones made.
        h.compositor.holdsBuffers = false
        h.compositor.releaseBuffers()
        for color in [UIColor.blue, .green, .red] {
            window.backgroundColor = color
            h.compositor.sendFrameDone()
            try h.roundtrip()
        }
        #expect(h.compositor.bufferReuseViolations == 0)
        #expect(h.compositor.buffersSeen == seen)
    }

    @Test("Only the damaged part is redrawn and reported with damage_buffer")
    func damage() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100), color: .white)
        let box = UIView(frame: CGRect(x: 20, y: 10, width: 30, height: 40))
        box.backgroundColor = .red
        window.addSubview(box)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        box.backgroundColor = .blue
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let s = h.windowSurface()
        #expect(h.compositor.pixel(s, x: 25, y: 15) == 0xFF00_00FF)
        #expect(h.compositor.pixel(s, x: 5, y: 5) == 0xFFFF_FFFF)
        let damage = h.compositor.damage(s)
        #expect(!damage.isEmpty)
        #expect(damage.allSatisfy { $0.width <= 30 && $0.height <= 40 })
        #expect(damage.contains { $0.x == 20 && $0.y == 10 })
    }

    @Test("Alternating buffers redraw only what changed, not each other's full redraws (grid benchmark under Weston)")
    func alternatingBuffersRedrawOnlyTheChange() throws {
        let h = try Harness()
        // Like Weston: the compositor keeps the buffer it shows, so the client
        // must draw the next frame into another one.
        h.compositor.holdsShownBuffer = true
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100), color: .white)
        let box = UIView(frame: CGRect(x: 20, y: 10, width: 30, height: 40))
        box.backgroundColor = .red
        window.addSubview(box)
        let s = h.windowSurface()
        var boxDamage: [(x: Int, y: Int, width: Int, height: Int)] = []
        let colors: [(UIColor, UInt32)] = [(.blue, 0xFF00_00FF), (.green, 0xFF00_FF00), (.red, 0xFFFF_0000), (.blue, 0xFF00_00FF)]
        for (i, (color, argb)) in colors.enumerated() {
            h.compositor.sendFrameDone()
            try h.roundtrip()
            box.backgroundColor = color
            h.compositor.sendFrameDone()
            try h.roundtrip()
            if i >= 2 { boxDamage += h.compositor.damage(s) }
            #expect(h.compositor.pixel(s, x: 25, y: 15) == argb, "frame \(i) shows the box's new colour")
        }
        #expect(h.compositor.bufferReuseViolations == 0)
        #expect(!boxDamage.isEmpty)
        #expect(boxDamage.allSatisfy { $0.width <= 40 && $0.height <= 50 },
                "a reused buffer redraws the box's change, not the window: \(boxDamage)")
    }

    @Test("P3: at output scale 2 the buffer doubles and touch positions stay in points")
    func integerScale() throws {
        let h = try Harness(omitting: [.fractionalScale])
        let (_, _, view) = try h.showRecordingWindow(size: CGSize(width: 200, height: 100))
        let s = h.windowSurface()
        h.compositor.setOutputScale(2)
        h.compositor.enterOutput(s)
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.bufferSize(s) == .init(width: 400, height: 200))
        #expect(h.compositor.bufferScale(s) == 2)
        h.compositor.touchDown(surface: s, id: 1, x: 50, y: 25, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.locations == [CGPoint(x: 50, y: 25)])
    }

    @Test("P3: a fractional scale of 1.5 draws 1.5× through a viewport; touch stays in points")
    func fractionalScale() throws {
        let h = try Harness()
        let (_, window, view) = try h.showRecordingWindow(size: CGSize(width: 200, height: 100))
        let s = h.windowSurface()
        #expect(h.compositor.hasFractionalScale(s))
        window.backgroundColor = .red
        h.compositor.sendPreferredScale(1.5)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.bufferSize(s) == .init(width: 300, height: 150))
        #expect(h.compositor.bufferScale(s) == 1)
        #expect(h.compositor.viewportDestination(s) == .init(width: 200, height: 100))
        #expect(h.compositor.pixel(s, x: 299, y: 149) == 0xFFFF_0000)
        h.compositor.touchDown(surface: s, id: 1, x: 150, y: 75, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.locations == [CGPoint(x: 150, y: 75)])
    }
}
