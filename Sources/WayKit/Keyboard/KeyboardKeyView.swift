import Foundation

/// One key cap of the on-screen keyboard (K5), drawn with `draw(_:)` so it
/// renders through whatever renderer the app uses: a rounded cap with a
/// one-point shadow under it, and its caption or glyph. It takes no touches
/// itself (`isUserInteractionEnabled` is false): the finger belongs to the
/// ``KeyboardView`` it went down in, which moves the highlight between keys
/// as the finger slides (a touch stays with the view it began in).
final class KeyboardKeyView: UIView {
    let key: KeyboardKey
    let isPad: Bool

    /// The caption, when the key shows text.
    var caption: String { didSet { if caption != oldValue { setNeedsDisplay() } } }
    var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// A shift key's state; a character key's caption case follows it too.
    var shiftState: KeyboardShiftState = .off { didSet { if shiftState != oldValue { setNeedsDisplay() } } }
    /// The return key: blue for a return type other than `.default`.
    var isPrimary = false { didSet { if isPrimary != oldValue { setNeedsDisplay() } } }
    /// The return key while `enablesReturnKeyAutomatically` and no text.
    var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    init(key: KeyboardKey, caption: String, isPad: Bool) {
        self.key = key
        self.caption = caption
        self.isPad = isPad
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        contentMode = .redraw
        isHidden = key.action == .spacer
        // Scripts and tests find keys by what they type ("key a", "key
        // return"), as accessibility tools do.
        accessibilityIdentifier = "key " + (key.action == .character ? key.output : key.action.rawValue)
    }

    override var _traceName: String { "KeyboardKey(\(key.action == .character ? key.output : key.action.rawValue))" }

    /// Keys drawn darker: everything but characters and space.
    var isFunctionKey: Bool {
        switch key.action {
        case .character: key.special
        case .space: false
        default: true
        }
    }

