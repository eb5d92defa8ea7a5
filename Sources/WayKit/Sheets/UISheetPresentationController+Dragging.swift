import Foundation

// M3: the sheet follows a drag and settles on release; M1: dragged below
// its lowest detent it is being dismissed by the user. The drag only
// scrubs the sheet's position; the dismissal itself is the ordinary one
// (+Presentation), so appearance calls come from one place.
//
// Dismissal by dragging, in UIKit's order: when the sheet first goes below
// its lowest detent the user may dismiss (`isModalInPresentation`, the
// delegate's `presentationControllerShouldDismiss`); if so the delegate
// hears `WillDismiss` and the presented controller `viewWillDisappear`;
// a release that settles back sends the appear calls again (no
// `DidDismiss`); one that dismisses sends `DidDismiss` at the end. If not,
// the sheet resists (rubber band) and springs back on release, and the
// delegate hears `DidAttemptToDismiss`.
extension UISheetPresentationController {
    /// Whether a drag may start: shown, not being presented or dismissed,
    /// no drag already.
    var _canBeginDrag: Bool {
        _showsAsSheet && _sheetView != nil && _drag == nil
            && presentedViewController._modalTransition == .idle && presentedViewController._presenting != nil
    }

    /// The sheet's top as drawn now (mid-settle, the animation's value).
    var _currentSheetY: CGFloat {
        guard let v = _sheetView else { return 0 }
        return v._presentedCenter.y - v.bounds.height / 2
    }

    /// Starts a drag where the sheet is now, stopping a settle under way.
    func _beginDrag(scrollView: UIScrollView?) {
        let y = _currentSheetY
        _finishOwedAppearance()
        _settleGeneration += 1
        _drag = SheetDrag(rawY: y, startY: y, startRestY: _selectedRest().y)
        _drag?.scrollView = scrollView
        _setSheetY(y)
    }

    /// The sheet's own pan (a drag not taken by a scroll view).
    func _handleSheetPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard _canBeginDrag else { return }
            // Only the pan's threshold is dropped, as a scroll view does: the
            // sheet starts where the finger would have put it.
            let t = pan.translation(in: nil), length = hypot(t.x, t.y)
            let threshold = UIPanGestureRecognizer.hysteresis
            let keep = length > threshold && length.isFinite ? 1 - threshold / length : 0
            pan.setTranslation(CGPoint(x: t.x * keep, y: t.y * keep), in: nil)
            _beginDrag(scrollView: nil)
            _dragSheet(pan)
        case .changed:
            _dragSheet(pan)
        case .ended:
            guard let drag = _drag, drag.scrollView == nil else { return }
            let v = (pan as? SheetPanGestureRecognizer)?._releaseVelocity(in: nil) ?? pan.velocity(in: nil)
            _releaseDrag(velocity: v.y.isFinite ? v.y : 0, mayDismiss: true)
        case .cancelled, .failed:
            guard let drag = _drag, drag.scrollView == nil else { return }
            _releaseDrag(velocity: 0, mayDismiss: false)
        default:
            break
        }
    }

    private func _dragSheet(_ pan: UIPanGestureRecognizer) {
        guard let drag = _drag, drag.scrollView == nil else { return }
        let ty = pan.translation(in: nil).y
        guard ty.isFinite else { return }
        _dragTo(rawY: drag.startY + ty)
    }

    /// Moves the drag to `rawY`: above the largest detent (or below the
    /// lowest when the user may not dismiss) the sheet resists.
    func _dragTo(rawY: CGFloat) {
        guard var drag = _drag else { return }
        drag.rawY = rawY
        let rests = _rests()
        let top = rests.last?.y ?? 0, lowest = rests.first?.y ?? 0
        let dimension = max(1, _containerBounds.height)
        var y = rawY
        if y < top { y = top - ScrollMotion.rubberBand(top - y, dimension: dimension) }
        if y > lowest + 0.5 {
            if drag.dismissal == .none {
                if _userMayDismiss() {
                    drag.dismissal = .begun
                    _drag = drag
                    _dismissalDelegate?.presentationControllerWillDismiss(_dismissalSubject)
                    // The delegate may have dismissed it from code: that
                    // dismissal ended the drag and sent viewWillDisappear.
                    guard _drag != nil else { return }
                    presentedViewController.beginAppearanceTransition(false, animated: true)
                } else {
                    drag.dismissal = .refused
                }
            }
            if drag.dismissal == .refused { y = lowest + ScrollMotion.rubberBand(y - lowest, dimension: dimension) }
        }
        _drag = drag
        _setSheetY(y)
    }

    /// Puts the sheet's top at `y` (only its origin moves) and the dimming
    /// at the alpha for it, without animation.
    func _setSheetY(_ y: CGFloat) {
        guard let sheetView = _sheetView, let dimming = _dimmingView, y.isFinite else { return }
        UIView.performWithoutAnimation {
            sheetView.frame.origin.y = y
            dimming.alpha = _dimmingAlpha(atY: y)
        }
    }

    /// The release: the rest nearest to where the sheet would be 0.2 s on
    /// at its speed (UIKit's projection), or the dismissal when the drag
    /// began one and that is nearer.
    func _releaseDrag(velocity: CGFloat, mayDismiss: Bool) {
        guard let drag = _drag else { return }
        _drag = nil
        let y = _currentSheetY
        let projected = y + velocity * SheetMetrics.velocityProjection
        let rests = _rests()
        var target = rests.min { abs($0.y - projected) < abs($1.y - projected) }
        let dismissY = _containerBounds.height
        if drag.dismissal == .begun, mayDismiss,
           target.map({ abs(dismissY - projected) < abs($0.y - projected) }) ?? true {
            target = nil
        }
        guard let rest = target else {
            presentingViewController._dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self._dismissalDelegate?.presentationControllerDidDismiss(self._dismissalSubject)
            }
            return
        }
        if drag.dismissal == .begun {
            // Given up: the appear calls again (M1), viewDidAppear when it
            // has settled.
            presentedViewController.beginAppearanceTransition(true, animated: true)
        }
        if drag.dismissal == .refused { _dismissalDelegate?.presentationControllerDidAttemptToDismiss(_dismissalSubject) }
        let changed = !_isCard && rest.id != _selectedRest().id
        if changed { _selectedDetentIdentifier = rest.id }
        _moveToRest(animated: true) { [weak self] in
            guard let self, self.presentedViewController._appearance == .appearing else { return }
            self.presentedViewController.endAppearanceTransition()
        }
        if changed, let sheetDelegate = delegate as? UISheetPresentationControllerDelegate {
            sheetDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// A tap on the dimming: a dismissal the user asks for.
    func _dimmingTapped() {
        guard _drag == nil else { return }
        _userRequestedDismissal()
    }
}
