import Foundation

// Swipe actions (V6). A mostly horizontal drag on a row moves it aside under
// the finger and reveals its actions behind it: toward the leading edge the
// trailing actions, toward the trailing edge the leading ones. It is the
// table's own pan (`_swipePan`), which declines mostly vertical drags in its
// delegate so that the scroll view's pan takes them; the two exclude each
// other through the arbiter (G8, G10), and the scroll pan fails horizontal
// drags itself (S7). Released past half the actions' width the row stays
// open; released past the full-swipe point it performs the first action
// (when the configuration allows); otherwise it closes. A tap elsewhere in
// the table, on the open row's content included, or a scroll closes it.
extension UITableView {
    /// A release past this fraction of the row's width (and past the
    /// actions' own width) is a full swipe. UIKit doesn't publish its
    /// figure; this is close to how far its rows go before the first action
    /// takes over.
    static let fullSwipeFraction: CGFloat = 0.6
    /// How long a row takes to open or close.
    static let swipeAnimationDuration: TimeInterval = 0.25

    func _installSwipeGestures() {
        _swipeGestures.table = self
        _swipePan.name = "UITableViewSwipeActionsPanGestureRecognizer"
        _swipePan.delegate = _swipeGestures
        _swipePan.maximumNumberOfTouches = 1
        _swipePan.addTarget { [weak self] pan in self?._swipePanChanged(pan) }
        addGestureRecognizer(_swipePan)
        _swipeCloseTap.name = "UITableViewSwipeActionsCloseGestureRecognizer"
        _swipeCloseTap.delegate = _swipeGestures
        // The row under the tap sees nothing of it (no highlight, no
        // selection): its touchesBegan waits for the tap, which cancels it.
        _swipeCloseTap.delaysTouchesBegan = true
        _swipeCloseTap.addTarget { [weak self] _ in self?._closeSwipe(animated: true) }
        addGestureRecognizer(_swipeCloseTap)
        // A scroll closes an open row.
        panGestureRecognizer.addTarget { [weak self] pan in
            if pan.state == .began { self?._closeSwipe(animated: true) }
        }
    }

