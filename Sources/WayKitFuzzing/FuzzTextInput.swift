import Foundation
import WayKit

/// text-input-v3 as a hostile input method (K3, F4): `enter` and `leave` at
/// any time (on any surface, twice, without the other), preedits of any
/// bytes with any `cursor_begin`/`cursor_end` (-1, past the end, inside a
/// character, the extremes), commit strings, `delete_surrounding_text` of
/// any length, and `done` with the current serial or any other, in any
/// order. The scene's text field and text view take focus now and then
/// (`FuzzSceneActions`), so the events land on a responder.
///
/// Invariants: every text responder's text, selection and marked range are
/// consistent (the ranges within the text, UTF-16 offsets on scalar
/// boundaries), and once the input method has left, no preedit is left
/// marked.
@MainActor
final class FuzzTextInput: FuzzDriver {
    private unowned let fuzzer: EventStreamFuzzer
    private var entered = false
    private var problems: [String] = []

    init(_ fuzzer: EventStreamFuzzer) { self.fuzzer = fuzzer }

    func step(_ input: inout some FuzzInput) {
        let c = fuzzer.compositor
        switch input.byte() % 8 {
        case 0:
            let s = fuzzer.surface(&input)
            fuzzer.note("text_input enter \(s)")
            c.textInputEnter(surface: s)
            entered = true
        case 1:
            fuzzer.note("text_input leave")
            c.textInputLeave()
            entered = false
        case 2, 3:
            let text: [UInt8]? = input.byte() % 8 == 0 ? nil : input.textBytes()
            let begin = input.edgyInt32(), end = input.byte() % 4 == 0 ? begin : input.edgyInt32()
            fuzzer.note("text_input preedit \(text.map { "\($0.count) bytes" } ?? "null") \(begin) \(end)")
            c.preedit(bytes: text, cursorBegin: begin, cursorEnd: end)
            if input.byte() % 2 == 0 { done(&input) }
        case 4:
            let text: [UInt8]? = input.byte() % 8 == 0 ? nil : input.textBytes()
            fuzzer.note("text_input commit_string \(text.map { "\($0.count) bytes" } ?? "null")")
            c.commitString(bytes: text)
            if input.byte() % 2 == 0 { done(&input) }
        case 5:
            let before = input.edgyUInt32(), after = input.edgyUInt32()
            fuzzer.note("text_input delete_surrounding_text \(before) \(after)")
            c.deleteSurroundingText(before: before, after: after)
            if input.byte() % 2 == 0 { done(&input) }
        default:
            done(&input)
        }
        check("after a text-input step")
        fuzzer.note("  text field \(describe(fuzzer.scene.textField, fuzzer.scene.textField.text)), text view \(describe(fuzzer.scene.textView, fuzzer.scene.textView.text))")
    }

    private func describe(_ r: UITextInput & UIResponder, _ text: String?) -> String {
        let marked = r.markedTextRange.map { "\($0.start.offset)..<\($0.end.offset)" } ?? "none"
        return "\(r.isFirstResponder ? "focused " : "")\"\(text ?? "")\" marked \(marked)"
    }

    /// `done` with the current serial (applied) or another (the client
    /// must drop the frame, K3's serial rule).
    private func done(_ input: inout some FuzzInput) {
        let serial: UInt32? = input.byte() % 4 == 0 ? input.edgyUInt32() : nil
        fuzzer.note("text_input done \(serial.map(String.init) ?? "current")")
        fuzzer.compositor.textInputDone(serial: serial)
    }

    func finish() {
        // A well-behaved input method leaves: the preedit must go with it.
        if entered { fuzzer.compositor.textInputLeave() }
        entered = false
    }

    func violations() -> [String] {
        check("at the end")
        for r in [fuzzer.scene.textField, fuzzer.scene.textView] as [UITextInput] where r.markedTextRange != nil {
            problems.append("\(type(of: r)) keeps marked text after the input method left")
        }
        return Array(Set(problems)).sorted()
    }

    /// The text and the ranges on it agree (K2: UTF-16 offsets).
    private func check(_ when: String) {
        let field = fuzzer.scene.textField, view = fuzzer.scene.textView
        consistent("UITextField", text: field.text ?? "", field.selectedTextRange, field.markedTextRange, when)
        consistent("UITextView", text: view.text ?? "", view.selectedTextRange, view.markedTextRange, when)
    }

    private func consistent(_ name: String, text: String, _ selection: UITextRange?, _ marked: UITextRange?,
                            _ when: String) {
        let length = text.utf16.count
        for (what, range) in [("selection", selection), ("marked text", marked)] {
            guard let range else { continue }
            let a = range.start.offset, b = range.end.offset
            if a < 0 || b < a || b > length {
                problems.append("\(name) \(what) \(a)..<\(b) outside its \(length)-unit text \(when)")
                continue
            }
            let utf16 = text.utf16
            for offset in [a, b] where utf16.index(utf16.startIndex, offsetBy: offset).samePosition(in: text.unicodeScalars) == nil {
                problems.append("\(name) \(what) splits a surrogate pair at \(offset) \(when)")
            }
        }
    }
}
