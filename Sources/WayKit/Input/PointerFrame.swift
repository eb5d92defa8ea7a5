import Foundation

/// One frame of pointer input (one `wl_pointer.frame`).
public struct PointerFrame: Hashable, Sendable {
    /// Seconds on the monotonic clock.
    public var timestamp: TimeInterval
    /// The pointer's position in scene coordinates, logical points; nil when the
    /// pointer left the scene's surfaces.
    public var location: CGPoint?
    /// The buttons held after this frame.
    public var buttons: UIEvent.ButtonMask
    public var scroll: ScrollInput?
    public var modifierFlags: UIKeyModifierFlags
    /// A touchpad pinch, hold or swipe under the pointer (D3).
    public var touchpadGesture: TouchpadGesture?
    /// Set for a hovering pen (D4): the frame is the pen's, not the mouse's.
    /// It reaches hover recognizers (with `zOffset`) and nothing else; nil
    /// location: the pen left.
    public var stylus: StylusInput?

    public init(timestamp: TimeInterval, location: CGPoint?, buttons: UIEvent.ButtonMask = [],
                scroll: ScrollInput? = nil, modifierFlags: UIKeyModifierFlags = [],
                touchpadGesture: TouchpadGesture? = nil, stylus: StylusInput? = nil) {
        self.stylus = stylus
        self.timestamp = timestamp
        self.location = location
        self.buttons = buttons
        self.scroll = scroll
        self.modifierFlags = modifierFlags
        self.touchpadGesture = touchpadGesture
    }
}

/// Scrolling from a wheel, touchpad or other axis source (P4).
public struct ScrollInput: Hashable, Sendable {
    public enum Source: Int, Sendable { case wheel, finger, continuous, wheelTilt }

    public var source: Source?
    /// Scroll distance in points (wl_pointer.axis values, converted).
    public var delta: CGVector
    /// Discrete steps (wheel clicks), when the device has them.
    public var discrete: CGVector
    /// High-resolution wheel steps: 120 per click (wl_pointer.axis_value120).
    public var value120: CGVector
    /// The finger left the touchpad on this axis (wl_pointer.axis_stop): kinetic
    /// scrolling may start.
    public var stopped: Bool

    public init(source: Source? = nil, delta: CGVector = .zero, discrete: CGVector = .zero,
                value120: CGVector = .zero, stopped: Bool = false) {
        self.source = source
        self.delta = delta
        self.discrete = discrete
        self.value120 = value120
        self.stopped = stopped
    }
}
