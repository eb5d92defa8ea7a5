import CWaylandClient
import Foundation
import WayKit

/// A `wl_output`: its integer scale, to pick the buffer scale of surfaces
/// shown on it when the compositor has no fractional scaling; its transform,
/// in which windows on it draw their buffers (D5); and the `UIScreen` the app
/// sees for it (mode, scale, orientation).
@MainActor
final class WaylandOutput {
    let proxy: OpaquePointer
    let name: UInt32
    let version: UInt32
    private unowned let client: WaylandClient
    /// `wl_output.name` (version 4), for choosing a kiosk's output by name.
    private(set) var outputName: String?
    /// The scale as of the last `wl_output.done`.
    private(set) var scale: Int32 = 1
    private var pendingScale: Int32 = 1
    /// The largest `wl_output.scale` sent so far, unclamped: libdecor's
    /// plugin binds the output itself, draws at its scale as sent, and
    /// keeps a scale it drew at until its surfaces enter or leave an output
    /// (libdecor-cairo.c, `redraw_scale`), so the largest is what its
    /// buffers may still be drawn at (F1, `DecorationCeiling`).
    private(set) var largestAnnouncedScale: Int32 = 1
    private var pendingAnnouncedScale: Int32 = 1
    /// The transform as of the last `wl_output.done` (D5).
    private(set) var transform: OutputTransform = .normal
    private var pendingTransform: OutputTransform = .normal
    /// The current mode's size in pixels, as the panel is built (nil until a
    /// mode flagged current arrives).
    private var modeSize: (width: Int32, height: Int32)?
    /// What the app sees of this output.
    let screen = UIScreen()
    /// Its place and logical size among the outputs, where the compositor
    /// offers `zxdg_output_manager_v1` (issue 23).
    private(set) var xdgOutput: XdgOutput?
    /// Whether the app was told of the screen (`UIScreen._connect`): at the
    /// first `done` with a current mode and, when there is an xdg_output,
    /// its values.
    private(set) var isAnnounced = false
    /// Whether a `wl_output.done` came at all: an output removed before that
    /// went away in the middle of its first description (logged once).
    private(set) var hasCompleted = false

    init(proxy: OpaquePointer, name: UInt32, version: UInt32, client: WaylandClient) {
        self.proxy = proxy
        self.name = name
        self.version = version
        self.client = client
        wl_output_add_listener(proxy, outputListener, listenerData(self))
    }

    fileprivate func scaleEvent(_ factor: Int32) {
        // A compositor sending 0 or less is wrong; 1 is the safe reading. A
        // huge one would overflow cursor and buffer sizes: clamped to 8 (F1).
        let clamped = Int32(BufferLimits.clampScale(Double(factor)))
        if clamped != factor { client.log(once: "output scale", "wl_output.scale \(factor) clamped to \(clamped)") }
        pendingScale = clamped
        pendingAnnouncedScale = max(pendingAnnouncedScale, factor)
    }

    fileprivate func geometry(transform raw: Int32) {
        // F1: a value outside wl_output.transform is the compositor's bug;
        // the output is taken as not rotated.
        guard let value = OutputTransform(rawValue: raw) else {
            client.log(once: "output transform", "wl_output.geometry transform \(raw) is not a wl_output.transform; taken as normal")
            pendingTransform = .normal
            return
        }
        pendingTransform = value
    }

    fileprivate func mode(flags: UInt32, width: Int32, height: Int32) {
        guard flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
        // F1: a mode of no pixels or of more than any panel has is ignored
        // (the screen keeps its last size).
        guard width > 0, height > 0, width <= Self.maximumModeSide, height <= Self.maximumModeSide else {
            client.log(once: "output mode", "wl_output.mode \(width)×\(height) ignored")
            return
        }
        modeSize = (width, height)
    }

    /// The largest mode side believed (16K is 15360 pixels).
    static let maximumModeSide: Int32 = 32768

    fileprivate func nameEvent(_ name: String) {
        // A compositor's string: kept short (F1), and only what is printable.
        outputName = String(name.prefix(64))
    }

    /// Asks for the output's logical place and name (xdg-output).
    func attachXdgOutput(manager: OpaquePointer, version: UInt32) {
        guard xdgOutput == nil, let xdg = XdgOutput(manager: manager, version: version, output: proxy) else { return }
        // Versions 1 and 2 apply their values at their own done; 3 at
        // wl_output.done, which comes anyway.
        if version < 3 { xdg.onDone = { [unowned self] in done() } }
        xdgOutput = xdg
    }

    fileprivate func done() {
        hasCompleted = true
        updateScreen()
        let name = xdgOutput?.pendingName ?? outputName
        screen._update(outputName: name, logicalFrame: xdgOutput?.logicalFrame(maximumSide: Self.maximumModeSide))
        if !isAnnounced, modeSize != nil, xdgOutput.map(\.hasInformation) ?? true {
            isAnnounced = true
            client.outputAnnounced(self)
        }
        guard pendingScale != scale || pendingTransform != transform || pendingAnnouncedScale != largestAnnouncedScale
        else { return }
        scale = pendingScale
        transform = pendingTransform
        largestAnnouncedScale = pendingAnnouncedScale
        client.outputChanged(self)
    }

    /// Brings the `UIScreen` up to date; a mode is needed for its size.
    private func updateScreen() {
        guard let modeSize else { return }
        screen._update(nativePixels: CGSize(width: CGFloat(modeSize.width), height: CGFloat(modeSize.height)),
                       scale: CGFloat(pendingScale), quarterTurned: pendingTransform.swapsAxes,
                       orientation: pendingTransform.interfaceOrientation(nativePortrait: modeSize.height > modeSize.width))
    }

    /// The name the compositor gives the output, from either protocol.
    var displayName: String { xdgOutput?.pendingName ?? outputName ?? "wl_output \(name)" }

    /// The corresponding Wayland request is `wl_output.release` (version 3), else
    /// the proxy is only destroyed on our side; the xdg_output goes first
    /// (`zxdg_output_v1.destroy`).
    func destroy() {
        xdgOutput?.destroy()
        xdgOutput = nil
        if version >= 3 { wl_output_release(proxy) } else { wl_output_destroy(proxy) }
    }
}

private nonisolated(unsafe) let outputListener = makeListener(wl_output_listener(
    geometry: { data, _, _, _, _, _, _, _, _, transform in
        guard let output = listenerOwner(data, as: WaylandOutput.self) else { return }
        MainActor.assumeIsolated { output.geometry(transform: transform) }
    },
    mode: { data, _, flags, width, height, _ in
        guard let output = listenerOwner(data, as: WaylandOutput.self) else { return }
        MainActor.assumeIsolated { output.mode(flags: flags, width: width, height: height) }
    },
    done: { data, _ in
        guard let output = listenerOwner(data, as: WaylandOutput.self) else { return }
        MainActor.assumeIsolated { output.done() }
    },
    scale: { data, _, factor in
        guard let output = listenerOwner(data, as: WaylandOutput.self) else { return }
        MainActor.assumeIsolated { output.scaleEvent(factor) }
    },
    name: { data, _, name in
        guard let output = listenerOwner(data, as: WaylandOutput.self), let name else { return }
        let text = String(cString: name)
        MainActor.assumeIsolated { output.nameEvent(text) }
    },
    description: { _, _, _ in }
))
