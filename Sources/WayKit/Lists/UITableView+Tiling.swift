import Foundation

// Tiling (S10): which rows have cells, made by the data source as they come
// into the viewport plus a margin and recycled as they leave it. Runs in the
// layout pass, which every scroll step marks.
extension UITableView {
    /// Counts and lengths from the data source and delegate. Bad answers (a
    /// negative or absurd count, a non-finite or negative height) are logged
    /// and taken as nothing or the default.
    func _buildGeometry() -> ListGeometry {
        var geometry = ListGeometry()
        geometry.leading = _headerFooterLength(_tableHeaderView)
        geometry.trailing = _headerFooterLength(_tableFooterView)
        guard let dataSource else { return geometry }
        let delegate = _tableDelegate
        let sectionCount = _checkedCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        var position = geometry.leading
        geometry.sections.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            var section = ListGeometry.Section()
            section.start = position
            section.rowCount = _checkedCount(dataSource.tableView(self, numberOfRowsInSection: s), "numberOfRowsInSection \(s)")
            section.rowLength = _checkedLength(rowHeight, default: UITableView.defaultRowHeight)
            let hasHeader = dataSource.tableView(self, titleForHeaderInSection: s) != nil
            let hasFooter = dataSource.tableView(self, titleForFooterInSection: s) != nil
            let headerDefault = hasHeader ? sectionHeaderHeight : (style == .plain ? 0 : 18)
            let footerDefault = hasFooter ? sectionFooterHeight : (style == .plain ? 0 : 18)
            section.headerLength = _checkedLength(delegate?.tableView(self, heightForHeaderInSection: s) ?? headerDefault, default: headerDefault)
            section.footerLength = _checkedLength(delegate?.tableView(self, heightForFooterInSection: s) ?? footerDefault, default: footerDefault)
            if let delegate {
                // Running sums only once a row differs from the default.
                var ends: [CGFloat]?
                var end: CGFloat = 0
                for r in 0..<section.rowCount {
                    let asked = delegate.tableView(self, heightForRowAt: IndexPath(row: r, section: s))
                    let length = _checkedLength(asked, default: section.rowLength)
                    if ends == nil && length != section.rowLength {
                        ends = []
                        ends?.reserveCapacity(section.rowCount)
                        for i in 0..<r { ends?.append(CGFloat(i + 1) * section.rowLength) }
                    }
                    end += length
                    ends?.append(end)
                }
                section.rowEnds = ends
            }
            position = section.end
            geometry.sections.append(section)
        }
        return geometry
    }

    private func _checkedCount(_ n: Int, _ what: String) -> Int {
        if n < 0 || n > ListGeometry.maximumRows {
            _log("the data source's \(what) answered \(n); using 0")
            return 0
        }
        return n
    }

    private func _checkedLength(_ value: CGFloat, default fallback: CGFloat) -> CGFloat {
        if value == UITableView.automaticDimension { return fallback }
        guard value.isFinite, value >= 0, value < 1e7 else {
            _log("a height of \(value) was given; using \(fallback)")
            return fallback
        }
        return value
    }

    /// The range along y that has cells: the viewport and a margin.
    var _tilingRange: (CGFloat, CGFloat) {
        let b = bounds, margin = b.height * UITableView.tilingMargin
        return (b.minY - margin, b.maxY + margin)
    }

    /// Recycles cells that left the range and asks for the rows that entered
    /// it. Returns the rows whose cells are new.
    @discardableResult
    func _tile() -> [IndexPath] {
        guard let dataSource else { return [] }
        let (lo, hi) = _tilingRange
        let wanted = _geometry.rows(from: lo, to: hi)
        var wantedSet = Set<IndexPath>(minimumCapacity: wanted.count)
        for ip in wanted { wantedSet.insert(ip) }
        for (ip, cell) in _cells where !wantedSet.contains(ip) {
            _cells[ip] = nil
            _recycle(cell, from: ip)
        }
        var fresh: [IndexPath] = []
        for ip in wanted where _cells[ip] == nil {
            let cell = dataSource.tableView(self, cellForRowAt: ip)
            cell._tableView = self
            cell._indexPath = ip
            UIView.performWithoutAnimation {
                cell.frame = rectForRow(at: ip)
                cell.alpha = 1
                cell.setSelected(_selection.contains(ip), animated: false)
            }
            _configureEditing(cell, at: ip, animated: false)
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cell.isHidden = false
            _cells[ip] = cell
            fresh.append(ip)
            _tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
        }
        _tileHeaders(lo, hi)
        return fresh
    }

    /// Every cell at its row's rectangle (animated inside an update).
    /// A row being dragged by its reorder control follows the finger
    /// instead; the rows it passed make room (V6). A swiped row is moved
    /// aside by its offset, and its actions placed behind it.
    func _placeCells() {
        let width = bounds.width
        let last = _lastRow
        for (ip, cell) in _cells {
            if let reorder = _reorder, reorder.cell === cell { continue }
            let r = rectForRow(at: ip)
            let x = _swipe?.indexPath == ip ? (_swipe?.offset ?? 0) : 0
            let f = CGRect(x: x, y: r.minY + _reorderShift(for: ip), width: width, height: r.height)
            if cell.frame != f { cell.frame = f }
            _configureSeparator(cell, isLast: ip == last)
        }
        _placeSwipeActions()
        _placeHeaders()
    }

    func _recycle(_ cell: UITableViewCell, from indexPath: IndexPath) {
        _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cell._indexPath = nil
        cell.setHighlighted(false, animated: false)
        if _swipe?.indexPath == indexPath { _dropSwipe() }
        // Kept as a hidden subview rather than removed: hiding is a flag, and
        // removing and adding again would walk the window's bookkeeping for
        // every row scrolled past. A cell without a reuse identifier goes.
        guard _pool.enqueue(cell) else { cell.removeFromSuperview(); return }
        cell.isHidden = true
    }
}
