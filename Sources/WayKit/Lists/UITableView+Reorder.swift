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
// `targetIndexPathForMoveFromRowAt` may redirect each proposal. A row may
// cross into another section, as in UIKit: the rows, headers and footers
// between where it was and where it would land move by its height, and the
// destination is the row's index path after the move.
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
        guard var reorder = _reorder, _geometry.contains(reorder.source),
              let first = _geometry.sections.first, let last = _geometry.sections.last else { return }
        // The cell follows the finger, kept within the table's rows.
        let lo = first.rowsStart, hi = last.rowsStart + last.rowsLength - reorder.height
        let y = min(max(reorder.startY + pan.translation(in: self).y, lo), max(lo, hi))
        UIView.performWithoutAnimation { reorder.cell.frame.origin.y = y }
        let proposed = _proposedDestination(centre: y + reorder.height / 2, source: reorder.source)
        var target = _tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
        if !_isValidDestination(target, source: reorder.source) { target = reorder.destination }
        guard target != reorder.destination else { return }
        reorder.destination = target
        _reorder = reorder
        // The rows passed make room.
        UIView.animate(withDuration: UITableView.swipeAnimationDuration) { self._placeCells() }
    }

    /// Where the dragged row would land with its middle at `centre`: in the
    /// section whose rows are nearest, before the first row whose middle is
    /// below it (its index path after the move).
    private func _proposedDestination(centre: CGFloat, source: IndexPath) -> IndexPath {
        var best = source.section, bestDistance = CGFloat.infinity
        for (i, info) in _geometry.sections.enumerated() {
            let lo = info.rowsStart, hi = info.rowsStart + info.rowsLength
            let d = centre < lo ? lo - centre : centre > hi ? centre - hi : 0
            if d < bestDistance { bestDistance = d; best = i }
        }
        let info = _geometry.sections[best]
        if best == source.section { return IndexPath(row: info.row(at: centre), section: best) }
        guard info.rowCount > 0 else { return IndexPath(row: 0, section: best) }
        let r = info.row(at: centre)
        let below = centre > info.rowStart(r) + info.rowLength(r) / 2
        return IndexPath(row: below ? r + 1 : r, section: best)
    }

    /// A destination a row can take: a row of its own section, or a place
    /// in another (one past its last row included).
    private func _isValidDestination(_ ip: IndexPath, source: IndexPath) -> Bool {
        guard ip.section >= 0, ip.section < _geometry.sections.count, ip.row >= 0 else { return false }
        let count = _geometry.sections[ip.section].rowCount
        return ip.section == source.section ? ip.row < count : ip.row <= count
    }

    /// A place in the table's order: a section's header (part 0), its rows
    /// (part 1) and its footer (part 2).
    private struct OrderKey: Comparable {
        var section: Int, part: Int, row: Int
        static func < (a: OrderKey, b: OrderKey) -> Bool {
            (a.section, a.part, a.row) < (b.section, b.part, b.row)
        }
    }

    /// How far a row, header or footer moves to make room for the row being
    /// dragged: everything between its source and its destination moves by
    /// its height, up when it goes down the table, down when it goes up.
    private func _reorderShift(at key: OrderKey) -> CGFloat {
        guard let r = _reorder, r.source != r.destination else { return 0 }
        let s = OrderKey(section: r.source.section, part: 1, row: r.source.row)
        let d = r.destination
        if (d.section, d.row) > (r.source.section, r.source.row) {
            // Down: up to the destination's final place, which in its own
            // section is after the row now there.
            let end = OrderKey(section: d.section, part: 1, row: d.section == r.source.section ? d.row + 1 : d.row)
            return key > s && key < end ? -r.height : 0
        }
        let start = OrderKey(section: d.section, part: 1, row: d.row)
        return key >= start && key < s ? r.height : 0
    }

    func _reorderShift(for ip: IndexPath) -> CGFloat {
        guard _reorder?.source != ip else { return 0 }
        return _reorderShift(at: OrderKey(section: ip.section, part: 1, row: ip.row))
    }

    /// A section's header (or footer) while a row is dragged.
    func _reorderShift(header section: Int, footer: Bool = false) -> CGFloat {
        _reorderShift(at: OrderKey(section: section, part: footer ? 2 : 0, row: 0))
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

    /// Where a row ends up when `from` moves to `to` (`to` being its index
    /// path after the move): the rows after `from` in its section close up,
    /// then those at or after `to` in its section make room.
    static func _moved(_ ip: IndexPath, from: IndexPath, to: IndexPath) -> IndexPath {
        if ip == from { return to }
        var p = ip
        if p.section == from.section && p.row > from.row { p.row -= 1 }
        if p.section == to.section && p.row >= to.row { p.row += 1 }
        return p
    }
}
