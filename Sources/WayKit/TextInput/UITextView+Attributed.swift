import Foundation

// UITextView's attributed text (U3).
extension UITextView {
    /// The text with attributes: runs drawn in their fonts, colours,
    /// paragraph styles, kern, baseline offsets and lines. Characters typed
    /// later take ``typingAttributes`` (or those of the character before
    /// them). The caret and selection follow the lines as drawn.
    public var attributedText: NSAttributedString! {
        get {
            _syncedAttributedText ?? NSAttributedString(string: text ?? "", attributes: [
                .font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .label])
        }
        set {
            text = newValue?.string ?? ""
            _attributedStorage = newValue.map { NSMutableAttributedString(attributedString: $0) }
            // Lines in other fonts make the text taller or shorter.
            textLayoutDidChange()
        }
    }

    /// The attributed storage brought up to date with the plain text's edits.
    var _syncedAttributedText: NSAttributedString? {
        guard let storage = _attributedStorage else { return nil }
        storage._reconcile(with: text ?? "", typing: typingAttributes.isEmpty ? nil : typingAttributes)
        return storage
    }
}
