import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// A3 through the test compositor: frames of an animation are committed in
/// step with the compositor's frame callbacks, and nothing is committed once
/// it ends.
@MainActor
@Suite(.serialized)
struct AnimationFrameTests {
    /// The x of the first red pixel on row `y` of the window's last commit.
    func redX(_ h: Harness, y: Int) -> Int? {
        let s = h.windowSurface()
        let width = h.compositor.bufferSize(s).width
        return (0..<width).first { h.compositor.pixel(s, x: $0, y: y) == 0xFFFF_0000 }
    }

    @Test("A3: A1: an animation commits distinct intermediate frames paced by frame callbacks, then none while idle")
    func framesThroughCompositor() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100))
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = .red
        window.addSubview(square)
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(redX(h, y: 10) == 0)
        var finished: Bool?
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            square.center.x = 170
        }, completion: { finished = $0 })
        var positions: [Int] = []
        var commitsPerCallback: [Int] = []
        for _ in 0..<45 {
            h.clock.advance(by: 1.0 / 60)
            let before = h.commitCount(window)
            h.compositor.sendFrameDone()
            try h.roundtrip()
            commitsPerCallback.append(h.commitCount(window) - before)
            if let x = redX(h, y: 10) { positions.append(x) }
        }
        let intermediate = Set(positions.filter { $0 > 0 && $0 < 160 })
        #expect(intermediate.count >= 3)
        #expect(positions.last == 160)
        // Monotonic: a linear move to the right.
        #expect(positions == positions.sorted())
        // Paced: at most one commit per frame callback.
        #expect(commitsPerCallback.allSatisfy { $0 <= 1 })
        #expect(finished == true)
        // Idle: further frame callbacks (none are asked for) and time bring no commit.
        let idle = h.commitCount(window)
        for _ in 0..<10 {
            h.clock.advance(by: 1.0 / 60)
            h.compositor.sendFrameDone()
            try h.roundtrip()
        }
        #expect(h.commitCount(window) == idle)
        #expect(h.compositor.pendingFrames(h.windowSurface()) == 0)
        #expect(!UIApplication.shared.frameClock.needsFrames)
    }

    @Test("A3: a display link alone keeps frame callbacks coming without redrawing; invalidated, they stop")
    func displayLinkPacing() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        link.add(to: .main, forMode: .common)
        try h.roundtrip()
        for _ in 0..<5 {
            h.clock.advance(by: 1.0 / 60)
            h.compositor.sendFrameDone()
            try h.roundtrip()
        }
        #expect(calls >= 5)
        #expect(h.compositor.pendingFrames(h.windowSurface()) == 1)
        link.invalidate()
        let after = calls
        h.compositor.sendFrameDone()
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(calls == after)
        #expect(h.compositor.pendingFrames(h.windowSurface()) == 0)
        _ = window
    }

    @Test("A3: wp_presentation feedback while animating tells the frame clock the refresh and when frames are shown; none when idle")
    func presentationFeedback() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        window.backgroundColor = .blue   // an idle change: no feedback asked
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.presentationFeedbacksRequested == 0)
        UIView.animate(withDuration: 1, animations: { window.backgroundColor = .red })
        h.clock.advance(by: 1.0 / 60)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.presentationFeedbacksWaiting == 1)
        // Shown at 1000.010 s on a 120 Hz display.
        h.compositor.sendPresented(at: 1000.010, refresh: 1.0 / 120)
        try h.roundtrip()
        let clock = UIApplication.shared.frameClock
        #expect(abs(clock.refreshInterval - 1.0 / 120) < 1e-6)
        #expect(abs((clock.lastPresentationTime ?? 0) - 1000.010) < 1e-6)
        // The next tick targets the next refresh after it.
        h.clock.advance(to: 1000.020)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(abs(clock.targetTimestamp - (1000.010 + 2.0 / 120)) < 1e-6)
        #expect(h.compositor.presentationFeedbacksWaiting == 1)
    }
}
