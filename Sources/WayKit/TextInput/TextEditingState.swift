import Foundation

/// What a text view's editing state asks of its view (UITextField,
/// UITextView): the delegate's veto, and the notifications after a change.
@MainActor
protocol TextEditingOwner: AnyObject {
    /// The delegate's `shouldChangeCharactersIn`/`shouldChangeTextIn`.
    func editingShouldReplace(_ range: NSRange, with text: String) -> Bool
    /// `byUser` false: the app set the text (no editing events).
    func editingDidChangeText(byUser: Bool)
    func editingDidChangeSelection()
}

/// The text, selection and marked text of one text view, and every edit on
/// them, in UTF-16 offsets (K2) with grapheme-cluster steps (K1, K7).
/// Shared by `UITextField` and `UITextView`, which add their geometry.
@MainActor
final class TextEditingState {
    private(set) var text: String = ""
    /// The selection; empty: the caret.
    private(set) var selection: Range<Int> = 0..<0
    /// The end of the selection that stays put while shift-moves extend the
    /// other (the caret end).
    private(set) var anchor: Int = 0
    /// The input method's composing text (K2), part of `text`.
    private(set) var marked: Range<Int>?
    /// Undo and redo snapshots; typing coalesces into one step until the
    /// caret moves or another kind of edit happens.
    private var undoStack: [(String, Range<Int>)] = []
    private var redoStack: [(String, Range<Int>)] = []
    private var coalescing = false
    /// At most this many undo steps are kept (a kiosk runs for months).
    static let undoLimit = 100

    weak var owner: TextEditingOwner?

    var length: Int { text.utf16.count }
    var caret: Int { anchor == selection.lowerBound ? selection.upperBound : selection.lowerBound }

    /// Replaces the whole text (the `text` property): no delegate, no undo
    /// step, the caret at the end, as UIKit's setter.
    func setText(_ new: String) {
        text = new
        marked = nil
        undoStack.removeAll(); redoStack.removeAll(); coalescing = false
        select(length..<length, anchor: length, notify: false)
        // UIKit sends no editingChanged (nor textViewDidChange) for a change
        // the app makes.
        owner?.editingDidChangeText(byUser: false)
    }

    // MARK: Selection

    /// Selects `range` (clamped to the text and to cluster boundaries).
    func select(_ range: Range<Int>, anchor: Int? = nil, notify: Bool = true) {
        let lo = TextBoundaries.clampToBoundary(in: text, range.lowerBound)
        let hi = Swift.max(lo, TextBoundaries.clampToBoundary(in: text, range.upperBound))
        let newAnchor = anchor.map { $0 <= lo ? lo : hi } ?? lo
        guard lo..<hi != selection || newAnchor != self.anchor else { return }
        selection = lo..<hi
        self.anchor = newAnchor
        coalescing = false
        if notify { owner?.editingDidChangeSelection() }
    }

    /// Moves the caret to `offset`, or with `extending` moves the selection's
    /// free end there (shift-arrows, K1).
    func moveCaret(to offset: Int, extending: Bool) {
        let o = TextBoundaries.clampToBoundary(in: text, offset)
        if extending {
            let a = anchor
            select(Swift.min(a, o)..<Swift.max(a, o), anchor: a)
        } else {
            select(o..<o, anchor: o)
        }
    }

    func selectAll() { select(0..<length, anchor: 0) }

    /// The word around `offset` (a double tap, K1), or the caret there when
    /// it is in no word.
    func selectWord(at offset: Int) {
        let words = TextBoundaries.wordRanges(in: text)
        if let w = words.first(where: { $0.contains(offset) }) ?? words.first(where: { $0.upperBound == offset }) {
            select(w, anchor: w.lowerBound)
        } else {
            moveCaret(to: offset, extending: false)
        }
    }

