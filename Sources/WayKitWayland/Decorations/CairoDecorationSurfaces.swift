/// Which of a frame's two cairo-plugin surfaces is the shadow (the resize
/// borders) and which the title bar (D1). Both carry the same tag and user
/// data, and a point of the title bar (x < w, y < 24) is also a point of the
/// shadow's top margin, so a touch there cannot tell them apart by itself.
///
/// What can: the title bar is 24 points high in every state (the plugin's
/// `TITLE_HEIGHT`), so a point further down on a decoration surface, as the
/// compositor reports it inside that surface (a touch down, a pointer enter,
/// a pointer motion with no button held: never a touch motion, which may
/// leave the surface), is on the shadow. Once the shadow is known, the other
/// surface is the title bar: the plugin makes these two for a frame and keeps
/// them until the frame is gone (hiding them detaches their buffers).
/// Nothing else decides: not widths, which change with each configure before
/// the compositor has the new title bar, so a point past the new width may
/// still be the old title bar's.
///
/// A maximized window has no shadow (the plugin detaches its buffer), so
/// input the compositor made after it had that (`LibdecorToplevel.shadowIsGone`)
/// is on the title bar, and then the other surface is the shadow.
///
/// Until then a surface is `unknown`: see `InputRouter+Decorations.swift`
/// for what a touch on it does.
struct CairoDecorationSurfaces {
    enum Role: Equatable { case title, shadow, unknown }

    /// The shadow, once a point below the title bar's height was seen on it.
    private(set) var shadow: OpaquePointer?
    /// The title bar, once touched or pointed at while the shadow was
    /// surely detached (`observeWithoutShadow`).
    private(set) var title: OpaquePointer?
    /// Set when two surfaces both showed such a point, which the plugin's
    /// layout rules out: then nothing is trusted any more.
    private(set) var contradicted = false

    /// Below this, a point may be on either surface; from here on only on
    /// the shadow. A point past the title bar's height, with a point of
    /// slack for compositors that round surface coordinates.
    static let shadowOnlyY = CairoDecorationLayout.titleHeight + 1

    /// A point the compositor reported inside `surface`.
    mutating func observe(_ surface: OpaquePointer, y: Double) {
        guard !contradicted, y >= Self.shadowOnlyY else { return }
        if (shadow.map { $0 != surface } ?? false) || title == surface {
            distrust()
        } else {
            shadow = surface
        }
    }

    /// Input on `surface` that the compositor made while the shadow had no
    /// buffer (a maximized window: the plugin detaches it), so it is the
    /// title bar.
    mutating func observeWithoutShadow(_ surface: OpaquePointer) {
        guard !contradicted else { return }
        if (title.map { $0 != surface } ?? false) || shadow == surface {
            distrust()
        } else {
            title = surface
        }
    }

    private mutating func distrust() {
        contradicted = true
        shadow = nil
        title = nil
    }

    func role(of surface: OpaquePointer) -> Role {
        if let shadow { return shadow == surface ? .shadow : .title }
        if let title { return title == surface ? .title : .shadow }
        return .unknown
    }
}
