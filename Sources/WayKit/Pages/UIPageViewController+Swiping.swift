import Foundation

// V7: a swipe between pages. The scroll view's messages drive it: the first
// move toward a neighbour begins that page's appearance (and tells the
// delegate `willTransitionTo`); when the content comes to rest, the page it
// rests on is the one shown, and the transition completes or is cancelled.
extension UIPageViewController {
    /// The content moved: a swipe revealing a neighbour makes it pending.
    func _contentDidScroll() {
        guard !_arranging, _setCompletion == nil, let c = _current, _scroll.isDragging || _scroll.isDecelerating else { return }
        let here = _offset(of: c)
        let moved = navigationOrientation == .horizontal ? _scroll.contentOffset.x - here.x : _scroll.contentOffset.y - here.y
        guard abs(moved) >= 0.5 else { return }
        guard let neighbour = moved > 0 ? _after : _before, neighbour !== _pending else { return }
        if _pending != nil { _cancelPending() }
        _pending = neighbour
        delegate?.pageViewController(self, willTransitionTo: [neighbour])
        if _isOnScreen {
            c.beginAppearanceTransition(false, animated: true)
            neighbour.beginAppearanceTransition(true, animated: true)
        }
    }

    var _isOnScreen: Bool { _isAppearingOrAppeared && viewIfLoaded?.window != nil }

    /// The content has come to rest: the page under it is shown.
    func _contentDidStop() {
        guard !_arranging, let c = _current else { return }
        let step = navigationOrientation == .horizontal ? _step.x : _step.y
        let at = navigationOrientation == .horizontal ? _scroll.contentOffset.x : _scroll.contentOffset.y
        let slots = _slots
        let index = step > 0 ? Int(max(0, min(CGFloat(slots.count - 1), (at / step).rounded()))) : 0
        let landed = slots.indices.contains(index) ? slots[index] : c
        let programmatic = _setCompletion
        _setCompletion = nil
        if landed === c {
            guard _pending != nil else { return }
            _cancelPending()
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [c], transitionCompleted: false)
            programmatic?(false)
            return
        }
        if _pending !== landed {
            // It reached a page its swipe had not begun (a flick across the
            // shown one): begin it now, so the calls stay paired.
            if _pending != nil { _cancelPending() }
            _pending = landed
            if _isOnScreen {
                c.beginAppearanceTransition(false, animated: true)
                landed.beginAppearanceTransition(true, animated: true)
            }
        }
        _pending = nil
        _current = landed
        if _isOnScreen {
            c.endAppearanceTransition()
            landed.endAppearanceTransition()
        }
        if programmatic == nil {
            let forward = index > (slots.firstIndex { $0 === c } ?? 0)
            _pageControl.currentPage += forward ? 1 : -1
        } else {
            _updatePageControl(fromDataSource: true)
        }
        _reloadNeighbours()
        // The old page leaves unless it is a neighbour of the new one.
        if c !== _before && c !== _after {
            _dropNeighbour(c)
            _arrange()
        }
        if programmatic == nil {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [c], transitionCompleted: true)
        }
        programmatic?(true)
    }

    /// Undoes the pending page's appearance: V2's cancelled order.
    func _cancelPending() {
        guard let p = _pending, let c = _current else { _pending = nil; return }
        _pending = nil
        guard _isOnScreen else { return }
        p.beginAppearanceTransition(false, animated: true)
        p.endAppearanceTransition()
        c.beginAppearanceTransition(true, animated: true)
        c.endAppearanceTransition()
    }

    /// Lands a swipe or animation under way at once (a new page set from
    /// code meanwhile).
    func _finishPendingNow() {
        guard _pending != nil || _setCompletion != nil else { return }
        _arranging = true
        _ = _scroll._stopMotionForNewTouch()
        if let p = _pending, _setCompletion != nil { _scroll.contentOffset = _offset(of: p) }
        _arranging = false
        _contentDidStop()
        if _pending != nil { _cancelPending() }
    }
}

/// The page controller's ear on its scroll view.
@MainActor
final class PageScrollDelegate: UIScrollViewDelegate {
    weak var owner: UIPageViewController?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?._contentDidScroll() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?._contentDidStop() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?._contentDidStop() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner?._contentDidStop() }
}
