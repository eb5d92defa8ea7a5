import CLibdecor
import CWaylandClient

/// A scene's toplevel made and decorated by libdecor (D1): libdecor creates
/// the `xdg_surface` and `xdg_toplevel` for our base surface, draws a title
/// bar (with the scene's title, minimize, maximize and close buttons) and
/// borders in subsurfaces around it, and moves and resizes the window by
/// pointer. The scene's windows stay subsurfaces of the base: the content.
///
/// Configure flow (libdecor 0.1): `libdecor_frame_interface.configure` hands
/// a configuration valid during the callback; the content size
/// (`libdecor_configuration_get_content_size`, the title bar already taken
/// off) and window state become a `ToplevelConfiguration`;
/// `SceneToplevel` answers with the content size it chose, and
/// `libdecor_frame_commit` acknowledges the configure, sets the window
/// geometry (title bar included) and redraws the decorations, before the
/// base surface's next commit. libdecor's `commit` callback (its
/// subsurfaces are synchronized) asks for that commit.
///
/// Touch: libdecor 0.1.1's cairo plugin binds no `wl_touch` (libdecor-cairo.c
/// handles pointer events only), so WayKit answers a finger on its title bar
/// and borders itself (`InputRouter+Decorations.swift`), when
/// `answersTouch`.
@MainActor
final class LibdecorToplevel: ToplevelRole {
    let frame: OpaquePointer
    var onConfigure: (ToplevelConfiguration) -> Void = { _ in }
    var onClose: () -> Void = {}
    /// Called when libdecor asks for the base surface to be committed.
    var onCommitRequest: () -> Void = {}
    /// Whether libdecor draws a title bar for it: false when libdecor found
    /// no plugin and runs its undecorated fallback.
    let isDecorated: Bool
    /// Whether libdecor has drawn the decorations once.
    private var hasDrawn = false
    /// The configuration being answered; valid only inside the configure
    /// callback.
    private var configuration: OpaquePointer?
    /// Whether WayKit answers touches on the decorations: libdecor's plugin
    /// draws them and does not itself (`Libdecor.answersDecorationTouch`).
    /// Set at init; tests change it to stand for libdecor 0.2, whose plugins
    /// answer touch themselves.
    var answersTouch: Bool
    /// The content size last committed, in points: where the decorations
    /// are (`CairoDecorationLayout`).
    private(set) var contentWidth = 0.0, contentHeight = 0.0
    /// Whether the last configure said maximized.
    private(set) var isMaximized = false
    /// Which decoration surface is which, as input has shown.
    var decorationSurfaces = CairoDecorationSurfaces()
    /// Whether the compositor surely shows no shadow: maximized, and a
    /// `wl_display.sync` sent after the base commit that applied the
    /// plugin's detaching of it has been answered, so every later event was
    /// made without it. Cleared by any configure that is not maximized.
    private(set) var shadowIsGone = false
    /// The sync asked after a maximized base commit; cancelled by
    /// `destroy()` (its answer may come after this toplevel is gone).
    private(set) var shadowProbe: DisplaySync?
    /// Counts configures, so a probe answered after another one is ignored.
    private var configures = 0
    /// Its outputs' scales and the once-only log (F1).
    private unowned let client: WaylandClient

    /// The corresponding C function is `libdecor_decorate`.
    init?(libdecor: Libdecor, surface: OpaquePointer) {
        guard !libdecor.failed else { return nil }
        isDecorated = libdecor.hasPlugin
        answersTouch = libdecor.hasPlugin && libdecor.answersDecorationTouch
        // The frame's data is set to self below, before libdecor can call back
        // (it calls back only from dispatch).
        let box = FrameOwner()
        guard let frame = waykit_libdecor_decorate(libdecor.context, surface, frameInterface, listenerData(box)) else {
            return nil
        }
        self.frame = frame
        client = libdecor.client
        owner = box
        box.toplevel = self
    }
    private let owner: FrameOwner

    /// The corresponding C function is `libdecor_frame_set_title`.
    func setTitle(_ title: String) { waykit_libdecor_frame_set_title(frame, title) }

    /// The corresponding C function is `libdecor_frame_get_xdg_surface`.
    var parentXdgSurface: OpaquePointer? { waykit_libdecor_frame_get_xdg_surface(frame).map(OpaquePointer.init) }
    /// The corresponding C function is `libdecor_frame_set_app_id`.
    func setAppID(_ id: String) { waykit_libdecor_frame_set_app_id(frame, id) }
    /// The corresponding C function is `libdecor_frame_set_min_content_size`.
    func setMinSize(width: Int32, height: Int32) {
        waykit_libdecor_frame_set_min_content_size(frame, width, height)
    }
    /// The corresponding C functions are `libdecor_frame_set_maximized` and
    /// `libdecor_frame_unset_maximized`.
    func setMaximized() { waykit_libdecor_frame_set_maximized(frame) }
    func unsetMaximized() { waykit_libdecor_frame_unset_maximized(frame) }
    /// The corresponding C functions are `libdecor_frame_set_fullscreen` and
    /// `libdecor_frame_unset_fullscreen`.
    func setFullscreen(on output: OpaquePointer?) { waykit_libdecor_frame_set_fullscreen(frame, output) }
    func unsetFullscreen() { waykit_libdecor_frame_unset_fullscreen(frame) }
    /// The corresponding C function is `libdecor_frame_map`: the base's first
    /// commit, once libdecor has made the xdg_surface (after its first
    /// roundtrip with the compositor).
    func map(_ surface: WaylandSurface) { waykit_libdecor_frame_map(frame) }

