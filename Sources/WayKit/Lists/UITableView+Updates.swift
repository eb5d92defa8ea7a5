import Foundation

// Animated inserts, deletes and reloads (S10). The data source has already
// changed; the batch is checked as a whole against the new counts
// (ListUpdate; a batch that doesn't add up is logged, naming the rows, and
// the table reloads instead — UIKit raises), cells that stay move to their
// new rows, inserted ones fade in and deleted ones out. A batch's completion
// runs when its animation ends.
extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _update(ListUpdate(inserted: indexPaths), animation: animation)
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _update(ListUpdate(deleted: indexPaths), animation: animation)
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _update(ListUpdate(reloaded: indexPaths), animation: animation)
    }

    /// Sections change as a whole: asked again, not animated (yet). Unlike
    /// reloadData, selected rows that still exist stay selected.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { _reloadKeepingSelection() }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { _reloadKeepingSelection() }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { _reloadKeepingSelection() }

    private func _reloadKeepingSelection() {
        _needsReload = true
        _reloadIfNeeded()
        setNeedsLayout()
    }

    /// Runs `updates` (inserts, deletes, reloads) as one change; `completion`
    /// runs when its animation has ended (true), or at once when nothing
    /// animates.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        // Nested: the changes join the outer batch, and so does the
        // completion (it runs when the outer batch's animation ends).
        if _batch != nil {
            updates?()
            if let completion { _batchCompletions.append(completion) }
            return
        }
        // The counts before the batch are read before the data source
        // changes: a reload still pending would otherwise read the new ones.
        _reloadIfNeeded()
        _batch = (ListUpdate(), .automatic)
        updates?()
        let batch = _batch
        _batch = nil
        let completions = _batchCompletions + (completion.map { [$0] } ?? [])
        _batchCompletions.removeAll()
        let all: (Bool) -> Void = { finished in for c in completions { c(finished) } }
        guard let (update, animation) = batch, !update.isEmpty else { all(true); return }
        _update(update, animation: animation, completion: all)
    }

    public func beginUpdates() {
        guard _batch == nil else { return }
        _reloadIfNeeded()
        _batch = (ListUpdate(), .automatic)
    }

    public func endUpdates() {
        guard let (update, animation) = _batch else { return }
        _batch = nil
        _update(update, animation: animation)
    }

    func _update(_ update: ListUpdate, animation: RowAnimation, completion: ((Bool) -> Void)? = nil) {
        if _batch != nil {
            _batch?.0.append(update)
            _batch?.1 = animation
            if let completion { _batchCompletions.append(completion) }
            return
        }
        // A reload still pending reads the data source anew anyway: the
        // change is part of it.
        if _needsReload {
            reloadData()
            completion?(true)
            return
        }
        // Rows move: an open row closes, a drag in progress ends where it is.
        _dropSwipe()
        _reorder = nil
        let old = _geometry
        let new = _buildGeometry()
        if let problem = update.problem(before: old.sections.map(\.rowCount), after: new.sections.map(\.rowCount), noun: "row") {
            _log("invalid update: \(problem); reloading the table")
            reloadData()
            completion?(false)
            return
        }
        // Cells that stay move to their new rows; deleted and reloaded ones go.
        let (moved, outgoing) = update.partition(_cells)
        for (ip, cell) in moved { cell._indexPath = ip }
        _selection.apply(update)
        for (_, cell) in outgoing { cell._indexPath = nil; cell.setSelected(false, animated: false) }
        _cells = moved
        _geometry = new
        contentSize = CGSize(width: bounds.width, height: new.length)
        let animate = animation != .none && window != nil
        var fresh: [IndexPath] = []
        UIView.performWithoutAnimation {
            fresh = _tile()
            if animate { for ip in fresh { _cells[ip]?.alpha = 0 } }
        }
        guard animate else {
            for (ip, cell) in outgoing where cell.superview === self { _recycle(cell, from: ip) }
            _placeCells()
            completion?(true)
            return
        }
        UIView.animate(withDuration: UITableView.updateAnimationDuration, animations: {
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
