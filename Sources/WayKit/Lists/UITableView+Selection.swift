import Foundation

// Highlight and selection (S10). A cell's touches arrive through the
// scroll view's content-touch hold (S2), so a row highlights when its touch
// is delivered, unhighlights when a drag takes the touch (S3), and selects
// on touch-up. Each step is noted in the delivery trace.
extension UITableView {
    public var indexPathForSelectedRow: IndexPath? { _selected.min() }

    public var indexPathsForSelectedRows: [IndexPath]? {
        _selected.isEmpty ? nil : _selected.sorted()
    }

    /// Selects a row without asking or telling the delegate, as UIKit does.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _reloadIfNeeded()
        guard let indexPath else {
            for ip in _selected { deselectRow(at: ip, animated: animated) }
            return
        }
        guard _geometry.contains(indexPath) else { _log("selectRow(at: \(indexPath)): no such row"); return }
        if !allowsMultipleSelection {
            for ip in _selected where ip != indexPath { deselectRow(at: ip, animated: animated) }
        }
        _selected.insert(indexPath)
        _cells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without asking or telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard _selected.remove(indexPath) != nil else { return }
        _cells[indexPath]?.setSelected(false, animated: animated)
    }

    func _cellTouchBegan(_ cell: UITableViewCell) {
        guard allowsSelection, let ip = cell._indexPath else { return }
        guard _tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true else { return }
        cell.setHighlighted(true, animated: false)
        DeliveryTrace.note("\(_traceName) highlight \(ip)")
    }

    func _cellTouchCancelled(_ cell: UITableViewCell) {
        guard cell.isHighlighted else { return }
        cell.setHighlighted(false, animated: false)
        DeliveryTrace.note("\(_traceName) unhighlight \(cell._indexPath.map { "\($0)" } ?? "-")")
    }

    func _cellTouchEnded(_ cell: UITableViewCell, inside: Bool) {
        let wasHighlighted = cell.isHighlighted
        cell.setHighlighted(false, animated: false)
        guard wasHighlighted, let ip = cell._indexPath else { return }
        DeliveryTrace.note("\(_traceName) unhighlight \(ip)")
        guard inside else { return }
        _userSelect(ip)
    }

    /// A tap on a row: the delegate may redirect or veto; a second tap on a
    /// selected row deselects it with multiple selection.
    func _userSelect(_ ip: IndexPath) {
        let delegate = _tableDelegate
        if allowsMultipleSelection && _selected.contains(ip) {
            let asked: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: ip) } ?? ip
            guard let target = asked else { return }
            deselectRow(at: target, animated: true)
            DeliveryTrace.note("\(_traceName) didDeselect \(target)")
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let asked: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: ip) } ?? ip
        guard let target = asked, _geometry.contains(target) else {
            DeliveryTrace.note("\(_traceName) willSelect \(ip) -> nil")
            return
        }
        if !allowsMultipleSelection {
            for old in _selected.sorted() where old != target {
                let asked: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: old) } ?? old
                guard let d = asked else { continue }
                deselectRow(at: d, animated: true)
                delegate?.tableView(self, didDeselectRowAt: d)
            }
        }
        _selected.insert(target)
        _cells[target]?.setSelected(true, animated: true)
        DeliveryTrace.note("\(_traceName) didSelect \(target)")
        delegate?.tableView(self, didSelectRowAt: target)
    }
}
