import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite("Text fields (K1, K2)")
struct TextFieldTests {
    final class Recorder: UITextFieldDelegate {
        var log: [String] = []
        var vetoDigits = false
        var allowReturn = true
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change \(range.location),\(range.length) '\(string)'")
            return !(vetoDigits && string.contains(where: \.isNumber))
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("return"); return allowReturn }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("clear"); return true }
    }

    struct Scene {
        let backend: HeadlessBackend
        let window: UIWindow
        let field: UITextField
    }

    func makeScene(_ text: String = "") -> Scene {
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        window.addSubview(field)
        return Scene(backend: backend, window: window, field: field)
    }

    func selection(_ f: UITextField) -> NSRange { f.selectedTextRange!.nsRange }

    @Test("K1: a tap makes the field first responder and sends editingDidBegin; typing inserts at the caret and sends editingChanged")
    func tapAndType() {
        let s = makeScene()
        let recorder = Recorder()
        s.field.delegate = recorder
        var events: [String] = []
        s.field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        s.field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        s.backend.tap(at: CGPoint(x: 100, y: 117))
        #expect(s.field.isFirstResponder)
        #expect(s.field.isEditing)
        s.backend.typeText("Hi")
        #expect(s.field.text == "Hi")
        #expect(events == ["begin", "changed", "changed"])
        #expect(recorder.log == ["shouldBegin", "didBegin", "change 0,0 'H'", "change 1,0 'i'"])
    }

    @Test("K1: a tap puts the caret at the tapped character: before a letter's middle, after it past the middle")
    func tapPlacesCaret() {
        let s = makeScene("abcdef")
        _ = s.field.becomeFirstResponder()
        let before = s.field.caretRect(for: UITextPosition(offset: 3))
        let after = s.field.caretRect(for: UITextPosition(offset: 4))
        let y = before.midY + s.field.frame.minY
        // A quarter into "d": the caret goes before it; three quarters: after it.
        s.backend.advanceTime(by: 1)
        s.backend.tap(at: CGPoint(x: s.field.frame.minX + before.midX + (after.midX - before.midX) * 0.25, y: y))
        #expect(selection(s.field) == NSRange(location: 3, length: 0))
        s.backend.advanceTime(by: 1)
        s.backend.tap(at: CGPoint(x: s.field.frame.minX + before.midX + (after.midX - before.midX) * 0.75, y: y))
        #expect(selection(s.field) == NSRange(location: 4, length: 0))
        s.backend.typeText("X")
        #expect(s.field.text == "abcdXef")
    }

    @Test("K1/K2: backspace deletes the grapheme cluster before the caret; offsets are UTF-16 (\"A😀B\" has length 4)")
    func backspaceGrapheme() {
        let s = makeScene("A😀B")
        _ = s.field.becomeFirstResponder()
        #expect(s.field.offset(from: s.field.beginningOfDocument, to: s.field.endOfDocument) == 4)
        s.field.selectedTextRange = UITextRange(start: UITextPosition(offset: 3), end: UITextPosition(offset: 3))
        s.backend.press(.keyboardDeleteOrBackspace)
        #expect(s.field.text == "AB")
        #expect(selection(s.field) == NSRange(location: 1, length: 0))
        // A family emoji (several scalars joined) and a flag go in one step each.
        s.field.text = "x👨‍👩‍👧🇫🇷"
        s.backend.press(.keyboardDeleteOrBackspace)
        #expect(s.field.text == "x👨‍👩‍👧")
        s.backend.press(.keyboardDeleteOrBackspace)
        #expect(s.field.text == "x")
        // An offset inside a surrogate pair is rounded to the cluster's start.
        s.field.text = "😀z"
        s.field.selectedTextRange = UITextRange(start: UITextPosition(offset: 1), end: UITextPosition(offset: 1))
        #expect(selection(s.field) == NSRange(location: 0, length: 0))
    }

    @Test("K1: the delegate can veto a change; the text stays and no editingChanged is sent")
    func veto() {
        let s = makeScene()
        let recorder = Recorder()
        recorder.vetoDigits = true
        s.field.delegate = recorder
        var changes = 0
        s.field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        _ = s.field.becomeFirstResponder()
        s.backend.typeText("a1b")
        #expect(s.field.text == "ab")
        #expect(changes == 2)
    }

    @Test("K1: double tap selects a word, select all, shift-arrows extend the selection")
    func selection() {
        let s = makeScene("hello brave world")
        _ = s.field.becomeFirstResponder()
        let r = s.field.caretRect(for: UITextPosition(offset: 8))
        let p = CGPoint(x: s.field.frame.minX + r.midX, y: s.field.frame.minY + r.midY)
        s.backend.advanceTime(by: 1)
        s.backend.tap(at: p)
        s.backend.advanceTime(by: 0.1)
        s.backend.tap(at: p)
        #expect(selection(s.field) == NSRange(location: 6, length: 5))
        #expect(s.field.text(in: s.field.selectedTextRange!) == "brave")
        // Shift-right grows from the anchor; shift-left shrinks back.
        s.field.selectedTextRange = UITextRange(start: UITextPosition(offset: 2), end: UITextPosition(offset: 2))
        s.backend.press(.keyboardRightArrow, .shift)
        s.backend.press(.keyboardRightArrow, .shift)
        #expect(selection(s.field) == NSRange(location: 2, length: 2))
        s.backend.press(.keyboardLeftArrow, .shift)
        #expect(selection(s.field) == NSRange(location: 2, length: 1))
        // Control-shift-right: to the end of the word.
        s.backend.press(.keyboardRightArrow, [.control, .shift])
        #expect(selection(s.field) == NSRange(location: 2, length: 3))
        s.backend.press(UIKeyboardHIDUsage(rawValue: 0x04), .control, characters: "a")
        #expect(selection(s.field) == NSRange(location: 0, length: 17))
        s.backend.typeText("Z")
        #expect(s.field.text == "Z")
        s.backend.press(.keyboardHome)
        #expect(selection(s.field) == NSRange(location: 0, length: 0))
    }

    @Test("K1: return asks textFieldShouldReturn and sends editingDidEndOnExit; with an action for it the field resigns, editingDidEnd follows")
    func returnKey() {
        let s = makeScene("x")
        let recorder = Recorder()
        s.field.delegate = recorder
        var events: [String] = []
        s.field.addAction(UIAction { _ in events.append("exit") }, for: .editingDidEndOnExit)
        s.field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        _ = s.field.becomeFirstResponder()
        s.backend.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(events == ["exit", "end"])
        #expect(!s.field.isFirstResponder)
        #expect(recorder.log.suffix(3) == ["return", "shouldEnd", "didEnd"])
        #expect(s.field.text == "x")
    }

    @Test("K1: secure entry draws bullets and never copies; placeholder and clear button")
    func secureAndClear() {
        let s = makeScene("pw")
        s.field.isSecureTextEntry = true
        s.field.clearButtonMode = .whileEditing
        let recorder = Recorder()
        s.field.delegate = recorder
        _ = s.field.becomeFirstResponder()
        #expect(s.field._displayText == "••")
        UIPasteboard.general.string = "before"
        s.backend.press(UIKeyboardHIDUsage(rawValue: 0x04), .control, characters: "a")
        s.backend.press(UIKeyboardHIDUsage(rawValue: 0x06), .control, characters: "c")
        #expect(UIPasteboard.general.string == "before")
        // The clear button empties the field after asking the delegate.
        let clear = s.field.clearButtonRect(forBounds: s.field.bounds)
        s.backend.advanceTime(by: 1)
        s.backend.tap(at: CGPoint(x: s.field.frame.minX + clear.midX, y: s.field.frame.minY + clear.midY))
        #expect(s.field.text == "")
        #expect(recorder.log.contains("clear"))
    }

    @Test("K1: cut, copy, paste and undo through the usual shortcuts")
    func clipboardAndUndo() {
        let s = makeScene("one two")
        _ = s.field.becomeFirstResponder()
        s.field.selectedTextRange = UITextRange(start: UITextPosition(offset: 0), end: UITextPosition(offset: 4))
        s.backend.press(UIKeyboardHIDUsage(rawValue: 0x1B), .control, characters: "x")
        #expect(UIPasteboard.general.string == "one ")
        #expect(s.field.text == "two")
        s.backend.press(.keyboardEnd)
        s.backend.press(UIKeyboardHIDUsage(rawValue: 0x19), .control, characters: "v")
        #expect(s.field.text == "twoone ")
        s.backend.press(UIKeyboardHIDUsage(rawValue: 0x1D), .control, characters: "z")
        #expect(s.field.text == "two")
        s.backend.press(UIKeyboardHIDUsage(rawValue: 0x1D), .control, characters: "z")
        #expect(s.field.text == "one two")
        s.backend.press(UIKeyboardHIDUsage(rawValue: 0x1D), [.control, .shift], characters: "z")
        #expect(s.field.text == "two")
        // Pasted newlines become spaces in a one-line field.
        UIPasteboard.general.string = "a\nb"
        s.backend.press(UIKeyboardHIDUsage(rawValue: 0x19), .control, characters: "v")
        #expect(s.field.text?.hasSuffix("a b") == true)
    }

    @Test("K2: marked text replaces the selection, is replaced by the committed text, and is kept by unmarkText")
    func markedText() {
        let s = makeScene("ab")
        _ = s.field.becomeFirstResponder()
        s.field.selectedTextRange = UITextRange(start: UITextPosition(offset: 1), end: UITextPosition(offset: 1))
        s.field.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        s.field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(s.field.text == "anib")
        #expect(s.field.markedTextRange?.nsRange == NSRange(location: 1, length: 2))
        #expect(selection(s.field) == NSRange(location: 3, length: 0))
        s.field.insertText("你")
        #expect(s.field.text == "a你b")
        #expect(s.field.markedTextRange == nil)
        #expect(selection(s.field) == NSRange(location: 2, length: 0))
        s.field.setMarkedText("hao", selectedRange: NSRange(location: 3, length: 0))
        s.field.unmarkText()
        #expect(s.field.text == "a你haob")
        #expect(s.field.markedTextRange == nil)
    }

    @Test("K1: the caret blinks every half second on the clock while editing and stops after")
    func blink() {
        let s = makeScene("x")
        _ = s.field.becomeFirstResponder()
        #expect(s.field._caretIsVisible)
        s.backend.advanceTime(by: 0.51)
        #expect(!s.field._caretIsVisible, "off after half a second")
        s.backend.advanceTime(by: 0.5)
        #expect(s.field._caretIsVisible, "on again")
        s.backend.advanceTime(by: 0.3)
        s.backend.typeText("y")
        #expect(s.field._caretIsVisible, "an edit shows it at once")
        s.backend.advanceTime(by: 0.4)
        #expect(s.field._caretIsVisible, "and restarts the half second")
        _ = s.field.resignFirstResponder()
        s.backend.advanceTime(by: 0.2)
        let before = s.backend.frameCount
        s.backend.advanceTime(by: 3)
        #expect(!s.field._caretIsVisible)
        #expect(UIApplication.shared.clock.nextDeadline == nil, "no blink timer left")
        _ = before
    }

    @Test("K1: the app setting text sends no editingChanged; the clear button asks textFieldShouldClear only and sends one editingChanged")
    func programmaticAndClear() {
        let s = makeScene("abc")
        let recorder = Recorder()
        s.field.delegate = recorder
        s.field.clearButtonMode = .always
        var changes = 0
        s.field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        _ = s.field.becomeFirstResponder()
        s.field.text = "set by the app"
        #expect(changes == 0)
        let clear = s.field.clearButtonRect(forBounds: s.field.bounds)
        s.backend.advanceTime(by: 1)
        s.backend.tap(at: CGPoint(x: s.field.frame.minX + clear.midX, y: s.field.frame.minY + clear.midY))
        #expect(s.field.text == "")
        #expect(changes == 1)
        #expect(recorder.log.contains("clear"))
        #expect(!recorder.log.contains { $0.hasPrefix("change") }, "shouldChangeCharactersIn is not asked by the clear button")
    }

    @Test("K1: hardware keys type through insertText and deleteBackward, so a subclass sees them")
    func keysThroughKeyInput() {
        final class CodeField: UITextField {
            var backspacesWhenEmpty = 0
            override func deleteBackward() {
                if !hasText { backspacesWhenEmpty += 1 }
                super.deleteBackward()
            }
            var inserted: [String] = []
            override func insertText(_ text: String) { inserted.append(text); super.insertText(text) }
        }
        let s = makeScene()
        let field = CodeField(frame: CGRect(x: 20, y: 300, width: 200, height: 34))
        s.window.addSubview(field)
        _ = field.becomeFirstResponder()
        s.backend.typeText("7")
        s.backend.press(.keyboardDeleteOrBackspace)
        s.backend.press(.keyboardDeleteOrBackspace)
        #expect(field.inserted == ["7"])
        #expect(field.backspacesWhenEmpty == 1)
    }

    @Test("K2/K3: replace(_:withText:) before the selection keeps the selection on its text")
    func replaceKeepsSelection() {
        let s = makeScene("abcdef")
        _ = s.field.becomeFirstResponder()
        s.field.selectedTextRange = s.field.textRange(from: UITextPosition(offset: 2), to: UITextPosition(offset: 4))
        s.field.replace(s.field.textRange(from: UITextPosition(offset: 1), to: UITextPosition(offset: 2))!, withText: "")
        #expect(s.field.text == "acdef")
        #expect(selection(s.field) == NSRange(location: 1, length: 2))
        #expect(s.field.text(in: s.field.selectedTextRange!) == "cd")
        s.field.replace(s.field.textRange(from: UITextPosition(offset: 4), to: UITextPosition(offset: 5))!, withText: "XY")
        #expect(s.field.text == "acdeXY")
        #expect(selection(s.field) == NSRange(location: 1, length: 2))
    }

    @Test("K2: a preedit that starts with a combining mark stays marked on its own, not on the letter before it")
    func combiningPreedit() {
        let s = makeScene("ka")
        _ = s.field.becomeFirstResponder()
        s.field.setMarkedText("\u{0301}", selectedRange: NSRange(location: 1, length: 0))
        // The mark joins "a" into one cluster; the marked range still starts after "a".
        #expect(s.field.markedTextRange?.nsRange == NSRange(location: 2, length: 1))
        s.field.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        #expect(s.field.text == "ka")
    }

    @Test("K1/C3: a field inside a view with a tap recognizer still takes focus; the recognizer does not fire")
    func c3() {
        let s = makeScene()
        var fired = false
        let tap = UITapGestureRecognizer { _ in fired = true }
        s.window.addGestureRecognizer(tap)
        s.backend.tap(at: CGPoint(x: 100, y: 117))
        #expect(s.field.isFirstResponder)
        #expect(!fired)
        // A tap elsewhere still reaches the recognizer.
        s.backend.advanceTime(by: 1)
        s.backend.tap(at: CGPoint(x: 100, y: 400))
        #expect(fired)
    }

    @Test("K1: becoming first responder tells the text-input observers; resigning tells them focus went")
    func observers() {
        final class Observer: TextInputObserver {
            var log: [String] = []
            func textInputFocusDidChange(to input: (any UITextInput)?) { log.append(input == nil ? "none" : "focus") }
            func textInputStateDidChange(_ input: any UITextInput) { log.append("state") }
            func textInputDidRequestKeyboard(_ input: any UITextInput) { log.append("request") }
        }
        let s = makeScene()
        let o = Observer()
        UIApplication.shared.addTextInputObserver(o)
        defer { UIApplication.shared.removeTextInputObserver(o) }
        s.backend.tap(at: CGPoint(x: 100, y: 117))
        #expect(o.log.first == "focus")
        o.log.removeAll()
        s.backend.typeText("a")
        #expect(o.log.contains("state"))
        s.backend.advanceTime(by: 1)
        s.backend.tap(at: CGPoint(x: 100, y: 117))
        #expect(o.log.contains("request"))
        _ = s.field.resignFirstResponder()
        #expect(o.log.last == "none")
    }

    @Test("K1, R7: a focused field removed from its window resigns: editingDidEnd, no caret timer, no keyboard (issue 18)")
    func removedFieldResigns() {
        let s = makeScene("hello")
        let recorder = Recorder()
        s.field.delegate = recorder
        UIApplication.shared.onScreenKeyboardPolicy = .always
        defer { UIApplication.shared.onScreenKeyboardPolicy = .automatic }
        var events: [String] = []
        s.field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        #expect(s.field.becomeFirstResponder())
        s.backend.advanceTime(by: 0.4)
        #expect(UIApplication.shared._onScreenKeyboard?.isVisible == true)
        recorder.log.removeAll()
        s.field.removeFromSuperview()
        #expect(!s.field.isFirstResponder)
        #expect(!s.field.isEditing)
        #expect(s.window._firstResponder == nil)
        #expect(events == ["end"])
        #expect(recorder.log == ["shouldEnd", "didEnd"])
        s.backend.advanceTime(by: 1)
        #expect(UIApplication.shared._onScreenKeyboard?.isVisible != true, "K5: the keyboard goes with it")
        #expect(UIApplication.shared.clock.nextDeadline == nil, "the caret timer stopped: idle again")
    }

    @Test("K1: a field inside a removed container resigns even when its delegate refuses to end editing")
    func removedContainerForcesResign() {
        let s = makeScene("hello")
        final class Stubborn: UITextFieldDelegate {
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
        }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        s.window.addSubview(container)
        container.addSubview(s.field)
        let stubborn = Stubborn()
        s.field.delegate = stubborn
        #expect(s.field.becomeFirstResponder())
        #expect(!s.field.resignFirstResponder(), "an ordinary resign is refused")
        container.removeFromSuperview()
        #expect(!s.field.isEditing)
        #expect(s.window._firstResponder == nil)
        // Moved to another window: it resigns too.
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        other.isHidden = false
        let second = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        s.window.addSubview(second)
        #expect(second.becomeFirstResponder())
        other.addSubview(second)
        #expect(!second.isEditing)
        #expect(s.window._firstResponder == nil)
    }

    @Test("K1: clearsOnBeginEditing asks textFieldShouldClear, which can keep the text")
    func clearsOnBeginAsksDelegate() {
        final class Keeper: UITextFieldDelegate {
            var asked = 0
            var allow = false
            func textFieldShouldClear(_ textField: UITextField) -> Bool { asked += 1; return allow }
        }
        let s = makeScene("keep me")
        let keeper = Keeper()
        s.field.delegate = keeper
        s.field.clearsOnBeginEditing = true
        #expect(s.field.becomeFirstResponder())
        #expect(keeper.asked == 1)
        #expect(s.field.text == "keep me")
        #expect(s.field.resignFirstResponder())
        keeper.allow = true
        #expect(s.field.becomeFirstResponder())
        #expect(keeper.asked == 2)
        #expect(s.field.text == "")
    }

    @Test("K2: any NSRange an app passes is clamped: NSNotFound lengths, negative and huge locations never trap (issue 18)")
    func rangesAreClamped() {
        let s = makeScene("abcdef")
        #expect(s.field.becomeFirstResponder())
        s.field.setMarkedText("xyz", selectedRange: NSRange(location: 1, length: NSNotFound))
        #expect(s.field.text == "abcdefxyz")
        #expect(selection(s.field) == NSRange(location: 7, length: 2))
        s.field.setMarkedText("pq", selectedRange: NSRange(location: Int.max, length: Int.max))
        #expect(selection(s.field) == NSRange(location: 8, length: 0))
        s.field.setMarkedText("pq", selectedRange: NSRange(location: Int.min, length: Int.min))
        #expect(selection(s.field) == NSRange(location: 6, length: 0))
        s.field.unmarkText()

        let view = UITextView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        view.text = "hello"
        s.window.addSubview(view)
        view.selectedRange = NSRange(location: 1, length: NSNotFound)
        #expect(view.selectedRange == NSRange(location: 1, length: 4))
        view.selectedRange = NSRange(location: Int.max, length: 1)
        #expect(view.selectedRange == NSRange(location: 5, length: 0))
        view.selectedRange = NSRange(location: -3, length: Int.max)
        #expect(view.selectedRange == NSRange(location: 0, length: 5))
        #expect(view.becomeFirstResponder())
        view.setMarkedText("zz", selectedRange: NSRange(location: 1, length: NSNotFound))
        view.scrollRangeToVisible(NSRange(location: Int.max, length: Int.max))

        let far = UITextPosition(offset: Int.max), before = UITextPosition(offset: Int.min)
        #expect(s.field.position(from: far, offset: 1) == nil)
        #expect(s.field.offset(from: before, to: far) == Int.max)
        #expect(UITextRange(start: before, end: far).nsRange.length == Int.max)
    }
}
