import Foundation

extension UIView {
    /// The alpha below which a view is treated as invisible to touches (H2;
    /// UIKit: "less than 0.01").
    public static let minimumHitTestAlpha: CGFloat = 0.01

    /// `hitTest` as called by the event model: recorded in the trace when one
    /// is active.
    @inline(__always)
    func _tracedHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let trace = DeliveryTrace._current else { return hitTest(point, with: event) }
        trace.record(.hitTest(_traceName, point))
        let result = hitTest(point, with: event)
        trace.record(.hitTestResult(_traceName, result?._traceName))
        return result
    }

    @inline(__always)
    func _tracedPointInside(_ point: CGPoint, with event: UIEvent?) -> Bool {
        let inside = self.point(inside: point, with: event)
        if let trace = DeliveryTrace._current { trace.record(.pointInside(_traceName, inside)) }
        return inside
    }
}
