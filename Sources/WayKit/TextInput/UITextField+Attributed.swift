import Foundation

// UITextField's attributed text, placeholder and font shrinking (U3).
extension UITextField {
    /// The placeholder with attributes (its colour, font, kern…); where it
    /// has none, the field's font and the placeholder grey apply.
    public var attributedPlaceholder: NSAttributedString? {
        get {
            if let a = _attributedPlaceholder { return a }
            return placeholder.map {
                NSAttributedString(string: $0, attributes: [.font: font ?? .systemFont(ofSize: 17),
                                                            .foregroundColor: UIColor.placeholderText])
            }
        }
        set {
            placeholder = newValue?.string
            _attributedPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }
        }
    }

    /// The text with attributes. Characters typed later take
    /// ``typingAttributes``, or those of the character before them. Where a
    /// run has no font or colour, the field's apply. The caret and
    /// selection follow the runs as drawn.
    public var attributedText: NSAttributedString? {
        get {
            _syncedAttributedText ?? NSAttributedString(string: text ?? "", attributes: defaultTextAttributes)
        }
        set {
            text = newValue?.string
            _attributedStorage = newValue.map { NSMutableAttributedString(attributedString: $0) }
            setNeedsDisplay()
        }
    }

    /// The attributes of text without its own: the field's font, colour and
    /// alignment. Setting them sets those properties.
    public var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            return [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label,
                    .paragraphStyle: paragraph]
        }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
            if let p = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = p.alignment }
        }
    }

    /// The attributed storage brought up to date with the plain text's
    /// edits; nil when the text has no attributes of its own.
    var _syncedAttributedText: NSAttributedString? {
        guard let storage = _attributedStorage else { return nil }
        storage._reconcile(with: text ?? "", typing: typingAttributes)
        return storage
    }

    /// The attributed text as drawn and laid out for the caret: shrunk with
    /// the field's font; nil for plain or secure text.
    var _drawnAttributedText: NSAttributedString? {
        guard !isSecureTextEntry, let attributed = _syncedAttributedText else { return nil }
        let base = font ?? .systemFont(ofSize: 17)
        let shrink = _textFont.pointSize / base.pointSize
        return shrink < 1 ? attributed._scalingFonts(by: shrink, default: base) : attributed
    }

    /// `font` shrunk, when ``adjustsFontSizeToFitWidth`` is on, so the text
    /// fits the text rectangle's width (not below ``minimumFontSize``).
    func _fittedFont(_ font: UIFont) -> UIFont {
        guard adjustsFontSizeToFitWidth, let text, !text.isEmpty, let service = RenderingServices.text else {
            return font
        }
        let box = textRect(forBounds: bounds).width
        let width = service.size(of: text, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping).width
        guard box > 0, width > box else { return font }
        let minimum = minimumFontSize > 0 ? Swift.min(minimumFontSize, font.pointSize) : font.pointSize / 2
        let size = Swift.max(minimum, (font.pointSize * box / width * 4).rounded(.down) / 4)
        return font._scaled(by: size / font.pointSize)
    }
}
