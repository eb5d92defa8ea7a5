/// The content size a libdecor window may have so that libdecor 0.1's cairo
/// plugin also stays within WayKit's buffer ceiling (F1, `BufferLimits`).
///
/// The plugin draws its decorations into shm buffers of its own, sized from
/// the content size `libdecor_frame_commit` is given (libdecor-cairo.c,
/// `calculate_component_size` and `create_shm_buffer`): the shadow is
/// (w + 48) × (h + 72) points (a 24-point margin on every side and the
/// 24-point title bar), the title bar w × 24, each times the largest integer
/// scale of the outputs its surface is on. A compositor's configure of
/// 60000² made it ask for a 60048 × 60072 buffer (its `int` size wrapped,
/// and the compositor's answer was a protocol error); 20000² mapped 1.6 GB.
/// The plugin has no ceiling of its own, so WayKit clamps the content
/// before every commit, leaving room for what the plugin will draw.
///
/// The scale is the one the compositor announced, unclamped: the plugin
/// binds the outputs itself and does not clamp (WayKit's own surfaces
/// clamp to 8). What is left to libdecor: past a scale of about 96 even a
/// 1 × 1 content's shadow ((1 + 48) × (1 + 72) points) is past 128 MiB,
/// and past about 30,000 the plugin's `int` size overflows; no content
/// size helps then, and WayKit can only log it.
enum DecorationCeiling {
    /// What the plugin draws around the content, by window state.
    enum Drawn {
        /// A floating window: shadow (with the resize borders) and title bar.
        case shadowAndTitle
        /// Maximized or tiled: the title bar only (the shadow is detached).
        case titleOnly
        /// Fullscreen: no decorations.
        case nothing
    }

    /// Points the shadow adds to the content's width and height
    /// (`CairoDecorationLayout`: a margin each side; a margin each side and
    /// the title bar).
    static let shadowExtraWidth = Int(2 * CairoDecorationLayout.shadowMargin)
    static let shadowExtraHeight = Int(2 * CairoDecorationLayout.shadowMargin + CairoDecorationLayout.titleHeight)

    /// `width` × `height` points (any `Int32` a configure carried) clamped
    /// so that what the plugin draws for `drawn`, at integer `scale` (any
    /// `Int32`), fits `BufferLimits` where any size can; never larger than
    /// asked (P7 allows smaller), never below 1 (libdecor takes a
    /// zero-sized state as invalid).
    static func clampContent(width: Int, height: Int, scale: Int, drawn: Drawn) -> (width: Int, height: Int) {
        // Sides past the ceiling first, where the plugin draws, so no sum
        // or product below can overflow.
        var w = max(width, 1), h = max(height, 1)
        // Any announced scale, up to where a single point is past the side
        // ceiling (so s × s × 4 cannot overflow).
        let s = min(max(scale, 1), BufferLimits.maximumSide)
        let side = BufferLimits.maximumSide / s
        let pixelBytes = s * s * BufferLimits.bytesPerPixel
        switch drawn {
        case .nothing:
            break
        case .titleOnly:
            // w × 24 at scale s: only the side ceiling can be reached (a
            // full-width title bar at scale 8 is 16,384 × 192 px, 12 MiB).
            w = min(w, side)
        case .shadowAndTitle:
            let extraW = shadowExtraWidth, extraH = shadowExtraHeight
            w = min(w, side - extraW)
            h = min(h, side - extraH)
            if (w + extraW) * (h + extraH) * pixelBytes > BufferLimits.maximumBytes {
                // Cut the height until the shadow's bytes fit, as
                // `BufferLimits.clampLogical` does for the content.
                h = max(1, BufferLimits.maximumBytes / ((w + extraW) * pixelBytes) - extraH)
            }
        }
        return (max(w, 1), max(h, 1))
    }
}
