import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// The application outlives its connection: `UIApplication.shared` stays
/// (tests that follow a Wayland test without a reset of their own, an app
/// that connects again) while the backend, its client and everything the
/// client owns are gone. Hooks the backend left in the application must then
/// reach nothing. These tests tear down in the order that trapped a full
/// test run ("Attempted to read an unowned reference but object … was
/// already destroyed", from the frame clock's wake-up of the freed client).
@MainActor
@Suite(.serialized)
struct TeardownTests {
    /// Shows a window through a harness and lets the harness (backend, client,
    /// compositor) go; returns what must be gone.
    private func connectShowAndDrop() throws -> (backend: Weak<WaylandBackend>, client: Weak<WaylandClient>) {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        try h.roundtrip()
        return (Weak(h.backend), Weak(h.backend.client))
    }

    @Test("A3: a display link or an animation started after the backend went (the application still current) does not reach the freed connection")
    func animationAfterBackendGone() throws {
        let gone = try connectShowAndDrop()
        #expect(gone.backend.value == nil && gone.client.value == nil, "the harness let its backend and client go")
        // The harness's application is still `UIApplication.shared`; its
        // frame clock was hooked to the client that is now gone. Each of
        // these takes the clock from idle to wanting frames, which calls
        // the hook.
        #expect(!UIApplication.shared.frameClock.needsFrames)
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        #expect(UIApplication.shared.frameClock.needsFrames)
        link.invalidate()
        #expect(!UIApplication.shared.frameClock.needsFrames)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        #expect(UIApplication.shared.frameClock.needsFrames)
    }

    @Test("A3, K5: a field focused after the backend went slides WayKit's keyboard up on the frame clock without reaching the freed connection")
    func keyboardAfterBackendGone() throws {
        _ = try connectShowAndDrop()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.makeKeyAndVisible()
        let field = TextInputTestView(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(UIApplication.shared.frameClock.needsFrames, "the keyboard slides up")
        _ = field.resignFirstResponder()
    }

    @Test("A3: a backend disconnected but still held wakes nothing when an animation starts")
    func animationAfterDisconnect() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        h.backend.disconnect()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        #expect(throws: WaylandError.self) { try h.backend.dispatch(timeout: 0) }
    }

    @Test("W3: a commit callback that hides another scene while the client draws sends nothing on that scene's destroyed surfaces")
    func sceneHiddenWhileDrawing() throws {
        let h = try Harness()
        let (_, first) = try h.showWindow()
        let (second, _) = try h.showWindow()
        #expect(h.compositor.toplevelCount == 2)
        let secondBase = h.compositor.toplevelSurface(1)
        // Every frame shown: both scenes may draw at once in the next turn.
        h.compositor.sendFrameDone()
        try h.roundtrip()
        // The second scene gets a new window (its base surface must commit
        // the new stacking) in the same turn as the first window redraws; the
        // first window's commit hides the second scene before it draws.
        let extra = UIWindow(windowScene: second)
        extra.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        extra.backgroundColor = .blue
        extra.isHidden = false
        first.backgroundColor = .red
        var hidden = false
        // Weak: the backend holds this callback.
        h.backend.onCommit = { [weak backend = h.backend] window in
            guard window === first, !hidden else { return }
            hidden = true
            backend?.hide(second)
        }
        try h.roundtrip()
        #expect(hidden)
        #expect(!h.compositor.isAlive(secondBase))
        #expect(h.backend.failure == nil)
        first.backgroundColor = .green
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.backend.failure == nil)
    }

    @Test("W1: a commit callback that hides the next window of the scene while the toplevel draws its windows sends nothing on that window's destroyed surface")
    func windowHiddenWhileDrawing() throws {
        let h = try Harness()
        let (scene, first) = try h.showWindow()
        let second = UIWindow(windowScene: scene)
        second.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        second.windowLevel = .alert
        second.backgroundColor = .blue
        second.isHidden = false
        try h.roundtrip()
        let secondSurface = h.windowSurface(1)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        // Both windows redraw in the next turn, bottom first; the first's
        // commit hides the second before the toplevel reaches it.
        first.backgroundColor = .red
        second.backgroundColor = .green
        var hidden = false
        h.backend.onCommit = { window in
            guard window === first, !hidden else { return }
            hidden = true
            second.isHidden = true
        }
        try h.roundtrip()
        #expect(hidden)
        #expect(!h.compositor.isAlive(secondSurface))
        #expect(h.backend.failure == nil)
    }

    @Test("W3: a commit callback that hides its own scene while the toplevel draws sends nothing on the destroyed base surface")
    func ownSceneHiddenWhileDrawing() throws {
        let h = try Harness()
        let (scene, first) = try h.showWindow()
        let base = h.compositor.toplevelSurface(0)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        // A new window above the first: the base surface must commit the
        // new stacking after the windows draw; the first window's commit
        // hides the scene before that.
        let second = UIWindow(windowScene: scene)
        second.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        second.windowLevel = .alert
        second.isHidden = false
        first.backgroundColor = .red
        var hidden = false
        h.backend.onCommit = { [weak backend = h.backend] window in
            guard window === first, !hidden else { return }
            hidden = true
            backend?.hide(scene)
        }
        try h.roundtrip()
        #expect(hidden)
        #expect(!h.compositor.isAlive(base))
        #expect(h.backend.failure == nil)
    }
}

/// A weak reference, to see that an object went.
@MainActor
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
