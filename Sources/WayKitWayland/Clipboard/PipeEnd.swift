import WayKit
#if canImport(Glibc)
import Glibc
#endif

/// One end of a clipboard transfer's pipe, with the run loop's watch on it
/// and the transfer's deadline: what `PipeReader` and `PipeWriter` both own
/// and must let go of together, once, whether the transfer ends, is
/// cancelled or its owner drops it.
@MainActor
final class PipeEnd {
    private(set) var fd: Int32
    private var watch: FileDescriptorWatches.Watch?
    private var deadline: EventTimer?
    private let watches: FileDescriptorWatches

    /// Takes ownership of `fd`.
    init(fd: Int32, watches: FileDescriptorWatches) {
        self.fd = fd
        self.watches = watches
    }

    var isOpen: Bool { fd >= 0 }

    /// Calls `handler` with poll's events whenever the run loop sees `events`
    /// on the pipe. The handler should hold its owner weakly: an owner that
    /// drops the transfer must not be called.
    func watch(_ events: Int16, handler: @escaping @MainActor (Int16) -> Void) {
        guard isOpen else { return }
        if let watch { watches.remove(watch) }
        watch = watches.add(fd: fd, events: events, handler: handler)
    }

    /// Replaces the transfer's deadline; `close()` drops it.
    func setDeadline(_ timer: EventTimer) {
        deadline?.invalidate()
        deadline = timer
    }

    /// Removes the watch, drops the deadline and closes the pipe; later
    /// calls do nothing.
    func close() {
        if let watch { watches.remove(watch) }
        watch = nil
        deadline?.invalidate()
        deadline = nil
        if fd >= 0 { _ = Glibc.close(fd) }
        fd = -1
    }

    isolated deinit { close() }
}
