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
    /// The largest integer scale among the surface's outputs.
    var outputScale: Int32 = 1
    var onChange: () -> Void = {}

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

    /// Buffer pixels for a logical size: rounded up so the viewport never
    /// stretches a buffer smaller than the surface.
    func bufferSize(points width: Int, _ height: Int) -> (width: Int, height: Int) {
        ((Double(width) * factor).rounded(.up).clamped, (Double(height) * factor).rounded(.up).clamped)
    }

    /// The corresponding Wayland request is `wp_viewport.set_destination`.
    func setDestination(width: Int32, height: Int32) {
        if let viewport { wp_viewport_set_destination(viewport, width, height) }
    }

    fileprivate func preferredScale(_ scale120: UInt32) {
        guard scale120 > 0 else { return }  // 0 is meaningless: ignored
        let value = Double(scale120) / 120
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

private extension Double {
    var clamped: Int { Int(Swift.max(1, Swift.min(self, 16384))) }
}

private nonisolated(unsafe) let fractionalListener = makeListener(wp_fractional_scale_v1_listener(
    preferred_scale: { data, _, scale in
        guard let s = listenerOwner(data, as: SurfaceScale.self) else { return }
        MainActor.assumeIsolated { s.preferredScale(scale) }
    }
))
