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
/// The memory stays mapped for the buffer's life. An idle app used to unmap
/// its buffers, which took them out of its resident memory but freed nothing:
/// the memfd, and so every page, is held as long as the buffer is. Counted as
/// footprint (resident memory plus the shared memory held unmapped,
/// scripts/grid-bench.sh) it bought nothing, and mapping again cost the next
/// frame a page fault per page it drew (docs/rendering.md, "Window buffers").
@MainActor
final class ShmBuffer {
    let proxy: OpaquePointer
    let width: Int
    let height: Int
    let stride: Int
    private let size: Int
    private let fd: Int32
    /// The pixels, mapped from creation to `destroy()`.
    let data: UnsafeMutableRawPointer
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
        self.data = data
        self.fd = fd
        self.size = size
        self.onRelease = onRelease
        wl_buffer_add_listener(buffer, bufferListener, listenerData(self))
    }

    /// Marks the buffer as handed to the compositor (at commit).
    func markBusy() { isBusy = true }

    /// Copies `region` (buffer pixels, clipped to both) from `source`, a buffer
    /// of the same size: how a buffer catches up with the newest frame without
    /// drawing it again. Reading a buffer the compositor holds is allowed; it
    /// only reads it too. Returns false when the sizes differ.
    @discardableResult
    func copy(_ region: Rect, from source: ShmBuffer) -> Bool {
        guard source !== self, source.width == width, source.height == height, source.stride == stride else { return false }
        let r = region.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return true }
        let sourceData = source.data
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
        munmap(data, size)
        close(fd)
    }
}

private nonisolated(unsafe) let bufferListener = makeListener(wl_buffer_listener(
    release: { data, _ in
        guard let buffer = listenerOwner(data, as: ShmBuffer.self) else { return }
        MainActor.assumeIsolated { buffer.released() }
    }
))
