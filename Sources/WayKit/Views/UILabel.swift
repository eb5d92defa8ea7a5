import Foundation

/// A view that shows read-only text: one line by default, wrapped on word
/// boundaries when `numberOfLines` allows, truncated per `lineBreakMode`.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? {
        didSet { if text != oldValue { _textDidChange() } }
    }
    open var font: UIFont = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet { if font != oldValue { _textDidChange() } }
    }
    open var textColor: UIColor = .label {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }
    /// 0: as many lines as needed.
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { _textDidChange() } }
    }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { _textDidChange() } }
    }
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

    private func _textDidChange() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The size the text needs within `size.width` (0 or infinite: unbounded).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var maxWidth: CGFloat? = size.width > 0 && size.width.isFinite && size.width < 1e7 ? size.width : nil
        if maxWidth == nil, preferredMaxLayoutWidth > 0, numberOfLines != 1 { maxWidth = preferredMaxLayoutWidth }
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
        ctx.drawText(text, in: rect, CGContext.TextParameters(
            font: font, color: color.cgColor, alignment: textAlignment, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, verticallyCentered: true))
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }
}