    /// The corresponding C functions are `libdecor_state_new` and
    /// `libdecor_frame_commit`.
    func acknowledge(_ c: ToplevelConfiguration, width: Int32, height: Int32, sizeChanged: Bool) {
        // libdecor reports a zero-sized state as an invalid configuration.
        guard width > 0, height > 0 else { return }
        // `SceneToplevel` asked `fitContent` already; clamped again here so
        // that no path reaches libdecor_frame_commit unclamped (F1).
        let fitted = fitContent(width: Int(width), height: Int(height), for: c)
        contentWidth = Double(fitted.width)
        contentHeight = Double(fitted.height)
        waykit_libdecor_frame_commit(frame, Int32(fitted.width), Int32(fitted.height), configuration)
    }

    /// F1: content of `width` × `height` points clamped so that what the
    /// plugin draws around it in configuration `c` (shadow and title bar;
    /// the title bar only when maximized; nothing fullscreen) fits the
    /// buffer ceiling at the largest output scale; logged once.
    func fitContent(width: Int, height: Int, for c: ToplevelConfiguration) -> (width: Int, height: Int) {
        let drawn: DecorationCeiling.Drawn = !isDecorated || c.fullscreen ? .nothing
            : c.maximized ? .titleOnly : .shadowAndTitle
        return fit(width: width, height: height, drawn: drawn)
    }

    private func fit(width: Int, height: Int, drawn: DecorationCeiling.Drawn) -> (width: Int, height: Int) {
        // The plugin draws at the largest scale of the outputs its surfaces
        // are on (libdecor-cairo.c, `redraw_scale`), as the compositor sent
        // it (WayKit's own clamp to 8 does not reach the plugin), and keeps
        // it until they enter or leave one; WayKit knows the outputs, not
        // which ones those are, so it takes the largest any has announced
        // (found by the fuzzer: a scale of 10, then -5, left the plugin
        // drawing at 10).
        let scale = client.outputs.map { Int($0.largestAnnouncedScale) }.max() ?? 1
        let fitted = DecorationCeiling.clampContent(width: width, height: height, scale: scale, drawn: drawn)
        if fitted != (width, height) {
            client.log(once: "libdecor content size", "content of \(width)×\(height) points would make libdecor's decorations (shadow and title bar, at scale \(scale)) exceed the buffer ceiling (\(BufferLimits.maximumSide) px a side, \(BufferLimits.maximumBytes >> 20) MiB); clamped to \(fitted.width)×\(fitted.height)")
        }
        return fitted
    }

    fileprivate func configure(_ raw: OpaquePointer?) {
        var c = ToplevelConfiguration()
        var width: Int32 = 0, height: Int32 = 0
        var sized = waykit_libdecor_configuration_get_content_size(raw, frame, &width, &height)
        if isDecorated, !hasDrawn {
            // libdecor 0.1.1's cairo plugin takes its title bar off the
            // content size only once it has drawn it, so the first
            // configure's content would be the whole window and the window,
            // title bar added, 24 points taller than asked (P7: too large
            // for a maximized configure). Draw the decorations once, without
            // acknowledging, then ask again.
            // The size is the compositor's, untouched (F1): clamped first,
            // with room for the shadow the plugin draws around it. With no
            // configuration the plugin draws in the frame's state before
            // this configure, so the largest decorations are assumed.
            let first = fit(width: Int(width), height: Int(height), drawn: .shadowAndTitle)
            waykit_libdecor_frame_commit(frame, Int32(first.width), Int32(first.height), nil)
            sized = waykit_libdecor_configuration_get_content_size(raw, frame, &width, &height)
        }
        hasDrawn = true
        if sized {
            // Negative sizes are the compositor's mistake: "you choose".
            c.width = max(0, width)
            c.height = max(0, height)
        }
        var state: UInt32 = 0
        if waykit_libdecor_configuration_get_window_state(raw, &state) {
            c.activated = state & UInt32(WAYKIT_LIBDECOR_STATE_ACTIVE) != 0
            c.maximized = state & UInt32(WAYKIT_LIBDECOR_STATE_MAXIMIZED) != 0
            c.fullscreen = state & UInt32(WAYKIT_LIBDECOR_STATE_FULLSCREEN) != 0
            isMaximized = c.maximized
        }
        configures &+= 1
        if !isMaximized { shadowIsGone = false }
        configuration = raw
        defer { configuration = nil }
        onConfigure(c)
    }

