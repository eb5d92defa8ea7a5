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

    /// A touchpad hold stops the scroll view's glide, as a finger on the
    /// screen would (S9, D3).
    override func _touchpadHold() {
        super._touchpadHold()
        guard let scrollView = view as? UIScrollView, scrollView.isDecelerating else { return }
        scrollView._stopMotionForNewTouch()
    }

    /// A finger held still this long before it lifts releases with no
    /// speed: the pan's velocity is measured over its last moves, and a
    /// pause sends no moves.
    static let stillBeforeReleaseInterval: TimeInterval = 0.05

    private var lastMoveTime: TimeInterval?
    private var endTime: TimeInterval?

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastMoveTime = event.timestamp
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endTime = event.timestamp
        super.touchesEnded(touches, with: event)
    }

    /// The speed the content is released with: the pan's velocity, or none
    /// after a pause.
    func _releaseVelocity(in view: UIView?) -> CGPoint {
        if let lastMoveTime, let endTime, endTime - lastMoveTime > Self.stillBeforeReleaseInterval { return .zero }
        return velocity(in: view)
    }

    override func reset() {
        super.reset()
        lastMoveTime = nil
        endTime = nil
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
