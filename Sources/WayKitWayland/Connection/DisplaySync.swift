import CWaylandClient

/// `wl_display.sync` done by hand, for a roundtrip that must not block: with an
/// in-process compositor (the test compositor) on the same thread,
/// `wl_display_roundtrip` would wait forever for a server that cannot run. The
/// caller's `pump` runs the compositor between non-blocking reads.
@MainActor
final class DisplaySync {
    private(set) var isDone = false
    /// Called once the compositor has answered: it has handled every request
    /// sent before, and every event after this one was made after them.
    var onDone: (() -> Void)?
    /// The callback, until answered or cancelled. Its listener data is this
    /// object, unretained: whoever lets go of a sync still waiting must
    /// `cancel()` it first, or the answer would find freed memory.
    private var callback: OpaquePointer?

    /// The corresponding Wayland request is `wl_display.sync`.
    init(display: WaylandDisplay) {
        callback = wl_display_sync(display.pointer)
        if let callback { wl_callback_add_listener(callback, syncListener, listenerData(self)) }
    }

    fileprivate func done() {
        isDone = true
        if let callback { wl_callback_destroy(callback) }
        callback = nil
        let onDone = onDone
        self.onDone = nil
        onDone?()
    }

    /// Stops waiting: the answer, if it comes, goes nowhere, and `onDone` is
    /// never called. The corresponding Wayland call is `wl_callback_destroy`
    /// (client side only: libwayland drops the callback's later `done`).
    func cancel() {
        if let callback { wl_callback_destroy(callback) }
        callback = nil
        onDone = nil
    }

    /// Pumps until the compositor answered every request sent before.
    static func roundtrip(_ display: WaylandDisplay, pump: (() -> Void)?) throws(WaylandError) {
        guard let pump else {
            try display.roundtrip()
            return
        }
        let sync = DisplaySync(display: display)
        let loop = WaylandRunLoop(display: display)
        // A compositor that never answers is a hang (P6): give up loudly.
        for _ in 0..<100_000 where !sync.isDone {
            _ = try display.flush()
            pump()
            _ = try loop.dispatchOnce(timeout: 0)
        }
        if !sync.isDone { throw .connectionLost(socket: display.socketDescription, errno: 0) }
    }
}

private nonisolated(unsafe) let syncListener = makeListener(wl_callback_listener(
    done: { data, _, _ in
        guard let sync = listenerOwner(data, as: DisplaySync.self) else { return }
        MainActor.assumeIsolated { sync.done() }
    }
))
