import Foundation

/// What `UITextField` and `UITextView` share as editors: the editing state
/// and the hardware-key commands on it (K1, K4). Each adds its geometry
/// (line ends, vertical moves) and its return key.
@MainActor
protocol TextEditingHost: UIResponder, UITextInput {
    var _editing: TextEditingState { get }
    /// The font the text is drawn in (what the text input warm-up lays out).
    var _textFont: UIFont { get }
    /// Whether the text can be changed (a selectable, non-editable text
    /// view still moves the caret and copies).
    var _isEditableText: Bool { get }
    /// Whether copying may reveal the text (not for secure entry).
    var _allowsCopy: Bool { get }
    /// The start or end of the line `offset` is on (Home/End).
    func _lineBoundary(of offset: Int, end: Bool) -> Int
    /// The position a line above (-1) or below (+1) `offset`, or nil at the
    /// first or last line (a field has one).
    func _verticalMove(from offset: Int, lines: Int) -> Int?
    func _returnKey()
    /// Text arriving from the clipboard or a keyboard, adapted (a field
    /// turns newlines into spaces).
    func _sanitize(_ text: String) -> String
    /// The delegate's own edit menu for `range` (UIKit's
    /// `editMenuForCharactersIn`/`editMenuForTextIn`), or nil for the
    /// standard one; `suggested` are the standard actions.
    func _delegateEditMenu(for range: NSRange, suggested: [UIMenuElement]) -> UIMenu?
    /// Tells the delegate the edit menu is about to show, or to go.
    func _editMenuWillPresent(_ animator: any UIEditMenuInteractionAnimating)
    func _editMenuWillDismiss(_ animator: any UIEditMenuInteractionAnimating)
}

extension TextEditingHost {
    /// Applies a key's command; false when the key is not the text view's
    /// (left to the responder chain).
    func _perform(_ command: TextEditingCommand) -> Bool {
        let e = _editing
        switch command {
        case .insert(let s):
            guard _isEditableText else { return false }
            // Through UIKeyInput, so a subclass's insertText and
            // deleteBackward see hardware keys too (the one-time-code
            // field that moves back on backspace when empty).
            insertText(_sanitize(s))
        case .deleteBackward:
            guard _isEditableText else { return false }
            deleteBackward()
        case .deleteForward:
            guard _isEditableText else { return false }
            e.deleteForward()
        case .deleteWordBackward:
            guard _isEditableText else { return false }
            if e.selection.isEmpty { e.moveCaret(to: e.wordBoundary(from: e.caret, forward: false), extending: true) }
            e.replace(e.selection, with: "")
        case .deleteWordForward:
            guard _isEditableText else { return false }
            if e.selection.isEmpty { e.moveCaret(to: e.wordBoundary(from: e.caret, forward: true), extending: true) }
            e.replace(e.selection, with: "")
        case .left(let extend):
            e.unmarkText()
            if !extend, !e.selection.isEmpty { e.moveCaret(to: e.selection.lowerBound, extending: false) }
            else { e.moveCaret(to: TextBoundaries.previousBoundary(in: e.text, before: e.caret), extending: extend) }
        case .right(let extend):
            e.unmarkText()
            if !extend, !e.selection.isEmpty { e.moveCaret(to: e.selection.upperBound, extending: false) }
            else { e.moveCaret(to: TextBoundaries.nextBoundary(in: e.text, after: e.caret), extending: extend) }
        case .wordLeft(let extend):
            e.unmarkText()
            e.moveCaret(to: e.wordBoundary(from: e.caret, forward: false), extending: extend)
        case .wordRight(let extend):
            e.unmarkText()
            e.moveCaret(to: e.wordBoundary(from: e.caret, forward: true), extending: extend)
        case .up(let extend):
            e.unmarkText()
            e.moveCaret(to: _verticalMove(from: e.caret, lines: -1) ?? 0, extending: extend)
        case .down(let extend):
            e.unmarkText()
            e.moveCaret(to: _verticalMove(from: e.caret, lines: 1) ?? e.length, extending: extend)
        case .lineStart(let extend):
            e.unmarkText()
            e.moveCaret(to: _lineBoundary(of: e.caret, end: false), extending: extend)
        case .lineEnd(let extend):
            e.unmarkText()
            e.moveCaret(to: _lineBoundary(of: e.caret, end: true), extending: extend)
        case .documentStart(let extend):
            e.unmarkText()
            e.moveCaret(to: 0, extending: extend)
        case .documentEnd(let extend):
            e.unmarkText()
            e.moveCaret(to: e.length, extending: extend)
        case .selectAll:
            e.unmarkText()
            e.selectAll()
        case .copy:
            copySelection()
        case .cut:
            guard _isEditableText else { return false }
            guard copySelection() else { return true }
            e.replace(e.selection, with: "")
        case .paste:
            guard _isEditableText else { return false }
            pasteFromClipboard()
        case .undo:
            guard _isEditableText else { return false }
            e.undo()
        case .redo:
            guard _isEditableText else { return false }
            e.redo()
        case .returnKey:
            guard _isEditableText else { return false }
            _returnKey()
        }
        return true
    }

    /// Copies the selection to `UIPasteboard.general`; false when there is
    /// nothing to copy or copying is not allowed.
    @discardableResult
    func copySelection() -> Bool {
        let e = _editing
        guard _allowsCopy, !e.selection.isEmpty else { return false }
        UIPasteboard.general.string = e.text(in: e.selection)
        return true
    }

    /// Pastes the clipboard's text at the selection. The text may come from
    /// another application, asynchronously: it replaces whatever is
    /// selected when it arrives.
    func pasteFromClipboard() {
        UIPasteboard.general.requestString { [weak self] string in
            // Another application's text may take a moment: it goes nowhere
            // if the user has left the field meanwhile.
            guard let self, let string, !string.isEmpty, self._isEditableText, self.isFirstResponder else { return }
            self._editing.insert(self._sanitize(string))
        }
    }

    /// Offers a non-empty selection as the primary selection (K6: what a
    /// middle click pastes in other applications), as Linux toolkits do.
    func _publishPrimarySelection() {
        let e = _editing
        guard _allowsCopy, !e.selection.isEmpty else { return }
        let text = e.text(in: e.selection)
        if UIPasteboard.primarySelection.string != text { UIPasteboard.primarySelection.string = text }
    }

    /// Handles a press's key; true when the text view took it.
    func _handleKeyPress(_ press: UIPress) -> Bool {
        guard let key = press.key, let command = TextEditingCommand.command(for: key) else { return false }
        if press.isRepeat, !command.repeats { return true }
        return _perform(command)
    }
}