    /// Where a word move from the caret lands: the start of the previous
    /// word, or the end of the next.
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        let words = TextBoundaries.wordRanges(in: text)
        if forward { return words.first { $0.upperBound > offset }?.upperBound ?? length }
        return words.last { $0.lowerBound < offset }?.lowerBound ?? 0
    }

    // MARK: Edits

    /// Replaces `range` with `string`, asking the delegate unless `force`;
    /// the caret goes after the inserted text. Returns whether it happened.
    /// With `keepingSelection`, a selection the edit doesn't touch stays on
    /// its text (moved by the length change), as UITextInput's
    /// `replace(_:withText:)` and an input method's surrounding-text delete
    /// want; otherwise the caret goes after the inserted text.
    @discardableResult
    /// `exact`: the range is kept to the scalar (for marked text), not
    /// rounded to clusters.
    func replace(_ range: Range<Int>, with string: String, force: Bool = false, coalesce: Bool = false,
                 keepingSelection: Bool = false, exact: Bool = false) -> Bool {
        let clamp = exact ? TextBoundaries.clampToScalar : TextBoundaries.clampToBoundary
        let lo = clamp(text, range.lowerBound)
        let hi = Swift.max(lo, clamp(text, range.upperBound))
        if !force, let owner, !owner.editingShouldReplace(NSRange(location: lo, length: hi - lo), with: string) {
            return false
        }
        if !(coalesce && coalescing) {
            undoStack.append((text, selection))
            if undoStack.count > Self.undoLimit { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
        }
        redoStack.removeAll()
        let a = exact ? TextBoundaries.scalarIndex(in: text, utf16Offset: lo) : TextBoundaries.index(in: text, utf16Offset: lo)
        let b = exact ? TextBoundaries.scalarIndex(in: text, utf16Offset: hi) : TextBoundaries.index(in: text, utf16Offset: hi)
        let old = selection, oldAnchor = anchor
        text.replaceSubrange(a..<b, with: string)
        let caret = lo + string.utf16.count
        let delta = string.utf16.count - (hi - lo)
        if keepingSelection, old.lowerBound >= hi {
            selection = (old.lowerBound + delta)..<(old.upperBound + delta)
            anchor = oldAnchor + delta
        } else if keepingSelection, old.upperBound <= lo {
            selection = old
            anchor = oldAnchor
        } else {
            selection = caret..<caret
            anchor = caret
        }
        coalescing = coalesce
        owner?.editingDidChangeText(byUser: true)
        owner?.editingDidChangeSelection()
        return true
    }

    /// Typing: replaces the marked text or the selection (UIKeyInput).
    func insert(_ string: String) {
        if let m = marked {
            marked = nil
            replace(m, with: string, coalesce: true, exact: true)
        } else {
            replace(selection, with: string, coalesce: true)
        }
    }

    /// Backspace: the selection, or the grapheme cluster before the caret.
    func deleteBackward() {
        if let m = marked, !m.isEmpty {
            // An input method's backspace on composing text: drop the last
            // cluster of the marked text.
            let start = TextBoundaries.previousBoundary(in: text, before: m.upperBound)
            marked = start > m.lowerBound ? m.lowerBound..<start : nil
            replace(start..<m.upperBound, with: "", force: true)
            return
        }
        if !selection.isEmpty { replace(selection, with: ""); return }
        let c = caret
        guard c > 0 else { return }
        replace(TextBoundaries.previousBoundary(in: text, before: c)..<c, with: "", coalesce: true)
    }

    /// Forward delete: the selection, or the cluster after the caret.
    func deleteForward() {
        if !selection.isEmpty { replace(selection, with: ""); return }
        let c = caret
        guard c < length else { return }
        replace(c..<TextBoundaries.nextBoundary(in: text, after: c), with: "")
    }

    // MARK: Marked text (K2)

    /// The input method's composing text replaces the marked text, or the
    /// selection; `selectedRange` is within it. Empty text ends composing.
    func setMarkedText(_ string: String, selectedRange: NSRange) {
        let range = marked ?? selection
        // Where the marked text starts, on the text before the edit: a
        // preedit starting with a combining mark would otherwise round down
        // onto the letter before it.
        let lo = marked != nil ? TextBoundaries.clampToScalar(in: text, range.lowerBound)
            : TextBoundaries.clampToBoundary(in: text, range.lowerBound)
        guard replace(range, with: string, force: true, exact: marked != nil) else { return }
        let n = string.utf16.count
        marked = n > 0 ? lo..<(lo + n) : nil
        let within = selectedRange._clamped(toLength: n)
        selection = (lo + within.lowerBound)..<(lo + within.upperBound)
        anchor = lo + within.lowerBound
        owner?.editingDidChangeSelection()
    }

    /// Keeps the marked text as typed text.
    func unmarkText() {
        guard marked != nil else { return }
        marked = nil
        owner?.editingDidChangeSelection()
    }

    // MARK: Undo

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    func undo() {
        guard let (t, s) = undoStack.popLast() else { return }
        redoStack.append((text, selection))
        restore(t, s)
    }

    func redo() {
        guard let (t, s) = redoStack.popLast() else { return }
        undoStack.append((text, selection))
        restore(t, s)
    }

    private func restore(_ t: String, _ s: Range<Int>) {
        text = t
        marked = nil
        coalescing = false
        selection = s
        anchor = s.lowerBound
        owner?.editingDidChangeText(byUser: true)
        owner?.editingDidChangeSelection()
    }

    func text(in range: Range<Int>) -> String { TextBoundaries.substring(text, range) }

    // MARK: As UITextInput's ranges (the text views' properties)

    var selectedTextRange: UITextRange {
        UITextRange(start: UITextPosition(offset: selection.lowerBound), end: UITextPosition(offset: selection.upperBound))
    }

    var markedTextRange: UITextRange? {
        marked.map { UITextRange(start: UITextPosition(offset: $0.lowerBound), end: UITextPosition(offset: $0.upperBound)) }
    }

    func select(_ range: UITextRange?) {
        guard let range else { return }
        select(range.start.offset..<range.end.offset, anchor: range.start.offset)
    }

    func text(in range: UITextRange) -> String { text(in: range.start.offset..<range.end.offset) }
}
