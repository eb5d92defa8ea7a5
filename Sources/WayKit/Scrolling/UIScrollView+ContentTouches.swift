import Foundation

// What the content's touches do while the scroll view decides (S2, S3, S6):
// the subclass hooks UIKit gives, read by the scroll view's recognizers —
// the content-touch recognizer's hold (G6) and the pan's veto (G10) and
// cancel (G4). No delivery path of its own.
extension UIScrollView {
    /// S3's veto for the pan: false when the content already has a touch
    /// it may not give up (``canCancelContentTouches`` false or
    /// ``touchesShouldCancel(in:)`` false); the content keeps the touch and
    /// nothing scrolls.
    func _panMayTakeContentTouches() -> Bool {
        for touch in panGestureRecognizer._touches where !touch._isFinished {
            guard touch._viewBeganDelivered, !touch._viewFinished, let content = touch.view, content !== self else { continue }
            let allowed = canCancelContentTouches && touchesShouldCancel(in: content)
            DeliveryTrace.note("\(_traceName) content touch: \(content._traceName) holds it, drag \(allowed ? "cancels it" : "refused")")
            if !allowed { return false }
        }
        return true
    }

    /// A finger went down in the scroll view.
    func _touchDidBegin() {
        isTracking = true
    }

    /// The last finger in the scroll view lifted. A touch that stopped a
    /// spring-back past an edge and didn't drag leaves the content out of
    /// bounds: it springs back now, as it would have (S5).
    func _touchDidEnd() {
        isTracking = false
        guard !isDragging, _motion == nil else { return }
        if contentOffset != _clamped(contentOffset) {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            _startSpringBack(velocity: .zero)
        } else {
            _hideIndicatorsLater()
        }
    }

    /// A new touch or scroll stops whatever moves the content (S6, S9).
    /// Returns whether something was moving.
    @discardableResult
    func _stopMotionForNewTouch() -> Bool {
        guard let motion = _motion else { return false }
        let wasDecelerating = isDecelerating
        _stopMotion()
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
        if case .animation = motion.kind { delegate?.scrollViewDidEndScrollingAnimation(self) }
        // A spring back to the edge was stopped mid-way: the next drag starts
        // where the content is.
        return true
    }
}
