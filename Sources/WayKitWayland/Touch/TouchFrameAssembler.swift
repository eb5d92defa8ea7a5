/// Gathers `wl_touch` events until `wl_touch.frame` and hands them over as one
/// frame (P1, E3), keeping every touch's life whole (F2).
///
/// Weston 10 and older send no `frame` after the last `up` of a sequence; the
/// client then calls `flushTrailingUp()` when it has dispatched everything it
/// read, so that finger still ends (P1).
///
/// What one `wl_touch.frame` can hold, and what comes out:
///
/// | in one frame                      | delivered                            |
/// |-----------------------------------|--------------------------------------|
/// | down, motion*                     | began (at the last position)         |
/// | down, up (a quick tap)            | began, then ended in a second frame  |
/// | up, down of a reused id           | ended, then began in a second frame  |
/// | down of an id already down        | dropped (the first touch goes on)    |
/// | motion, up, shape of an unknown id| dropped                              |
/// | nothing                           | nothing                              |
///
/// A touch event cannot carry two phases of one touch, so a frame in which an
/// id changes phase twice is split into sub-frames, delivered in order.
struct TouchFrameAssembler {
    /// Every touch currently down: its last known position and shape.
    private(set) var active: [Int32: TouchSample] = [:]
    /// The sub-frames of the frame being gathered, oldest first; each holds
    /// the ids changed in it, in arrival order, and their samples.
    private var pending: [SubFrame] = [SubFrame()]
    private(set) var time: UInt32 = 0

    private struct SubFrame {
        var order: [Int32] = []
        var samples: [Int32: TouchSample] = [:]
        var isEmpty: Bool { order.isEmpty }

        mutating func put(_ sample: TouchSample) {
            if samples.updateValue(sample, forKey: sample.id) == nil { order.append(sample.id) }
        }
    }

    var hasPendingEvents: Bool { pending.contains { !$0.isEmpty } }

    /// Fingers down at once, at most (F1: a compositor's count is checked
    /// before it grows our tables): more than any touchscreen reports.
    static let maximumTouches = 32
    /// Sub-frames gathered before a frame, at most: a compositor that
    /// alternates down and up of one id without ever sending `frame` gets
    /// them delivered in batches instead of growing the list for ever.
    static let maximumSubFrames = 64

    /// Whether the gathered events should be delivered now, frame or not.
    var mustFlush: Bool { pending.count >= Self.maximumSubFrames }

    /// Whether the last `down` was dropped for the touch limit (for the log).
    private(set) var droppedForLimit = false

    /// A down for an id that is down already is the compositor's mistake: the
    /// first touch goes on, this one is dropped (F2).
    mutating func down(id: Int32, surface: OpaquePointer, time: UInt32, x: Double, y: Double) {
        guard active[id] == nil else { return }
        droppedForLimit = active.count >= Self.maximumTouches
        guard !droppedForLimit else { return }
        self.time = time
        let sample = TouchSample(id: id, phase: .down, surface: surface, x: x, y: y)
        active[id] = sample
        // The id ended earlier in this frame (up, then down again): the new
        // touch begins in a sub-frame of its own.
        if pending[pending.count - 1].samples[id] != nil { pending.append(SubFrame()) }
        pending[pending.count - 1].put(sample)
    }

    /// Motion for an id that is not down is the compositor's mistake: dropped.
    mutating func motion(id: Int32, time: UInt32, x: Double, y: Double) {
        guard var sample = active[id] else { return }
        self.time = time
        sample.x = x
        sample.y = y
        update(sample)
    }

    mutating func up(id: Int32, time: UInt32) {
        guard var sample = active.removeValue(forKey: id) else { return }
        self.time = time
        sample.phase = .up
        // Down and up in one frame (a quick tap): began must reach the app
        // before ended, so the up goes into the next sub-frame (F2).
        if pending[pending.count - 1].samples[id]?.phase == .down { pending.append(SubFrame()) }
        pending[pending.count - 1].put(sample)
    }

    mutating func shape(id: Int32, major: Double, minor: Double) {
        guard var sample = active[id] else { return }
        sample.major = major
        sample.minor = minor
        update(sample)
    }

    mutating func orientation(id: Int32, degrees: Double) {
        guard var sample = active[id] else { return }
        sample.orientation = degrees
        update(sample)
    }

    /// A change to a touch that is down: a motion, unless it went down in this
    /// sub-frame (then it is still its down, at the new position).
    private mutating func update(_ changed: TouchSample) {
        var sample = changed
        let current = pending[pending.count - 1].samples[sample.id]
        sample.phase = current?.phase == .down ? .down : .motion
        active[sample.id] = sample
        pending[pending.count - 1].put(sample)
    }

    /// `wl_touch.frame`: the samples that changed, as sub-frames to deliver in
    /// order (usually one); empty when the frame carried nothing (a late frame
    /// after a flushed up).
    mutating func frame() -> [[TouchSample]] {
        let frames = pending.filter { !$0.isEmpty }.map { sub in sub.order.compactMap { sub.samples[$0] } }
        pending = [SubFrame()]
        // A point reported as down in this frame moves in the next.
        for (id, sample) in active where sample.phase == .down {
            active[id]?.phase = .motion
        }
        return frames
    }

    /// The Weston 10 workaround: when every finger is up and the compositor sent
    /// no frame after the last `up`, end the frame now.
    mutating func flushTrailingUp() -> [[TouchSample]]? {
        guard active.isEmpty, pending.contains(where: { sub in sub.samples.values.contains { $0.phase == .up } })
        else { return nil }
        return frame()
    }

    /// `wl_touch.cancel`: forget everything; the caller cancels the toolkit's
    /// touches (P2, E7). Returns the surfaces that had touches.
    mutating func cancel() -> [OpaquePointer] {
        var surfaces: [OpaquePointer] = []
        func note(_ s: OpaquePointer) { if !surfaces.contains(s) { surfaces.append(s) } }
        for sample in active.values { note(sample.surface) }
        for sub in pending { for sample in sub.samples.values { note(sample.surface) } }
        active.removeAll()
        pending = [SubFrame()]
        return surfaces
    }
}
