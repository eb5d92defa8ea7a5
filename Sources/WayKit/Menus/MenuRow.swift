import Foundation

/// One row of a shown menu: a menu's children flattened, inline menus
/// (``UIMenu/Options-swift.struct/displayInline``) opened into their parent
/// between separators, hidden actions left out.
@MainActor
enum MenuRow {
    /// The menu's title; in a submenu, the way back to its parent.
    case header(String, isBack: Bool)
    case action(UIAction, inSingleSelection: UIMenu?)
    case submenu(UIMenu)
    case separator

    /// Whether the row can be highlighted and chosen.
    var isSelectable: Bool {
        switch self {
        case .header(_, let isBack): isBack
        case .action(let action, _): !action.attributes.contains(.disabled)
        case .submenu: true
        case .separator: false
        }
    }

    var height: CGFloat {
        switch self {
        case .header: 32
        case .separator: 8
        case .action, .submenu: 44
        }
    }

    var title: String {
        switch self {
        case .header(let title, let isBack): isBack ? "‹ " + title : title
        case .action(let action, _): action.title
        case .submenu(let menu): menu.title
        case .separator: ""
        }
    }

    /// The rows of `menu`; `isSubmenu` makes its title a way back.
    static func rows(of menu: UIMenu, isSubmenu: Bool) -> [MenuRow] {
        var rows: [MenuRow] = []
        if !menu.title.isEmpty || isSubmenu { rows.append(.header(menu.title, isBack: isSubmenu)) }
        append(menu, to: &rows)
        // No separator at either end or twice in a row.
        var cleaned: [MenuRow] = []
        for row in rows {
            if case .separator = row {
                if cleaned.isEmpty { continue }
                if case .separator = cleaned[cleaned.count - 1] { continue }
            }
            cleaned.append(row)
        }
        while let last = cleaned.last, case .separator = last { cleaned.removeLast() }
        return cleaned
    }

    private static func append(_ menu: UIMenu, to rows: inout [MenuRow]) {
        let single = menu.options.contains(.singleSelection) ? menu : nil
        for child in menu._shownChildren {
            if let action = child as? UIAction {
                rows.append(.action(action, inSingleSelection: single))
            } else if let sub = child as? UIMenu {
                if sub.options.contains(.displayInline) {
                    rows.append(.separator)
                    append(sub, to: &rows)
                    rows.append(.separator)
                } else if !sub._shownChildren.isEmpty {
                    rows.append(.submenu(sub))
                }
            }
        }
    }
}
