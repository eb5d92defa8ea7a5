import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// Issue 12, "no first-touch stall": Weston keeps the buffer it shows, so
/// the first touch of a run used to create a second full-window buffer and
/// draw the whole window into it (6.5 ms for the 100-button grid under
/// Weston 10). Now a spare is copied from the shown buffer while the app is
/// idle after its first frame, where the compositor keeps the shown buffer
/// (issue 23), and a buffer that catches up copies what it missed and draws
/// only the damage.
@MainActor
@Suite(.serialized)
struct FirstTouchTests {
    /// Turns blue while touched, as a button highlights.
    final class HighlightView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { backgroundColor = .blue }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { backgroundColor = .white }
    }

    /// A 400×200 window: a white background, a red box, and a highlight
    /// "button" at (200, 100, 60, 40), shown by a compositor that holds the
    /// buffer it shows, like Weston.
    private func showScene(_ h: Harness) throws -> (window: UIWindow, button: HighlightView, surface: Int) {
        h.compositor.holdsShownBuffer = true
        // Everything is in place before the first frame, as in an app's start:
        // one buffer drawn, and the compositor keeps it.
        let scene = UIWindowScene()
        scene.size = CGSize(width: 400, height: 200)
        let window = UIWindow(windowScene: scene)
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        box.backgroundColor = .red
        window.addSubview(box)
        let button = HighlightView(frame: CGRect(x: 200, y: 100, width: 60, height: 40))
        button.backgroundColor = .white
        window.addSubview(button)
        window.makeKeyAndVisible()
        h.backend.show(scene)
        try h.roundtrip()
        h.compositor.configure(0, width: 400, height: 200)
        try h.roundtrip()
        #expect(h.commitCount(window) == 1)
        // The first frame was shown; nothing more to draw: the app is idle.
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.commitCount(window) == 1)
        return (window, button, h.windowSurface())
    }

    @Test("Issue 12: the first touch's commit creates no shm pool and damages only the button")
    func firstTouchDrawsOnlyTheButton() throws {
        let h = try Harness()
        let (window, _, s) = try showScene(h)
        let pools = h.compositor.shmPoolsCreated
        let commits = h.commitCount(window)

        h.compositor.touchDown(surface: s, id: 1, x: 230, y: 120, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()

        #expect(h.commitCount(window) == commits + 1, "the touch highlighted the button in a new frame")
        #expect(h.compositor.shmPoolsCreated == pools,
                "no wl_shm.create_pool at the first touch: the spare was made while idle")
        let damage = h.compositor.damage(s)
        #expect(!damage.isEmpty)
        // The renderer widens damage by a pixel or two for anti-aliased edges.
        #expect(damage.allSatisfy { $0.x >= 197 && $0.y >= 97 && $0.x + $0.width <= 263 && $0.y + $0.height <= 143 },
                "only the button is damaged, not the window: \(damage)")
        // The spare was copied from the shown frame: everything outside the
        // button is there, though this commit drew only the button.
        #expect(h.compositor.pixel(s, x: 230, y: 120) == 0xFF00_00FF)
        #expect(h.compositor.pixel(s, x: 30, y: 30) == 0xFFFF_0000)
        #expect(h.compositor.pixel(s, x: 350, y: 20) == 0xFFFF_FFFF)
        #expect(h.compositor.bufferReuseViolations == 0)
    }

    @Test("Issue 12: a buffer coming back catches up by copying, and the lift draws only the button too")
    func laterFramesCopyWhatTheyMissed() throws {
        let h = try Harness()
        let (window, _, s) = try showScene(h)
        let pools = h.compositor.shmPoolsCreated
        h.compositor.touchDown(surface: s, id: 1, x: 230, y: 120, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        // Meanwhile the box changed in a frame of its own.
        let box = window.subviews[0]
        box.backgroundColor = .green
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        h.compositor.touchUp(id: 1, time: 200)
        h.compositor.touchFrame()
        try h.roundtrip()

        #expect(h.compositor.shmPoolsCreated == pools, "two buffers, alternating")
        let damage = h.compositor.damage(s)
        #expect(damage.allSatisfy { $0.x >= 197 && $0.y >= 97 && $0.x + $0.width <= 263 && $0.y + $0.height <= 143 },
                "the lift redraws the button only, not what the other buffer drew: \(damage)")
        #expect(h.compositor.pixel(s, x: 230, y: 120) == 0xFFFF_FFFF, "the button is white again")
        #expect(h.compositor.pixel(s, x: 30, y: 30) == 0xFF00_FF00, "the box's change was copied from the newest buffer")
        #expect(h.compositor.bufferReuseViolations == 0)
    }

    @Test("Issue 23: where the compositor keeps the shown buffer (Weston's pixman renderer), the spare is made once that frame is done, not before")
    func spareWaitsForTheShownFrame() throws {
        let h = try Harness()
        h.compositor.holdsShownBuffer = true
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 200), color: .white)
        try h.roundtrip()
        let surface = try #require(h.backend.client.toplevels.first?.windowSurfaces.first)
        #expect(h.commitCount(window) == 1)
        #expect(surface.bufferCount == 1, "the frame is not done yet: its buffer may still come back")
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(surface.bufferCount == 2, "drawn and still held: the compositor keeps it, so a spare is ready")
    }

    @Test("Issue 23: a compositor that releases the shown buffer after the commit but before the frame is done (Weston's GL renderer, wlroots) gets no second buffer")
    func noSpareWhenTheBufferComesBackBeforeTheFrame() throws {
        let h = try Harness()
        h.compositor.holdsBuffers = true
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 200), color: .white)
        try h.roundtrip()
        let surface = try #require(h.backend.client.toplevels.first?.windowSurfaces.first)
        // The compositor copies the pixels at its repaint, releases the
        // buffer, then sends the frame callback.
        h.compositor.releaseBuffers()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(surface.bufferCount == 1)
        window.backgroundColor = .red
        try h.roundtrip()
        #expect(h.commitCount(window) == 2)
        #expect(surface.bufferCount == 1, "the next frame drew into the buffer that came back")
        // The base surface's pool and the window's one.
        #expect(h.compositor.shmPoolsCreated == 2)
        #expect(h.compositor.bufferReuseViolations == 0)
    }

    @Test("Issue 12: with a compositor that releases buffers at once, idle time makes no second buffer")
    func noSpareWhenTheShownBufferComesBack() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 200), color: .white)
        try h.roundtrip()
        // The base surface's pool and the window's one; nothing more.
        #expect(h.compositor.shmPoolsCreated == 2)
        window.backgroundColor = .red
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.shmPoolsCreated == 2)
    }
}
