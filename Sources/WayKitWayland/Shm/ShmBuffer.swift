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
@MainActor
final class ShmBuffer {
    let proxy: OpaquePointer
    let width: Int
    let height: Int
    let stride: Int
    let data: UnsafeMutableRawPointer
    private let size: Int
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
        defer { close(fd) }
        guard ftruncate(fd, off_t(size)) == 0,
              let data = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), data != MAP_FAILED
        else { return nil }
        // Sealing the size keeps us from ever shrinking it under the compositor.
        _ = waykit_seal_shrink(fd)
        guard let pool = wl_shm_create_pool(shm, fd, Int32(size)) else {
            munmap(data, size)
            return nil
        }
        let buffer = wl_shm_pool_create_buffer(
            pool, 0, Int32(width), Int32(height), Int32(stride), WL_SHM_FORMAT_ARGB8888.rawValue)
        // The buffer keeps the pool's memory alive; the pool object is not needed.
        wl_shm_pool_destroy(pool)
        guard let buffer else {
            munmap(data, size)
            return nil
        }
        self.proxy = buffer
        self.width = width
        self.height = height
        self.stride = stride
        self.data = data
        self.size = size
        self.onRelease = onRelease
        wl_buffer_add_listener(buffer, bufferListener, listenerData(self))
    }

    /// Marks the buffer as handed to the compositor (at commit).
    func markBusy() { isBusy = true }

    fileprivate func released() {
        isBusy = false
        onRelease(self)
    }

    /// The corresponding Wayland request is `wl_buffer.destroy`.
    func destroy() {
        wl_buffer_destroy(proxy)
        munmap(data, size)
    }
}

private nonisolated(unsafe) let bufferListener = makeListener(wl_buffer_listener(
    release: { data, _ in
        guard let buffer = listenerOwner(data, as: ShmBuffer.self) else { return }
        MainActor.assumeIsolated { buffer.released() }
    }
))
