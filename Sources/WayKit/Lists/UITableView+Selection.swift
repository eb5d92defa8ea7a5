import Foundation

// Highlight and selection (S10). A cell's touches arrive through the
// scroll view's content-touch hold (S2), so a row highlights when its touch
// is delivered, unhighlights when a drag takes the touch (S3), and selects
// on touch-up. The flow is the one collection views share
// (ListSelection.swift); here is what a table asks and tells its delegate.
extension UITableView: SelectableList {
    public var indexPathForSelectedRow: IndexPath? { _selection.sorted.first }

    /// The selected rows, in order; nil when none is selected (UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? {
        _selection.isEmpty ? nil : _selection.sorted
    }

    /// Selects a row without asking or telling the delegate, as UIKit does.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _reloadIfNeeded()
        guard let indexPath else {
            for ip in _selection.sorted { deselectRow(at: ip, animated: animated) }
            return
        }
        guard _geometry.contains(indexPath) else { _log("selectRow(at: \(indexPath)): no such row"); return }
        if !allowsMultipleSelection {
            for ip in _selection.sorted where ip != indexPath { deselectRow(at: ip, animated: animated) }
        }
        _setSelected(indexPath, true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without asking or telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard _selection.contains(indexPath) else { return }
        _setSelected(indexPath, false, animated: animated)
    }

    // The cell's touches (UITableViewCell) enter the shared flow here.
    func _cellTouchBegan(_ cell: UITableViewCell) { _listTouchBegan(cell) }
    func _cellTouchCancelled(_ cell: UITableViewCell) { _listTouchCancelled(cell) }
    func _cellTouchEnded(_ cell: UITableViewCell, inside: Bool) { _listTouchEnded(cell, inside: inside) }

    /// A tap on a row's detail (ⓘ) button: the delegate is told, the row
    /// is not selected (UIKit).
    func _accessoryTapped(_ cell: UITableViewCell) {
        guard let ip = cell._indexPath else { return }
        DeliveryTrace.note("\(_traceName) accessoryButtonTapped \(ip)")
        _tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: ip)
    }

    // MARK: SelectableList

    func _cell(at ip: IndexPath) -> (any ListStateCell)? { _cells[ip] }
    func _exists(_ ip: IndexPath) -> Bool { _geometry.contains(ip) }
    /// While editing, rows select only with `allowsSelectionDuringEditing`
    /// (V6): a row that doesn't highlight doesn't select.
    func _askHighlight(_ ip: IndexPath) -> Bool {
        if _isEditing && !allowsSelectionDuringEditing { return false }
        return _tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true
    }
    func _didHighlight(_ ip: IndexPath) { _tableDelegate?.tableView(self, didHighlightRowAt: ip) }
    func _didUnhighlight(_ ip: IndexPath) { _tableDelegate?.tableView(self, didUnhighlightRowAt: ip) }
    func _askSelect(_ ip: IndexPath) -> IndexPath? { _tableDelegate.map { $0.tableView(self, willSelectRowAt: ip) } ?? ip }
    func _askDeselect(_ ip: IndexPath) -> IndexPath? { _tableDelegate.map { $0.tableView(self, willDeselectRowAt: ip) } ?? ip }
    func _didSelect(_ ip: IndexPath) { _tableDelegate?.tableView(self, didSelectRowAt: ip) }
    func _didDeselect(_ ip: IndexPath) { _tableDelegate?.tableView(self, didDeselectRowAt: ip) }
    func _askPrimaryAction(_ ip: IndexPath) -> Bool { _tableDelegate?.tableView(self, canPerformPrimaryActionForRowAt: ip) ?? false }
    func _performPrimaryAction(_ ip: IndexPath) { _tableDelegate?.tableView(self, performPrimaryActionForRowAt: ip) }
}

extension UITableViewCell: ListStateCell {
    var _listIndexPath: IndexPath? { _indexPath }
    func _setListHighlighted(_ on: Bool) { setHighlighted(on, animated: false) }
    func _setListSelected(_ on: Bool, animated: Bool) { setSelected(on, animated: animated) }
}
