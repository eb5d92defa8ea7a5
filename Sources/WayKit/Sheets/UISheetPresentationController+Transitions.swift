import Foundation

// M3: the sheet's presentation, dismissal and settling, with UIView
// animations on the app's clock (A1): presented, it slides up from below the
// window while the dimming fades in; dismissed, it slides down and the
// dimming fades out; between detents it settles with an ease-out. The
// presentation code (+Presentation in Controllers) waits for these before
// its `did` calls, as for any presentation.
extension UISheetPresentationController {
    /// Builds the container, dimming and sheet view (the sheet's `_install`).
    func _installSheet(in window: UIWindow) {
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = self
        let dimming = SheetDimmingView(frame: container.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.tap.addTarget { [weak self] tap in
            if tap.state == .ended { self?._dimmingTapped() }
        }
        let sheetView = SheetView(frame: .zero)
        sheetView.pan.sheet = self
        sheetView.pan.addTarget { [weak self] pan in self?._handleSheetPan(pan) }
        container.addSubview(dimming)
        container.addSubview(sheetView)
        // The dimming and the sheet are compositing layers where the
        // backend can (UIView+CompositingLayer), asked before they join the
        // window so it never draws them: sliding in and every drag move
        // only place the sheet, and the window under it is not redrawn.
        dimming._requestCompositingLayer(true)
        sheetView._requestCompositingLayer(true)
        window.addSubview(container)
        _container = container
        _dimmingView = dimming
        _sheetView = sheetView
        containerView = container
        if presentedViewController.transitioningDelegate?.animationController(
            forPresented: presentedViewController, presenting: presentingViewController, source: presentingViewController) != nil {
            presentedViewController._log("sheet-custom-animator", "a sheet slides in and out; the transitioning delegate's animation controller is not used for it")
        }
        UIView.performWithoutAnimation { _placeAtRest() }
    }

    func _uninstallSheet() {
        _drag = nil
        for observed in _observedPans {
            observed.recognizer.value?.removeTarget(observed.token)
            (observed.recognizer.value?.view as? UIScrollView)?._dragMoveFilter = nil
        }
        _observedPans.removeAll()
        // Only from the sheet: a popover adapted back from this sheet has
        // already taken the view (M1, +Readaptation).
        if let view = presentedViewController.viewIfLoaded, view.superview === _sheetView { view.removeFromSuperview() }
        _container?.removeFromSuperview()
        // Out of the window now: giving the layers up damages nothing.
        _dimmingView?._requestCompositingLayer(false)
        _sheetView?._requestCompositingLayer(false)
        _container = nil
        _sheetView = nil
        _dimmingView = nil
        containerView = nil
    }

    /// The container's layout pass: the dimming covers it, and the sheet is
    /// put at its rest unless it is being dragged or animated (a window
    /// resize lands here).
    func _layoutSheet() {
        guard let sheetView = _sheetView, _drag == nil, !sheetView._isAnimating,
              presentedViewController._modalTransition == .idle else { return }
        _placeAtRest()
    }

    /// Puts the sheet, its content and the dimming where the selected
    /// detent says, without animating.
    func _placeAtRest() {
        guard let sheetView = _sheetView, let dimming = _dimmingView else { return }
        let rest = _selectedRest()
        let frame = _sheetFrame(atY: rest.y)
        if sheetView.frame != frame { sheetView.frame = frame }
        _configureSheetView(for: rest)
        dimming.alpha = _dimmingAlpha(atY: rest.y)
    }

    /// The sheet's content at `rest`'s height, its corners, its grabber.
    func _configureSheetView(for rest: SheetRest) {
        guard let sheetView = _sheetView else { return }
        let radius = preferredCornerRadius.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? SheetMetrics.cornerRadius
        if sheetView.layer.cornerRadius != radius { sheetView.layer.cornerRadius = radius }
        sheetView.grabber.isHidden = !prefersGrabberVisible || _isCard
        sheetView.place(presentedViewController.view, height: _contentHeight(at: rest))
    }

    /// Moves the sheet to its selected rest, animated or not, then runs
    /// `completion` (not when a drag interrupted the move).
    func _moveToRest(animated: Bool, completion: (() -> Void)? = nil) {
        guard let sheetView = _sheetView, let dimming = _dimmingView else { completion?(); return }
        _settleGeneration += 1
        let generation = _settleGeneration
        let rest = _selectedRest()
        UIView.performWithoutAnimation { _configureSheetView(for: rest) }
        let frame = _sheetFrame(atY: rest.y), alpha = _dimmingAlpha(atY: rest.y)
        guard animated, UIView.areAnimationsEnabled else {
            UIView.performWithoutAnimation {
                sheetView.frame = frame
                dimming.alpha = alpha
            }
            completion?()
            return
        }
        // The user may grab the sheet again while it settles.
        UIView.animate(withDuration: SheetMetrics.settleDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                       animations: {
                           sheetView.frame = frame
                           dimming.alpha = alpha
                       },
                       completion: { [weak self] _ in
                           guard let self, self._settleGeneration == generation else { return }
                           completion?()
                       })
    }

    func _slideIn(animated: Bool, completion: @escaping () -> Void) {
        guard let sheetView = _sheetView, let dimming = _dimmingView else { completion(); return }
        guard animated, UIView.areAnimationsEnabled else { completion(); return }
        let final = sheetView.frame, alpha = dimming.alpha
        // Y4: with Reduce Motion the sheet fades in where it will rest
        // instead of sliding up.
        let fades = AccessibilitySettings.shared.reduceMotion
        let sheetAlpha = sheetView.alpha
        UIView.performWithoutAnimation {
            if fades { sheetView.alpha = 0 } else { sheetView.frame.origin.y = _containerBounds.height }
            dimming.alpha = 0
        }
        UIView.animate(withDuration: SheetMetrics.presentDuration, delay: 0, options: [.curveEaseOut],
                       animations: {
                           sheetView.frame = final
                           sheetView.alpha = sheetAlpha
                           dimming.alpha = alpha
                       },
                       completion: { _ in completion() })
    }

    func _slideOut(animated: Bool, completion: @escaping () -> Void) {
        guard let sheetView = _sheetView, let dimming = _dimmingView else { completion(); return }
        // A dismissal from code during a drag ends the drag; the pan's later
        // moves find no drag and do nothing.
        _drag = nil
        _settleGeneration += 1
        guard animated, UIView.areAnimationsEnabled else { completion(); return }
        // From where the sheet is now (a drag may have moved it, or a
        // settle be under way).
        let now = sheetView._presentedCenter.y - sheetView.bounds.height / 2
        let nowAlpha = dimming._presentedAlpha
        UIView.performWithoutAnimation {
            sheetView.frame.origin.y = now
            dimming.alpha = nowAlpha
        }
        // Y4: with Reduce Motion it fades out where it is.
        let fades = AccessibilitySettings.shared.reduceMotion
        let sheetAlpha = sheetView.alpha
        UIView.animate(withDuration: SheetMetrics.presentDuration, delay: 0, options: [.curveEaseIn],
                       animations: {
                           if fades { sheetView.alpha = 0 } else { sheetView.frame.origin.y = self._containerBounds.height }
                           dimming.alpha = 0
                       },
                       completion: { _ in
                           // The view may be shown again (a cached controller).
                           if fades { UIView.performWithoutAnimation { sheetView.alpha = sheetAlpha } }
                           completion()
                       })
    }
}
