import Foundation

// M1: where the popover goes, in its container's coordinates (the
// window's bounds): PopoverPlacement decides from the source, the content
// size and the permitted directions; bad input is logged once and degrades
// to something that still shows the whole popover.
extension UIPopoverPresentationController {
    /// Something the placement reads changed: placed again, at once.
    func _sourceDidChange() {
        guard _popoverView != nil else { return }
        UIView.performWithoutAnimation { _placePopover() }
    }

    /// Places the popover view and the presented view in it. After a
    /// container resize while shown, the delegate may move the source first
    /// (`willRepositionPopoverTo`).
    func _placePopover() {
        guard let container = _container, let popoverView = _popoverView else { return }
        let size = container.bounds.size
        let resized = _placedInSize.map { $0 != size } ?? false
        _placedInSize = size
        // The delegate's changes place the popover again (their didSets);
        // this placement then reads the same values.
        if resized, presentedViewController._modalTransition == .idle { _tellDelegateOfReposition() }
        let margins = popoverLayoutMargins
        let safeMargins = [margins.top, margins.left, margins.bottom, margins.right].allSatisfy { $0.isFinite && $0 >= 0 }
            ? margins : PopoverMetrics.layoutMargins
        let area = container.bounds.inset(by: container.safeAreaInsets).inset(by: safeMargins)
        let content = _contentSize(in: area)
        let placement: PopoverPlacement
        if let source = _sourceRectInContainer(container) {
            var permitted = permittedArrowDirections
            if permitted.intersection(.any).isEmpty {
                presentedViewController._log("popover-no-arrow-directions", "the popover's permittedArrowDirections is empty; any direction is used")
                permitted = .any
            }
            placement = .place(size: content, source: source, in: area, permitted: permitted)
        } else {
            placement = .centred(size: content, in: area)
        }
        arrowDirection = placement.arrowDirection
        _cardFrame = placement.cardFrame
        popoverView.fillColor = _fillColor
        popoverView.apply(placement, content: presentedViewController.view)
    }

    /// The content size: an action sheet's own, else the presented
    /// controller's `preferredContentSize` (a zero side takes UIKit's
    /// default, 320 × 480), at most the area.
    func _contentSize(in area: CGRect) -> CGSize {
        var size: CGSize
        if let alert = presentedViewController as? UIAlertController, let view = alert._alertView {
            size = view.popoverContentSize(maxHeight: area.height)
        } else {
            size = presentedViewController.preferredContentSize
            if !(size.width.isFinite && size.height.isFinite) || size.width < 0 || size.height < 0 {
                presentedViewController._log("popover-bad-content-size", "preferredContentSize \(size) of a popover's content is not a size; the default is used")
                size = .zero
            }
            if size.width == 0 { size.width = PopoverMetrics.defaultContentSize.width }
            if size.height == 0 { size.height = PopoverMetrics.defaultContentSize.height }
        }
        return CGSize(width: min(size.width.rounded(), max(0, area.width)), height: min(size.height.rounded(), max(0, area.height)))
    }

    /// The rect the arrow points at, in the container; nil (logged once)
    /// when there is no usable source.
    func _sourceRectInContainer(_ container: UIView) -> CGRect? {
        let presented = presentedViewController
        if let item = sourceItem {
            if let frame = item.frame(in: container), frame._allFinite { return frame }
            presented._log("popover-source-item-offscreen", "the popover's sourceItem is not on screen in the presenting window; it is shown centred without an arrow")
            return nil
        }
        guard let view = sourceView else {
            presented._log("popover-no-source", "a popover (or an action sheet in a regular-width window) has no sourceView or sourceItem; it is shown centred without an arrow (UIKit raises)")
            return nil
        }
        guard let window = view.window, window === container.window else {
            presented._log("popover-source-offscreen", "the popover's sourceView is not in the presenting window; it is shown centred without an arrow")
            return nil
        }
        var rect = sourceRect
        if !rect._allFinite {
            presented._log("popover-bad-source-rect", "the popover's sourceRect \(rect) is not finite; the source view's bounds are used")
            rect = view.bounds
        } else if rect == .zero {
            rect = view.bounds
        }
        return view.convert(rect.standardized, to: container)
    }

    /// UIKit's `willRepositionPopoverTo:in:`, for a source view: the
    /// delegate may change the rect and the view.
    private func _tellDelegateOfReposition() {
        guard let delegate = _popoverDelegate, let view = sourceView else { return }
        var rect = sourceRect == .zero ? view.bounds : sourceRect
        var target = view
        withUnsafeMutablePointer(to: &rect) { rectPointer in
            withUnsafeMutablePointer(to: &target) { viewPointer in
                delegate.popoverPresentationController(self, willRepositionPopoverTo: rectPointer, in: viewPointer)
            }
        }
        if target !== view { sourceView = target }
        if rect != (sourceRect == .zero ? view.bounds : sourceRect) { sourceRect = rect }
    }
}
