import Foundation

/// Recognizes the pointer hovering over its view with no button down (E6,
/// G11). Continuous: began when the pointer enters the view, changed as it
/// moves, ended when it leaves. It never receives touches, and hover never
/// reaches `touchesBegan`.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer's position, scene coordinates.
    private var pointer: CGPoint?
    /// The hovering pen's values; nil for a mouse.
    private var stylus: StylusInput?

    /// How far a hovering pen is from the screen, 0…1 of its range (D4: the
    /// tablet's distance over its maximum); 0 for a mouse, as in UIKit.
    open var zOffset: CGFloat { stylus?.zOffset ?? 0 }

    /// The hovering pen's angle with the screen (π/2 upright, and for a mouse).
    open var altitudeAngle: CGFloat { stylus?.altitudeAngle ?? .pi / 2 }

    /// The direction the hovering pen leans to, in `view`'s coordinates
    /// (the window's when nil); 0 for a mouse.
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        let a = stylus?.azimuthAngle ?? 0
        guard let view, let window = self.view?.window, view !== window else { return a }
        let p0 = window.convert(CGPoint.zero, to: view)
        let p1 = window.convert(CGPoint(x: cos(a), y: sin(a)), to: view)
        return atan2(p1.y - p0.y, p1.x - p0.x)
    }

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
            stylus = event._stylus
            // No touches, so nothing to arbitrate with; the vetoes hold (G10).
            if _shouldBegin() { _transition(to: .began) }
        case .regionMoved:
            pointer = location
            stylus = event._stylus
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
}
