/// A finger down on one of libdecor's decoration surfaces (D1). It stays out
/// of the event model from down to up: no view sees it, and a touch the
/// compositor takes over for a move or resize (Weston 10 then sends no
/// `wl_touch.up` to the client) leaves nothing down behind it.
///
/// Only a touch on a button is kept until its up (`waitsForUp`): the button
/// acts there. A move or resize has acted at the down; kept, such touches
/// would pile up with no up to remove them, and a compositor that numbers
/// touches with ever-new ids would fill the table.
@MainActor
struct DecorationTouch {
    weak var frame: LibdecorToplevel?
    /// The surface it went down on (later positions are relative to it).
    let surface: OpaquePointer
    /// What the down was on; a button acts at the up, if still on it.
    let part: CairoDecorationLayout.Part
    var x: Double
    var y: Double

    /// Whether the touch acts at its up: a button's.
    var waitsForUp: Bool {
        switch part {
        case .minimize, .maximize, .close: true
        case .title, .edge, .none: false
        }
    }
}
