import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// A window that records the presses that reach it (it is its own first
/// responder when nothing else is).
final class KeyWindow: UIWindow {
    var presses: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { self.presses.append("began \(p.key?.characters ?? "?")\(p.isRepeat ? " repeat" : "")") }
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { self.presses.append("changed \(p.key?.characters ?? "?")\(p.isRepeat ? " repeat" : "")") }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { self.presses.append("ended \(p.key?.characters ?? "?")") }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { self.presses.append("cancelled \(p.key?.characters ?? "?")") }
    }
}

@MainActor
@Suite(.serialized)
struct KeyboardTests {
    func makeKeyboardWindow(_ h: Harness) throws -> KeyWindow {
        let scene = UIWindowScene()
        scene.size = CGSize(width: 200, height: 100)
        let window = KeyWindow(windowScene: scene)
        window.makeKeyAndVisible()
        h.backend.show(scene)
        try h.roundtrip()
        h.compositor.configure(0, width: 200, height: 100)
        try h.roundtrip()
        return window
    }

    @Test("P5: the keymap fd is mapped and compiled; keys become UIPresses with text and HID usage (R7)")
    func keymapAndKeys() throws {
        let h = try Harness()
        let window = try makeKeyboardWindow(h)
        #expect(h.compositor.sendKeymap(layout: "us"))
        h.compositor.keyboardEnter(surface: h.windowSurface())
        h.compositor.key(30, pressed: true, time: 100)  // KEY_A
        h.compositor.key(30, pressed: false, time: 110)
        h.compositor.modifiers(depressed: 1)  // Shift is xkb modifier 0
        h.compositor.key(30, pressed: true, time: 120)
        try h.roundtrip()
        #expect(window.presses == ["began a", "ended a", "began A"])
    }

    @Test("P5: a keymap whose declared size exceeds its file is refused without mapping it")
    func keymapSizeCheck() throws {
        let h = try Harness()
        let window = try makeKeyboardWindow(h)
        #expect(h.compositor.sendKeymap(layout: "us", declaredSizeExtra: 1 << 20))
        h.compositor.keyboardEnter(surface: h.windowSurface())
        h.compositor.key(30, pressed: true, time: 100)
        try h.roundtrip()
        #expect(h.log.contains { $0.contains("keymap rejected") && $0.contains("exceeds") })
        // No keymap: the press still arrives, with no text.
        #expect(window.presses == ["began "])
    }

    @Test("P5: repeat_info drives client-side repeat, which stops on keyboard leave")
    func keyRepeat() throws {
        let h = try Harness()
        let window = try makeKeyboardWindow(h)
        h.compositor.sendKeymap()
        h.compositor.repeatInfo(rate: 10, delay: 500)
        h.compositor.keyboardEnter(surface: h.windowSurface())
        h.compositor.key(30, pressed: true, time: 100)
        try h.roundtrip()
        #expect(window.presses == ["began a"])
        h.clock.advance(by: 0.45)
        try h.roundtrip()
        #expect(window.presses == ["began a"], "no repeat before the delay")
        h.clock.advance(by: 0.16)  // 0.61 s: repeats due at 0.5 and 0.6
        try h.roundtrip()
        #expect(window.presses == ["began a", "changed a repeat", "changed a repeat"])
        h.compositor.keyboardLeave()
        try h.roundtrip()
        h.clock.advance(by: 2)
        try h.roundtrip()
        #expect(window.presses == ["began a", "changed a repeat", "changed a repeat", "cancelled a"])
    }

    @Test("P5: releasing the key stops the repeat; rate 0 disables it")
    func repeatStopsOnRelease() throws {
        let h = try Harness()
        let window = try makeKeyboardWindow(h)
        h.compositor.sendKeymap()
        h.compositor.repeatInfo(rate: 0, delay: 100)
        h.compositor.keyboardEnter(surface: h.windowSurface())
        h.compositor.key(30, pressed: true, time: 100)
        try h.roundtrip()
        h.clock.advance(by: 1)
        try h.roundtrip()
        h.compositor.key(30, pressed: false, time: 1100)
        try h.roundtrip()
        h.clock.advance(by: 1)
        try h.roundtrip()
        #expect(window.presses == ["began a", "ended a"])
    }

    @Test("W2: keyboard focus on a toplevel makes its window key")
    func keyboardFocusPicksKeyWindow() throws {
        let h = try Harness()
        let first = try makeKeyboardWindow(h)
        let scene2 = UIWindowScene()
        scene2.size = CGSize(width: 100, height: 100)
        let second = KeyWindow(windowScene: scene2)
        second.makeKeyAndVisible()
        h.backend.show(scene2)
        try h.roundtrip()
        h.compositor.configure(1, width: 100, height: 100)
        try h.roundtrip()
        #expect(second.isKeyWindow)
        h.compositor.sendKeymap()
        h.compositor.keyboardEnter(surface: h.windowSurface(toplevel: 0))
        h.compositor.key(30, pressed: true, time: 100)
        try h.roundtrip()
        #expect(first.isKeyWindow)
        #expect(first.presses == ["began a"])
        #expect(second.presses.isEmpty)
    }
}

