import CWaylandClient
import CWaylandProtocols

/// How a surface maps logical points to buffer pixels (P3): a fractional scale
/// (`wp_fractional_scale_v1.preferred_scale`) drawn at that scale and shown
/// through a `wp_viewport` at the logical size, or else the integer scale of the
/// outputs it is on, as `wl_surface.set_buffer_scale`. Input never sees any of
/// this: positions stay in logical points.
@MainActor
final class SurfaceScale {
    private let viewport: OpaquePointer?
    private let fractional: OpaquePointer?
    /// `preferred_scale` / 120, once the compositor sent one.
    private(set) var preferred: Double?
    /// The largest integer scale among the surface's outputs (already within
    /// `BufferLimits.scaleRange`: `WaylandOutput` clamps it).
    var outputScale: Int32 = 1
    var onChange: () -> Void = {}
    /// Told when a compositor value was out of range (for the log).
    var onClamp: (String) -> Void = { _ in }

    init(surface: OpaquePointer, globals: WaylandGlobals) {
        viewport = globals.getViewport(surface)
        // Fractional scale needs a viewport to show the larger buffer at the
        // logical size; without viewporter it is no use.
        fractional = viewport != nil ? globals.getFractionalScale(surface) : nil
        if let fractional {
            wp_fractional_scale_v1_add_listener(fractional, fractionalListener, listenerData(self))
        }
    }

    var hasViewport: Bool { viewport != nil }

    /// The factor from points to buffer pixels.
    var factor: Double { preferred ?? Double(outputScale) }

    /// Whether the buffer is shown through the viewport (fractional) rather than
    /// with an integer buffer scale.
    var usesViewport: Bool { preferred != nil && viewport != nil }

    /// What a buffer for a logical size looks like: its pixels, the factor
    /// from points to those pixels, and the `wl_surface.set_buffer_scale`
    /// value (1 under a viewport).
    struct BufferGeometry: Equatable {
        var width: Int
        var height: Int
        var factor: Double
        var bufferScale: Int32
    }

    /// The buffer for a logical size within `BufferLimits` (F1). Fractional:
    /// rounded up so the viewport never stretches a buffer smaller than the
    /// surface, with the factor lowered until it fits. Integer: the output
    /// scale, lowered until it fits, so the buffer stays a whole multiple of
    /// its scale (anything else is a protocol error). The logical size is
    /// already within the ceilings at scale 1 (`BufferLimits.clampLogical`).
    func bufferGeometry(points width: Int, _ height: Int) -> BufferGeometry {
        let (w, h) = BufferLimits.clampLogical(width: width, height: height)
        if usesViewport {
            var f = factor
            // Each side and the area within the ceilings.
            f = Swift.min(f, Double(BufferLimits.maximumSide) / Double(Swift.max(w, h, 1)))
            let area = Double(w) * Double(h) * Double(BufferLimits.bytesPerPixel)
            if area > 0 { f = Swift.min(f, (Double(BufferLimits.maximumBytes) / area).squareRoot()) }
            f = Swift.max(1, f)
            var bw = Int((Double(w) * f).rounded(.up)), bh = Int((Double(h) * f).rounded(.up))
            // Rounding up can step one pixel over: drop to scale 1, which fits.
            if !BufferLimits.fits(width: bw, height: bh) { (bw, bh, f) = (w, h, 1) }
            return BufferGeometry(width: bw, height: bh, factor: Double(bw) / Double(Swift.max(w, 1)), bufferScale: 1)
        }
        var s = Int(outputScale)
        while s > 1 && !BufferLimits.fits(width: w * s, height: h * s) { s -= 1 }
        return BufferGeometry(width: w * s, height: h * s, factor: Double(s), bufferScale: Int32(s))
    }

    /// The corresponding Wayland request is `wp_viewport.set_destination`.
    func setDestination(width: Int32, height: Int32) {
        if let viewport { wp_viewport_set_destination(viewport, width, height) }
    }

    fileprivate func preferredScale(_ scale120: UInt32) {
        guard scale120 > 0 else { return }  // 0 is meaningless: ignored
        // F1: a scale outside 1…8 is clamped (and logged by the owner).
        let raw = Double(scale120) / 120
        let value = BufferLimits.clampScale(raw)
        if value != raw { onClamp("wp_fractional_scale_v1.preferred_scale \(raw) clamped to \(value)") }
        guard value != preferred else { return }
        preferred = value
        onChange()
    }

    /// The corresponding Wayland requests are `wp_fractional_scale_v1.destroy` and
    /// `wp_viewport.destroy`.
    func destroy() {
        if let fractional { wp_fractional_scale_v1_destroy(fractional) }
        if let viewport { wp_viewport_destroy(viewport) }
    }
}

private nonisolated(unsafe) let fractionalListener = makeListener(wp_fractional_scale_v1_listener(
    preferred_scale: { data, _, scale in
        guard let s = listenerOwner(data, as: SurfaceScale.self) else { return }
        MainActor.assumeIsolated { s.preferredScale(scale) }
    }
))
