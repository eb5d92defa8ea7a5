import CWaylandClient
import CWaylandProtocols
#if canImport(Glibc)
import Glibc
#endif

/// One `wl_buffer` in its own memfd-backed `wl_shm_pool`, ARGB8888 (the format
/// every compositor must support, and pixman's `a8r8g8b8`).
///
/// `isBusy` is set when the buffer is committed and cleared by
/// `wl_buffer.release`: until then the compositor may still read it, so it is
/// never drawn into.
///
/// The memory is mapped into the app only while it draws into it or copies
/// from it (`data`); an idle app unmaps its buffers (`unmap()`), keeping the
/// memfd, so the pixels Weston shows are not counted in the app's resident
/// memory twice a window (docs/performance.md). Mapping again costs one
/// `mmap` and the page faults of the rows drawn.
@MainActor
final class ShmBuffer {
    let proxy: OpaquePointer
    let width: Int
    let height: Int
    let stride: Int
    private let size: Int
    private let fd: Int32
    private var mapping: UnsafeMutableRawPointer?
    /// Mapped again since `unmap()` and not prefaulted yet.
    private var mappedAgain = false
    private(set) var isBusy = false
    /// What was committed on other buffers since this one was last drawn, in
    /// order (buffer pixels): damage to repaint and scroll moves to replay
    /// before it can be shown again.
    var staleChanges: [BufferChange] = []
    /// Whether it has ever been drawn (a fresh buffer needs a full redraw).
    var hasContent = false
    private let onRelease: (ShmBuffer) -> Void

    /// Creates the memfd, sizes it, maps it and wraps it in a pool and a buffer.
    /// The corresponding Wayland requests are `wl_shm.create_pool` and
    /// `wl_shm_pool.create_buffer`.
    init?(shm: OpaquePointer, width: Int, height: Int, onRelease: @escaping (ShmBuffer) -> Void) {
        guard width > 0, height > 0 else { return nil }
        let stride = width * 4
        let size = stride * height
        let fd = waykit_memfd_create("waykit-shm")
        guard fd >= 0 else { return nil }
        // MAP_POPULATE: a new buffer is about to be written whole (a first
        // frame, or a spare's copy), so its pages are allocated in one call
        // rather than in a thousand page faults (1280×800).
        guard ftruncate(fd, off_t(size)) == 0,
              let data = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, fd, 0), data != MAP_FAILED
        else {
            close(fd)
            return nil
        }
        // Sealing the size keeps us from ever shrinking it under the compositor.
        _ = waykit_seal_shrink(fd)
        guard let pool = wl_shm_create_pool(shm, fd, Int32(size)) else {
            munmap(data, size)
            close(fd)
            return nil
        }
        let buffer = wl_shm_pool_create_buffer(
            pool, 0, Int32(width), Int32(height), Int32(stride), WL_SHM_FORMAT_ARGB8888.rawValue)
        // The buffer keeps the pool's memory alive; the pool object is not needed.
        wl_shm_pool_destroy(pool)
        guard let buffer else {
            munmap(data, size)
            close(fd)
            return nil
        }
        self.proxy = buffer
        self.width = width
        self.height = height
        self.stride = stride
        self.mapping = data
        self.fd = fd
        self.size = size
        self.onRelease = onRelease
        wl_buffer_add_listener(buffer, bufferListener, listenerData(self))
    }

    /// The pixels, mapped again if `unmap()` let them go; nil when `mmap`
    /// fails (the caller skips the frame).
    var data: UnsafeMutableRawPointer? {
        if let mapping { return mapping }
        guard let p = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), p != MAP_FAILED else { return nil }
        mapping = p
        mappedAgain = true
        return p
    }

    /// Makes the pages of `rows` present in a mapping made again, in one
    /// call: drawing into a fresh mapping would otherwise take a write fault
    /// per page (a button's 76 rows of a 1280-pixel buffer: 95 faults, 0.15 ms
    /// under Weston). The corresponding C call is
    /// `madvise(MADV_POPULATE_WRITE)` (Linux 5.14; older kernels refuse it and
    /// the faults happen as before).
    func prefault(rows: Range<Int>) {
        // Only a mapping made again lacks its pages; once is enough.
        guard mappedAgain, let mapping, !rows.isEmpty else { return }
        mappedAgain = false
        let first = max(0, rows.lowerBound), last = min(height, rows.upperBound)
        guard last > first else { return }
        let page = 4096
        let start = (first * stride) / page * page
        let end = min(size, last * stride)
        guard end > start else { return }
        _ = madvise(mapping + start, end - start, 23 /* MADV_POPULATE_WRITE */)
    }

    /// Whether the app has the pixels mapped now.
    var isMapped: Bool { mapping != nil }

    /// Lets the app's mapping go; the memfd, and so the pixels, stay.
    func unmap() {
        guard let mapping else { return }
        munmap(mapping, size)
        self.mapping = nil
    }

    /// Marks the buffer as handed to the compositor (at commit).
    func markBusy() { isBusy = true }

    /// Copies `region` (buffer pixels, clipped to both) from `source`, a buffer
    /// of the same size: how a buffer catches up with the newest frame without
    /// drawing it again. Reading a buffer the compositor holds is allowed; it
    /// only reads it too. Returns false when either cannot be mapped.
    @discardableResult
    func copy(_ region: Rect, from source: ShmBuffer) -> Bool {
        guard source !== self, source.width == width, source.height == height, source.stride == stride else { return false }
        let r = region.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return true }
        guard let data, let sourceData = source.data else { return false }
        if r.x == 0, r.width == width {
            // Whole rows are one contiguous block.
            (data + r.y * stride).copyMemory(from: sourceData + r.y * stride, byteCount: r.height * stride)
            return true
        }
        for row in r.y..<(r.y + r.height) {
            let offset = row * stride + r.x * 4
            (data + offset).copyMemory(from: sourceData + offset, byteCount: r.width * 4)
        }
        return true
    }

    fileprivate func released() {
        isBusy = false
        onRelease(self)
    }

    /// The corresponding Wayland request is `wl_buffer.destroy`.
    func destroy() {
        wl_buffer_destroy(proxy)
        unmap()
        close(fd)
    }
}

private nonisolated(unsafe) let bufferListener = makeListener(wl_buffer_listener(
    release: { data, _ in
        guard let buffer = listenerOwner(data, as: ShmBuffer.self) else { return }
        MainActor.assumeIsolated { buffer.released() }
    }
))
