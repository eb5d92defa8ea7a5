/// The libdecor decoration surface under the pointer (D1), resolved once at
/// `wl_pointer.enter`, while the surface proxy is surely alive.
///
/// libdecor destroys its surfaces on its own (`libdecor_frame_unref` when a
/// scene goes, a plugin redrawing), and the compositor sends no
/// `wl_pointer.leave` for a surface that is gone (Weston 10): motions
/// already in flight then arrive with nothing to say the surface died. So
/// later pointer events never call into the surface proxy (its tag and user
/// data would be read from freed memory); they use this: the toplevel,
/// held weakly and asked whether it still lives, and the surface pointer,
/// compared only.
@MainActor
struct DecorationPointerFocus {
    weak var toplevel: LibdecorToplevel?
    /// Compared only, never passed to libwayland.
    let surface: OpaquePointer

    /// The toplevel, while it has not been destroyed.
    var liveToplevel: LibdecorToplevel? { toplevel.flatMap { $0.isDestroyed ? nil : $0 } }
}
