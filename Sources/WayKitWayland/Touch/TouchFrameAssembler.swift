/// Gathers `wl_touch` events until `wl_touch.frame` and hands them over as one
/// frame (P1, E3).
///
/// Weston 10 and older send no `frame` after the last `up` of a sequence; the
/// client then calls `flushTrailingUp()` when it has dispatched everything it
/// read, so that finger still ends (P1).
struct TouchFrameAssembler {
    /// Every touch currently down: its last known position and shape.
    private(set) var active: [Int32: TouchSample] = [:]
    /// Touch ids changed since the last frame, in arrival order.
    private var changed: [Int32] = []
    private var ended: [Int32: TouchSample] = [:]
    private(set) var time: UInt32 = 0

    var hasPendingEvents: Bool { !changed.isEmpty }

    mutating func down(id: Int32, surface: OpaquePointer, time: UInt32, x: Double, y: Double) {
        self.time = time
        active[id] = TouchSample(id: id, phase: .down, surface: surface, x: x, y: y)
        note(id)
    }

    /// Motion for an id that is not down is the compositor's mistake: dropped.
    mutating func motion(id: Int32, time: UInt32, x: Double, y: Double) {
        guard var sample = active[id] else { return }
        self.time = time
        sample.x = x
        sample.y = y
        if sample.phase != .down { sample.phase = .motion }
        active[id] = sample
        note(id)
    }

    mutating func up(id: Int32, time: UInt32) {
        guard var sample = active.removeValue(forKey: id) else { return }
        self.time = time
        sample.phase = .up
        ended[id] = sample
        note(id)
    }

    mutating func shape(id: Int32, major: Double, minor: Double) {
        guard var sample = active[id] else { return }
        sample.major = major
        sample.minor = minor
        if sample.phase != .down { sample.phase = .motion }
        active[id] = sample
        note(id)
    }

    mutating func orientation(id: Int32, degrees: Double) {
        guard var sample = active[id] else { return }
        sample.orientation = degrees
        if sample.phase != .down { sample.phase = .motion }
        active[id] = sample
        note(id)
    }

    /// `wl_touch.frame`: the samples that changed, in the order they first
    /// changed; empty when the frame carried nothing (a late frame after a
    /// flushed up).
    mutating func frame() -> [TouchSample] {
        let samples = changed.compactMap { id in ended[id] ?? active[id] }
        changed.removeAll()
        ended.removeAll()
        // A point reported as down in this frame moves in the next.
        for (id, sample) in active where sample.phase == .down {
            active[id]?.phase = .motion
        }
        return samples
    }

    /// The Weston 10 workaround: when every finger is up and the compositor sent
    /// no frame after the last `up`, end the frame now.
    mutating func flushTrailingUp() -> [TouchSample]? {
        guard !changed.isEmpty, active.isEmpty, !ended.isEmpty else { return nil }
        return frame()
    }

    /// `wl_touch.cancel`: forget everything; the caller cancels the toolkit's
    /// touches (P2, E7). Returns the surfaces that had touches.
    mutating func cancel() -> [OpaquePointer] {
        let surfaces = Set((active.values.map(\.surface) + ended.values.map(\.surface)).map { UInt(bitPattern: $0) })
        active.removeAll()
        ended.removeAll()
        changed.removeAll()
        return surfaces.compactMap { OpaquePointer(bitPattern: $0) }
    }

    private mutating func note(_ id: Int32) {
        if !changed.contains(id) { changed.append(id) }
    }
}
