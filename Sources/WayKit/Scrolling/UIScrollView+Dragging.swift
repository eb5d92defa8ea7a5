import Foundation

/// A drag in progress: where it started and the axis it is locked to.
struct DragState {
    enum Lock { case none, horizontal, vertical }
    var startOffset: CGPoint = .zero
    var lock: Lock?
}

// Dragging (S4, S5, S7) and what follows a release: the handler of the scroll
// view's own pan, fingers and pointer scrolling alike (S9).
extension UIScrollView {
    /// Ratio by which one axis must dominate for the directional lock to pick
    /// it; between the two, a drag moves freely.
    static let directionalLockRatio: CGFloat = 2
    /// Speed (points per second) a paging release needs to turn the page
    /// rather than settle on the nearest one.
    static let pagingFlickSpeed: CGFloat = 300

    func _handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            // A new drag or a new axis event stops what moves (S6, S9).
            _stopMotionForNewTouch()
            let isPointer = !pan._scrollPanType.isEmpty
            // Fingers: only the pan's threshold itself is dropped, so the
            // content starts where the finger would have put it had it
            // followed from the threshold on, without a jump. Dropping the
            // whole move that crossed it left the content trailing by that
            // move for the rest of the drag: a 30-point first move scrolled
            // nothing (issue 18). Pointer scrolling has no threshold: its
            // first step scrolls.
            if !isPointer {
                let t = pan.translation(in: self), length = hypot(t.x, t.y)
                let threshold = UIPanGestureRecognizer.hysteresis
                let keep = length > threshold && length.isFinite ? 1 - threshold / length : 0
                pan.setTranslation(CGPoint(x: t.x * keep, y: t.y * keep), in: self)
            }
            _drag = DragState(startOffset: contentOffset, lock: isDirectionalLockEnabled ? nil : DragState.Lock.none)
            window?._lastScrolledView = self
            isDragging = true
            refreshControl?._dragDidBegin()
            _showIndicators()
            delegate?.scrollViewWillBeginDragging(self)
            // The move that crossed the threshold moves the content at
            // once, less the threshold (fingers), or whole (pointer).
            _dragMoved(pan)
        case .changed:
            _dragMoved(pan)
        case .ended, .cancelled:
            isDragging = false
            // A pull that triggered a refresh rests with the control shown.
            refreshControl?._dragDidEnd()
            var v = CGPoint.zero
            // Wheel clicks don't glide; fingers and touchpads do (S9).
            if pan.state == .ended && pan._scrollPanType != .discrete {
                let finger = (pan as? ScrollViewPanGestureRecognizer)?._releaseVelocity(in: self) ?? pan.velocity(in: self)
                v = CGPoint(x: _canScrollHorizontally ? -finger.x : 0, y: _canScrollVertically ? -finger.y : 0)
                if _drag.lock == .horizontal { v.y = 0 }
                if _drag.lock == .vertical { v.x = 0 }
            }
            _endDragging(velocity: v)
        default:
            break
        }
    }

    /// The content follows the pan's translation, on the axes it can
    /// scroll and the one the directional lock chose, with the rubber band
    /// past the edges.
    func _dragMoved(_ pan: UIPanGestureRecognizer) {
        var t = pan.translation(in: self)
        if _drag.lock == nil, hypot(t.x, t.y) > 0 {
            let ratio = Self.directionalLockRatio
            _drag.lock = abs(t.x) > ratio * abs(t.y) ? .horizontal : abs(t.y) > ratio * abs(t.x) ? .vertical : DragState.Lock.none
        }
        if _drag.lock == .horizontal { t.y = 0 }
        if _drag.lock == .vertical { t.x = 0 }
        if !_canScrollHorizontally { t.x = 0 }
        if !_canScrollVertically { t.y = 0 }
        let raw = CGPoint(x: _drag.startOffset.x - t.x, y: _drag.startOffset.y - t.y)
        let proposed = _pixelAligned(_rubberBanded(raw))
        contentOffset = _dragMoveFilter.map { $0(self, pan, proposed) } ?? proposed
    }

    /// `raw` with each axis past its edge pulled back by the rubber band
    /// (S5), or clamped without ``bounces``.
    func _rubberBanded(_ raw: CGPoint) -> CGPoint {
        let lo = _minOffset, hi = _maxOffset
        func axis(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if v < lo { return bounces ? lo - ScrollMotion.rubberBand(lo - v, dimension: d) : lo }
            if v > hi { return bounces ? hi + ScrollMotion.rubberBand(v - hi, dimension: d) : hi }
            return v
        }
        return CGPoint(x: axis(raw.x, lo.x, hi.x, bounds.width), y: axis(raw.y, lo.y, hi.y, bounds.height))
    }

    /// The release (S4): where it would come to rest, the delegate's say on
    /// it, then deceleration or a spring back when anything is left to move.
    func _endDragging(velocity v: CGPoint) {
        let offset = contentOffset
        let natural = ScrollMotion.restingOffset(from: offset, velocity: v, rate: decelerationRate.rawValue)
        var target = isPagingEnabled ? _pageTarget(from: offset, velocity: v) : _clamped(natural)
        let proposed = target
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000),
                                                targetContentOffset: pointer)
        }
        if !(target.x.isFinite && target.y.isFinite) { target = proposed }
        // Unchanged and not paging: glide freely and bounce at an edge.
        // Changed or paging: end exactly at the target.
        let endpoint = (target == proposed && !isPagingEnabled) ? natural : target
        let outOfBounds = offset != _clamped(offset)
        let willDecelerate = outOfBounds || hypot(endpoint.x - offset.x, endpoint.y - offset.y) >= 0.5
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else {
            _hideIndicatorsLater()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        if outOfBounds {
            _startSpringBack(velocity: v)
        } else {
            // A page snaps at the fast rate whatever `decelerationRate` says,
            // as UIKit's paging does (a third of a second, not two and a half).
            let rate = isPagingEnabled ? min(decelerationRate.rawValue, DecelerationRate.fast.rawValue) : decelerationRate.rawValue
            _startMotion(.decelerate(from: offset, to: endpoint, rate: rate))
        }
    }

    /// S8: the page the release lands on, one page on in the direction of a
    /// flick.
    func _pageTarget(from offset: CGPoint, velocity v: CGPoint) -> CGPoint {
        func axis(_ o: CGFloat, _ v: CGFloat, _ page: CGFloat) -> CGFloat {
            guard page > 0 else { return o }
            var index = (o / page).rounded()
            if v > Self.pagingFlickSpeed { index = (o / page).rounded(.down) + 1 }
            if v < -Self.pagingFlickSpeed { index = (o / page).rounded(.up) - 1 }
            return index * page
        }
        return _clamped(CGPoint(x: axis(offset.x, v.x, bounds.width), y: axis(offset.y, v.y, bounds.height)))
    }
}
