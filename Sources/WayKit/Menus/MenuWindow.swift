import Foundation

/// The window a ``UIMenu`` is shown in (D6): a list of its rows in a
/// rounded panel, opened by a button (``UIButton/menu``) or a context menu
/// interaction. Choosing an action closes the menu and runs it; a submenu
/// opens in place of its parent, whose title row leads back. Keys: up and
/// down move the highlight, return chooses, right opens a submenu, left goes
/// back, escape closes.
@MainActor
final class MenuWindow: MenuHostWindow {
    private let list = MenuListView()
    /// The menu shown and the menus it was opened from, outermost first.
    private var stack: [UIMenu] = []
    /// Given to actions as their sender: the button, or the interaction's view.
    private weak var sender: AnyObject?
    private weak var sourceWindow: UIWindow?
    private var sourceAnchor: CGRect = .zero

    /// The menu window open now, if the open menu is a `UIMenu`'s.
    static var shown: MenuWindow? { current as? MenuWindow }

    /// Opens `menu` against `anchor` (in `view`'s coordinates), below it.
    @discardableResult
    static func present(_ menu: UIMenu, from view: UIView, anchor: CGRect, sender: AnyObject?,
                        onDismiss: (() -> Void)? = nil) -> MenuWindow? {
        guard let window = view.window, window.windowScene != nil,
              !MenuRow.rows(of: menu, isSubmenu: false).isEmpty else { return nil }
        let menuWindow = MenuWindow(frame: .zero)
        menuWindow.sender = sender
        menuWindow.sourceWindow = window
        menuWindow.sourceAnchor = view.convert(anchor, to: window)
        menuWindow.onDismiss = onDismiss
        menuWindow.show([menu])
        return menuWindow
    }

    override var _traceName: String { "MenuWindow" }

    private func show(_ menus: [UIMenu]) {
        guard let window = sourceWindow, let menu = menus.last else { return }
        stack = menus
        if list.superview == nil {
            panel.addSubview(list)
            panel.backgroundColor = UIColor(light: UIColor(rgb: 0xF9F9F9), dark: UIColor(rgb: 0x2C2C2E))
            panel.layer.cornerRadius = 12
            // A highlighted first or last row keeps the panel's round corners.
            panel.clipsToBounds = true
            panel.layer.borderWidth = 1
            panel.layer.borderColor = UIColor.separator.cgColor
            list.onChoose = { [weak self] in self?.choose($0) }
        }
        list.setRows(MenuRow.rows(of: menu, isSubmenu: menus.count > 1))
        present(from: window, anchor: sourceAnchor, size: list.fittingSize, side: .below)
    }

    override func layoutPanel() { list.frame = panel.bounds }

    // MARK: Choosing

    /// The titles of the rows shown, separators as "—" (tests, debugging).
    var rowTitles: [String] {
        list.rowViews.map { if case .separator = $0.row { "—" } else { $0.row.title } }
    }

    /// The row highlighted now.
    var highlightedRow: Int? { list.highlightedIndex }

    /// The frame of the first row titled `title`, in scene coordinates.
    func frameOfRow(titled title: String) -> CGRect? {
        guard let v = list.rowViews.first(where: { $0.row.title == title }) else { return nil }
        let r = v.convert(v.bounds, to: self)
        return r.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    private func choose(_ index: Int) {
        guard list.rowViews.indices.contains(index) else { return }
        switch list.rowViews[index].row {
        case .header(_, true): goBack()
        case .submenu(let menu): show(stack + [menu])
        case .action(let action, let group):
            guard !action.attributes.contains(.disabled) else { return }
            if let group {
                // Single selection: the chosen action is the one that is on.
                for case let other as UIAction in group.children { other.state = other === action ? .on : .off }
            }
            if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
            action._perform(sender: sender ?? self)
        default: break
        }
    }

    private func goBack() {
        guard stack.count > 1 else { return }
        show(Array(stack.dropLast()))
    }

    // MARK: Keys (D6)

    /// The menu is modal for the keyboard: every key press is the menu's.
    override func handleKey(_ key: UIKey) -> Bool {
        let selectable = list.rowViews.indices.filter { list.rowViews[$0].row.isSelectable }
        switch key.keyCode {
        case .keyboardEscape:
            dismissMenu()
        case .keyboardDownArrow, .keyboardUpArrow:
            guard !selectable.isEmpty else { break }
            let down = key.keyCode == .keyboardDownArrow
            if let now = list.highlightedIndex, let i = selectable.firstIndex(of: now) {
                list.highlightedIndex = selectable[(i + (down ? 1 : selectable.count - 1)) % selectable.count]
            } else {
                list.highlightedIndex = down ? selectable.first : selectable.last
            }
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            if let i = list.highlightedIndex { choose(i) }
        case .keyboardRightArrow:
            if let i = list.highlightedIndex, case .submenu = list.rowViews[i].row { choose(i) }
        case .keyboardLeftArrow:
            goBack()
        default:
            break
        }
        return true
    }
}
