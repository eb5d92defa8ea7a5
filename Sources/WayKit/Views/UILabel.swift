import Foundation

/// A view that shows read-only text: one line by default, wrapped on word
/// boundaries when `numberOfLines` allows, truncated per `lineBreakMode`.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// Setting it drops ``attributedText``'s attributes: the label's font
    /// and colour apply to the whole text (UIKit's rule).
    open var text: String? {
        get { _attributedText?.string ?? _text }
        set {
            let old = text
            _attributedText = nil
            _text = newValue
            if newValue != old { _textDidChange() }
        }
    }
    private var _text: String?
    /// The attributed text (U3), or nil when the label shows plain text.
    var _attributedText: NSAttributedString?

    /// Setting it applies the font to the whole of ``attributedText`` too.
    open var font: UIFont = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if let a = _attributedText { _attributedText = a._applying([.font: font]) }
            if font != oldValue { _textDidChange() }
        }
    }
    /// Setting it applies the colour to the whole of ``attributedText`` too.
    open var textColor: UIColor = .label {
        didSet {
            if let a = _attributedText { _attributedText = a._applying([.foregroundColor: textColor]) }
            if textColor != oldValue { setNeedsDisplay() }
        }
    }
    /// Setting it aligns every paragraph of ``attributedText`` too.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            if let a = _attributedText { _attributedText = a._settingParagraphs { $0.alignment = textAlignment } }
            if textAlignment != oldValue { setNeedsDisplay() }
        }
    }
    /// 0: as many lines as needed.
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { _textDidChange() } }
    }
    /// Setting it applies to every paragraph of ``attributedText`` too.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            if let a = _attributedText { _attributedText = a._settingParagraphs { $0.lineBreakMode = lineBreakMode } }
            if lineBreakMode != oldValue { _textDidChange() }
        }
    }
    /// The label's text with attributes: runs in their own fonts, colours,
    /// paragraph styles, kern, baseline offsets, underlines and
    /// strikethroughs. Where a run has no font or colour, the label's apply.
    /// Read back after plain ``text`` was set, it is that text in the
    /// label's font, colour and alignment.
    open var attributedText: NSAttributedString? {
        get {
            if let a = _attributedText { return a }
            guard let text else { return nil }
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            paragraph.lineBreakMode = lineBreakMode
            return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: textColor,
                                                                 .paragraphStyle: paragraph])
        }
        set {
            let old = _attributedText
            text = newValue?.string
            _attributedText = newValue.map { NSAttributedString(attributedString: $0) }
            if old != _attributedText { _textDidChange() }
        }
    }

    /// Shrinks the font, down to ``minimumScaleFactor`` of its size, until
    /// the text fits: its width on one line, or its lines in the label's
    /// height (UIKit's rules for `numberOfLines`). The text's size, as
    /// measured, stays the unshrunk one.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } }
    }
    /// 0 (the default): the font never shrinks.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } }
    }
    /// Accepted; WayKit truncates without tightening letters first.
    open var allowsDefaultTighteningForTruncation = false
    /// Accepted; shrunk text stays centred in the label's height.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// A disabled label draws its text dimmed.
    open var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }
    /// The width `sizeThatFits`/`intrinsicContentSize` wraps multi-line text at
    /// when no width is given.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue, numberOfLines != 1 { _textDidChange() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // UIKit labels ignore touches by default, so they fall through to the
        // view behind them.
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    func _textDidChange() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The size the text needs within `size.width` (0 or infinite: unbounded).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var maxWidth: CGFloat? = size.width > 0 && size.width.isFinite && size.width < 1e7 ? size.width : nil
        if maxWidth == nil, preferredMaxLayoutWidth > 0, numberOfLines != 1 { maxWidth = preferredMaxLayoutWidth }
        if let attributed = _attributedText, let service = RenderingServices.text {
            return service.size(of: attributed, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                lineBreakMode: lineBreakMode)
        }
        if let service = RenderingServices.text {
            return service.size(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                lineBreakMode: lineBreakMode)
        }
        // No renderer registered yet: a rough estimate, so layout code still runs.
        let w = CGFloat(text.count) * font.pointSize * 0.55
        var lines: CGFloat = 1
        if let maxWidth, numberOfLines != 1, maxWidth > 0 {
            lines = (w / maxWidth).rounded(.up)
            if numberOfLines > 0 { lines = min(lines, CGFloat(numberOfLines)) }
        }
        return CGSize(width: min(w, maxWidth ?? w).rounded(.up), height: (font.lineHeight * lines).rounded(.up))
    }

    /// The text's size: one line unbounded, or, when multi-line, wrapped at
    /// ``preferredMaxLayoutWidth`` or, when that is 0, at the width Auto
    /// Layout last gave the label (UIKit's automatic preferred width: a
    /// second layout pass gives the label the height its lines need). No
    /// text: zero, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, _layoutWidth > 0 {
            return sizeThatFits(CGSize(width: _layoutWidth, height: 0))
        }
        return sizeThatFits(.zero)
    }

    /// The width a multi-line label under Auto Layout was last laid out at.
    private var _layoutWidth: CGFloat = 0

    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, !translatesAutoresizingMaskIntoConstraints,
           bounds.width != _layoutWidth {
            _layoutWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    /// Where the first or last baseline sits relative to the label's
    /// vertical centre: the text block is centred, so this does not depend
    /// on the label's height (Auto Layout's baseline anchors).
    func _baselineOffsetFromCenter(last: Bool) -> CGFloat {
        let textHeight = Swift.max(intrinsicContentSize.height, font.lineHeight)
        return last ? textHeight / 2 + font.descender : -textHeight / 2 + font.ascender
    }

    /// Draws the text; subclasses can override to inset or restyle it.
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty, let ctx = UIGraphicsGetCurrentContext() else { return }
        let color = isEnabled ? textColor : textColor.withAlphaComponent(textColor.alpha * 0.45)
        let scale = _fittingScale(in: rect)
        let parameters = CGContext.TextParameters(
            font: scale < 1 ? font._scaled(by: scale) : font, color: color.cgColor, alignment: textAlignment,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, verticallyCentered: true)
        if let attributed = _attributedText {
            ctx.drawText(scale < 1 ? attributed._scalingFonts(by: scale, default: font) : attributed, in: rect, parameters)
        } else {
            ctx.drawText(text, in: rect, parameters)
        }
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }
}
