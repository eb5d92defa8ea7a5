import Foundation

/// The edit menu of a text field or view (K6): Cut, Copy, Paste and Select
/// All in a dark bar above the selection, shown on a long press or a
/// secondary click, as UIKit's callout bar is. Its items are `UIButton`s, so
/// they follow the event model; a tap anywhere else closes it (the tap is
/// taken, as UIKit's menu takes it). A menu window (D6): a popup of the
/// toplevel where the backend has popups, so it can leave the window's
/// bounds, else drawn in the scene (`MenuHostWindow`).
@MainActor
final class TextEditMenu: MenuHostWindow {
    enum Item: String, CaseIterable { case cut = "Cut", copy = "Copy", paste = "Paste", selectAll = "Select All" }

    private(set) var items: [Item] = []
    private var buttons: [UIButton] = []
    private var widths: [CGFloat] = []
    private var onChoose: ((Item) -> Void)?

    static let height: CGFloat = 36

    /// The edit menu open now.
    private static var shown: TextEditMenu? { current as? TextEditMenu }

    static var isShown: Bool { shown?.isPresented ?? false }
    static var shownItems: [Item] { shown?.items ?? [] }

    /// Shows the menu over `window`'s scene, above `anchor` (in `window`'s
    /// coordinates), in a menu window above the app's (W1, D6): the tap
    /// that closes it reaches none of the app's views or recognizers. It
    /// never becomes the key window, so the text keeps the keyboard.
    static func show(_ items: [Item], in window: UIWindow, above anchor: CGRect,
                     choose: @escaping (Item) -> Void, dismissed: (() -> Void)? = nil) {
        dismiss()
        guard !items.isEmpty, window.windowScene != nil else { return }
        let menu = TextEditMenu(frame: .zero)
        menu.items = items
        menu.onChoose = choose
        menu.onDismiss = dismissed
        menu.build()
        menu.present(from: window, anchor: anchor, size: CGSize(width: menu.widths.reduce(0, +), height: height),
                     side: .above)
    }

    static func dismiss() { shown?.dismissMenu() }

    /// The frame of an item's button, in the scene's coordinates (tests,
    /// demo).
    static func frame(of item: Item) -> CGRect? {
        guard let menu = shown, let i = menu.items.firstIndex(of: item) else { return nil }
        return menu.buttons[i].convert(menu.buttons[i].bounds, to: menu).offsetBy(dx: menu.frame.minX, dy: menu.frame.minY)
    }

    override var _traceName: String { "TextEditMenu" }

    private func build() {
        let font = UIFont.systemFont(ofSize: 15)
        widths = items.map { $0.rawValue.size(withAttributes: [.font: font]).width.rounded(.up) + 24 }
        panel.backgroundColor = UIColor(rgb: 0x2C2C2E)
        panel.layer.cornerRadius = 8
        for item in items {
            let b = UIButton(type: .custom)
            b.setTitle(item.rawValue, for: .normal)
            b.setTitleColor(.white, for: .normal)
            b.setTitleColor(UIColor.white.withAlphaComponent(0.5), for: .highlighted)
            b.addAction(UIAction { [weak self] _ in
                let choose = self?.onChoose
                TextEditMenu.dismiss()
                choose?(item)
            }, for: .touchUpInside)
            panel.addSubview(b)
            buttons.append(b)
        }
    }

    override func layoutPanel() {
        var x: CGFloat = 0
        for (b, w) in zip(buttons, widths) {
            b.frame = CGRect(x: x, y: 0, width: w, height: panel.bounds.height)
            x += w
        }
    }
}

extension TextEditingHost where Self: UIView {
    /// The items that apply now: Cut and Copy with a selection that may be
    /// copied, Paste when editable, Select All when not all is selected.
    func _editMenuItems() -> [TextEditMenu.Item] {
        let e = _editing
        var items: [TextEditMenu.Item] = []
        if !e.selection.isEmpty, _allowsCopy {
            if _isEditableText { items.append(.cut) }
            items.append(.copy)
        }
        // Paste when there is text to paste (another app's counts before it
        // is fetched: `hasStrings` knows it is offered).
        if _isEditableText, UIPasteboard.general.hasStrings { items.append(.paste) }
        if e.length > 0, e.selection != 0..<e.length { items.append(.selectAll) }
        return items
    }

    /// Opens the edit menu above the selection or caret.
    func _showEditMenu() {
        guard let window else { return }
        let e = _editing
        let anchor = e.selection.isEmpty ? caretRect(for: UITextPosition(offset: e.caret))
            : caretRect(for: UITextPosition(offset: e.selection.lowerBound))
                .union(caretRect(for: UITextPosition(offset: e.selection.upperBound)))
        let items = _editMenuItems()
        // The delegate may replace the menu (UIKit's editMenuForCharactersIn:
        // suggestedActions:); the standard actions are offered as UIActions.
        let suggested: [UIMenuElement] = items.map { item in
            UIAction(title: item.rawValue) { [weak self] _ in self?._chooseEditMenuItem(item) }
        }
        let range = NSRange(location: e.selection.lowerBound, length: e.selection.count)
        let present = ImmediateAnimator()
        let dismissed: () -> Void = { [weak self] in
            let animator = ImmediateAnimator()
            self?._editMenuWillDismiss(animator)
            animator.run()
        }
        if let custom = _delegateEditMenu(for: range, suggested: suggested) {
            TextEditMenu.dismiss()
            _editMenuWillPresent(present)
            MenuWindow.present(custom, from: self, anchor: anchor, sender: self, onDismiss: dismissed)
            present.run()
            return
        }
        guard !items.isEmpty else { return }
        _editMenuWillPresent(present)
        TextEditMenu.show(items, in: window, above: convert(anchor, to: window), choose: { [weak self] item in
            self?._chooseEditMenuItem(item)
        }, dismissed: dismissed)
        present.run()
    }

    /// What a standard edit menu item does.
    func _chooseEditMenuItem(_ item: TextEditMenu.Item) {
        switch item {
        case .cut: _ = _perform(.cut)
        case .copy: _ = _perform(.copy)
        case .paste: _ = _perform(.paste)
        case .selectAll:
            _ = _perform(.selectAll)
            _showEditMenu()
        }
    }

    /// The long-press and secondary-click recognizers that open the menu.
    func _installEditMenuRecognizers() {
        let press = UILongPressGestureRecognizer { [weak self] r in
            guard let self, r.state == .began else { return }
            if !self.isFirstResponder { guard self.becomeFirstResponder() else { return } }
            if self._editing.selection.isEmpty {
                let p = r.location(in: self)
                if let o = self.closestPosition(to: p)?.offset { self._editing.moveCaret(to: o, extending: false) }
            }
            self._showEditMenu()
        }
        addGestureRecognizer(press)
        let secondary = UITapGestureRecognizer { [weak self] r in
            guard let self else { return }
            if !self.isFirstResponder { guard self.becomeFirstResponder() else { return } }
            let p = r.location(in: self)
            if let o = self.closestPosition(to: p)?.offset, !self._editing.selection.contains(o) {
                self._editing.moveCaret(to: o, extending: false)
            }
            self._showEditMenu()
        }
        secondary.buttonMaskRequired = .secondary
        addGestureRecognizer(secondary)
    }
}
