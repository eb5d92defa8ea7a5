import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// The run loop fires the event model's timers (G13's clock) between reads.
@MainActor
@Suite(.serialized)
struct TimerTests {
    @Test("The loop runs the event clock's due timers after each read")
    func dueTimersRun() throws {
        let h = try Harness()
        _ = try h.showWindow()
        var fired = 0
        // Due already: nothing but the loop's runDueTimers() can run it
        // (advancing a manual clock would fire it by itself).
        h.clock.schedule(at: h.clock.now - 1) { fired += 1 }
        _ = try h.backend.dispatch(timeout: 0)
        #expect(fired == 1)
    }

    @Test("Poll sleeps until the earliest deadline, or indefinitely when idle (0 % CPU)")
    func pollTimeout() {
        #expect(WaylandBackend.pollTimeout(requested: nil, deadlines: [nil, nil], now: 10) == nil)
        #expect(WaylandBackend.pollTimeout(requested: nil, deadlines: [10.25, nil], now: 10) == 0.25)
        #expect(WaylandBackend.pollTimeout(requested: nil, deadlines: [10.25, 10.125], now: 10) == 0.125)
        #expect(WaylandBackend.pollTimeout(requested: 0, deadlines: [10.25], now: 10) == 0)
        #expect(WaylandBackend.pollTimeout(requested: 5, deadlines: [], now: 10) == 5)
        #expect(WaylandBackend.pollTimeout(requested: nil, deadlines: [9], now: 10) == 0)
    }

    @Test("A long press held through the compositor is recognized at the event clock's deadline")
    func longPressThroughCompositor() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        let press = UILongPressGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        press.addTarget { states.append($0.state) }
        window.addGestureRecognizer(press)
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 50, y: 50, time: 1_000_000)
        h.compositor.touchFrame()
        try h.roundtrip()
        h.clock.advance(to: 1000.3)
        try h.roundtrip()
        #expect(states.isEmpty, "not before minimumPressDuration")
        h.clock.advance(to: 1000.6)
        try h.roundtrip()
        #expect(states == [.began])
    }

    @Test("All buffers held by the compositor: drawing waits, and resumes at wl_buffer.release")
    func drawingResumesAtRelease() throws {
        let h = try Harness()
        h.compositor.holdsBuffers = true
        let (_, window) = try h.showWindow(color: .red)
        for color in [UIColor.blue, .green, .red, .blue, .green] {
            window.backgroundColor = color
            h.compositor.sendFrameDone()
            try h.roundtrip()
        }
        #expect(h.commitCount(window) == BufferPool.maximumBuffers)
        #expect(h.compositor.bufferReuseViolations == 0)
        h.compositor.holdsBuffers = false
        h.compositor.releaseBuffers()
        try h.roundtrip()
        #expect(h.commitCount(window) == BufferPool.maximumBuffers + 1)
        #expect(h.compositor.pixel(h.windowSurface(), x: 1, y: 1) == 0xFF00_FF00)
        #expect(h.compositor.bufferReuseViolations == 0)
    }
}
