import Foundation
import WayKit

/// The double-buffered events of one text-input-v3 frame: `preedit_string`,
/// `commit_string` and `delete_surrounding_text` collect here, and `done`
/// applies them to the focused responder in the protocol's order, then
/// starts over from the initial values ("they must be applied and reset to
/// initial on the next zwp_text_input_v3.done event").
struct TextInputEdit {
    struct Preedit {
        var text: String
        /// Byte offsets into `text`; both -1: the cursor is hidden.
        var cursorBegin: Int32
        var cursorEnd: Int32
    }

    var preedit: Preedit?
    var commit: String?
    var deleteBefore: UInt32 = 0
    var deleteAfter: UInt32 = 0

    /// Applies the frame to `input` "in the following order: 1. Replace
    /// existing preedit string with the cursor. 2. Delete requested
    /// surrounding text. 3. Insert commit string with the cursor at its end.
    /// 4. Calculate surrounding text to send. 5. Insert new preedit text in
    /// cursor position. 6. Place cursor inside preedit text." Returns step
    /// 4's surrounding text. `lastSent` is the surrounding text the input
    /// method last had from us: deletions reach no farther than it, since
    /// the input method cannot have counted text it never saw.
    @MainActor
    func apply(to input: any UITextInput, lastSent: SurroundingText?, log: (String, String) -> Void) -> SurroundingText {
        // 1. The preedit is the responder's marked text: taking it out leaves
        // the caret where it began.
        if input.markedTextRange != nil {
            input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
            input.unmarkText()
        }
        // 2.
        if deleteBefore > 0 || deleteAfter > 0 { deleteSurrounding(in: input, lastSent: lastSent, log: log) }
        // 3. insertText replaces the selection and leaves the caret after the text.
        if let commit, !commit.isEmpty { input.insertText(commit) }
        // 4.
        let surrounding = SurroundingText(of: input)
        // 5. and 6.
        if let preedit, !preedit.text.isEmpty {
            input.setMarkedText(preedit.text, selectedRange: Self.selectedRange(of: preedit, log: log))
        }
        return surrounding
    }

    /// `delete_surrounding_text`: "before_length and after_length are the
    /// number of bytes before and after the current cursor index (excluding
    /// the selection) to delete", so they count from the selection's ends
    /// and the selection stays. Lengths past what the input method was sent,
    /// or past the document's ends, are clamped and logged; lengths that end
    /// inside a code point shrink to the code point before it.
    @MainActor
    private func deleteSurrounding(in input: any UITextInput, lastSent: SurroundingText?, log: (String, String) -> Void) {
        let doc = input.textInputDocument
        let selection = input.selectedTextRange?.nsRange ?? NSRange(location: doc.utf16.count, length: 0)
        let lo = TextOffsets.index(utf16: selection.location, in: doc)
        let hi = max(lo, TextOffsets.index(utf16: selection.location + selection.length, in: doc))
        var before = Int(deleteBefore), after = Int(deleteAfter)
        if let lastSent {
            let sentBefore = min(lastSent.cursor, lastSent.anchor)
            let sentAfter = lastSent.text.utf8.count - max(lastSent.cursor, lastSent.anchor)
            if before > sentBefore || after > sentAfter {
                log("delete range", "delete_surrounding_text \(before)/\(after) reaches past the surrounding text sent (\(sentBefore)/\(sentAfter) bytes); clamped")
                before = min(before, sentBefore)
                after = min(after, max(0, sentAfter))
            }
        }
        let (start, startExact) = TextOffsets.index(lo, movedBy: -before, in: doc)
        let (end, endExact) = TextOffsets.index(hi, movedBy: after, in: doc)
        if !startExact || !endExact {
            log("delete bounds", "delete_surrounding_text \(before)/\(after) ends outside the text or inside a character; clamped")
        }
        // The range after the selection first, so the offsets before it hold.
        if end > hi {
            input.replace(UITextRange(start: UITextPosition(offset: TextOffsets.utf16Offset(of: hi, in: doc)),
                                      end: UITextPosition(offset: TextOffsets.utf16Offset(of: end, in: doc))), withText: "")
        }
        if start < lo {
            input.replace(UITextRange(start: UITextPosition(offset: TextOffsets.utf16Offset(of: start, in: doc)),
                                      end: UITextPosition(offset: TextOffsets.utf16Offset(of: lo, in: doc))), withText: "")
        }
    }

    /// The preedit's cursor as `setMarkedText`'s selected range: UTF-16
    /// offsets within the preedit. `UITextInput` cannot hide a caret, so the
    /// protocol's hidden cursor (-1, -1) becomes a caret after the preedit,
    /// where UIKit's own input methods keep it.
    private static func selectedRange(of preedit: Preedit, log: (String, String) -> Void) -> NSRange {
        let text = preedit.text
        if preedit.cursorBegin == -1 && preedit.cursorEnd == -1 {
            return NSRange(location: text.utf16.count, length: 0)
        }
        let (begin, beginExact) = TextOffsets.utf16Offset(utf8: Int(preedit.cursorBegin), in: text)
        let (end, endExact) = TextOffsets.utf16Offset(utf8: Int(preedit.cursorEnd), in: text)
        if !beginExact || !endExact {
            log("preedit cursor", "preedit_string cursor \(preedit.cursorBegin)…\(preedit.cursorEnd) is outside the \(text.utf8.count)-byte preedit or inside a character; clamped")
        }
        return NSRange(location: min(begin, end), length: abs(end - begin))
    }
}