    /// The configuration for a side of a row: the delegate's, else, for the
    /// trailing side, swipe-to-delete when the data source commits edits
    /// and the row's style is delete. Nil when there is nothing to show.
    func _swipeConfiguration(for ip: IndexPath, side: SwipeActionsView.Side) -> UISwipeActionsConfiguration? {
        let given: UISwipeActionsConfiguration?
        switch side {
        case .leading: given = _tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
        case .trailing: given = _tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip)
        }
        if let given { return given.actions.isEmpty ? nil : given }
        guard side == .trailing, _dataSourceCommits || _isEditing, _editingStyle(for: ip) == .delete else { return nil }
        return UISwipeActionsConfiguration(actions: [_deleteAction(for: ip)])
    }

    /// The swipe pan's veto: mostly horizontal, on a row, and either the
    /// open row or one with actions on the side the drag reveals.
    func _swipeShouldBegin() -> Bool {
        guard !_isEditing else { return false }
        let t = _swipePan.translation(in: self)
        guard abs(t.x) > abs(t.y) else { return false }
        let p = _swipePan.location(in: self)
        guard let ip = indexPathForRow(at: CGPoint(x: min(max(p.x - t.x, 0), bounds.width - 1), y: p.y - t.y)) else { return false }
        if _swipe?.indexPath == ip { return true }
        return _swipeConfiguration(for: ip, side: t.x < 0 ? .trailing : .leading) != nil
    }

    func _swipePanChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let t = pan.translation(in: self), p = pan.location(in: self)
            let start = CGPoint(x: min(max(p.x - t.x, 0), bounds.width - 1), y: p.y - t.y)
            guard let ip = indexPathForRow(at: start) else { return }
            if let open = _swipe, open.indexPath != ip { _closeSwipe(animated: true) }
            if _swipe == nil {
                guard _openSwipe(at: ip, side: t.x < 0 ? .trailing : .leading, animated: false) else { return }
            }
            // The threshold itself is dropped, as the scroll view drops it.
            let keep = abs(t.x) > UIPanGestureRecognizer.hysteresis ? 1 - UIPanGestureRecognizer.hysteresis / abs(t.x) : 0
            pan.setTranslation(CGPoint(x: t.x * keep, y: 0), in: self)
            if var swipe = _swipe { swipe.dragStart = swipe.offset; _swipe = swipe }
            _swipeMoved(pan)
        case .changed:
            _swipeMoved(pan)
        case .ended:
            _swipeReleased()
        case .cancelled:
            _settleSwipe(open: (_swipe.map { abs($0.offset) } ?? 0) >= (_swipe?.view.openWidth ?? 0))
        default:
            break
        }
    }

    /// The full-swipe point for the open row.
    private var _fullSwipeWidth: CGFloat {
        max(bounds.width * Self.fullSwipeFraction, (_swipe?.view.openWidth ?? 0) + UITableViewCell.editingControlWidth)
    }

    private func _swipeMoved(_ pan: UIPanGestureRecognizer) {
        guard var swipe = _swipe else { return }
        let raw = swipe.dragStart + pan.translation(in: self).x
        // The row moves only toward its side, and no further than its width.
        swipe.offset = swipe.sign * min(max(raw * swipe.sign, 0), bounds.width)
        _swipe = swipe
        swipe.view.expandsFirst = swipe.view.configuration.performsFirstActionWithFullSwipe && abs(swipe.offset) > _fullSwipeWidth
        _placeSwipedRow()
    }

    private func _swipeReleased() {
        guard let swipe = _swipe else { return }
        let distance = abs(swipe.offset)
        if swipe.view.configuration.performsFirstActionWithFullSwipe, distance > _fullSwipeWidth,
           let first = swipe.view.configuration.actions.first, let button = swipe.view.buttons.first {
            _settleSwipe(open: true)
            _performSwipeAction(first, from: button)
            return
        }
        _settleSwipe(open: distance > swipe.view.openWidth / 2)
    }

    /// Opens a row's actions on `side` (moved aside at once when not
    /// animated and dragged). False when the row has none there.
    @discardableResult
    func _openSwipe(at ip: IndexPath, side: SwipeActionsView.Side, animated: Bool) -> Bool {
        guard let configuration = _swipeConfiguration(for: ip, side: side), let cell = _cells[ip] else { return false }
        let view = SwipeActionsView(side: side, configuration: configuration) { [weak self] action, button in
            self?._performSwipeAction(action, from: button)
        }
        insertSubview(view, belowSubview: cell)
        _swipe = SwipeState(indexPath: ip, offset: 0, view: view)
        _placeSwipedRow()
        DeliveryTrace.note("\(_traceName) swipe opens \(ip) \(side)")
        _tableDelegate?.tableView(self, willBeginEditingRowAt: ip)
        if animated { _settleSwipe(open: true) }
        return true
    }

    /// Animates the open row to rest open, or closed.
    func _settleSwipe(open: Bool) {
        guard var swipe = _swipe else { return }
        guard open else { _closeSwipe(animated: true); return }
        swipe.offset = swipe.sign * swipe.view.openWidth
        _swipe = swipe
        swipe.view.expandsFirst = false
        UIView.animate(withDuration: Self.swipeAnimationDuration) { self._placeSwipedRow() }
    }

    /// Closes the open row, sliding it back (or at once).
    func _closeSwipe(animated: Bool) {
        guard var swipe = _swipe else { return }
        let ip = swipe.indexPath, view = swipe.view
        swipe.offset = 0
        _swipe = swipe
        let finish = { [weak self] in
            guard let self else { return }
            // Only if this row is still the open one (another may have opened).
            if self._swipe?.view === view { self._dropSwipe() } else { view.removeFromSuperview() }
        }
        DeliveryTrace.note("\(_traceName) swipe closes \(ip)")
        if animated && window != nil {
            _swipe?.view.isUserInteractionEnabled = false
            UIView.animate(withDuration: Self.swipeAnimationDuration, animations: { self._placeSwipedRow() },
                           completion: { _ in finish() })
            // Closed as far as the user is concerned: the next drag or tap
            // starts afresh.
            _swipe = nil
            _tableDelegate?.tableView(self, didEndEditingRowAt: ip)
        } else {
            _placeSwipedRow()
            finish()
            _tableDelegate?.tableView(self, didEndEditingRowAt: ip)
        }
    }

    /// Forgets the open row at once: its actions go, its cell (if it still
    /// shows the row) returns to its place.
    func _dropSwipe() {
        guard let swipe = _swipe else { return }
        _swipe = nil
        swipe.view.removeFromSuperview()
        if let cell = _cells[swipe.indexPath], cell.frame.minX != 0 {
            UIView.performWithoutAnimation { cell.frame.origin.x = 0 }
        }
    }

    /// The swiped row's cell at its offset, its actions behind it.
    func _placeSwipedRow() {
        guard let swipe = _swipe, let cell = _cells[swipe.indexPath] else { return }
        var f = cell.frame
        f.origin.x = swipe.offset
        if cell.frame != f { cell.frame = f }
        _placeSwipeActions()
    }

    func _placeSwipeActions() {
        guard let swipe = _swipe else { return }
        let r = rectForRow(at: swipe.indexPath)
        let f = CGRect(x: 0, y: r.minY, width: bounds.width, height: r.height)
        if swipe.view.frame != f { swipe.view.frame = f }
        swipe.view.revealed = abs(swipe.offset)
        swipe.view.layoutButtons()
    }

    /// Runs an action's handler; its completion closes the row (when it is
    /// still there: a delete has already removed it). A completion called
    /// twice, or after the row went, does nothing.
    func _performSwipeAction(_ action: UIContextualAction, from view: UIView) {
        guard let swipe = _swipe else { return }
        let owner = swipe.view
        DeliveryTrace.note("\(_traceName) swipe action \(action.title ?? "-") \(swipe.indexPath)")
        var finished = false
        action.handler(action, view) { [weak self] _ in
            guard !finished else { return }
            finished = true
            guard let self, self._swipe?.view === owner else { return }
            self._closeSwipe(animated: true)
        }
    }
}
