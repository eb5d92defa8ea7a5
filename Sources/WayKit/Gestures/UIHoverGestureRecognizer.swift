import Foundation

/// Recognizes the pointer hovering over its view with no button down (E6,
/// G11). Continuous: began when the pointer enters the view, changed as it
/// moves, ended when it leaves. It never receives touches, and hover never
/// reaches `touchesBegan`.
///
/// - Important: main actor only.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer's position, scene coordinates.
    private var pointer: CGPoint?

    public override init() {
        super.init()
        // Touches are not hover: G1 never collects a touch for this recognizer.
        allowedTouchTypes = []
    }

    open override func location(in view: UIView?) -> CGPoint {
        guard let pointer, let window = self.view?.window else { return .zero }
        let p = window._convertFromSuperview(pointer)
        return view.map { window.convert(p, to: $0) } ?? p
    }

    override var _acceptsHover: Bool { true }

    override func _hover(_ phase: UITouch.Phase, location: CGPoint, event: UIEvent) {
        switch phase {
        case .regionEntered:
            guard state == .possible else { return }
            pointer = location
            // No touches, so nothing to arbitrate with; the vetoes hold (G10).
            if _shouldBegin() { _transition(to: .began) }
        case .regionMoved:
            pointer = location
            if state.isActive { _transition(to: .changed) }
        case .regionExited:
            // The translator reports no position on exit; keep the last one.
            if state.isActive { _transition(to: .ended) }
            _resetForNextGesture()
            pointer = nil
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
    }
}
