import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// F1 for libdecor's decorations (D1): the cairo plugin draws its shadow
/// around the content, (w + 48) × (h + 72) points, into shm buffers of its
/// own, sized from the content size WayKit hands `libdecor_frame_commit`. A
/// compositor's configure size must be clamped before every such commit,
/// with room left for those borders, or the plugin's buffer escapes the
/// ceiling WayKit keeps for its own: at 60000² it asked for a 60048 × 60072
/// buffer (14 GB, its `int` size wrapped), which the compositor answered
/// with a protocol error; at 20000² it mapped 1.6 GB.
@MainActor
@Suite(.serialized)
struct LibdecorCeilingTests {
    /// Shows a libdecor-decorated window whose first configure is `side`²
    /// (libdecor's first-draw commit, `LibdecorToplevel.configure`), then
    /// configures it at that size again (the acknowledging commit), and
    /// checks after each that neither WayKit's buffers nor the plugin's
    /// outgrew the ceiling.
    private func configureDecorated(side: Int) throws {
        let h = try Harness(omitting: [.decoration])
        let (scene, _) = try h.showWindow(size: CGSize(width: 300, height: 200), configure: false)
        let toplevel = try #require(h.backend.client.toplevels.first)
        try #require(toplevel.isClientSideDecorated == true)

        for (n, size) in [(side, side), (side - 1, side), (300, 200), (side, side - 1)].enumerated() {
            let serial = h.compositor.configure(0, width: size.0, height: size.1)
            // A protocol error (the plugin's buffer larger than its pool)
            // would throw here: the app's death.
            try h.roundtrip()
            #expect(h.backend.failure == nil)
            #expect(h.compositor.lastAckedSerial(0) == serial, "configure \(n)")
            // Every pool anyone on the connection asked for, the plugin's
            // shadow and title bar included, is within the byte ceiling.
            #expect(h.compositor.largestShmPool > 0 && h.compositor.largestShmPool <= BufferLimits.maximumBytes,
                    "configure \(n): largest pool \(h.compositor.largestShmPool) bytes")
            // Every surface of the toplevel (content, shadow, title bar) is
            // within the side ceiling.
            let base = h.compositor.toplevelSurface(0)
            for s in [base] + h.compositor.children(base) {
                let size = h.compositor.bufferSize(s)
                #expect(size.width <= BufferLimits.maximumSide && size.height <= BufferLimits.maximumSide,
                        "configure \(n), surface \(s): \(size)")
                #expect(size.width * size.height * 4 <= BufferLimits.maximumBytes, "configure \(n), surface \(s): \(size)")
            }
            let w = Int(scene.size.width), ht = Int(scene.size.height)
            if size.0 == 300 {
                // An ordinary size is left alone (the title bar off it).
                #expect(w == 300 && ht == 200 - 24)
                continue
            }
            // As large as the ceiling allows with the decorations, not
            // smaller than needed: the shadow fits, and would not with
            // another row.
            #expect(w == BufferLimits.maximumSide - 48, "configure \(n)")
            #expect((w + 48) * (ht + 72) * 4 <= BufferLimits.maximumBytes, "configure \(n)")
            #expect((w + 48) * (ht + 73) * 4 > BufferLimits.maximumBytes, "configure \(n)")
        }
        // Logged once, for all four (F1).
        #expect(h.log.filter { $0.contains("decorations") && $0.contains("clamped") }.count == 1, "\(h.log)")
    }

    @Test("F1: D1: a 60000×60000 configure of a libdecor window is clamped before libdecor commits: the plugin's shadow buffer stays within 16,384 px a side and 128 MiB, no protocol error")
    func hugeConfigure() throws {
        try configureDecorated(side: 60_000)
    }

    @Test("F1: D1: a 20000×20000 configure of a libdecor window maps no 1.6 GB decoration buffer: every pool on the connection stays within 128 MiB")
    func largeConfigure() throws {
        try configureDecorated(side: 20_000)
    }

    @Test("F1: D1: on a scale-2 output the plugin draws its decorations at twice the size: a 60000×60000 configure still keeps every pool within 128 MiB")
    func hugeConfigureAtScale2() throws {
        let h = try Harness(omitting: [.decoration, .fractionalScale])
        h.compositor.setOutputScale(2)
        let (scene, _) = try h.showWindow(size: CGSize(width: 300, height: 200))
        // The decorations' surfaces are on the output: the plugin draws
        // them at its scale (libdecor-cairo.c, `surface_enter`).
        let base = h.compositor.toplevelSurface(0)
        for s in [base] + h.compositor.children(base) { h.compositor.enterOutput(s) }
        try h.roundtrip()
        h.compositor.configure(0, width: 60_000, height: 60_000)
        try h.roundtrip()
        #expect(h.backend.failure == nil)
        #expect(h.compositor.largestShmPool <= BufferLimits.maximumBytes, "largest pool \(h.compositor.largestShmPool) bytes")
        for s in h.compositor.children(base) {
            let size = h.compositor.bufferSize(s)
            #expect(size.width <= BufferLimits.maximumSide && size.height <= BufferLimits.maximumSide, "surface \(s): \(size)")
        }
        #expect(Int(scene.size.width) == BufferLimits.maximumSide / 2 - 48)
    }

    @Test("F1: D1: when an output announces a larger scale than any before (10, past WayKit's own 8), a libdecor window is fitted again, and stays fitted after a smaller one (the plugin keeps a scale it drew at)")
    func refitOnScaleChange() throws {
        let h = try Harness(omitting: [.decoration, .fractionalScale])
        let (scene, _) = try h.showWindow(size: CGSize(width: 1000, height: 800))
        #expect(scene.size == CGSize(width: 1000, height: 800 - 24))
        h.compositor.setOutputScale(10)
        try h.roundtrip()
        let w = Int(scene.size.width), ht = Int(scene.size.height)
        #expect((w + 48) * 10 * (ht + 72) * 10 * 4 <= BufferLimits.maximumBytes, "\(w)×\(ht)")
        #expect(w == 1000 && ht < 776)
        // The decorations, drawn now at 10, are within the ceiling.
        let base = h.compositor.toplevelSurface(0)
        for s in h.compositor.children(base) { h.compositor.enterOutput(s) }
        try h.roundtrip()
        for s in h.compositor.children(base) {
            let size = h.compositor.bufferSize(s)
            #expect(size.width * size.height * 4 <= BufferLimits.maximumBytes, "surface \(s): \(size)")
        }
        h.compositor.setOutputScale(-5)
        h.compositor.configure(0, width: 1000, height: 800)
        try h.roundtrip()
        #expect(Int(scene.size.height) == ht, "still fitted for 10")
        #expect(h.log.filter { $0.contains("decorations") && $0.contains("clamped") }.count == 1)
    }

    @Test("F1: D1: the decorated ceiling leaves room for the shadow at the output's scale, and a maximized window (title bar only) and a fullscreen one (no decorations) only what they draw")
    func ceilingPerDecoration() {
        let max = BufferLimits.maximumSide
        // The shadow: 48 wider and 72 taller than the content.
        let s1 = DecorationCeiling.clampContent(width: 60_000, height: 60_000, scale: 1, drawn: .shadowAndTitle)
        #expect(s1.width == max - 48)
        #expect((s1.width + 48) * (s1.height + 72) * 4 <= BufferLimits.maximumBytes)
        #expect((s1.width + 48) * (s1.height + 73) * 4 > BufferLimits.maximumBytes)
        // At scale 2 the plugin's buffers are twice as large a side.
        let s2 = DecorationCeiling.clampContent(width: 60_000, height: 60_000, scale: 2, drawn: .shadowAndTitle)
        #expect(s2.width == max / 2 - 48)
        #expect((s2.width + 48) * 2 * (s2.height + 72) * 2 * 4 <= BufferLimits.maximumBytes)
        // The plugin takes the output's scale unclamped: at 10 (past
        // WayKit's own 8) its buffers are ten times a side (found by the
        // fuzzer); at 2³¹ − 1 no size fits, and nothing traps.
        let s10 = DecorationCeiling.clampContent(width: 435, height: 693, scale: 10, drawn: .shadowAndTitle)
        #expect((s10.width + 48) * 10 * (s10.height + 72) * 10 * 4 <= BufferLimits.maximumBytes)
        #expect(s10.width == 435 && s10.height < 693)
        #expect(DecorationCeiling.clampContent(width: 800, height: 600, scale: Int(Int32.max), drawn: .shadowAndTitle) == (1, 1))
        #expect(DecorationCeiling.clampContent(width: 800, height: 600, scale: Int(Int32.min), drawn: .shadowAndTitle) == (800, 600))
        // Maximized: the title bar (w × 24) is all that is drawn.
        let m = DecorationCeiling.clampContent(width: 60_000, height: 60_000, scale: 1, drawn: .titleOnly)
        #expect(m.width == max && m.height == 60_000)
        // Fullscreen: nothing of the plugin's (the content's own ceiling is
        // `BufferLimits.clampLogical`'s); ordinary sizes pass unchanged.
        #expect(DecorationCeiling.clampContent(width: 60_000, height: 60_000, scale: 1, drawn: .nothing) == (60_000, 60_000))
        #expect(DecorationCeiling.clampContent(width: 800, height: 600, scale: 2, drawn: .shadowAndTitle) == (800, 600))
        // Negative and zero stay at the floor libdecor accepts (1).
        #expect(DecorationCeiling.clampContent(width: -5, height: 0, scale: 1, drawn: .shadowAndTitle) == (1, 1))
    }
}
