import Foundation

/// One finger (or pointer press) on the screen. The same object lives from
/// `.began` through any `.moved` to `.ended` or `.cancelled` (E2).
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
        case regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable {
        /// A finger on a touch screen.
        case direct
        /// A touch on a surface that is not the screen.
        case indirect
        /// A stylus.
        case pencil
        /// A pointer (mouse, touchpad) button press (E6).
        case indirectPointer
    }

    // Read for every recognizer on the path at every phase (G2); main-actor
    // confined, so it skips the runtime's dynamic exclusivity checks.
    @exclusivity(unchecked) public internal(set) var phase: Phase
    /// How many taps in a row this touch continues (E4).
    public internal(set) var tapCount: Int = 1
    /// Seconds on the monotonic clock, from the compositor's event time (E5).
    public internal(set) var timestamp: TimeInterval
    public let type: TouchType
    /// The window the touch began in.
    public internal(set) weak var window: UIWindow?
    /// The hit view, fixed for the touch's life (H7).
    public internal(set) var view: UIView?
    /// The recognizers that collected this touch when it began (G1).
    @exclusivity(unchecked) var _gestureRecognizers: [UIGestureRecognizer] = []

    /// The recognizers receiving the touch (G1), nil when none does (UIKit's
    /// optional).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        _gestureRecognizers.isEmpty ? nil : _gestureRecognizers
    }
    /// The radius of the contact, in points (P2).
    public internal(set) var majorRadius: CGFloat = 0
    public internal(set) var majorRadiusTolerance: CGFloat = 0
    /// The contact's orientation in radians, when the compositor reports one.
    public internal(set) var orientation: CGFloat = 0

    /// What a pen reports (D4); nil for fingers and pointer presses.
    var _stylus: StylusInput?

    /// The backend's id for the finger (wl_touch id); unique among active touches
    /// of a scene.
    public let identifier: Int

    var _location: CGPoint          // window coordinates
    var _previousLocation: CGPoint  // window coordinates
    weak var _scene: UIWindowScene?

    // Delivery bookkeeping for the hit view (G4–G7).
    var _viewBeganDelivered = false
    var _viewFinished = false
    var _heldBegan = false
    var _heldEnded = false

    init(identifier: Int, type: TouchType, phase: Phase, timestamp: TimeInterval, location: CGPoint) {
        self.identifier = identifier
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
        self._location = location
        self._previousLocation = location
    }

    /// The touch's location in `view`'s coordinates; the window's when nil (E5).
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return _location }
        return window.convert(_location, to: view)
    }

    /// The location before the latest move, in `view`'s coordinates (E5).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let window else { return _previousLocation }
        return window.convert(_previousLocation, to: view)
    }

    /// Whether the touch has finished (ended or cancelled).
    var _isFinished: Bool { phase == .ended || phase == .cancelled }

}

extension UITouch {
    /// E4: a touch that begins within this distance (points) of where the
    /// previous one ended, …
    public static let multiTapRadius: CGFloat = 45
    /// … and within this many seconds of its end, continues its tap count.
    public static let multiTapInterval: TimeInterval = 0.35
}
