import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite("Key presses")
struct KeyPressTests {
    final class Field: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { log.append("began \(p.key?.characters ?? "")") }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { log.append("ended \(p.key?.characters ?? "")") }
        }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { log.append("cancelled \(p.key?.characters ?? "")") }
        }
    }

    func setUp() -> (HeadlessBackend, Field) {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        return (backend, field)
    }

    func key(_ c: String, _ phase: KeyInput.Phase, scan: UInt32, at time: TimeInterval) -> KeyInput {
        // Usage 0: keys HID has no usage for (brightness, a vendor key).
        KeyInput(timestamp: time, phase: phase, key: .character(c, keyCode: UIKeyboardHIDUsage(rawValue: 0)), scanCode: scan)
    }

    @Test("R7: physical keys with no HID usage stay distinct presses: one's release doesn't end the other")
    func unmappedKeysDistinct() {
        let (backend, field) = setUp()
        let app = UIApplication.shared
        app.handleKey(key("x", .down, scan: 224, at: backend.now))
        app.handleKey(key("y", .down, scan: 225, at: backend.now))
        app.handleKey(key("x", .up, scan: 224, at: backend.now))
        app.handleKey(key("y", .up, scan: 225, at: backend.now))
        #expect(field.log == ["began x", "began y", "ended x", "ended y"])
    }

    @Test("R7: a second down for a key already down cancels the first press before the new one begins")
    func replacedPressCancelled() {
        let (backend, field) = setUp()
        backend.keyDown(.character("a"))
        backend.keyDown(.character("a"))
        backend.keyUp(.character("a"))
        #expect(field.log == ["began a", "cancelled a", "began a", "ended a"])
    }

    @Test("R7, F2: a press ends at the responder it began at, when the first responder changes while the key is down (found by the fuzzer)")
    func pressEndsWhereItBegan() {
        let (backend, field) = setUp()
        let window = field.window!
        let other = Field(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        window.addSubview(other)
        let app = UIApplication.shared
        app.handleKey(key("a", .down, scan: 30, at: backend.now))
        _ = other.becomeFirstResponder()
        app.handleKey(key("b", .down, scan: 48, at: backend.now))
        app.handleKey(key("a", .up, scan: 30, at: backend.now))
        app.handleKey(key("b", .up, scan: 48, at: backend.now))
        // Cancelled (the keyboard left) after focus moved back: where "c"
        // began, not at the new first responder.
        app.handleKey(key("c", .down, scan: 46, at: backend.now))
        _ = field.becomeFirstResponder()
        app.handleKey(key("c", .cancelled, scan: 46, at: backend.now))
        #expect(field.log == ["began a", "ended a"])
        #expect(other.log == ["began b", "ended b", "began c", "cancelled c"])
    }
}
