import Foundation
import WayKit

/// The Text and EditableText interfaces' view of an element: a text input
/// (`UITextInput`: text fields, text views, an app's own) or a label. The
/// text inputs count in UTF-16 (K2), AT-SPI in code points: every offset
/// here is a code point, converted with ``TextOffsets``.
@MainActor
enum ATSPITextModel {
    static func hasText(_ object: UIResponder) -> Bool {
        object is UITextInput || object is UILabel
    }

    /// Whether EditableText may change it: an enabled text field, an
    /// editable text view, an app's text input.
    static func isEditable(_ object: UIResponder) -> Bool {
        switch object {
        case let field as UITextField: return field.isEnabled
        case let view as UITextView: return view.isEditable
        case is UITextInput: return true
        default: return false
        }
    }

    /// The document as the input holds it (the real characters, also of a
    /// secure field); nil for a label.
    private static func document(_ object: UIResponder) -> String? {
        (object as? UITextInput)?.textInputDocument
    }

    private static func isSecure(_ object: UIResponder) -> Bool {
        (object as? UITextField)?.isSecureTextEntry ?? (object as? UITextView)?.isSecureTextEntry ?? false
    }

    /// The text a reader gets: a secure field's as one bullet a character,
    /// a label's text.
    static func text(of object: UIResponder) -> String {
        if let document = document(object) {
            guard isSecure(object) else { return document }
            return String(repeating: "•", count: document.unicodeScalars.count)
        }
        if let label = object as? UILabel { return label.text ?? "" }
        return ""
    }

    /// The caret, in code points: the end of the selection (0 for a label).
    static func caret(of object: UIResponder) -> Int {
        guard let input = object as? UITextInput, let range = input.selectedTextRange else { return 0 }
        return TextOffsets.characterOffset(ofUTF16: range.end.offset, in: input.textInputDocument)
    }

    /// The selection in code points, nil when empty or none.
    static func selection(of object: UIResponder) -> Range<Int>? {
        guard let input = object as? UITextInput, let range = input.selectedTextRange, !range.isEmpty else { return nil }
        let document = input.textInputDocument
        let start = TextOffsets.characterOffset(ofUTF16: range.start.offset, in: document)
        let end = TextOffsets.characterOffset(ofUTF16: range.end.offset, in: document)
        return start..<max(start, end)
    }

    /// Selects code points `range` (an empty range moves the caret).
    static func select(_ range: Range<Int>, in object: UIResponder) -> Bool {
        guard let input = object as? UITextInput else { return false }
        let document = input.textInputDocument
        let start = TextOffsets.utf16Offset(ofCharacter: range.lowerBound, in: document)
        let end = TextOffsets.utf16Offset(ofCharacter: range.upperBound, in: document)
        input.selectedTextRange = UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: end))
        return true
    }

    /// Replaces code points `range` with `text` through `replace(_:withText:)`
    /// (the input's delegate may refuse); false when it cannot be edited.
    static func replace(_ range: Range<Int>, with text: String, in object: UIResponder) -> Bool {
        guard isEditable(object), let input = object as? UITextInput else { return false }
        let document = input.textInputDocument
        let start = TextOffsets.utf16Offset(ofCharacter: range.lowerBound, in: document)
        let end = TextOffsets.utf16Offset(ofCharacter: range.upperBound, in: document)
        input.replace(UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: end)), withText: text)
        return true
    }

    /// The rectangle of code point `offset` in the scene's coordinates: from
    /// the caret before it to the caret after it on the same line, else the
    /// element's frame.
    static func characterRect(at offset: Int, in object: UIResponder) -> CGRect {
        guard let input = object as? UITextInput else { return object.accessibilityFrame }
        let document = input.textInputDocument
        let view = input.textInputView
        let before = input.caretRect(for: UITextPosition(offset: TextOffsets.utf16Offset(ofCharacter: offset, in: document)))
        let after = input.caretRect(for: UITextPosition(offset: TextOffsets.utf16Offset(ofCharacter: offset + 1, in: document)))
        var rect = before
        if after.minY == before.minY, after.minX > before.minX { rect.size.width = after.minX - before.minX }
        return UIAccessibility.convertToScreenCoordinates(rect, in: view)
    }

    /// The code point nearest `point` (scene coordinates); -1 for a label.
    static func offset(at point: CGPoint, in object: UIResponder) -> Int {
        guard let input = object as? UITextInput else { return -1 }
        let view = input.textInputView
        let origin = UIAccessibility.convertToScreenCoordinates(.zero, in: view).origin
        let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        guard let position = input.closestPosition(to: local) else { return -1 }
        return TextOffsets.characterOffset(ofUTF16: position.offset, in: input.textInputDocument)
    }
}

/// The Selection interface's view of a container whose children can be
/// selected: a list, a tab bar, a segmented control.
@MainActor
enum ATSPISelectionModel {
    static func isContainer(_ object: UIResponder, role known: AccessibilityRole? = nil) -> Bool {
        if object is UISegmentedControl { return true }
        let role = known ?? AccessibilityHierarchy.role(of: object)
        return role == .list || role == .tabList
    }

    static func selectedChildren(of object: UIResponder) -> [UIResponder] {
        AccessibilityHierarchy.children(of: object).filter {
            AccessibilityHierarchy.states(of: $0).contains(.selected)
        }
    }

    /// Selects child `index` as a tap would (a cell, a tab, a segment).
    static func select(_ index: Int, of object: UIResponder) -> Bool {
        let children = AccessibilityHierarchy.children(of: object)
        guard children.indices.contains(index) else { return false }
        if AccessibilityHierarchy.states(of: children[index]).contains(.selected) { return true }
        return AccessibilityCenter.shared.activate(children[index])
    }
}
