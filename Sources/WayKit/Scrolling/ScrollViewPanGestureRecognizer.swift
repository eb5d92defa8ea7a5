import Foundation

/// A scroll view's `panGestureRecognizer`: a plain pan (public type
/// `UIPanGestureRecognizer`, so apps can `require(toFail:)` it) that begins
/// only in a direction its scroll view can scroll (S7). A horizontal
/// carousel's pan fails on a mostly vertical drag, leaving it to the list
/// around it; a scroll view with nothing to scroll doesn't take drags from
/// its ancestors.
///
/// - Important: main actor only.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override init() {
        super.init()
        name = "UIScrollViewPanGestureRecognizer"
        // Wheels and touchpads scroll too (S9), through the pan's scroll path.
        allowedScrollTypesMask = .all
    }

    override func _shouldBeginPanning() -> Bool {
        guard super._shouldBeginPanning() else { return false }
        guard let scrollView = view as? UIScrollView else { return true }
        let horizontal = scrollView._canScrollHorizontally, vertical = scrollView._canScrollVertically
        if horizontal && vertical { return true }
        let t = _translation
        let mostlyHorizontal = abs(t.x) > abs(t.y)
        if (mostlyHorizontal && horizontal) || (!mostlyHorizontal && vertical) { return true }
        // The first movement went along an axis this view can't scroll: the
        // drag is not for it (S7).
        if state == .possible { state = .failed }
        return false
    }
}
