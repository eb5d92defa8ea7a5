import Foundation

/// The edit menu of a text field or view (K6): Cut, Copy, Paste and Select
/// All in a dark bar above the selection, shown on a long press or a
/// secondary click, drawn in the window as UIKit's callout bar is. Its
/// items are `UIButton`s, so they follow the event model; a tap anywhere
/// else closes it (the tap is taken, as UIKit's menu takes it).
///
/// A later change moves menus to `xdg_popup` (SPEC D6), so they can leave
/// the window's bounds.
@MainActor
final class TextEditMenu: UIWindow {
    enum Item: String, CaseIterable { case cut = "Cut", copy = "Copy", paste = "Paste", selectAll = "Select All" }

    private(set) var items: [Item] = []
    private let bar = UIView()
    private var buttons: [UIButton] = []
    private var onChoose: ((Item) -> Void)?

    /// The menu window last used; one per scene is kept (hidden when
    /// closed), as the scene holds its windows.
    private static weak var current: TextEditMenu?

    static var isShown: Bool { current.map { !$0.isHidden } ?? false }
    static var shownItems: [Item] { isShown ? current?.items ?? [] : [] }

    /// Shows the menu over `window`'s scene, above `anchor` (in `window`'s
    /// coordinates), in a window of its own above the app's (W1): the tap
    /// that closes it reaches none of the app's views or recognizers. It
    /// never becomes the key window, so the text keeps the keyboard.
    static func show(_ items: [Item], in window: UIWindow, above anchor: CGRect,
                     choose: @escaping (Item) -> Void) {
        dismiss()
        guard !items.isEmpty, let scene = window.windowScene else { return }
        let menu: TextEditMenu
        if let m = current, m.windowScene === scene { menu = m } else { menu = TextEditMenu(windowScene: scene) }
        menu.windowLevel = .alert
        menu.frame = CGRect(origin: .zero, size: scene.size)
        menu.items = items
        menu.onChoose = choose
        menu.build(anchor: window.convert(anchor, to: nil), in: menu.bounds)
        menu.isHidden = false
        current = menu
    }

    static func dismiss() {
        guard let m = current, !m.isHidden else { return }
        m.isHidden = true
        m.onChoose = nil
    }

    /// The frame of an item's button, in the scene's coordinates (tests,
    /// demo).
    static func frame(of item: Item) -> CGRect? {
        guard isShown, let menu = current, let i = menu.items.firstIndex(of: item) else { return nil }
        return menu.buttons[i].convert(menu.buttons[i].bounds, to: menu)
    }

    private func build(anchor: CGRect, in bounds: CGRect) {
        backgroundColor = nil
        bar.subviews.forEach { $0.removeFromSuperview() }
        buttons.removeAll()
        let font = UIFont.systemFont(ofSize: 15)
        let widths = items.map { $0.rawValue.size(withAttributes: [.font: font]).width.rounded(.up) + 24 }
        let width = widths.reduce(0, +), height: CGFloat = 36
        var x = anchor.midX - width / 2
        x = Swift.min(Swift.max(x, 8), Swift.max(bounds.maxX - width - 8, 8))
        // Above the anchor, or below it when there is no room above.
        var y = anchor.minY - height - 8
        if y < 8 { y = anchor.maxY + 8 }
        bar.frame = CGRect(x: x, y: y, width: width, height: height)
        bar.backgroundColor = UIColor(rgb: 0x2C2C2E)
        bar.layer.cornerRadius = 8
        if bar.superview == nil { addSubview(bar) }
        var bx: CGFloat = 0
        for (item, w) in zip(items, widths) {
            let b = UIButton(type: .custom)
            b.frame = CGRect(x: bx, y: 0, width: w, height: height)
            b.setTitle(item.rawValue, for: .normal)
            b.setTitleColor(.white, for: .normal)
            b.setTitleColor(UIColor.white.withAlphaComponent(0.5), for: .highlighted)
            b.addAction(UIAction { [weak self] _ in
                let choose = self?.onChoose
                TextEditMenu.dismiss()
                choose?(item)
            }, for: .touchUpInside)
            bar.addSubview(b)
            buttons.append(b)
            bx += w
        }
    }

    /// A touch outside the bar closes the menu and goes no further.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        TextEditMenu.dismiss()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
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
        TextEditMenu.show(_editMenuItems(), in: window, above: convert(anchor, to: window)) { [weak self] item in
            guard let self else { return }
            switch item {
            case .cut: _ = self._perform(.cut)
            case .copy: _ = self._perform(.copy)
            case .paste: _ = self._perform(.paste)
            case .selectAll:
                _ = self._perform(.selectAll)
                self._showEditMenu()
            }
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
        // A secondary click is a pointer's; a finger's tap is the field's own.
        secondary.allowedTouchTypes = [.indirectPointer]
        addGestureRecognizer(secondary)
    }
}
