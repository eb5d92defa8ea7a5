import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// The text input warm-up (TextInputWarmUp.swift): the typing path run once
/// on scratch objects while idle after a text responder takes focus. It
/// must change nothing anyone sees, and must not run for apps without one.
@MainActor
@Suite("Text input warm-up (K1, K4, K5)")
struct TextInputWarmUpTests {
    final class Recorder: UITextFieldDelegate {
        var log: [String] = []
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change"); return true
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { log.append("selection") }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("return"); return true }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("clear"); return true }
    }

    /// Runs the queued idle work as a backend's idle moments would; the
    /// number of items run.
    @discardableResult
    func runIdleWork() -> Int {
        var n = 0
        while UIApplication.shared._hasIdleWork, n < 1000 {
            UIApplication.shared._performIdleWork()
            n += 1
        }
        return n
    }

    @Test("K1, K4: the warm-up after a field takes focus changes nothing: no damage, text, selection and undo as they were, no delegate call, action or notification, no key down")
    func warmUpIsInvisible() throws {
        let backend = HeadlessBackend()
        UIApplication.shared.onScreenKeyboardPolicy = .never
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.text = "abc"
        window.addSubview(field)
        backend.tap(at: CGPoint(x: 100, y: 117))
        #expect(field.isFirstResponder)
        backend.typeText("d")
        field.selectedTextRange = UITextRange(start: UITextPosition(offset: 1), end: UITextPosition(offset: 3))
        #expect(UIApplication.shared._hasIdleWork)

        let recorder = Recorder()
        field.delegate = recorder
        var actions: [String] = []
        field.addAction(UIAction { _ in actions.append("changed") }, for: .editingChanged)
        field.addAction(UIAction { _ in actions.append("end") }, for: .editingDidEnd)
        var notes: [Notification.Name] = []
        let names = [UITextField.textDidChangeNotification, UITextField.textDidBeginEditingNotification,
                     UITextField.textDidEndEditingNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { n in
                let name = n.name
                MainActor.assumeIsolated { notes.append(name) }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        _ = window.takeDamage()

        let ran = runIdleWork()
        #expect(ran > 1)
        #expect(UIApplication.shared._textInputWarmUp.runs == ran)
        #expect(window.takeDamage() == [])
        #expect(field.text == "abcd")
        #expect(field.selectedTextRange?.nsRange == NSRange(location: 1, length: 2))
        #expect(field.markedTextRange == nil)
        #expect(field.isFirstResponder && field.isEditing)
        #expect(recorder.log.isEmpty)
        #expect(actions.isEmpty)
        #expect(notes.isEmpty)
        #expect(UIApplication.shared._downPresses.isEmpty)
        #expect(UIApplication.shared._commandKeys.isEmpty)
        // The undo stack is the field's own: one undo takes back the "d"
        // typed before the warm-up, and no more.
        _ = field._perform(.undo)
        #expect(field.text == "abc")
        _ = field._perform(.undo)
        #expect(field.text == "abc")
    }

    @Test("K1: the warm-up runs once per font: a second field in the same font queues nothing, one in another font only its font")
    func oncePerFont() {
        let backend = HeadlessBackend()
        UIApplication.shared.onScreenKeyboardPolicy = .never
        let window = UIWindow()
        window.makeKeyAndVisible()
        let a = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        let b = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 34))
        let c = UITextField(frame: CGRect(x: 20, y: 140, width: 300, height: 34))
        c.font = .systemFont(ofSize: 24)
        for f in [a, b, c] { window.addSubview(f) }
        _ = backend
        a.becomeFirstResponder()
        let first = runIdleWork()
        #expect(first > 1)
        b.becomeFirstResponder()
        #expect(!UIApplication.shared._hasIdleWork)
        c.becomeFirstResponder()
        let third = runIdleWork()
        // Only the font's items: the key path is warm already.
        #expect(third == first - 1)
        #expect(UIApplication.shared._textInputWarmUp.warmFonts.count == 2)
    }

    @Test("K1: an app whose window has no text responder queues no warm-up")
    func noFieldNoWarmUp() {
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        window.addSubview(button)
        backend.tap(at: CGPoint(x: 60, y: 40))
        #expect(!UIApplication.shared._hasIdleWork)
        #expect(UIApplication.shared._textInputWarmUp.runs == 0)
    }

    @Test("K5: the keyboard's captions of the other case are prepared while idle without a redraw: the keys keep their captions and shift")
    func keyboardCaptionsInvisible() throws {
        let backend = HeadlessBackend()
        UIApplication.shared.onScreenKeyboardPolicy = .always
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        window.addSubview(field)
        backend.tap(at: CGPoint(x: 100, y: 117))
        backend.advanceTime(by: 1)
        let controller = try #require(UIApplication.shared._onScreenKeyboard)
        let keyboard = try #require(controller.keyboardView)
        let keyWindow = try #require(controller.window)
        let captions = keyboard.keyViews.map(\.caption)
        let shift = controller.shift
        #expect(shift.isShifted)   // auto-capitalized: the first letter is a capital
        _ = keyWindow.takeDamage()
        _ = window.takeDamage()
        #expect(runIdleWork() > 0)
        #expect(keyboard.keyViews.map(\.caption) == captions)
        #expect(controller.shift == shift)
        #expect(keyWindow.takeDamage() == [])
        #expect(window.takeDamage() == [])
        #expect(field.text == "")
    }
}
