import CWaylandClient

/// A `wl_surface`: thin wrappers for its requests, the outputs it is on (for its
/// integer scale) and its frame callback.
@MainActor
final class WaylandSurface {
    let proxy: OpaquePointer
    /// Outputs the surface is shown on (`wl_surface.enter` / `.leave`), in
    /// the order it entered them: the last is where it went last.
    private(set) var outputs: [OpaquePointer] = []
    private var frameCallback: OpaquePointer?
    /// Called when the surface entered or left an output.
    var onOutputsChanged: () -> Void = {}
    /// Called at `wl_callback.done` of the frame callback.
    var onFrame: () -> Void = {}

    init(proxy: OpaquePointer) {
        self.proxy = proxy
        wl_surface_add_listener(proxy, surfaceListener, listenerData(self))
    }

    var waitingForFrame: Bool { frameCallback != nil }

    /// The corresponding Wayland request is `wl_surface.attach`.
    func attach(_ buffer: OpaquePointer?) { wl_surface_attach(proxy, buffer, 0, 0) }
    /// The corresponding Wayland request is `wl_surface.damage_buffer`.
    func damageBuffer(_ r: Rect) { wl_surface_damage_buffer(proxy, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height)) }
    /// The corresponding Wayland request is `wl_surface.set_buffer_scale`.
    func setBufferScale(_ scale: Int32) { wl_surface_set_buffer_scale(proxy, scale) }
    /// The corresponding Wayland request is `wl_surface.set_buffer_transform`.
    func setBufferTransform(_ transform: OutputTransform) { wl_surface_set_buffer_transform(proxy, transform.rawValue) }
    /// The corresponding Wayland request is `wl_surface.commit`.
    func commit() { wl_surface_commit(proxy) }

    /// Asks for a frame callback (pacing: draw again only when the compositor
    /// has shown the last frame). The corresponding Wayland request is
    /// `wl_surface.frame`.
    func requestFrame() {
        guard frameCallback == nil, let callback = wl_surface_frame(proxy) else { return }
        frameCallback = callback
        wl_callback_add_listener(callback, frameListener, listenerData(self))
    }

    fileprivate func frameDone() {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
        onFrame()
    }

    fileprivate func entered(_ output: OpaquePointer) {
        outputs.append(output)
        onOutputsChanged()
    }

    fileprivate func left(_ output: OpaquePointer) {
        outputs.removeAll { $0 == output }
        onOutputsChanged()
    }

    /// Stops waiting for the frame callback asked for last: the compositor
    /// may never send it (the surface's output went away, issue 23). A
    /// late `done` is then never heard: the callback proxy is destroyed.
    func abandonFrame() {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
    }

    /// Forgets an output the compositor removed.
    func forget(output: OpaquePointer) {
        if outputs.contains(output) { left(output) }
    }

    /// The corresponding Wayland request is `wl_surface.destroy`.
    func destroy() {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
        wl_surface_destroy(proxy)
    }
}

private func owner(_ data: UnsafeMutableRawPointer?) -> WaylandSurface? { listenerOwner(data, as: WaylandSurface.self) }

private nonisolated(unsafe) let surfaceListener = makeListener(wl_surface_listener(
    enter: { data, _, output in
        // Raw protocol pointers are only touched on the main thread.
        guard let s = owner(data), let raw = output else { return }
        nonisolated(unsafe) let output = raw
        MainActor.assumeIsolated { s.entered(output) }
    },
    leave: { data, _, output in
        guard let s = owner(data), let raw = output else { return }
        nonisolated(unsafe) let output = raw
        MainActor.assumeIsolated { s.left(output) }
    }
))

private nonisolated(unsafe) let frameListener = makeListener(wl_callback_listener(
    done: { data, _, _ in
        guard let s = owner(data) else { return }
        MainActor.assumeIsolated { s.frameDone() }
    }
))
