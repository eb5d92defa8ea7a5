import Foundation

// Separators (V6): a hairline, one device pixel tall whatever the scale,
// under every row but the table's last, from the separator inset's left to
// its right, in the table's `separatorColor`. Each cell keeps one plain view
// for it, made the first time and then only moved or hidden, so scrolling
// allocates nothing for separators. (UIKit's plain style also lines the
// empty space below the last row; WayKit leaves it blank.)
extension UITableView {
    /// UIKit's default inset: 16 points from the leading edge (iOS 13 and
    /// later with the default layout margins; 15 before).
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// The table's last row, which has no separator.
    var _lastRow: IndexPath? {
        guard let s = _geometry.sections.lastIndex(where: { $0.rowCount > 0 }) else { return nil }
        return IndexPath(row: _geometry.sections[s].rowCount - 1, section: s)
    }

    /// Shows, colours or hides the cell's separator.
    func _configureSeparator(_ cell: UITableViewCell, isLast: Bool) {
        let show = separatorStyle != .none && !isLast
        if show {
            let line: UIView
            if let existing = cell._separator {
                line = existing
            } else {
                line = UIView()
                line.isUserInteractionEnabled = false
                line.accessibilityIdentifier = "separator"
                cell._separator = line
                cell.addSubview(line)
                cell.setNeedsLayout()
            }
            let color = separatorColor ?? .separator
            if line.backgroundColor != color { line.backgroundColor = color }
            if line.isHidden { line.isHidden = false; cell.setNeedsLayout() }
        } else if let line = cell._separator, !line.isHidden {
            line.isHidden = true
        }
    }
}

extension UITableViewCell {
    /// The separator at the bottom of the cell, inset, one device pixel tall.
    func _layoutSeparator() {
        guard let line = _separator, !line.isHidden else { return }
        let b = bounds, inset = separatorInset
        let scale = window?.windowScene?.screen.scale ?? 1
        let height = 1 / max(scale, 1)
        line.frame = CGRect(x: inset.left, y: b.height - height, width: max(0, b.width - inset.left - inset.right), height: height)
        if line !== subviews.last { bringSubviewToFront(line) }
    }
}
