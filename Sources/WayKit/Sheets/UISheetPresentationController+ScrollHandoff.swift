import Foundation

// M3's key rule, the handoff between a scroll view in the sheet and the
// sheet, in one touch sequence. The drag is the scroll view's own pan (the
// sheet's pan waits for it to fail, SheetPanGestureRecognizer). Each move
// the scroll view proposes is split before it is applied (the scroll
// view's `_dragMoveFilter`):
//
// - downward: the content scrolls back to its top first; the rest moves the
//   sheet down (and towards dismissal);
// - upward, with the content at its top: the sheet rises first, to the
//   largest detent when `prefersScrollingExpandsWhenScrolledToEdge` (else
//   only back to where the drag found it); the rest scrolls the content.
//
// Where the sheet took part of a move, the scroll pan's starting offset is
// rebased, so the scroll view's next move continues from there without a
// jump. The content is moved once per move, by its share only: a sheet
// shown as a compositing layer is not drawn again while it alone moves.
// The release is seen as a second target of the pan. UIKit's sheet
// observes the scroll view's pan in the same way.
extension UISheetPresentationController {
    /// Follows the pans of the scroll views from `view` up to the sheet.
    func _observeScrollViews(from view: UIView) {
        guard let sheetView = _sheetView else { return }
        _observedPans.removeAll { $0.recognizer.value == nil }
        var v: UIView? = view
        while let current = v, current !== sheetView {
            if let scrollView = current as? UIScrollView {
                let pan = scrollView.panGestureRecognizer
                if !_observedPans.contains(where: { $0.recognizer.value === pan }) {
                    let token = pan.addTarget { [weak self] pan in self?._scrollPanChanged(pan) }
                    _observedPans.append((WeakRecognizer(value: pan), token))
                    scrollView._dragMoveFilter = { [weak self] scrollView, pan, proposed in
                        self?._handoffMove(scrollView, pan, proposed: proposed) ?? proposed
                    }
                }
            }
            v = current.superview
        }
    }

    func _scrollPanChanged(_ pan: UIPanGestureRecognizer) {
        guard let scrollView = pan.view as? UIScrollView, pan._scrollPanType.isEmpty else { return }
        switch pan.state {
        case .ended, .cancelled:
            guard let drag = _drag, drag.scrollView === scrollView else { return }
            let displaced = abs(_currentSheetY - _selectedRest().y) > 0.5
            guard displaced || drag.dismissal != .none else {
                // The sheet stayed at its rest: the content scrolled.
                _drag = nil
                return
            }
            var velocity: CGFloat = 0
            if drag.sheetMovedLast {
                // The sheet had the drag: it settles, and the content does
                // not glide on.
                scrollView._stopMotionForNewTouch()
                let top = scrollView._minOffset.y
                if scrollView.contentOffset.y < top { scrollView.contentOffset.y = top }
                if pan.state == .ended {
                    let v = (pan as? ScrollViewPanGestureRecognizer)?._releaseVelocity(in: nil) ?? pan.velocity(in: nil)
                    velocity = v.y.isFinite ? v.y : 0
                }
            }
            _releaseDrag(velocity: velocity, mayDismiss: pan.state == .ended)
        default:
            break
        }
    }

    /// The offset to apply for the scroll pan's latest move, the rest of
    /// the move going to the sheet (see above). The first move of a drag
    /// begins the sheet's drag when it may begin.
    func _handoffMove(_ scrollView: UIScrollView, _ pan: UIPanGestureRecognizer, proposed: CGPoint) -> CGPoint {
        // Only a list that scrolls vertically hands off to the sheet: a
        // sideways strip drifting down scrolls sideways only.
        guard pan._scrollPanType.isEmpty, scrollView._canScrollVertically, scrollView._drag.lock != .horizontal
        else { return proposed }
        if pan.state == .began {
            guard _canBeginDrag else { return proposed }
            _beginDrag(scrollView: scrollView)
            _drag?.lastOffset = scrollView._drag.startOffset.y
            _drag?.lastTranslation = 0
        }
        guard var drag = _drag, drag.scrollView === scrollView else { return proposed }
        let t = pan.translation(in: scrollView).y
        guard t.isFinite else { return proposed }
        let dy = t - drag.lastTranslation
        drag.lastTranslation = t
        var offset = drag.lastOffset
        let top = scrollView._minOffset.y
        var sheetDelta: CGFloat = 0
        if dy > 0 {
            let scrolled = min(dy, max(0, offset - top))
            offset -= scrolled
            sheetDelta = dy - scrolled
        } else if dy < 0, offset <= top + 0.5 {
            let highest = _rests().last?.y ?? drag.rawY
            let ceiling = prefersScrollingExpandsWhenScrolledToEdge ? highest : max(highest, drag.startRestY)
            let rise = min(-dy, max(0, drag.rawY - ceiling))
            sheetDelta = -rise
            offset += -dy - rise
        }
        drag.sheetMovedLast = sheetDelta != 0
        _drag = drag
        var result = proposed
        if sheetDelta != 0 {
            _dragTo(rawY: drag.rawY + sheetDelta)
            guard _drag != nil else { return proposed }
            result.y = offset
            // The scroll view computes each move from its start offset less
            // the translation: rebase it on the split's result.
            scrollView._drag.startOffset.y = offset + t
        }
        _drag?.lastOffset = result.y
        return result
    }
}
