import CWaylandClient

/// A `wl_touch`: decodes its events and groups them into frames for the input
/// router.
@MainActor
final class WaylandTouch {
    let proxy: OpaquePointer
    let version: UInt32
    private unowned let router: InputRouter
    private var assembler = TouchFrameAssembler()
    /// Where the seat keeps its latest input serial (K6: set_selection).
    var serials: InputSerial?
    /// The seat, which a move or resize from a decoration quotes (D1).
    var seat: OpaquePointer?
    /// Fingers on libdecor's buttons, by id, until their up: never in
    /// `assembler`. A decoration touch that moved or resized is not kept
    /// (`DecorationTouch.waitsForUp`): its later motions and up, if any,
    /// find no touch down and are dropped.
    private(set) var decorationTouches: [Int32: DecorationTouch] = [:]

    init(proxy: OpaquePointer, version: UInt32, router: InputRouter) {
        self.proxy = proxy
        self.version = version
        self.router = router
        wl_touch_add_listener(proxy, touchListener, listenerData(self))
        router.touchDevices.append(self)
    }

    fileprivate func down(serial: UInt32, surface: OpaquePointer?, time: UInt32, id: Int32, x: wl_fixed_t, y: wl_fixed_t) {
        // A down on a surface destroyed meanwhile arrives with a null surface.
        guard let surface else { return }
        serials?.recordPress(serial)
        // A new down for an id on a decoration: the compositor ended that
        // touch without an up (it took it for a move or resize).
        decorationTouches[id] = nil
        if !router.isOurs(surface), assembler.active[id] == nil,
           let touch = router.decorationTouchDown(surface: surface, serial: serial, x: wl_fixed_to_double(x),
                                                  y: wl_fixed_to_double(y), seat: seat) {
            // Bounded like the assembler's table (F1).
            if touch.waitsForUp, decorationTouches.count < TouchFrameAssembler.maximumTouches {
                decorationTouches[id] = touch
            }
            return
        }
        assembler.down(id: id, surface: surface, time: time, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
        if assembler.droppedForLimit {
            router.logOnce("touch limit", "more than \(TouchFrameAssembler.maximumTouches) touches down at once; wl_touch.down for id \(id) dropped")
        }
        flushIfOverfull()
    }

    /// Delivers what was gathered if the compositor has sent too much without
    /// a frame (F1: bounded memory whatever the stream).
    private func flushIfOverfull() {
        guard assembler.mustFlush else { return }
        router.logOnce("touch frame overflow", "wl_touch events without wl_touch.frame past \(TouchFrameAssembler.maximumSubFrames) phases; delivered early")
        frame()
    }
    fileprivate func motion(time: UInt32, id: Int32, x: wl_fixed_t, y: wl_fixed_t) {
        if decorationTouches[id] != nil {
            decorationTouches[id]?.x = wl_fixed_to_double(x)
            decorationTouches[id]?.y = wl_fixed_to_double(y)
            return
        }
        assembler.motion(id: id, time: time, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
    }
    fileprivate func up(serial: UInt32, time: UInt32, id: Int32) {
        serials?.record(serial)
        if let touch = decorationTouches.removeValue(forKey: id) {
            router.decorationTouchUp(touch)
            return
        }
        assembler.up(id: id, time: time)
        flushIfOverfull()
    }
    fileprivate func shape(id: Int32, major: wl_fixed_t, minor: wl_fixed_t) {
        assembler.shape(id: id, major: wl_fixed_to_double(major), minor: wl_fixed_to_double(minor))
    }
    fileprivate func orientation(id: Int32, degrees: wl_fixed_t) {
        assembler.orientation(id: id, degrees: wl_fixed_to_double(degrees))
    }
    fileprivate func frame() {
        for samples in assembler.frame() { router.touchFrame(samples, time: assembler.time) }
    }
    fileprivate func cancel() {
        decorationTouches.removeAll()
        router.touchCancelled(surfaces: assembler.cancel(), time: assembler.time)
    }

    /// Called once everything read has been dispatched (see `TouchFrameAssembler`).
    func endOfDispatch() {
        for samples in assembler.flushTrailingUp() ?? [] { router.touchFrame(samples, time: assembler.time) }
    }

    /// Cancels what is still down, then drops the object. The corresponding
    /// Wayland request is `wl_touch.release`.
    func destroy() {
        cancel()
        router.touchDevices.removeAll { $0 === self }
        wl_touch_release(proxy)
    }
}

private func touch(_ data: UnsafeMutableRawPointer?) -> WaylandTouch? { listenerOwner(data, as: WaylandTouch.self) }

private nonisolated(unsafe) let touchListener = makeListener(wl_touch_listener(
    down: { data, _, serial, time, surface, id, x, y in
        guard let t = touch(data) else { return }
        // Raw protocol pointers are only touched on the main thread.
        nonisolated(unsafe) let surface = surface
        MainActor.assumeIsolated { t.down(serial: serial, surface: surface, time: time, id: id, x: x, y: y) }
    },
    up: { data, _, serial, time, id in
        guard let t = touch(data) else { return }
        MainActor.assumeIsolated { t.up(serial: serial, time: time, id: id) }
    },
    motion: { data, _, time, id, x, y in
        guard let t = touch(data) else { return }
        MainActor.assumeIsolated { t.motion(time: time, id: id, x: x, y: y) }
    },
    frame: { data, _ in
        guard let t = touch(data) else { return }
        MainActor.assumeIsolated { t.frame() }
    },
    cancel: { data, _ in
        guard let t = touch(data) else { return }
        MainActor.assumeIsolated { t.cancel() }
    },
    shape: { data, _, id, major, minor in
        guard let t = touch(data) else { return }
        MainActor.assumeIsolated { t.shape(id: id, major: major, minor: minor) }
    },
    orientation: { data, _, id, degrees in
        guard let t = touch(data) else { return }
        MainActor.assumeIsolated { t.orientation(id: id, degrees: degrees) }
    }
))
