/// One touch point as the compositor reported it within a `wl_touch` frame,
/// already decoded from `wl_fixed_t`: surface-local logical points (P3).
struct TouchSample: Equatable {
    enum Phase: Equatable { case down, motion, up }

    let id: Int32
    var phase: Phase
    /// The surface the touch went down on (later events carry none).
    let surface: OpaquePointer
    var x: Double
    var y: Double
    /// `wl_touch.shape`'s major axis, in surface points; nil when never sent.
    var major: Double?
    var minor: Double?
    /// `wl_touch.orientation`, in degrees; nil when never sent.
    var orientation: Double?
}
