#if canImport(Glibc)
import Glibc
#endif

/// libwayland's read protocol, owned by us (as foot's `fdm_wayl` owns it):
/// prepare_read → flush → poll → read_events or cancel_read → dispatch_pending.
///
/// Only the main thread reads, so prepare_read fails only when events are
/// already queued; those are dispatched before sleeping, never left waiting.
@MainActor
struct WaylandRunLoop {
    let display: WaylandDisplay
    /// Also sleep on the main dispatch queue and drain it (see `MainQueueBridge`).
    var drainsMainQueue = false
    /// Other descriptors to sleep on (the clipboard's pipes).
    var watches: FileDescriptorWatches?

    /// Waits up to `timeout` seconds (nil: forever, 0: not at all) for events and
    /// dispatches them. Returns whether any were read.
    func dispatchOnce(timeout: Double?) throws(WaylandError) -> Bool {
        // Events queued by an earlier read (or by a roundtrip) come first.
        while !display.prepareRead() {
            try display.dispatchPending()
        }
        // From here the read must be finished with read_events or cancel_read,
        // whatever happens, or other readers (none today) would block forever.
        let flushed: Bool
        do {
            flushed = try display.flush()
        } catch {
            display.cancelRead()
            throw error
        }
        var fds = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        if !flushed { fds[0].events |= Int16(POLLOUT) }
        if drainsMainQueue { fds.append(pollfd(fd: MainQueueBridge.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
        let watchStart = fds.count
        let watched = watches?.watches ?? []
        if let watches { fds += watches.pollEntries() }
        let ms: Int32 = timeout.map { Int32(min(max(0, ($0 * 1000).rounded(.up)), 60_000)) } ?? -1
        let ready = poll(&fds, nfds_t(fds.count), ms)
        let pfd = fds[0]
        // The main queue runs after the Wayland read is finished either way, so
        // its work may use the display freely.
        defer { if drainsMainQueue, fds[1].revents & Int16(POLLIN) != 0 { MainQueueBridge.drain() } }
        // The pipes are served once the Wayland read is finished too; a
        // failed poll reports nothing ready.
        defer { if ready > 0 { watches?.dispatch(watched, results: fds[watchStart...]) } }
        if ready < 0 {
            // EINTR: a signal woke us; nothing was read, so cancel and come back.
            display.cancelRead()
            if errno == EINTR { return false }
            throw display.pendingError() ?? .connectionLost(socket: display.socketDescription, errno: errno)
        }
        if pfd.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            // read_events reports the hang-up (or the protocol error the
            // compositor sent before closing) as an error: that is P6's message.
            try display.readEvents()
            try display.dispatchPending()
            return true
        }
        // Timed out, or only writable: nothing to read this time.
        display.cancelRead()
        if let error = display.pendingError() { throw error }
        return false
    }
}