    var capColor: UIColor {
        if isPrimary && isEnabled { return isHighlighted ? KeyboardTheme.functionKey : .systemBlue }
        // A highlighted key swaps to the other colour, as iOS's do.
        return isFunctionKey != isHighlighted ? KeyboardTheme.functionKey : KeyboardTheme.key
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let cap = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1))
        ctx.setFillColor(KeyboardTheme.shadow)
        UIBezierPath(roundedRect: cap.offsetBy(dx: 0, dy: 1), cornerRadius: KeyboardTheme.cornerRadius).fill()
        ctx.setFillColor(capColor)
        UIBezierPath(roundedRect: cap, cornerRadius: KeyboardTheme.cornerRadius).fill()
        let ink = isPrimary && isEnabled && !isHighlighted ? UIColor.white
            : isEnabled ? KeyboardTheme.ink : KeyboardTheme.disabledInk
        switch key.action {
        case .shift: drawShift(in: cap, ink: ink)
        case .backspace: drawBackspace(in: cap, ink: ink)
        default: drawCaption(in: cap, ink: ink)
        }
    }

    private func drawCaption(in cap: CGRect, ink: UIColor) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        if let sublabel = key.sublabel {
            // A pad's digit with its letters under it.
            ctx.drawText(sublabel, in: CGRect(x: 0, y: cap.height * 0.58, width: cap.width, height: cap.height * 0.34),
                         CGContext.TextParameters(font: .systemFont(ofSize: 10, weight: .bold), color: ink.cgColor,
                                                  alignment: .center, numberOfLines: 1, verticallyCentered: true))
        }
        let (textRect, parameters) = captionText(caption, in: cap, ink: ink)
        ctx.drawText(caption, in: textRect, parameters)
    }

    /// Where and how `caption` is drawn on the cap.
    private func captionText(_ caption: String, in cap: CGRect, ink: UIColor) -> (CGRect, CGContext.TextParameters) {
        let big = key.action == .character && !isPad && caption.count == 1
        let font = UIFont.systemFont(ofSize: isPad ? 26 : big ? 22 : 16)
        var textRect = cap
        if key.sublabel != nil { textRect.size.height = cap.height * 0.68 }
        return (textRect, CGContext.TextParameters(
            font: font, color: ink.cgColor, alignment: .center, numberOfLines: 1, verticallyCentered: true))
    }

    /// Gets `caption` ready to draw, as this cap would draw it, without
    /// drawing or showing it (the captions a shift change brings).
    func prepareCaption(_ caption: String, scale: CGFloat) {
        let cap = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1))
        let (rect, parameters) = captionText(caption, in: cap, ink: KeyboardTheme.ink)
        RenderingServices.text?.prepareText(caption, width: rect.width, parameters: parameters, scale: scale)
    }

    /// An upward arrow: outlined when off, filled when on, with a bar under
    /// it for caps lock.
    private func drawShift(in cap: CGRect, ink: UIColor) {
        let s: CGFloat = 18
        let o = CGPoint(x: cap.midX - s / 2, y: cap.midY - s / 2)
        let arrow = UIBezierPath()
        let points: [(CGFloat, CGFloat)] = [(9, 1), (17.5, 9.5), (12.5, 9.5), (12.5, shiftState == .locked ? 13 : 16),
                                            (5.5, shiftState == .locked ? 13 : 16), (5.5, 9.5), (0.5, 9.5)]
        for (i, p) in points.enumerated() {
            let point = CGPoint(x: o.x + p.0, y: o.y + p.1)
            if i == 0 { arrow.move(to: point) } else { arrow.addLine(to: point) }
        }
        arrow.close()
        ink.setFill()
        ink.setStroke()
        arrow.lineWidth = 1.5
        arrow.lineJoinStyle = .round
        if shiftState.isShifted { arrow.fill() } else { arrow.stroke() }
        if shiftState == .locked {
            UIBezierPath(rect: CGRect(x: o.x + 5.5, y: o.y + 15, width: 7, height: 2)).fill()
        }
    }

    /// A left-pointing tag with a cross in it.
    private func drawBackspace(in cap: CGRect, ink: UIColor) {
        let w: CGFloat = 23, h: CGFloat = 17
        let o = CGPoint(x: cap.midX - w / 2, y: cap.midY - h / 2)
        let tag = UIBezierPath()
        tag.move(to: CGPoint(x: o.x, y: o.y + h / 2))
        tag.addLine(to: CGPoint(x: o.x + 7, y: o.y))
        tag.addLine(to: CGPoint(x: o.x + w, y: o.y))
        tag.addLine(to: CGPoint(x: o.x + w, y: o.y + h))
        tag.addLine(to: CGPoint(x: o.x + 7, y: o.y + h))
        tag.close()
        ink.setStroke()
        tag.lineWidth = 1.5
        tag.lineJoinStyle = .round
        tag.stroke()
        let cross = UIBezierPath()
        let c = CGPoint(x: o.x + 14.5, y: o.y + h / 2), r: CGFloat = 3.5
        cross.move(to: CGPoint(x: c.x - r, y: c.y - r)); cross.addLine(to: CGPoint(x: c.x + r, y: c.y + r))
        cross.move(to: CGPoint(x: c.x + r, y: c.y - r)); cross.addLine(to: CGPoint(x: c.x - r, y: c.y + r))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        cross.stroke()
    }
}

/// The keyboard's colours and shapes: iOS's light keyboard.
@MainActor
enum KeyboardTheme {
    static let background = UIColor(light: UIColor(rgb: 0xD1D3D9), dark: UIColor(rgb: 0x2C2C2E))
    static let key = UIColor(light: .white, dark: UIColor(rgb: 0x6C6C6E))
    static let functionKey = UIColor(light: UIColor(rgb: 0xABB0BA), dark: UIColor(rgb: 0x464648))
    static let shadow = UIColor(light: UIColor(rgb: 0x898A8D), dark: .black)
    static let ink = UIColor.label
    static let disabledInk = UIColor(rgb: 0x8E8E93)
    static let cornerRadius: CGFloat = 5
}
