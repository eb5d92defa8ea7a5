import Foundation

/// A one-line editable text (K1): a control, so a tap on it takes focus
/// even inside a view with a tap recognizer (C3), and its editing is told
/// through control events (`editingDidBegin`, `editingChanged`,
/// `editingDidEnd`, `editingDidEndOnExit`) and the delegate.
///
/// Text is edited in grapheme clusters and addressed in UTF-16 offsets
/// (K2); it is laid out by the renderer's text stack (FriBidi, ICU,
/// HarfBuzz: K7), and scrolls sideways to keep the caret in view.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, TextEditingHost, TextEditingOwner {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    let _editing = TextEditingState()
    private lazy var blinker = CaretBlinker { [weak self] in self?.setNeedsDisplay() }
    /// How far the text is scrolled left to keep the caret visible.
    private var scrollX: CGFloat = 0
    private var keyPresses = TextKeyPresses()
    /// Where a pointer drag started, to extend the selection from.
    private var dragAnchor: Int?

    open weak var delegate: (any UITextFieldDelegate)?

    /// The text; never nil when read (UIKit returns "" for an empty field).
    open var text: String? {
        get { _editing.text }
        set {
            let new = newValue ?? ""
            // Plain text set by the app has no attributes of its own (U3).
            _attributedStorage = nil
            guard new != _editing.text else { return }
            _editing.setText(new)
        }
    }
    /// Setting it drops ``attributedPlaceholder``'s attributes.
    open var placeholder: String? {
        get { _attributedPlaceholder?.string ?? _placeholder }
        set { _attributedPlaceholder = nil; _placeholder = newValue; setNeedsDisplay() }
    }
    private var _placeholder: String?
    /// The attributed placeholder and text (U3); see `UITextField+Attributed.swift`.
    var _attributedPlaceholder: NSAttributedString?
    /// Attributed text, kept in step with edits of the plain text; nil
    /// while the field's text has no attributes of its own.
    var _attributedStorage: NSMutableAttributedString?
    /// The attributes typed characters get (UIKit resets them when the
    /// selection moves); nil: the text's at the caret.
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Shrinks the font, down to ``minimumFontSize``, so the text fits the
    /// field's width.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// 0: half the font's size.
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Accepted; WayKit has no style menu for editing attributes.
    open var allowsEditingTextAttributes = false
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    open var borderStyle: BorderStyle = .none {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }
    open var clearsOnBeginEditing = false
    open private(set) var isEditing = false

    // MARK: Traits (UITextInputTraits)

    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false
    /// Bullets instead of characters, and no copying (K1).
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _editing.owner = self
        backgroundColor = nil
        _installEditMenuRecognizers()
    }

    private var _font: UIFont { _fittedFont(font ?? .systemFont(ofSize: 17)) }
    var _textFont: UIFont { _font }

    /// Whether the caret is drawn now (its blink's phase), for tests.
    var _caretIsVisible: Bool { isEditing && blinker.isVisible }

    // MARK: Geometry

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        return CGRect(x: bounds.maxX - side - 6, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The text's box: inset from the border, and short of the clear button
    /// when it shows.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .none ? 0 : (borderStyle == .roundedRect ? 7 : 4)
        var r = bounds.insetBy(dx: inset, dy: 0)
        if _clearButtonShows { r.size.width = Swift.max(0, clearButtonRect(forBounds: bounds).minX - 4 - r.minX) }
        return r
    }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    private var _clearButtonShows: Bool {
        guard !_editing.text.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    open override var intrinsicContentSize: CGSize {
        let font = font ?? .systemFont(ofSize: 17)
        let line = font.lineHeight.rounded(.up)
        let pad: CGFloat = borderStyle == .roundedRect ? 14 : (borderStyle == .none ? 0 : 8)
        let measured = (_editing.text.isEmpty ? placeholder ?? "" : _displayText).size(withAttributes: [.font: font])
        return CGSize(width: measured.width + pad + (borderStyle == .none ? 0 : 14), height: line + pad)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Secure entry: what is drawn

    /// The text as drawn: bullets, one per character, for secure entry.
    var _displayText: String {
        isSecureTextEntry ? String(repeating: "•", count: _editing.text.count) : _editing.text
    }

    /// A document offset in the drawn text (secure entry draws one bullet,
    /// one UTF-16 unit, per character).
    private func displayOffset(_ offset: Int) -> Int {
        isSecureTextEntry ? TextBoundaries.substring(_editing.text, 0..<offset).count : offset
    }

    private func documentOffset(_ displayOffset: Int) -> Int {
        guard isSecureTextEntry else { return displayOffset }
        return TextBoundaries.graphemeBoundaries(in: _editing.text)[
            Swift.min(Swift.max(displayOffset, 0), _editing.text.count)]
    }

    /// The drawn text's geometry in the field, scrolled.
    func _geometry() -> TextEditingGeometry {
        let box = textRect(forBounds: bounds)
        var g = TextEditingGeometry(text: _displayText, font: _font, box: box, alignment: textAlignment,
                                    maxWidth: nil, verticallyCentered: true, attributed: _drawnAttributedText)
        let width = g.width
        if width + 2 > box.width {
            // Wider than the box: the line starts at the box's left, scrolled
            // (the renderer gets the same, wider box to draw in).
            g = TextEditingGeometry(text: _displayText, font: _font,
                                    box: CGRect(x: box.minX - scrollX, y: box.minY, width: width + 2, height: box.height),
                                    alignment: textAlignment, maxWidth: nil, verticallyCentered: true, attributed: _drawnAttributedText)
        }
        return g
    }

    /// Scrolls so the caret is inside the text box.
    private func scrollCaretVisible() {
        let box = textRect(forBounds: bounds)
        let plain = TextEditingGeometry(text: _displayText, font: _font, box: box, alignment: textAlignment,
                                        maxWidth: nil, verticallyCentered: true, attributed: _drawnAttributedText)
        let width = plain.width
        guard width + 2 > box.width else { scrollX = 0; return }
        let wide = CGRect(x: box.minX, y: box.minY, width: width + 2, height: box.height)
        let g = TextEditingGeometry(text: _displayText, font: _font, box: wide, alignment: textAlignment,
                                    maxWidth: nil, verticallyCentered: true, attributed: _drawnAttributedText)
        let x = g.caretPoint(displayOffset(_editing.caret)).x - box.minX
        if x - scrollX > box.width - 2 { scrollX = x - box.width + 2 }
        if x - scrollX < 0 { scrollX = x }
        scrollX = Swift.min(Swift.max(scrollX, 0), Swift.max(width + 2 - box.width, 0))
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        drawBorder()
        let box = textRect(forBounds: bounds)
        ctx.saveGState()
        ctx.clip(to: box)
        let g = _geometry()
        if _editing.text.isEmpty, _editing.marked == nil, let placeholder, !placeholder.isEmpty {
            let parameters = CGContext.TextParameters(
                font: _font, color: UIColor.placeholderText.cgColor, alignment: textAlignment, numberOfLines: 1,
                lineBreakMode: .byTruncatingTail, verticallyCentered: true)
            if let attributed = _attributedPlaceholder {
                ctx.drawText(attributed, in: placeholderRect(forBounds: bounds), parameters)
            } else {
                ctx.drawText(placeholder, in: placeholderRect(forBounds: bounds), parameters)
            }
        }
        let sel = _editing.selection
        if isEditing, !sel.isEmpty {
            ctx.setFillColor(tintColor.withAlphaComponent(0.25).cgColor)
            ctx.fill(g.selectionRects(displayOffset(sel.lowerBound)..<displayOffset(sel.upperBound)))
        }
        if !_editing.text.isEmpty {
            let color = (textColor ?? .label)
            let parameters = CGContext.TextParameters(
                font: _font, color: (isEnabled ? color : color.withAlphaComponent(color.alpha * 0.45)).cgColor,
                alignment: textAlignment, numberOfLines: 1, lineBreakMode: .byClipping, verticallyCentered: true)
            if let attributed = _drawnAttributedText {
                ctx.drawText(attributed, in: g.box, parameters)
            } else {
                ctx.drawText(_displayText, in: g.box, parameters)
            }
        }
        if let m = _editing.marked {
            // K2: marked text is underlined.
            ctx.setFillColor((textColor ?? .label).cgColor)
            for r in g.selectionRects(displayOffset(m.lowerBound)..<displayOffset(m.upperBound)) {
                ctx.fill(CGRect(x: r.minX, y: r.maxY - 2, width: r.width, height: 1))
            }
        }
        if isEditing, sel.isEmpty, blinker.isVisible {
            ctx.setFillColor(tintColor.cgColor)
            ctx.fill(g.caretRect(displayOffset(_editing.caret)))
        }
        ctx.restoreGState()
        if _clearButtonShows { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    private func drawBorder() {
        let b = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none: break
        case .line:
            UIColor.label.setStroke()
            let p = UIBezierPath(rect: b.insetBy(dx: 0.5, dy: 0.5)); p.lineWidth = 1; p.stroke()
        case .bezel:
            UIColor.white.setFill(); UIBezierPath(rect: b).fill()
            UIColor.systemGray.setStroke()
            let p = UIBezierPath(rect: b.insetBy(dx: 0.5, dy: 0.5)); p.lineWidth = 1; p.stroke()
        case .roundedRect:
            UIColor.systemBackground.setFill()
            UIBezierPath(roundedRect: b, cornerRadius: 5).fill()
            UIColor.systemGray4.setStroke()
            let p = UIBezierPath(roundedRect: b.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5); p.lineWidth = 1; p.stroke()
        }
    }

    private func drawClearButton(in r: CGRect) {
        UIColor.systemGray.setFill()
        UIBezierPath(ovalIn: r).fill()
        UIColor.white.setStroke()
        let cross = UIBezierPath()
        let d = r.width * 0.22
        cross.move(to: CGPoint(x: r.midX - d, y: r.midY - d)); cross.addLine(to: CGPoint(x: r.midX + d, y: r.midY + d))
        cross.move(to: CGPoint(x: r.midX + d, y: r.midY - d)); cross.addLine(to: CGPoint(x: r.midX - d, y: r.midY + d))
        cross.lineWidth = 1.5
        cross.stroke()
    }

    // MARK: Focus

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        // UIKit asks textFieldShouldClear here too ("also called when
        // editing begins and clearsOnBeginEditing is true").
        if clearsOnBeginEditing, !_editing.text.isEmpty, delegate?.textFieldShouldClear(self) ?? true { _editing.setText("") }
        _editing.moveCaret(to: _editing.length, extending: false)
        blinker.restart()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        setNeedsDisplay()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard UIResponder._isForcedResign || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        _editing.unmarkText()
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        blinker.stop()
        TextEditMenu.dismiss()
        scrollX = 0
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        setNeedsDisplay()
        return true
    }

    // MARK: Touches: focus, caret, word and all (K1)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragAnchor = nil
        if isEditing, touch.type == .indirectPointer, touch.tapCount == 1 {
            // A mouse press in the focused field starts a drag selection.
            let o = closestOffset(to: touch.location(in: self))
            _editing.moveCaret(to: o, extending: false)
            dragAnchor = o
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if let a = dragAnchor {
            let o = closestOffset(to: touch.location(in: self))
            _editing.select(Swift.min(a, o)..<Swift.max(a, o), anchor: a)
        }
        return true
    }

    override var _highlightsWhileTracking: Bool { false }

    /// D2: an I-beam over a field that takes text, as over any text a
    /// click places a caret in.
    override var _defaultPointerCursor: UIPointerCursorShape? { isEnabled ? .iBeam : nil }

    /// C3: a one-finger single tap on an ancestor does not take a tap meant
    /// for the field (UIKit's list of gestures a control's default action
    /// overlaps).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _competesWithDefaultAction(gestureRecognizer), UIControl._isSingleOneFingerTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func _touchUpInside(_ touch: UITouch, event: UIEvent?) {
        let point = touch.location(in: self)
        if _clearButtonShows, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            // UIKit asks textFieldShouldClear only (not shouldChangeCharactersIn);
            // the edit sends editingChanged itself.
            if delegate?.textFieldShouldClear(self) ?? true {
                _editing.replace(0..<_editing.length, with: "", force: true)
            }
            if !isFirstResponder { becomeFirstResponder() }
            return
        }
        if !isFirstResponder {
            guard becomeFirstResponder() else { return }
        } else if dragAnchor != nil, !_editing.selection.isEmpty {
            return
        } else {
            UIApplication.shared.textInputDidRequestKeyboard(self)
        }
        let o = closestOffset(to: point)
        switch touch.tapCount {
        case 2: _editing.selectWord(at: o)
        case 3...: _editing.selectAll()
        default:
            _editing.unmarkText()
            _editing.moveCaret(to: o, extending: false)
        }
    }

    private func closestOffset(to point: CGPoint) -> Int {
        documentOffset(_geometry().offset(at: point))
    }

    // MARK: Keys (K4)

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = keyPresses.began(presses) { isFirstResponder && _handleKeyPress($0) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = keyPresses.changed(presses) { _ = _handleKeyPress($0) }
        if !rest.isEmpty { super.pressesChanged(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = keyPresses.ended(presses)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = keyPresses.ended(presses)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    var _isEditableText: Bool { isEnabled }
    var _allowsCopy: Bool { !isSecureTextEntry }
    func _lineBoundary(of offset: Int, end: Bool) -> Int { end ? _editing.length : 0 }
    func _verticalMove(from offset: Int, lines: Int) -> Int? { nil }
    func _sanitize(_ text: String) -> String { Self._sanitize(text) }

    func _delegateEditMenu(for range: NSRange, suggested: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggested)
    }
    func _editMenuWillPresent(_ animator: any UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willPresentEditMenuWith: animator)
    }
    func _editMenuWillDismiss(_ animator: any UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willDismissEditMenuWith: animator)
    }

    /// A field has one line: newlines typed or pasted become spaces.
    static func _sanitize(_ text: String) -> String {
        text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
    }

    /// Return: the delegate's `textFieldShouldReturn`, then
    /// `editingDidEndOnExit`; a field with an action for that event resigns,
    /// as UIKit's does.
    func _returnKey() {
        _editing.unmarkText()
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns { resignFirstResponder() }
    }

    // MARK: TextEditingOwner

    func editingShouldReplace(_ range: NSRange, with text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    func editingDidChangeText(byUser: Bool) {
        invalidateIntrinsicContentSize()
        scrollCaretVisible()
        if isEditing { blinker.restart() }
        setNeedsDisplay()
        if isEditing, byUser {
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }
        UIApplication.shared.textInputStateDidChange(self)
        AccessibilityCenter.shared._textChanged(self)  // Y2: text-changed
    }

    func editingDidChangeSelection() {
        _publishPrimarySelection()
        scrollCaretVisible()
        if isEditing { blinker.restart() }
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
        UIApplication.shared.textInputStateDidChange(self)
        AccessibilityCenter.shared._selectionChanged(self)  // Y2: caret moved
    }

    // MARK: UIKeyInput / UITextInput

    open var hasText: Bool { !_editing.text.isEmpty }
    open func insertText(_ text: String) {
        if text == "\n" { _returnKey(); return }
        _editing.insert(_sanitize(text))
    }
    open func deleteBackward() { _editing.deleteBackward() }

    public var textInputDocument: String { _editing.text }
    open var selectedTextRange: UITextRange? {
        get { _editing.selectedTextRange }
        set { _editing.select(newValue) }
    }
    open var markedTextRange: UITextRange? { _editing.markedTextRange }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: _editing.length) }
    open func text(in range: UITextRange) -> String? { _editing.text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) {
        _editing.replace(range.start.offset..<range.end.offset, with: _sanitize(text), keepingSelection: true)
    }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        _editing.setMarkedText(_sanitize(markedText ?? ""), selectedRange: selectedRange)
    }
    open func unmarkText() { _editing.unmarkText() }
    open func caretRect(for position: UITextPosition) -> CGRect {
        _geometry().caretRect(displayOffset(Swift.min(Swift.max(position.offset, 0), _editing.length)))
    }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { UITextPosition(offset: closestOffset(to: point)) }
    open var textInputView: UIView { self }
}
