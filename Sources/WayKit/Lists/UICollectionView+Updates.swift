import Foundation

// Inserts, deletes and reloads of items (S11), as a table's: the batch is
// checked as a whole against the data source's new counts (ListUpdate; a
// batch that doesn't add up is logged, naming the items, and the collection
// view reloads — UIKit raises), cells that stay move to their new places
// and the layout's new frames, inserted ones fade in, deleted and reloaded
// ones fade out. The selection follows its items; a reloaded or deleted
// item is no longer selected. A batch's completion runs when its animation
// ends.
extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) { _update(ListUpdate(inserted: indexPaths)) }
    public func deleteItems(at indexPaths: [IndexPath]) { _update(ListUpdate(deleted: indexPaths)) }
    public func reloadItems(at indexPaths: [IndexPath]) { _update(ListUpdate(reloaded: indexPaths)) }

    /// Sections change as a whole: asked again, not animated (yet). Unlike
    /// reloadData, selected items that still exist stay selected.
    public func insertSections(_ sections: IndexSet) { _reloadKeepingSelection() }
    public func deleteSections(_ sections: IndexSet) { _reloadKeepingSelection() }
    public func reloadSections(_ sections: IndexSet) { _reloadKeepingSelection() }

    private func _reloadKeepingSelection() {
        _needsReload = true
        setNeedsLayout()
    }

    /// Runs `updates` (inserts, deletes, reloads) as one change, checked as
    /// a whole; `completion` runs when its animation has ended.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        // Nested: the changes and the completion join the outer batch.
        if _batch != nil {
            updates?()
            if let completion { _batchCompletions.append(completion) }
            return
        }
        // The counts before the batch are read before the data source
        // changes (a reload still pending would read the new ones).
        _reloadIfNeeded()
        _batch = ListUpdate()
        updates?()
        let batch = _batch
        _batch = nil
        let completions = _batchCompletions + (completion.map { [$0] } ?? [])
        _batchCompletions.removeAll()
        let all: (Bool) -> Void = { finished in for c in completions { c(finished) } }
        guard let batch, !batch.isEmpty else { all(true); return }
        _update(batch, completion: all)
    }

    func _update(_ update: ListUpdate, completion: ((Bool) -> Void)? = nil) {
        if _batch != nil {
            _batch?.append(update)
            if let completion { _batchCompletions.append(completion) }
            return
        }
        // A reload still pending reads the data source anew anyway.
        if _needsReload {
            setNeedsLayout()
            completion?(true)
            return
        }
        let before = _counts
        let after = _askCounts()
        if let problem = update.problem(before: before, after: after, noun: "item") {
            _log("invalid update: \(problem); reloading")
            reloadData()
            completion?(false)
            return
        }
        let (moved, outgoing) = update.partition(_cells)
        for (ip, cell) in moved { cell._indexPath = ip }
        _selection.apply(update)
        for (_, cell) in outgoing {
            cell._indexPath = nil
            cell.isSelected = false
            cell.isHighlighted = false
        }
        _cells = moved
        _counts = after
        collectionViewLayout._isValid = false
        collectionViewLayout._prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if size != contentSize { contentSize = size }
        let animate = window != nil
        var fresh: [IndexPath] = []
        UIView.performWithoutAnimation {
            fresh = _tile(placeExisting: !animate)
            if animate { for ip in fresh { _cells[ip]?.alpha = 0 } }
        }
        guard animate else {
            for (ip, cell) in outgoing where cell.superview === self { _recycle(cell, from: ip) }
            completion?(true)
            return
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            self._placeCells()
            for ip in fresh { self._cells[ip]?.alpha = 1 }
            for (_, cell) in outgoing { cell.alpha = 0 }
        }, completion: { finished in
            for (ip, cell) in outgoing where cell._indexPath == nil {
                UIView.performWithoutAnimation { cell.alpha = 1 }
                self._recycle(cell, from: ip)
            }
            completion?(finished)
        })
    }
}
