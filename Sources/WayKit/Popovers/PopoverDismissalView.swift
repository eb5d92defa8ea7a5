import Foundation

/// The clear view under a popover that covers its container (M1, UIKit's
/// dimming view without the dimming): it takes a touch anywhere outside
/// the popover, and a tap (down and up on it) asks the popover to dismiss,
/// a dismissal by the user. A touch in one of the popover's
/// `passthroughViews` is not taken: hit testing goes on to the views
/// under it, which get the touch while the popover stays.
///
/// - Important: main actor only.
@MainActor
final class PopoverDismissalView: UIView {
    weak var popover: UIPopoverPresentationController?
    /// The touch that began here, while it is down.
    private var trackedTouch: UITouch?

    // Clear and drawing nothing: adding it damages nothing in the window.
    override var _drawsOnlyBackground: Bool { true }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
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
