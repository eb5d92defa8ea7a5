import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite("Text views (K1)")
struct TextViewTests {
    final class Recorder: UITextViewDelegate {
        var log: [String] = []
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            text != "!"
        }
        func textViewDidChange(_ textView: UITextView) { log.append("changed") }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    }

    func makeView(_ text: String, height: CGFloat = 100) -> (HeadlessBackend, UITextView) {
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UITextView(frame: CGRect(x: 10, y: 50, width: 200, height: height))
        view.text = text
        window.addSubview(view)
        window.layoutIfNeeded()
        return (backend, view)
    }

    @Test("K1: a tap focuses a text view; return inserts a newline; the delegate hears of changes and can veto")
    func typing() {
        let (backend, view) = makeView("")
        let recorder = Recorder()
        view.delegate = recorder
        backend.tap(at: CGPoint(x: 50, y: 70))
        #expect(view.isFirstResponder)
        backend.typeText("a")
        backend.press(.keyboardReturnOrEnter, characters: "\r")
        backend.typeText("b!")
        #expect(view.text == "a\nb")
        #expect(recorder.log == ["didBegin", "changed", "changed", "changed"])
    }

    @Test("K1: a text view scrolls to keep the caret in view as lines are added")
    func scrollsToCaret() {
        let (backend, view) = makeView("", height: 60)
        _ = view.becomeFirstResponder()
        for _ in 0..<12 { backend.typeText("line"); backend.press(.keyboardReturnOrEnter) }
        #expect(view.contentSize.height > 60)
        #expect(view.contentOffset.y > 0)
        let caret = view.caretRect(for: view.endOfDocument)
        #expect(view.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)))
    }

    @Test("K1: with scrolling off a text view grows with its text")
    func grows() {
        let (backend, view) = makeView("one")
        view.isScrollEnabled = false
        let h1 = view.intrinsicContentSize.height
        _ = view.becomeFirstResponder()
        backend.press(.keyboardReturnOrEnter)
        backend.typeText("two")
        #expect(view.intrinsicContentSize.height > h1)
    }

    @Test("K1: up and down keep their column; a non-editable text view still selects and copies")
    func upDownAndReadOnly() {
        let (backend, view) = makeView("abcdef\nab\nabcdef")
        _ = view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 5, length: 0)
        backend.press(.keyboardDownArrow)
        #expect(view.selectedRange.location == 9)   // end of the short line
        backend.press(.keyboardDownArrow)
        #expect(view.selectedRange.location == 15)  // back to the column
        view.isEditable = false
        _ = view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 0, length: 3)
        backend.typeText("x")
        #expect(view.text == "abcdef\nab\nabcdef")
        backend.press(UIKeyboardHIDUsage(rawValue: 0x06), .control, characters: "c")
        #expect(UIPasteboard.general.string == "abc")
    }
}
