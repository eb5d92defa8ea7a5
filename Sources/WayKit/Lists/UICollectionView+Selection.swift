import Foundation

// Highlight and selection of items (S11), by the rules of a table's rows:
// highlighted when the touch reaches the cell after the content-touch hold,
// unhighlighted when a drag takes it, selected on touch-up.
extension UICollectionView {
    public var indexPathsForSelectedItems: [IndexPath]? { _selected.sorted() }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in _selected { deselectItem(at: ip, animated: animated) }
            return
        }
        guard numberOfItems(inSection: indexPath.section) > indexPath.item, indexPath.item >= 0 else {
            _log("selectItem(at: \(indexPath)): no such item")
            return
        }
        if !allowsMultipleSelection { for ip in _selected where ip != indexPath { deselectItem(at: ip, animated: animated) } }
        _selected.insert(indexPath)
        _cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard _selected.remove(indexPath) != nil else { return }
        _cells[indexPath]?.isSelected = false
    }

    func _cellTouchBegan(_ cell: UICollectionViewCell) {
        guard allowsSelection, let ip = cell._indexPath else { return }
        guard _collectionDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true else { return }
        cell.isHighlighted = true
        DeliveryTrace.note("\(_traceName) highlight \(ip)")
    }

    func _cellTouchCancelled(_ cell: UICollectionViewCell) {
        guard cell.isHighlighted else { return }
        cell.isHighlighted = false
        DeliveryTrace.note("\(_traceName) unhighlight \(cell._indexPath.map { "\($0)" } ?? "-")")
    }

    func _cellTouchEnded(_ cell: UICollectionViewCell, inside: Bool) {
        guard cell.isHighlighted, let ip = cell._indexPath else { return }
        cell.isHighlighted = false
        DeliveryTrace.note("\(_traceName) unhighlight \(ip)")
        guard inside else { return }
        let delegate = _collectionDelegate
        if _selected.contains(ip) && allowsMultipleSelection {
            guard delegate?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
            deselectItem(at: ip, animated: true)
            DeliveryTrace.note("\(_traceName) didDeselect \(ip)")
            delegate?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: ip) ?? true else { return }
        if !allowsMultipleSelection {
            for old in _selected.sorted() where old != ip {
                deselectItem(at: old, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        _selected.insert(ip)
        cell.isSelected = true
        DeliveryTrace.note("\(_traceName) didSelect \(ip)")
        delegate?.collectionView(self, didSelectItemAt: ip)
    }
}