    // MARK: Decoration actions (touch, D1)

    /// Whether the frame allows `action` (WAYKIT_LIBDECOR_ACTION_*), as the
    /// plugin asks before acting for the pointer. The corresponding C
    /// function is `libdecor_frame_has_capability`.
    func allows(_ action: Int32) -> Bool { waykit_libdecor_frame_has_capability(frame, action) }

    /// The base surface was committed (applying the decorations' state, in
    /// synchronized subsurfaces): while maximized, asks when the compositor
    /// has it, after which the shadow is surely gone.
    func baseCommitted(display: WaylandDisplay) {
        guard answersTouch, isMaximized, !shadowIsGone, shadowProbe == nil else { return }
        let asked = configures
        let probe = DisplaySync(display: display)
        probe.onDone = { [weak self] in
            guard let self else { return }
            shadowProbe = nil
            if configures == asked, isMaximized { shadowIsGone = true }
        }
        shadowProbe = probe
    }

    /// The corresponding C function is `libdecor_frame_move`
    /// (`xdg_toplevel.move` quoting `serial`).
    func move(seat: OpaquePointer, serial: UInt32) { waykit_libdecor_frame_move(frame, seat, serial) }
    /// The corresponding C function is `libdecor_frame_resize`
    /// (`xdg_toplevel.resize`).
    func resize(seat: OpaquePointer, serial: UInt32, edge: CairoDecorationLayout.ResizeEdge) {
        waykit_libdecor_frame_resize(frame, seat, serial, edge.rawValue)
    }
    /// The corresponding C function is `libdecor_frame_set_minimized`.
    func minimize() { waykit_libdecor_frame_set_minimized(frame) }
    /// Maximized ↔ not, as the plugin's maximize button does.
    func toggleMaximized() { isMaximized ? unsetMaximized() : setMaximized() }
    /// The corresponding C function is `libdecor_frame_close`: libdecor
    /// calls the frame's `close` callback, as for the close button clicked.
    func requestClose() { waykit_libdecor_frame_close(frame) }

    /// The frame whose cairo-plugin decoration `surface` is, or nil: the
    /// plugin tags each of its surfaces (`wl_proxy_set_tag`) with its
    /// "libdecor-cairo" tag and gives them its frame as user data; `struct
    /// libdecor_frame` is the first member of the plugin's frame, so that
    /// pointer equals the one `libdecor_decorate` returned. Compared only,
    /// never dereferenced. The tag is a `const char * const *` by
    /// libwayland's API.
    static func frame(ofDecoration surface: OpaquePointer) -> OpaquePointer? {
        guard let tag = wl_proxy_get_tag(surface), let name = tag.pointee,
              String(cString: name) == "libdecor-cairo",
              let data = wl_proxy_get_user_data(surface) else { return nil }
        return OpaquePointer(data)
    }

    fileprivate func close() { onClose() }
    fileprivate func commitRequested() { onCommitRequest() }

    /// The corresponding C function is `libdecor_frame_unref` (it destroys
    /// the xdg_toplevel, the xdg_surface and the decorations' surfaces).
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        shadowProbe?.cancel()
        shadowProbe = nil
        owner.toplevel = nil
        decorationSurfaces = CairoDecorationSurfaces()
        waykit_libdecor_frame_unref(frame)
    }
    /// Set by `destroy()`: the frame and its surfaces are freed, so input
    /// still in flight for them (`DecorationPointerFocus`,
    /// `DecorationTouch`) must not act on this toplevel.
    private(set) var isDestroyed = false
}

/// The frame's user data: outlives the toplevel's callbacks, so one that
/// arrives while the frame is being destroyed finds no toplevel.
private final class FrameOwner {
    weak var toplevel: LibdecorToplevel?
}

private func toplevel(_ data: UnsafeMutableRawPointer?) -> LibdecorToplevel? {
    listenerOwner(data, as: FrameOwner.self)?.toplevel
}

private nonisolated(unsafe) let frameInterface = makeListener(waykit_libdecor_frame_interface(
    configure: { _, configuration, data in
        // Raw pointers are only touched on the main thread.
        nonisolated(unsafe) let configuration = configuration, data = data
        MainActor.assumeIsolated { toplevel(data)?.configure(configuration) }
    },
    close: { _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { toplevel(data)?.close() }
    },
    commit: { _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { toplevel(data)?.commitRequested() }
    },
    dismiss_popup: { _, _, _ in },
    reserved: (nil, nil, nil, nil, nil, nil, nil, nil, nil, nil)
))
