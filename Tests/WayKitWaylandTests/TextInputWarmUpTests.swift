import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// Issue 11, the first key: after a field takes focus, the typing path runs
/// once on scratch objects in the run loop's idle moments (TextInputWarmUp),
/// and the keyboard decodes a key once after `enter` (WaylandKeyboard). The
/// compositor must see nothing of it.
@MainActor
@Suite(.serialized)
struct TextInputWarmUpWaylandTests {
    @Test("K1, K4: the warm-up runs while the run loop is idle and commits nothing, damages nothing; the first key then types as ever")
    func warmUpCommitsNothing() throws {
        let h = try Harness()
        UIApplication.shared.onScreenKeyboardPolicy = .never
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        let s = h.windowSurface()
        #expect(h.compositor.sendKeymap(layout: "us"))
        h.compositor.keyboardEnter(surface: s)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        field.becomeFirstResponder()
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let commits = h.commitCount(window), surfaceCommits = h.compositor.commits(s)
        #expect(UIApplication.shared._hasIdleWork)

        // Each idle moment runs one item; nothing else happens meanwhile.
        var rounds = 0
        while UIApplication.shared._hasIdleWork, rounds < 100 {
            try h.roundtrip()
            rounds += 1
        }
        #expect(!UIApplication.shared._hasIdleWork)
        #expect(UIApplication.shared._textInputWarmUp.runs > 1)
        #expect(h.commitCount(window) == commits)
        #expect(h.compositor.commits(s) == surfaceCommits)
        #expect(field.text == "")

        h.clock.advance(by: 0.1)   // the keyboard's own preparation (after enter)
        try h.roundtrip()
        #expect(h.compositor.commits(s) == surfaceCommits)
        // The last frame shown, as a compositor says at its next refresh.
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.commits(s) == surfaceCommits)
        h.compositor.key(30, pressed: true, time: 100)  // KEY_A
        h.compositor.key(30, pressed: false, time: 110)
        try h.roundtrip()
        #expect(field.text == "a")
        #expect(h.compositor.commits(s) == surfaceCommits + 1)
    }
}
