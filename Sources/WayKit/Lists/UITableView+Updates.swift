import Foundation

// Animated inserts, deletes and reloads (S10). The data source has already
// changed; the table checks that its new counts agree with the change (a
// disagreement is logged, naming the rows, and the table reloads instead —
// UIKit raises), moves the cells that stay to their new rows, fades the
// inserted ones in and the deleted ones out.
extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _update(inserted: indexPaths, deleted: [], reloaded: [], animation: animation)
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _update(inserted: [], deleted: indexPaths, reloaded: [], animation: animation)
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _update(inserted: [], deleted: [], reloaded: indexPaths, animation: animation)
    }

    /// Sections change as a whole: reloaded, not animated (yet).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

    /// Runs `updates` (inserts, deletes, reloads) as one change.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _batch = ([], [], [], .automatic)
        updates?()
        let batch = _batch
        _batch = nil
        if let (ins, del, rel, animation) = batch, !(ins.isEmpty && del.isEmpty && rel.isEmpty) {
            _update(inserted: ins, deleted: del, reloaded: rel, animation: animation)
        }
        completion?(true)
    }

    public func beginUpdates() { _batch = ([], [], [], .automatic) }

    public func endUpdates() {
        let batch = _batch
        _batch = nil
        if let (ins, del, rel, animation) = batch { _update(inserted: ins, deleted: del, reloaded: rel, animation: animation) }
    }

    func _update(inserted: [IndexPath], deleted: [IndexPath], reloaded: [IndexPath], animation: RowAnimation) {
        if _batch != nil {
            _batch?.0 += inserted
            _batch?.1 += deleted
            _batch?.2 += reloaded
            _batch?.3 = animation
            return
        }
        _reloadIfNeeded()
        let old = _geometry
        let new = _buildGeometry()
        if let problem = _validate(old: old, new: new, inserted: inserted, deleted: deleted, reloaded: reloaded) {
            _log("invalid update: \(problem); reloading the table")
            reloadData()
            return
        }
        let deletedSet = Set(deleted), reloadedSet = Set(reloaded)
        // Cells that stay move to their new rows; deleted and reloaded ones go.
        var moved: [IndexPath: UITableViewCell] = [:]
        var outgoing: [(IndexPath, UITableViewCell)] = []
        for (ip, cell) in _cells {
            if deletedSet.contains(ip) || reloadedSet.contains(ip) { outgoing.append((ip, cell)); continue }
            let target = _map(ip, deleted: deleted, inserted: inserted)
            cell._indexPath = target
            moved[target] = cell
        }
        _selected = Set(_selected.compactMap { deletedSet.contains($0) ? nil : _map($0, deleted: deleted, inserted: inserted) })
        _cells = moved
        _geometry = new
        contentSize = CGSize(width: bounds.width, height: new.length)
        let animate = animation != .none && window != nil
        var fresh: [IndexPath] = []
        UIView.performWithoutAnimation {
            fresh = _tile()
            if animate { for ip in fresh { _cells[ip]?.alpha = 0 } }
        }
        for (ip, cell) in outgoing where cell.superview === self { _cellsLeaving(cell, ip, animate: animate) }
        guard animate else { _placeCells(); return }
        UIView.animate(withDuration: UITableView.updateAnimationDuration, animations: {
            self._placeCells()
            for ip in fresh { self._cells[ip]?.alpha = 1 }
            for (_, cell) in outgoing { cell.alpha = 0 }
        }, completion: { _ in
            for (ip, cell) in outgoing where cell._indexPath == nil || cell._indexPath == ip {
                UIView.performWithoutAnimation { cell.alpha = 1 }
                self._recycle(cell, from: ip)
            }
        })
    }

    private func _cellsLeaving(_ cell: UITableViewCell, _ ip: IndexPath, animate: Bool) {
        if !animate { _recycle(cell, from: ip) }
    }

    /// Where a row that stays goes: up by the deletes before it, down by the
    /// inserts at or before its new place.
    private func _map(_ ip: IndexPath, deleted: [IndexPath], inserted: [IndexPath]) -> IndexPath {
        var row = ip.row
        for d in deleted where d.section == ip.section && d.row < ip.row { row -= 1 }
        for i in inserted.filter({ $0.section == ip.section }).map(\.row).sorted() where i <= row { row += 1 }
        return IndexPath(row: row, section: ip.section)
    }

    /// What is wrong with an update, naming the rows, or nil.
    private func _validate(old: ListGeometry, new: ListGeometry, inserted: [IndexPath], deleted: [IndexPath],
                           reloaded: [IndexPath]) -> String? {
        guard old.sections.count == new.sections.count else {
            return "the data source has \(new.sections.count) sections, \(old.sections.count) before the update"
        }
        for ip in deleted + reloaded where !old.contains(ip) {
            return "row \(ip) to delete or reload does not exist (section \(ip.section) had \(ip.section < old.sections.count ? old.sections[ip.section].rowCount : 0) rows)"
        }
        for ip in inserted where !new.contains(ip) {
            return "row \(ip) to insert is past the data source's \(ip.section < new.sections.count ? new.sections[ip.section].rowCount : 0) rows"
        }
        for s in 0..<old.sections.count {
            let ins = inserted.filter { $0.section == s }.count, del = deleted.filter { $0.section == s }.count
            let expected = old.sections[s].rowCount + ins - del
            if new.sections[s].rowCount != expected {
                let rows = (inserted.filter { $0.section == s }.map { "insert \($0)" } + deleted.filter { $0.section == s }.map { "delete \($0)" })
                return "section \(s) has \(new.sections[s].rowCount) rows after [\(rows.joined(separator: ", "))], expected \(old.sections[s].rowCount) + \(ins) − \(del) = \(expected)"
            }
        }
        return nil
    }
}
