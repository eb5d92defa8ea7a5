/// A finger down on one of libdecor's decoration surfaces (D1). It stays out
/// of the event model from down to up: no view sees it, and a touch the
/// compositor takes over for a move or resize (Weston 10 then sends no
/// `wl_touch.up` to the client) leaves nothing down behind it.
@MainActor
struct DecorationTouch {
    weak var frame: LibdecorToplevel?
    /// The surface it went down on (later positions are relative to it).
    let surface: OpaquePointer
    /// What the down was on; a button acts at the up, if still on it.
    let part: CairoDecorationLayout.Part
    var x: Double
    var y: Double
}
