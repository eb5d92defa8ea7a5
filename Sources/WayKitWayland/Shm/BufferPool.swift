/// The buffers of one surface: hands out a buffer the compositor has released,
/// or makes a new one, and never one still in use (`wl_buffer.release` not yet
/// received). Buffers of an old size are dropped as they come back.
@MainActor
final class BufferPool {
    private let shm: OpaquePointer
    private(set) var buffers: [ShmBuffer] = []
    /// More than this many busy buffers means the compositor holds on to them
    /// (it is not drawing us): stop drawing rather than allocate without bound.
    static let maximumBuffers = 4
    /// Called when the compositor hands a buffer back (a blocked redraw can go on).
    var onRelease: () -> Void = {}

    init(shm: OpaquePointer) { self.shm = shm }

    /// A free buffer of the size, or nil when all are busy and the limit is hit.
    func acquire(width: Int, height: Int) -> ShmBuffer? {
        // Drop free buffers of another size (a resize happened).
        buffers.removeAll { buffer in
            let stale = !buffer.isBusy && (buffer.width != width || buffer.height != height)
            if stale { buffer.destroy() }
            return stale
        }
        if let free = buffers.first(where: { !$0.isBusy }) { return free }
        guard buffers.count < Self.maximumBuffers else { return nil }
        guard let fresh = ShmBuffer(shm: shm, width: width, height: height, onRelease: { [weak self] _ in self?.onRelease() }) else { return nil }
        buffers.append(fresh)
        return fresh
    }

    /// Tells every other buffer what changed on screen with this commit
    /// (they must replay it), in order.
    func noteCommitted(_ buffer: ShmBuffer, changes: [BufferChange]) {
        for other in buffers where other !== buffer {
            other.staleChanges.append(contentsOf: changes)
            // Held for long: repaint it in full rather than replay a history.
            if other.staleChanges.count > BufferChange.maximumPending {
                other.staleChanges.removeAll()
                other.hasContent = false
            }
        }
        buffer.staleChanges.removeAll()
        buffer.hasContent = true
    }

    func destroyAll() {
        for buffer in buffers { buffer.destroy() }
        buffers.removeAll()
    }
}
