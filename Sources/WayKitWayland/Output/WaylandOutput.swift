import CWaylandClient

/// A `wl_output`: WayKit only needs its integer scale, to pick the buffer scale
/// of surfaces shown on it when the compositor has no fractional scaling.
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
    }

    fileprivate func nameEvent(_ name: String) {
        // A compositor's string: kept short (F1), and only what is printable.
        outputName = String(name.prefix(64))
    }

    fileprivate func done() {
        guard pendingScale != scale else { return }
        scale = pendingScale
        client.outputScaleChanged(self)
    }

    /// The corresponding Wayland request is `wl_output.release` (version 3), else
    /// the proxy is only destroyed on our side.
    func destroy() {
        if version >= 3 { wl_output_release(proxy) } else { wl_output_destroy(proxy) }
    }
}

private nonisolated(unsafe) let outputListener = makeListener(wl_output_listener(
    geometry: { _, _, _, _, _, _, _, _, _, _ in },
    mode: { _, _, _, _, _, _ in },
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
