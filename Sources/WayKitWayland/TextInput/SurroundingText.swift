import Foundation
import WayKit

/// What `zwp_text_input_v3.set_surrounding_text` carries: an excerpt of the
/// document around the caret, at most 4000 bytes of UTF-8 ("there is a
/// maximum length of wayland messages, so text can not be longer than 4000
/// bytes"), with the cursor and the selection anchor as byte offsets into it.
struct SurroundingText: Equatable {
    static let maximumBytes = 4000

    var text: String
    /// Byte offset of the caret in `text`.
    var cursor: Int
    /// Byte offset of the selection's other end; equal to `cursor` without a selection.
    var anchor: Int

    init(text: String, cursor: Int, anchor: Int) {
        self.text = text
        self.cursor = cursor
        self.anchor = anchor
    }

    /// The excerpt of `document` around the selection (UTF-16 offsets, K2).
    /// Marked text is the input method's preedit, which the protocol leaves
    /// out: "if any preedit text is present, it is replaced with a cursor".
    ///
    /// `UITextInput` does not say which end of a selection moves, so the caret
    /// is its end and the anchor its start, as a selection made forwards has.
    /// The excerpt holds the whole selection and splits what is left of the
    /// 4000 bytes evenly before and after it (the rest to one side when the
    /// other runs out of text), cut on grapheme cluster boundaries so no
    /// character is torn. A selection longer than the limit is cut down to
    /// the 4000 bytes that end at the caret, and the anchor is then the
    /// excerpt's start.
    init(document: String, selection: NSRange, marked: NSRange?, limit: Int = SurroundingText.maximumBytes) {
        var doc = document
        var lower = selection.location, upper = selection.location + max(0, selection.length)
        if let marked {
            let start = TextOffsets.index(utf16: marked.location, in: document)
            let end = max(start, TextOffsets.index(utf16: marked.location + max(0, marked.length), in: document))
            doc = String(document[..<start]) + String(document[end...])
            lower = TextOffsets.utf16Offset(of: start, in: document)
            upper = lower
        }
        var lo = TextOffsets.index(utf16: lower, in: doc)
        let hi = max(lo, TextOffsets.index(utf16: upper, in: doc))
        if doc.utf8.distance(from: lo, to: hi) > limit {
            lo = Self.reach(in: doc, from: hi, toward: lo, budget: limit)
        }
        let remaining = limit - doc.utf8.distance(from: lo, to: hi)
        let beforeAvailable = doc.utf8.distance(from: doc.startIndex, to: lo)
        let afterAvailable = doc.utf8.distance(from: hi, to: doc.endIndex)
        let beforeBudget = min(beforeAvailable, max(remaining / 2, remaining - afterAvailable))
        let start = Self.reach(in: doc, from: lo, toward: doc.startIndex, budget: beforeBudget)
        let afterBudget = remaining - doc.utf8.distance(from: start, to: lo)
        let end = Self.reach(in: doc, from: hi, toward: doc.endIndex, budget: afterBudget)
        text = String(doc[start..<end])
        anchor = doc.utf8.distance(from: start, to: lo)
        cursor = doc.utf8.distance(from: start, to: hi)
    }

    /// The state of `input` as the protocol wants it.
    @MainActor
    init(of input: any UITextInput) {
        let document = input.textInputDocument
        // A password is never shown to the input method (it goes to another
        // process), and a text with a NUL can't travel as a C string: both
        // are sent as no surrounding text, so deletes around the caret
        // clamp to nothing.
        if input.isSecureTextEntry || document.utf8.contains(0) {
            self.init(document: "", selection: NSRange(location: 0, length: 0), marked: nil)
            return
        }
        let selection = input.selectedTextRange?.nsRange
            ?? NSRange(location: document.utf16.count, length: 0)
        self.init(document: document, selection: selection, marked: input.markedTextRange?.nsRange)
    }

    /// The grapheme cluster boundary farthest from `origin` towards `bound`
    /// with at most `budget` bytes between them.
    private static func reach(in text: String, from origin: String.Index, toward bound: String.Index, budget: Int) -> String.Index {
        guard budget > 0 else { return origin }
        var used = 0
        if bound < origin {
            // A substring of whole scalars: its clusters end at `origin`.
            let part = Substring(text.unicodeScalars[bound..<origin])
            var i = part.endIndex
            while i > part.startIndex {
                let previous = part.index(before: i)
                let size = part.utf8.distance(from: previous, to: i)
                guard used + size <= budget else { break }
                used += size
                i = previous
            }
            return i
        }
        let part = Substring(text.unicodeScalars[origin..<bound])
        var i = part.startIndex
        while i < part.endIndex {
            let next = part.index(after: i)
            let size = part.utf8.distance(from: i, to: next)
            guard used + size <= budget else { break }
            used += size
            i = next
        }
        return i
    }
}
