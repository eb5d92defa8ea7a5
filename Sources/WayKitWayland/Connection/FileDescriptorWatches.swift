#if canImport(Glibc)
import Glibc
#endif

/// File descriptors the run loop sleeps on besides the display's: the
/// clipboard's pipes (K6), read and written only when poll says they are
/// ready, so a slow or silent peer never blocks the loop.
///
/// - Important: main actor only; handlers run on the main actor after the
///   Wayland read of that iteration is finished, so they may send requests.
@MainActor
final class FileDescriptorWatches {
    /// One descriptor and what to wait for.
    final class Watch {
        let fd: Int32
        /// `POLLIN` or `POLLOUT`; errors and hang-ups are always reported.
        var events: Int16
        /// Called with the `revents` poll returned.
        fileprivate let handler: @MainActor (Int16) -> Void
        fileprivate(set) var isActive = true

        fileprivate init(fd: Int32, events: Int16, handler: @escaping @MainActor (Int16) -> Void) {
            self.fd = fd
            self.events = events
            self.handler = handler
        }
    }

    private(set) var watches: [Watch] = []

    /// Watches `fd` until `remove` (the caller still owns and closes it).
    func add(fd: Int32, events: Int16, handler: @escaping @MainActor (Int16) -> Void) -> Watch {
        let watch = Watch(fd: fd, events: events, handler: handler)
        watches.append(watch)
        return watch
    }

    func remove(_ watch: Watch) {
        watch.isActive = false
        watches.removeAll { $0 === watch }
    }

    /// The poll entries, in the order of ``watches``.
    func pollEntries() -> [pollfd] {
        watches.map { pollfd(fd: $0.fd, events: $0.events, revents: 0) }
    }

    /// Runs the handlers of the watches poll found ready. `watched` is the
    /// list `pollEntries` was made from; watches removed meanwhile (by an
    /// earlier handler) are skipped.
    func dispatch(_ watched: [Watch], results: ArraySlice<pollfd>) {
        for (watch, entry) in zip(watched, results) where entry.revents != 0 && watch.isActive {
            watch.handler(entry.revents)
        }
    }
}
