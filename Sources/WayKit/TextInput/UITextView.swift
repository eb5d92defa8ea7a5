import Foundation

/// Multi-line editable (or only selectable) text (K1): a scroll view whose
/// content is the text, wrapped at its width by words (ICU, K7). With
/// scrolling off it grows with its text instead (its intrinsic height).
///
/// `delegate` is the scroll view's, typed `UIScrollViewDelegate`; set it to
/// a `UITextViewDelegate` to get the text view's calls too (as UIKit's
/// `UITextViewDelegate` refines `UIScrollViewDelegate`).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, TextEditingHost, TextEditingOwner {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// UIKit's line fragment padding: the text starts this far inside the
    /// container inset.
    static let lineFragmentPadding: CGFloat = 5

    let _editing = TextEditingState()
    private lazy var blinker = CaretBlinker { [weak self] in self?.contentView.setNeedsDisplay() }
    private let contentView = TextViewContentView()
    private var keyPresses = TextKeyPresses()
    private var dragAnchor: Int?
    /// The x a run of up/down moves keeps to (a caret passing a short line
    /// returns to its column).
    private var goalX: CGFloat?

    var _textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    open var text: String! {
        get { _editing.text }
        set {
            let new = newValue ?? ""
            // Plain text set by the app has no attributes of its own (U3).
            _attributedStorage = nil
            guard new != _editing.text else { return }
            _editing.setText(new)
        }
    }
    open var font: UIFont? = .systemFont(ofSize: 12) { didSet { textLayoutDidChange() } }
    open var textColor: UIColor? = .label { didSet { contentView.setNeedsDisplay() } }
    /// Attributed text (U3), kept in step with edits of the plain text; nil
    /// while the text has no attributes of its own. See `UITextView+Attributed.swift`.
    var _attributedStorage: NSMutableAttributedString?
    /// The attributes typed characters get; empty: those of the character
    /// before them.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var textAlignment: NSTextAlignment = .natural { didSet { contentView.setNeedsDisplay() } }
    open var isEditable = true { didSet { if !isEditable, isFirstResponder { resignFirstResponder() } } }
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textLayoutDidChange() } }
    open private(set) var isEditing = false
    open var selectedRange: NSRange {
        get { NSRange(location: _editing.selection.lowerBound, length: _editing.selection.count) }
        set {
            let r = newValue._clamped(toLength: _editing.length)
            _editing.select(r, anchor: r.lowerBound)
        }
    }

    // MARK: Traits

    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _editing.owner = self
        backgroundColor = .systemBackground
        _installEditMenuRecognizers()
        contentView.textView = self
        contentView.isUserInteractionEnabled = false
        addSubview(contentView)
        alwaysBounceVertical = true
        textLayoutDidChange()
    }

    private var _font: UIFont { font ?? .systemFont(ofSize: 12) }
    var _textFont: UIFont { _font }

    // MARK: Geometry

    /// The width lines wrap at.
    private var wrapWidth: CGFloat {
        Swift.max(bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding, 1)
    }

    /// The text's geometry in the content view.
    func _geometry() -> TextEditingGeometry {
        let box = CGRect(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top,
                         width: wrapWidth, height: .greatestFiniteMagnitude)
        return TextEditingGeometry(text: _editing.text, font: _font, box: box, alignment: textAlignment,
                                   maxWidth: wrapWidth, verticallyCentered: false, attributed: _syncedAttributedText)
    }

    private var textHeight: CGFloat {
        let g = _geometry()
        return g.textHeight + textContainerInset.top + textContainerInset.bottom
    }

    func textLayoutDidChange() {
        let h = textHeight
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Swift.max(h, 0))
        contentSize = CGSize(width: bounds.width, height: h)
        invalidateIntrinsicContentSize()
        contentView.setNeedsDisplay()
    }

    /// With scrolling off, the text view is as tall as its text.
    open override var intrinsicContentSize: CGSize {
        isScrollEnabled ? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
            : CGSize(width: UIView.noIntrinsicMetric, height: textHeight.rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: textHeight.rounded(.up))
    }

    private var lastLaidOutWidth: CGFloat = -1

    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width != lastLaidOutWidth {
            lastLaidOutWidth = bounds.width
            textLayoutDidChange()
        }
    }

    /// Scrolls the caret into view.
    private func scrollCaretVisible() {
        guard isScrollEnabled, bounds.height > 0 else { return }
        let r = _geometry().caretRect(_editing.caret).insetBy(dx: 0, dy: -4)
        scrollRectToVisible(r, animated: false)
    }

    // MARK: Drawing (the content view calls this)

    func _drawText() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let g = _geometry()
        let sel = _editing.selection
        if isFirstResponder, !sel.isEmpty {
            ctx.setFillColor(tintColor.withAlphaComponent(0.25).cgColor)
            ctx.fill(visible(g.selectionRects(sel)))
        }
        if !_editing.text.isEmpty {
            let rect = CGRect(x: g.box.minX, y: g.box.minY, width: wrapWidth, height: g.textHeight)
            let parameters = CGContext.TextParameters(font: _font, color: (textColor ?? .label).cgColor,
                                                      alignment: textAlignment, numberOfLines: 0,
                                                      lineBreakMode: .byWordWrapping, verticallyCentered: false)
            if let attributed = _syncedAttributedText {
                ctx.drawText(attributed, in: rect, parameters)
            } else {
                ctx.drawText(_editing.text, in: rect, parameters)
            }
        }
        if let m = _editing.marked {
            ctx.setFillColor((textColor ?? .label).cgColor)
            for r in g.selectionRects(m) { ctx.fill(CGRect(x: r.minX, y: r.maxY - 2, width: r.width, height: 1)) }
        }
        if isEditing, sel.isEmpty, blinker.isVisible {
            ctx.setFillColor(tintColor.cgColor)
            ctx.fill(g.caretRect(_editing.caret))
        }
    }

    /// Only the rectangles on screen (a long selection in a long text).
    private func visible(_ rects: [CGRect]) -> [CGRect] {
        let shown = bounds.insetBy(dx: 0, dy: -bounds.height)
        return rects.filter { $0.intersects(shown) }
    }

    // MARK: Focus

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// D2: an I-beam over text a click can place a caret in or select.
    override var _defaultPointerCursor: UIPointerCursorShape? { isEditable || isSelectable ? .iBeam : nil }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if isEditable, !(_textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        if isEditable {
            isEditing = true
            blinker.restart()
            _textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        }
        contentView.setNeedsDisplay()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditing, !UIResponder._isForcedResign, !(_textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        _editing.unmarkText()
        guard super.resignFirstResponder() else { return false }
        let was = isEditing
        isEditing = false
        blinker.stop()
        TextEditMenu.dismiss()
        if was {
            _textViewDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        }
        contentView.setNeedsDisplay()
        return true
    }

    // MARK: Touches (K1): a tap places the caret; a drag scrolls (the pan
    // recognizer cancels these touches); a mouse drag selects.

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        dragAnchor = nil
        if isFirstResponder, touch.type == .indirectPointer, touch.tapCount == 1 {
            let o = _geometry().offset(at: touch.location(in: contentView))
            _editing.moveCaret(to: o, extending: false)
            dragAnchor = o
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let a = dragAnchor else { return }
        let o = _geometry().offset(at: touch.location(in: contentView))
        _editing.select(Swift.min(a, o)..<Swift.max(a, o), anchor: a)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isEditable || isSelectable else { return }
        if touch.type == .indirectPointer, let event, !event.buttonMask.isEmpty, !event.buttonMask.contains(.primary) {
            return
        }
        if dragAnchor != nil, !_editing.selection.isEmpty { dragAnchor = nil; return }
        dragAnchor = nil
        if !isFirstResponder {
            guard becomeFirstResponder() else { return }
        } else {
            UIApplication.shared.textInputDidRequestKeyboard(self)
        }
        let o = _geometry().offset(at: touch.location(in: contentView))
        goalX = nil
        switch touch.tapCount {
        case 2: _editing.selectWord(at: o)
        case 3...: _editing.select(paragraphRange(at: o), anchor: paragraphRange(at: o).lowerBound)
        default:
            _editing.unmarkText()
            _editing.moveCaret(to: o, extending: false)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { dragAnchor = nil }

    /// The paragraph around `offset` (a triple tap).
    private func paragraphRange(at offset: Int) -> Range<Int> {
        let u = Array(_editing.text.utf16)
        var lo = Swift.min(offset, u.count), hi = lo
        while lo > 0, u[lo - 1] != 0x0A { lo -= 1 }
        while hi < u.count, u[hi] != 0x0A { hi += 1 }
        return lo..<hi
    }

    // MARK: Keys (K4)

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = keyPresses.began(presses) { isFirstResponder && _handleVerticalGoal($0) && _handleKeyPress($0) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = keyPresses.changed(presses) { _ = _handleVerticalGoal($0); _ = _handleKeyPress($0) }
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

    /// Forgets the up/down column on any key but up and down; always true.
    private func _handleVerticalGoal(_ p: UIPress) -> Bool {
        if let k = p.key?.keyCode, k != .keyboardUpArrow, k != .keyboardDownArrow { goalX = nil }
        return true
    }

    var _isEditableText: Bool { isEditable }
    var _allowsCopy: Bool { !isSecureTextEntry }
    func _sanitize(_ text: String) -> String { text }

    func _delegateEditMenu(for range: NSRange, suggested: [UIMenuElement]) -> UIMenu? {
        _textViewDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggested)
    }
    func _editMenuWillPresent(_ animator: any UIEditMenuInteractionAnimating) {
        _textViewDelegate?.textView(self, willPresentEditMenuWith: animator)
    }
    func _editMenuWillDismiss(_ animator: any UIEditMenuInteractionAnimating) {
        _textViewDelegate?.textView(self, willDismissEditMenuWith: animator)
    }
    func _returnKey() { _editing.insert("\n") }

    func _lineBoundary(of offset: Int, end: Bool) -> Int {
        let g = _geometry()
        let line = g.caretPoint(offset).line
        let r = g.layout?.lineRange(line) ?? 0..<_editing.length
        guard end else { return r.lowerBound }
        // Before a wrapped line's trailing space or newline, not after it.
        var e = r.upperBound
        let u = Array(_editing.text.utf16)
        while e > r.lowerBound, e <= u.count, u[e - 1] == 0x0A || (line < g.lineCount - 1 && u[e - 1] == 0x20) { e -= 1 }
        return e
    }

    func _verticalMove(from offset: Int, lines: Int) -> Int? {
        let g = _geometry()
        let p = g.caretPoint(offset)
        let target = p.line + lines
        guard target >= 0, target < g.lineCount else { return nil }
        let x = goalX ?? p.x
        goalX = x
        return g.offset(at: CGPoint(x: x, y: g.lineTop(target) + g.lineHeight / 2))
    }

    // MARK: TextEditingOwner

    func editingShouldReplace(_ range: NSRange, with text: String) -> Bool {
        _textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func editingDidChangeText(byUser: Bool) {
        textLayoutDidChange()
        scrollCaretVisible()
        if isEditing { blinker.restart() }
        if isEditing, byUser {
            _textViewDelegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }
        UIApplication.shared.textInputStateDidChange(self)
        AccessibilityCenter.shared._textChanged(self)  // Y2: text-changed
    }

    func editingDidChangeSelection() {
        _publishPrimarySelection()
        scrollCaretVisible()
        if isEditing { blinker.restart() }
        contentView.setNeedsDisplay()
        _textViewDelegate?.textViewDidChangeSelection(self)
        UIApplication.shared.textInputStateDidChange(self)
        AccessibilityCenter.shared._selectionChanged(self)  // Y2: caret moved
    }

    // MARK: UIKeyInput / UITextInput

    open var hasText: Bool { !_editing.text.isEmpty }
    open func insertText(_ text: String) { if isEditable { _editing.insert(text) } }
    open func deleteBackward() { if isEditable { _editing.deleteBackward() } }

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
        guard isEditable else { return }
        _editing.replace(range.start.offset..<range.end.offset, with: text, keepingSelection: true)
    }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditable else { return }
        _editing.setMarkedText(markedText ?? "", selectedRange: selectedRange)
    }
    open func unmarkText() { _editing.unmarkText() }
    /// In the text view's coordinates (the scrolled content's).
    open func caretRect(for position: UITextPosition) -> CGRect {
        contentView.convert(_geometry().caretRect(Swift.min(Swift.max(position.offset, 0), _editing.length)), to: self)
    }
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(offset: _geometry().offset(at: convert(point, to: contentView)))
    }
    open var textInputView: UIView { self }

    /// Scrolls so the text at `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        let g = _geometry()
        let r = g.caretRect(Swift.min(Swift.max(range.location, 0), _editing.length))
        scrollRectToVisible(r.insetBy(dx: 0, dy: -4), animated: false)
    }
}

/// The text view's content: the text, drawn by its text view, as tall as
/// the text (UIKit's text container view).
@MainActor
final class TextViewContentView: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        contentMode = .redraw
    }

    override func draw(_ rect: CGRect) { textView?._drawText() }
}