@Suite
struct KeyRepeaterTests {
    @Test("P5: after a stall the repeater sends a short burst, not every repeat it missed")
    func stallBurstIsCapped() {
        var r = KeyRepeater()
        r.setInfo(rate: 25, delayMilliseconds: 500)
        r.press(30, now: 0)
        #expect(r.fire(now: 0.49).isEmpty)
        #expect(r.fire(now: 0.5) == [30])
        #expect(r.fire(now: 100).count == KeyRepeater.maximumBurst)
        #expect((r.nextDeadline ?? 0) > 100)
    }
}

@MainActor
@Suite(.serialized)
struct ComposeTests {
    /// A shown window with a focused text field filling its top.
    func focusedField(_ h: Harness) throws -> UITextField {
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        return field
    }

    @Test("K4: a dead key then a letter types one composed character (German layout: ´ then e is é); the dead key alone types nothing")
    func deadKeys() throws {
        let h = try Harness()
        let window = try KeyboardTests().makeKeyboardWindow(h)
        #expect(h.compositor.sendKeymap(layout: "de"))
        h.compositor.keyboardEnter(surface: h.windowSurface())
        h.compositor.key(13, pressed: true, time: 100)   // KEY_EQUAL: dead_acute on "de"
        h.compositor.key(13, pressed: false, time: 105)
        h.compositor.key(18, pressed: true, time: 110)   // KEY_E
        h.compositor.key(18, pressed: false, time: 115)
        h.compositor.key(18, pressed: true, time: 120)   // an e after the sequence: plain
        h.compositor.key(18, pressed: false, time: 125)
        try h.roundtrip()
        #expect(window.presses == ["began ", "ended ", "began é", "ended é", "began e", "ended e"])
    }

    @Test("K4: typed into a focused text field through the compositor, a dead key sequence inserts é")
    func deadKeyIntoField() throws {
        let h = try Harness()
        let field = try focusedField(h)
        #expect(h.compositor.sendKeymap(layout: "de"))
        h.compositor.keyboardEnter(surface: h.windowSurface())
        for (code, t) in [(UInt32(35), UInt32(100)), (13, 110), (18, 120)] {   // h, ´, e
            h.compositor.key(code, pressed: true, time: t)
            h.compositor.key(code, pressed: false, time: t + 5)
        }
        try h.roundtrip()
        #expect(field.text == "hé")
    }

    @Test("K4: a Compose sequence (Compose, o, \") types ö; Shift inside a sequence does not end it; an unknown sequence types nothing")
    func composeKey() throws {
        let h = try Harness()
        let field = try focusedField(h)
        #expect(h.compositor.sendKeymap(layout: "us", options: "compose:ralt"))
        h.compositor.keyboardEnter(surface: h.windowSurface())
        var t: UInt32 = 100
        func tap(_ code: UInt32) { h.compositor.key(code, pressed: true, time: t); h.compositor.key(code, pressed: false, time: t + 2); t += 10 }
        tap(100)                                  // KEY_RIGHTALT: Compose
        tap(24)                                   // KEY_O
        h.compositor.modifiers(depressed: 1)      // Shift for the quote
        h.compositor.key(42, pressed: true, time: t); t += 2   // KEY_LEFTSHIFT (a modifier inside the sequence)
        tap(40)                                   // KEY_APOSTROPHE with Shift: "
        h.compositor.key(42, pressed: false, time: t); t += 2
        h.compositor.modifiers(depressed: 0)
        try h.roundtrip()
        #expect(field.text == "ö")
        tap(100); tap(2); tap(45)                 // Compose, 1, x: no such sequence
        tap(30)                                   // a plain a afterwards
        try h.roundtrip()
        #expect(field.text == "öa")
    }

    @Test("K4: the compose table follows LC_ALL, LC_CTYPE, LANG in that order; C and POSIX fall back to the UTF-8 table")
    func composeLocales() {
        // The environment is passed in: setenv while other tests run on
        // other threads is not safe.
        func env(_ values: [String: String]) -> (String) -> String? { { values[$0] } }
        #expect(XKBCompose.localeCandidates(env(["LC_CTYPE": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"])).first == "de_DE.UTF-8")
        #expect(XKBCompose.localeCandidates(env(["LC_ALL": "pt_BR.UTF-8", "LC_CTYPE": "de_DE.UTF-8"])).first == "pt_BR.UTF-8")
        #expect(XKBCompose.localeCandidates(env(["LC_ALL": "C", "LANG": "fr_FR.UTF-8"])) == ["C.UTF-8", "en_US.UTF-8"])
        #expect(XKBCompose.localeCandidates(env(["LANG": "POSIX"])) == ["C.UTF-8", "en_US.UTF-8"])
    }
}
