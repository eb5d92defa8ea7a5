import Foundation

/// The dimming over the whole window behind an alert (M2): it takes every
/// touch outside the alert, so nothing under it is touched. A tap that
/// begins and ends on it tells the alert, which ignores it (an alert) or
/// chooses its cancel action (an action sheet).
///
/// - Important: main actor only.
@MainActor
final class AlertDimmingView: UIView {
    weak var alert: UIAlertController?
    /// The touch that began here, while it is down.
    private var trackedTouch: UITouch?

    // A colour that takes touches: a compositing layer of one pixel.
    override var _drawsOnlyBackground: Bool { true }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = AlertMetrics.dimmingColor
    }

    // Never passed on: the presenter under the dimming sees none of it.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if trackedTouch == nil { trackedTouch = touches.first }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        if bounds.contains(touch.location(in: self)) { alert?._dimmingViewTapped() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = trackedTouch, touches.contains(touch) { trackedTouch = nil }
    }
}
