import Foundation

/// A row being dragged by its reorder control: where it came from, where it
/// would land now, and its cell, which follows the finger.
@MainActor
struct ReorderState {
    let source: IndexPath
    var destination: IndexPath
    let cell: UITableViewCell
    let startY: CGFloat
    let height: CGFloat
}

// Reordering (V6): dragging a row's reorder control lifts the row, which
// follows the finger; the rows it passes make room, live; on release the
// row settles in its new place and the data source hears
// `tableView(_:moveRowAt:to:)` once, with the final positions. The delegate's
// `targetIndexPathForMoveFromRowAt` may redirect each proposal. A row moves
// within its own section (UIKit lets it cross sections; WayKit doesn't yet).
extension UITableView {
    func _reorderPanChanged(_ pan: UIPanGestureRecognizer, cell: UITableViewCell) {
        switch pan.state {
        case .began:
            guard _isEditing, let ip = cell._indexPath, _reorder == nil else { return }
            _closeSwipe(animated: false)
            _reorder = ReorderState(source: ip, destination: ip, cell: cell, startY: cell.frame.minY, height: cell.frame.height)
            bringSubviewToFront(cell)
            DeliveryTrace.note("\(_traceName) reorder begins \(ip)")
            _reorderMoved(pan)
        case .changed:
            _reorderMoved(pan)
        case .ended, .cancelled:
            _reorderEnded(commit: pan.state == .ended)
        default:
            break
        }
    }

    private func _reorderMoved(_ pan: UIPanGestureRecognizer) {
        guard var reorder = _reorder, _geometry.contains(reorder.source) else { return }
        let section = reorder.source.section, info = _geometry.sections[section]
        // The cell follows the finger, kept within its section's rows.
        let lo = info.rowsStart, hi = info.rowsStart + info.rowsLength - reorder.height
        let y = min(max(reorder.startY + pan.translation(in: self).y, lo), max(lo, hi))
        UIView.performWithoutAnimation { reorder.cell.frame.origin.y = y }
        let proposed = IndexPath(row: info.row(at: y + reorder.height / 2), section: section)
        var target = _tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
        if target.section != section || !_geometry.contains(target) { target = reorder.destination }
        guard target != reorder.destination else { return }
        reorder.destination = target
        _reorder = reorder
        // The rows passed make room.
        UIView.animate(withDuration: UITableView.swipeAnimationDuration) { self._placeCells() }
    }

    /// How far a row moves to make room for the one being dragged: the
    /// dragged row's height, up or down, for the rows between its source and
    /// its destination.
    func _reorderShift(for ip: IndexPath) -> CGFloat {
        guard let r = _reorder, ip.section == r.source.section, ip != r.source else { return 0 }
        let s = r.source.row, d = r.destination.row
        if s < d && ip.row > s && ip.row <= d { return -r.height }
        if d < s && ip.row >= d && ip.row < s { return r.height }
        return 0
    }

    private func _reorderEnded(commit: Bool) {
        guard let reorder = _reorder else { return }
        _reorder = nil
        let from = reorder.source, to = commit ? reorder.destination : reorder.source
        if from != to {
            // Cells and the selection go with their rows, as after a move.
            var moved: [IndexPath: UITableViewCell] = [:]
            for (ip, cell) in _cells {
                let new = Self._moved(ip, from: from, to: to)
                cell._indexPath = new
                moved[new] = cell
            }
            _cells = moved
            let wasSelected = _selection.sorted
            _selection.removeAll()
            for ip in wasSelected { _selection.insert(Self._moved(ip, from: from, to: to)) }
            DeliveryTrace.note("\(_traceName) moveRowAt \(from) to \(to)")
            dataSource?.tableView(self, moveRowAt: from, to: to)
            // Heights may differ by row: measured again in the new order.
            _geometry = _buildGeometry()
            contentSize = CGSize(width: bounds.width, height: _geometry.length)
        }
        UIView.animate(withDuration: UITableView.swipeAnimationDuration) { self._placeCells() }
    }

    /// Where a row of the section ends up when `from` moves to `to`.
    static func _moved(_ ip: IndexPath, from: IndexPath, to: IndexPath) -> IndexPath {
        guard ip.section == from.section else { return ip }
        if ip == from { return to }
        if from.row < to.row && ip.row > from.row && ip.row <= to.row { return IndexPath(row: ip.row - 1, section: ip.section) }
        if to.row < from.row && ip.row >= to.row && ip.row < from.row { return IndexPath(row: ip.row + 1, section: ip.section) }
        return ip
    }
}
