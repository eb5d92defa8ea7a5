import Foundation

// Highlight and selection of items (S11): the flow tables use
// (ListSelection.swift), highlighted when the touch reaches the cell after
// the content-touch hold, unhighlighted when a drag takes it, selected on
// touch-up; here is what a collection view asks and tells its delegate.
extension UICollectionView: SelectableList {
    /// The selected items, in order; empty when none is (UIKit's
    /// collection view answers an empty array where a table answers nil).
    public var indexPathsForSelectedItems: [IndexPath]? { _selection.sorted }

    /// Selects an item without asking or telling the delegate, as UIKit does.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in _selection.sorted { deselectItem(at: ip, animated: animated) }
            return
        }
        guard numberOfItems(inSection: indexPath.section) > indexPath.item, indexPath.item >= 0 else {
            _log("selectItem(at: \(indexPath)): no such item")
            return
        }
        if !allowsMultipleSelection {
            for ip in _selection.sorted where ip != indexPath { deselectItem(at: ip, animated: animated) }
        }
        _setSelected(indexPath, true, animated: animated)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without asking or telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard _selection.contains(indexPath) else { return }
        _setSelected(indexPath, false, animated: animated)
    }

    // The cell's touches (UICollectionViewCell) enter the shared flow here.
    func _cellTouchBegan(_ cell: UICollectionViewCell) { _listTouchBegan(cell) }
    func _cellTouchCancelled(_ cell: UICollectionViewCell) { _listTouchCancelled(cell) }
    func _cellTouchEnded(_ cell: UICollectionViewCell, inside: Bool) { _listTouchEnded(cell, inside: inside) }

    // MARK: SelectableList

    func _cell(at ip: IndexPath) -> (any ListStateCell)? { _cells[ip] }
    func _exists(_ ip: IndexPath) -> Bool {
        ip.count == 2 && ip.section >= 0 && ip.section < _counts.count && ip.item >= 0 && ip.item < _counts[ip.section]
    }
    func _askHighlight(_ ip: IndexPath) -> Bool { _collectionDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true }
    func _didHighlight(_ ip: IndexPath) { _collectionDelegate?.collectionView(self, didHighlightItemAt: ip) }
    func _didUnhighlight(_ ip: IndexPath) { _collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip) }
    func _askSelect(_ ip: IndexPath) -> IndexPath? {
        (_collectionDelegate?.collectionView(self, shouldSelectItemAt: ip) ?? true) ? ip : nil
    }
    func _askDeselect(_ ip: IndexPath) -> IndexPath? {
        (_collectionDelegate?.collectionView(self, shouldDeselectItemAt: ip) ?? true) ? ip : nil
    }
    func _didSelect(_ ip: IndexPath) { _collectionDelegate?.collectionView(self, didSelectItemAt: ip) }
    func _didDeselect(_ ip: IndexPath) { _collectionDelegate?.collectionView(self, didDeselectItemAt: ip) }
    func _askPrimaryAction(_ ip: IndexPath) -> Bool { _collectionDelegate?.collectionView(self, canPerformPrimaryActionForItemAt: ip) ?? false }
    func _performPrimaryAction(_ ip: IndexPath) { _collectionDelegate?.collectionView(self, performPrimaryActionForItemAt: ip) }
}

extension UICollectionViewCell: ListStateCell {
    var _listIndexPath: IndexPath? { _indexPath }
    func _setListHighlighted(_ on: Bool) { isHighlighted = on }
    func _setListSelected(_ on: Bool, animated: Bool) { isSelected = on }
}
