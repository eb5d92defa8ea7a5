import Foundation

// The entry points a backend calls with raw input. The Wayland backend, the
// headless test backend and app authors' own tests all feed these, so every path
// into the event model is the same code.
extension UIApplication {
    /// One frame of touch input: the points that changed together (E3).
    /// Locations are in `scene` coordinates, logical points (P3). `scene` nil
    /// means the default scene.
    public func handleTouchFrame(_ frame: TouchFrame, in scene: UIWindowScene? = nil) {
        _enqueue(.touches(frame, scene))
    }

    /// One frame of pointer input (motion, buttons, scroll). A button press is
    /// an `.indirectPointer` touch; motion with no button down is hover (E6).
    public func handlePointerFrame(_ frame: PointerFrame, in scene: UIWindowScene? = nil) {
        _enqueue(.pointer(frame, scene))
    }

    /// A key press or release, delivered to the key window's first responder
    /// (R7).
    public func handleKey(_ input: KeyInput) {
        _enqueue(.key(input))
    }

    /// Cancels every active touch of `scene` (all scenes when nil): the
    /// compositor's `wl_touch.cancel`, a lost focus, a window gone (E7).
    public func cancelAllTouches(in scene: UIWindowScene? = nil, timestamp: TimeInterval? = nil) {
        _enqueue(.cancelTouches(scene, timestamp ?? clock.now, nil))
    }

    /// Cancels the active touches of `types` only: a touchscreen's
    /// `wl_touch.cancel`, or the touch device going away, cancels fingers and
    /// leaves a mouse drag in progress alone (F2).
    public func cancelAllTouches(of types: Set<UITouch.TouchType>, in scene: UIWindowScene? = nil,
                                 timestamp: TimeInterval? = nil) {
        _enqueue(.cancelTouches(scene, timestamp ?? clock.now, types))
    }

    /// Touches currently down, in no particular order (tests, debugging).
    public var activeTouches: [UITouch] { _delivery.activeTouches }
}
