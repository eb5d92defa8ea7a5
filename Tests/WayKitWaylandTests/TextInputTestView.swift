import Foundation
import WayKit

/// The least text view that adopts `UITextInput`, for the text-input-v3
/// tests: a string, a selection and marked text in UTF-16 offsets (K2), a
/// caret 8 points a code unit wide, and a log of the editing calls an input
/// method makes. It reports every change to the application, as text views
/// must, and asks for the keyboard when tapped while focused.
final class TextInputTestView: UIView, UITextInput {
    var text = "" { didSet { changed() } }
    var selection = NSRange(location: 0, length: 0) { didSet { changed() } }
    private(set) var marked: NSRange?
    /// "setMarkedText(ni, {2, 0})", "unmarkText", "insertText(你)", "replace({0, 3}, )".
    private(set) var calls: [String] = []

    var keyboardType: UIKeyboardType = .default
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var autocorrectionType: UITextAutocorrectionType = .default
    var isSecureTextEntry = false
    var textContentType: UITextContentType?

    override var canBecomeFirstResponder: Bool { true }

    private func changed() {
        guard reporting else { return }
        UIApplication.shared.textInputStateDidChange(self)
    }

    /// Replaces UTF-16 `range` with `string`, moving the selection and the
    /// marked range as the text under them moves.
    private func edit(_ range: NSRange, with string: String) {
        let ns = text as NSString
        let length = (string as NSString).length
        let newText = ns.replacingCharacters(in: range, with: string)
        let delta = length - range.length
        func moved(_ offset: Int) -> Int {
            offset <= range.location ? offset : offset >= range.location + range.length ? offset + delta : range.location + length
        }
        let start = moved(selection.location), end = moved(selection.location + selection.length)
        if let m = marked, m.location + m.length > range.location, m.location < range.location + range.length {
            marked = nil
        } else if let m = marked {
            marked = NSRange(location: moved(m.location), length: m.length)
        }
        // One report for the whole edit.
        withoutReports {
            text = newText
            selection = NSRange(location: start, length: end - start)
        }
        changed()
    }

    private var reporting = true
    private func withoutReports(_ body: () -> Void) {
        let old = reporting
        reporting = false
        body()
        reporting = old
    }

    // MARK: UIKeyInput

    var hasText: Bool { !text.isEmpty }

    func insertText(_ string: String) {
        calls.append("insertText(\(string))")
        let range = marked ?? selection
        marked = nil
        edit(range, with: string)
        selection = NSRange(location: range.location + (string as NSString).length, length: 0)
    }

    func deleteBackward() {
        guard selection.location > 0 || selection.length > 0 else { return }
        edit(selection.length > 0 ? selection : NSRange(location: selection.location - 1, length: 1), with: "")
    }

    // MARK: UITextInput

    var textInputDocument: String { text }
    var selectedTextRange: UITextRange? {
        get { UITextRange(start: UITextPosition(offset: selection.location), end: UITextPosition(offset: selection.location + selection.length)) }
        set { if let r = newValue?.nsRange { selection = r } }
    }
    var markedTextRange: UITextRange? {
        marked.map { UITextRange(start: UITextPosition(offset: $0.location), end: UITextPosition(offset: $0.location + $0.length)) }
    }
    var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    var endOfDocument: UITextPosition { UITextPosition(offset: (text as NSString).length) }

    func text(in range: UITextRange) -> String? { (text as NSString).substring(with: range.nsRange) }

    func replace(_ range: UITextRange, withText string: String) {
        calls.append("replace({\(range.nsRange.location), \(range.nsRange.length)}, \(string))")
        edit(range.nsRange, with: string)
    }

    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let string = markedText ?? ""
        calls.append("setMarkedText(\(string), {\(selectedRange.location), \(selectedRange.length)})")
        let range = marked ?? selection
        marked = nil
        edit(range, with: string)
        let length = (string as NSString).length
        marked = length > 0 ? NSRange(location: range.location, length: length) : nil
        selection = NSRange(location: range.location + selectedRange.location, length: selectedRange.length)
    }

    func unmarkText() {
        calls.append("unmarkText")
        marked = nil
        changed()
    }

    func caretRect(for position: UITextPosition) -> CGRect {
        CGRect(x: 10 + 8 * CGFloat(position.offset), y: 5, width: 2, height: 16)
    }

    func closestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(offset: max(0, min((text as NSString).length, Int((point.x - 10) / 8))))
    }

    var textInputView: UIView { self }

    // MARK: Taps

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isFirstResponder {
            UIApplication.shared.textInputDidRequestKeyboard(self)
        } else {
            becomeFirstResponder()
        }
    }
}
