import Foundation

/// Decides when the edge pan may pop (V4): something to pop, no transition
/// under way, the bar shown, and the back button the system's (a custom
/// left item without `leftItemsSupplementBackButton`, or `hidesBackButton`,
/// turns it off).
@MainActor
final class InteractivePopDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let nav = navigationController, nav._stack.count > 1, nav._transition == nil,
              !nav.navigationBar.isHidden else { return false }
        // A pop the app animates itself is not the slide this pan scrubs.
        if let d = nav.delegate, d.navigationController(nav, animationControllerFor: .pop, from: nav._stack[nav._stack.count - 1],
                                                         to: nav._stack[nav._stack.count - 2]) != nil { return false }
        return nav.navigationBar._showsBackButton
    }
}

// V4: the edge pan scrubs a pop transition: it follows the finger, and on
// release completes past half the width (unless moving back toward the
// leading edge) or on a flick toward the trailing edge, else cancels.
extension UINavigationController {
    /// A flick this fast toward the trailing edge (points per second)
    /// completes the pop wherever it is released.
    static let popFlickSpeed: CGFloat = 500

    func _handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        switch pan.state {
        case .began:
            guard _transition == nil, _stack.count > 1 else { return }
            _ = _pop(to: _stack[_stack.count - 2], animated: true, interactive: true)
        case .changed:
            guard let t = _transition as? NavigationTransition, t.isInteractive else { return }
            _edgePanLastMove = UIApplication.shared.clock.now
            t.update(pan.translation(in: view).x / width)
        case .ended:
            guard let t = _transition as? NavigationTransition, t.isInteractive else { return }
            let still = UIApplication.shared.clock.now - _edgePanLastMove > ScrollViewPanGestureRecognizer.stillBeforeReleaseInterval
            let x = pan.translation(in: view).x, v = still ? 0 : pan.velocity(in: view).x
            let completing = v > Self.popFlickSpeed || (x > width / 2 && v >= 0)
            t.release(completing: completing)
        case .cancelled, .failed:
            guard let t = _transition as? NavigationTransition, t.isInteractive else { return }
            t.release(completing: false)
        default:
            break
        }
    }
}
