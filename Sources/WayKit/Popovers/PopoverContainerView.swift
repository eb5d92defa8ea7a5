import Foundation

/// The view a popover's presentation happens in (M1): clear, over the
/// whole window, holding only the popover view. It is UIKit's dimming view
/// without the dimming as well: it takes a touch anywhere outside the
/// popover, and a tap (down and up on it) asks the popover to dismiss, a
/// dismissal by the user. A touch in one of the popover's
/// `passthroughViews` is not taken: hit testing goes on to the views under
/// it, which get the touch while the popover stays.
///
/// One view for both, not a container holding a clear touch view: with the
/// popover view its only subview and a compositing layer, the container is
/// nothing in the window's pixels, so adding it damages nothing
/// (UIView+CompositingLayer's `_drawsNothingInWindow` counts a clear view
/// without subviews as drawn).
///
/// - Important: main actor only.
@MainActor
final class PopoverContainerView: UIView {
    weak var popover: UIPopoverPresentationController?
    /// The touch that began here, while it is down.
    private var trackedTouch: UITouch?

    // Clear and drawing nothing itself.
    override var _drawsOnlyBackground: Bool { true }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let popover else { return }
        popover.containerViewWillLayoutSubviews()
        popover._layoutContainer()
        popover.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        guard hit === self else { return hit }
        for view in popover?.passthroughViews ?? [] where view.window === window && view.window != nil {
            if view.bounds.contains(convert(point, to: view)) { return nil }
        }
        return hit
    }

    // The presenter sees none of the touches outside the popover.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if trackedTouch == nil { trackedTouch = touches.first }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        if bounds.contains(touch.location(in: self)) { popover?._touchedOutside() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = trackedTouch, touches.contains(touch) { trackedTouch = nil }
    }
}
