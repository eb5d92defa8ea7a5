/// The buffers of one surface: hands out a buffer the compositor has released,
/// or makes a new one, and never one still in use (`wl_buffer.release` not yet
/// received). Buffers of an old size are dropped as they come back.
///
/// A buffer that must be brought up to date copies what it misses from the
/// newest buffer (the one committed last) instead of drawing it again, so a
/// frame draws only the window's new damage. While the app is idle the pool
/// gets a free buffer ready that way (`prepareSpare`): Weston's pixman
/// renderer keeps the buffer it shows until the next commit, so without a
/// spare the first touch of a run had to create a second full-window buffer
/// and draw the whole window into it (6.5 ms for a 1280×800 grid under
/// Weston 10, against 0.4 ms later).
@MainActor
final class BufferPool {
    private let shm: OpaquePointer
    private(set) var buffers: [ShmBuffer] = []
    /// The buffer committed last: what the compositor shows (or will), and
    /// what the others copy from to catch up. Nil until the first commit and
    /// after it is destroyed.
    private(set) var newest: ShmBuffer?
    /// More than this many busy buffers means the compositor holds on to them
    /// (it is not drawing us): stop drawing rather than allocate without bound.
    static let maximumBuffers = 4
    /// More stale rectangles than this are copied as their bounding box.
    private static let maximumCopies = 8
    /// Called when the compositor hands a buffer back (a blocked redraw can go on).
    var onRelease: () -> Void = {}

    init(shm: OpaquePointer) { self.shm = shm }

    /// A free buffer of the size, or nil when all are busy and the limit is hit.
    func acquire(width: Int, height: Int) -> ShmBuffer? {
        // Drop free buffers of another size (a resize happened).
        buffers.removeAll { buffer in
            let stale = !buffer.isBusy && (buffer.width != width || buffer.height != height)
            if stale { destroy(buffer) }
            return stale
        }
        if let free = buffers.first(where: { !$0.isBusy }) { return free }
        guard buffers.count < Self.maximumBuffers else { return nil }
        guard let fresh = ShmBuffer(shm: shm, width: width, height: height, onRelease: { [weak self] _ in self?.onRelease() }) else { return nil }
        buffers.append(fresh)
        return fresh
    }

    /// Makes `buffer` show what the newest buffer shows by copying the newest
    /// buffer's pixels where `buffer` is stale — each area damaged or moved
    /// by a scroll step since it was drawn (all of it if it was never drawn).
    /// Copying the newest frame's pixels beats replaying its moves: the
    /// newest buffer already shows the end result. Returns false when there
    /// is no newest buffer of its size to copy from; the caller must then
    /// replay or draw what it misses.
    func catchUp(_ buffer: ShmBuffer) -> Bool {
        if buffer.hasContent && buffer.staleChanges.isEmpty { return true }
        guard let source = newest, source !== buffer, source.width == buffer.width, source.height == buffer.height
        else { return false }
        let all = Rect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        var regions = buffer.hasContent ? buffer.staleChanges.map(\.area) : [all]
        if regions.count > Self.maximumCopies { regions = [regions.dropFirst().reduce(regions[0]) { $0.union($1) }] }
        for region in regions where !region.isEmpty {
            guard buffer.copy(region.intersection(all), from: source) else {
                // Part copied, part not: nothing about it can be trusted.
                buffer.staleChanges.removeAll()
                buffer.hasContent = false
                return false
            }
        }
        buffer.staleChanges.removeAll()
        buffer.hasContent = true
        return true
    }

    /// Idle work: gets a free buffer of the newest buffer's size showing the
    /// newest frame, so the next frame only draws its damage. A second buffer
    /// is made only where the compositor keeps the one it shows: when the
    /// frame callback of its commit has come back (`shownFrameIsDone`: the
    /// compositor has drawn it) and it has still not been released. Weston
    /// with its pixman renderer keeps a reference to the shm buffer and reads
    /// it at every repaint until the next attach; a compositor that copies the
    /// pixels into a texture of its own releases the buffer before its frame
    /// callback (Weston's GL renderer, wlroots with a GPU renderer: sway,
    /// cage; docs/rendering.md, "Window buffers") and so gets no second
    /// buffer: the next frame draws into the one it gave back. Never a third.
    /// Returns whether a buffer is ready.
    @discardableResult
    func prepareSpare(shownFrameIsDone: Bool) -> Bool {
        guard let source = newest else { return false }
        if let free = buffers.first(where: { !$0.isBusy && $0.width == source.width && $0.height == source.height }) {
            return catchUp(free)
        }
        // Buffers of an older size still in the list (released, not yet
        // dropped by `acquire`) don't count: wlroots' pixman renderer hands
        // the old size back only with the new size's frame (sway 1.7).
        guard shownFrameIsDone, buffers.filter({ $0.width == source.width && $0.height == source.height }).count == 1,
              let spare = acquire(width: source.width, height: source.height)
        else { return false }
        return catchUp(spare)
    }

    /// Tells every other buffer what changed on screen with this commit
    /// (they must catch up or replay it), in order.
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
        newest = buffer
    }

    private func destroy(_ buffer: ShmBuffer) {
        if buffer === newest { newest = nil }
        buffer.destroy()
    }

    func destroyAll() {
        for buffer in buffers { buffer.destroy() }
        buffers.removeAll()
        newest = nil
    }
}
