/// One `wl_pointer` frame, decoded: what changed between two `frame` events.
/// Positions are surface-local logical points (P3).
struct PointerSample {
    struct Axis: Equatable {
        /// `wl_pointer.axis` value, in surface points (summed over the frame).
        var value: Double = 0
        /// `axis_discrete` steps (versions 5–7), summed.
        var discrete: Int32 = 0
        /// `axis_value120` (version 8): 120 per wheel detent, fractions for
        /// high-resolution wheels.
        var value120: Int32 = 0
        var stopped = false
    }

    enum AxisSource: UInt32 { case wheel = 0, finger = 1, continuous = 2, wheelTilt = 3 }

    var time: UInt32 = 0
    /// Set when the pointer entered a surface in this frame.
    var entered: OpaquePointer?
    /// Set when the pointer left its surface in this frame.
    var left: OpaquePointer?
    var position: (x: Double, y: Double)?
    /// Buttons whose state changed, in order: evdev code and pressed.
    var buttons: [(code: UInt32, pressed: Bool)] = []
    var vertical: Axis?
    var horizontal: Axis?
    var axisSource: AxisSource?

    var isEmpty: Bool {
        entered == nil && left == nil && position == nil && buttons.isEmpty && vertical == nil && horizontal == nil
    }
}
