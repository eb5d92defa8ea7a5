import Foundation

// M1: a window resized across the regular-width boundary while a popover
// shows adapts it again, as UIKit does: a popover in a window that became
// compact becomes the sheet it would have been presented as (the delegate
// is asked again), and that sheet becomes a popover again when the window
// is regular once more. Only between a popover and a sheet: neither takes
// the presenter's view away, so no appearance calls are owed and the
// switch is a swap of containers, without animation. A full-screen
// adaptation (the delegate's `.fullScreen`, `.overFullScreen`), and an
// action sheet (whose view is laid out for one or the other), keep what
// they began with until presented again.
extension UIPopoverPresentationController {
    /// Asked from the layout of the container showing the presentation (the
    /// popover's, or the adaptive sheet's). Returns whether it switched:
    /// that container has then left the window.
    func _readaptIfNeeded() -> Bool {
        let presented = presentedViewController
        // Not while the user drags the adaptive sheet: at its next layout.
        guard presented._modalTransition == .idle, !(presented is UIAlertController), _activeSheet?._drag == nil,
              let window = containerView?.window else { return false }
        let isSheet: (UIModalPresentationStyle) -> Bool = { $0 == .pageSheet || $0 == .formSheet }
        let showing = _shownStyle
        guard showing == .popover || isSheet(showing) else { return false }
        // Only a change of size class is a reason to ask the delegate again.
        let regular = window.traitCollection.horizontalSizeClass == .regular
        guard regular != _shownInRegularWidth else { return false }
        _shownInRegularWidth = regular
        let wanted = _style(for: window.traitCollection)
        guard wanted != showing, wanted == .popover || isSheet(wanted) else { return false }
        // The new container is installed first and takes the presented
        // view; the old one goes after. The view never leaves the window,
        // so it is sent no appearance calls (V2).
        let oldSheet = _activeSheet
        let oldContainer = _container
        _container = nil
        _popoverView = nil
        arrowDirection = .unknown
        UIView.performWithoutAnimation {
            _useSheet(for: wanted)
            _shownStyle = wanted
            _install(in: window)
            if let oldSheet, oldSheet !== _activeSheet { oldSheet._uninstall() }
            oldContainer?.removeFromSuperview()
        }
        return true
    }
}
