import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite("Key commands (K4)")
struct KeyCommandTests {
    final class Editor: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "s", modifierFlags: .control) { [unowned self] _ in log.append("save") },
             UIKeyCommand(input: UIKeyCommand.inputDownArrow) { [unowned self] _ in log.append("down") }]
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("pressesBegan \(presses.first?.key?.characters ?? "")")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("pressesEnded \(presses.first?.key?.characters ?? "")")
        }
    }
    final class Controller: UIViewController {
        var log: [String] = []
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "n", modifierFlags: [.control, .shift]) { [unowned self] _ in log.append("new") }]
        }
    }

    func key(_ c: String, _ flags: UIKeyModifierFlags = [], usage: Int = 0x04) -> UIKey {
        UIKey(characters: c, charactersIgnoringModifiers: c, modifierFlags: flags, keyCode: UIKeyboardHIDUsage(rawValue: usage))
    }

    @Test("K4: a key command on the first responder runs on key down and takes the key's presses; others still type")
    func firstResponderCommand() {
        let backend = HeadlessBackend()
        let controller = Controller()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let editor = Editor(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(editor)
        _ = editor.becomeFirstResponder()
        backend.keyDown(key("s", .control, usage: 0x16))
        backend.keyUp(key("s", .control, usage: 0x16))
        backend.type(key("s", usage: 0x16))            // no control: typed
        backend.keyDown(key("", usage: 0x51))          // down arrow
        backend.keyUp(key("", usage: 0x51))
        #expect(editor.log == ["save", "pressesBegan s", "pressesEnded s", "down"])
        // Along the chain: the controller's command, with shift (and caps lock ignored).
        backend.keyDown(key("N", [.control, .shift, .alphaShift], usage: 0x11))
        backend.keyUp(key("N", [.control, .shift, .alphaShift], usage: 0x11))
        #expect(controller.log == ["new"])
        #expect(editor.log.count == 4)
    }

    @Test("K4: a held key's repeats run its command again; its release is swallowed")
    func repeats() {
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let editor = Editor(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(editor)
        _ = editor.becomeFirstResponder()
        let down = key("", usage: 0x51)
        UIApplication.shared.handleKey(KeyInput(timestamp: backend.now, phase: .down, key: down, scanCode: 108))
        UIApplication.shared.handleKey(KeyInput(timestamp: backend.now, phase: .repeat, key: down, scanCode: 108))
        UIApplication.shared.handleKey(KeyInput(timestamp: backend.now, phase: .repeat, key: down, scanCode: 108))
        UIApplication.shared.handleKey(KeyInput(timestamp: backend.now, phase: .up, key: down, scanCode: 108))
        #expect(editor.log == ["down", "down", "down"])
    }
}

@MainActor
@Suite("Key commands and text editing (K4)")
struct KeyCommandTextPriorityTests {
    final class Controller: UIViewController {
        var log: [String] = []
        var priority = false
        override var keyCommands: [UIKeyCommand]? {
            let left = UIKeyCommand(input: UIKeyCommand.inputLeftArrow) { [unowned self] _ in log.append("left") }
            left.wantsPriorityOverSystemBehavior = priority
            return [left, UIKeyCommand(input: "s", modifierFlags: .control) { [unowned self] _ in log.append("save") }]
        }
    }

    @Test("K4: a focused text field's editing keys come before key commands unless a command wants priority; other shortcuts still run")
    func textEditingFirst() {
        let backend = HeadlessBackend()
        let controller = Controller()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "abc"
        controller.view.addSubview(field)
        _ = field.becomeFirstResponder()
        backend.press(.keyboardLeftArrow)
        #expect(field.selectedTextRange?.nsRange == NSRange(location: 2, length: 0))
        #expect(controller.log.isEmpty)
        backend.press(UIKeyboardHIDUsage(rawValue: 0x16), .control, characters: "s")
        #expect(controller.log == ["save"])
        controller.priority = true
        backend.press(.keyboardLeftArrow)
        #expect(controller.log == ["save", "left"])
        #expect(field.selectedTextRange?.nsRange == NSRange(location: 2, length: 0))
    }
}
