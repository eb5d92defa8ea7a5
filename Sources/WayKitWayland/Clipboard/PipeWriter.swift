import CWaylandProtocols
import WayKit
#if canImport(Glibc)
import Glibc
#endif

/// Writes WayKit's selection into the pipe another client gave with
/// `send`, only when the run loop's poll says it is writable, so a reader
/// that is slow, stuck or gone never blocks the UI (K6).
///
/// A reader that takes no bytes for ``stallLimit`` seconds of the
/// application's clock is given up on, so its pipe does not stay open for
/// ever; one that closes its end makes the write fail with EPIPE (SIGPIPE is
/// ignored, `waykit_ignore_sigpipe`) and the transfer ends.
@MainActor
final class PipeWriter {
    static let stallLimit: Double = 5

    private let pipe: PipeEnd
    private let bytes: [UInt8]
    private var offset = 0
    private let clock: EventClock
    private var completion: (@MainActor (_ delivered: Bool) -> Void)?

    /// Takes ownership of `fd` and writes `bytes` (shared, not copied) into it.
    init(fd: Int32, bytes: [UInt8], watches: FileDescriptorWatches, clock: EventClock,
         completion: @escaping @MainActor (_ delivered: Bool) -> Void) {
        pipe = PipeEnd(fd: fd, watches: watches)
        self.bytes = bytes
        self.clock = clock
        self.completion = completion
        waykit_ignore_sigpipe()
        guard waykit_set_nonblocking(fd) == 0 else { finish(false); return }
        writeAvailable()
        if pipe.isOpen {
            // Weak: a writer its owner dropped must not be called (the pipe
            // end's deinit removes the watch and closes it).
            pipe.watch(Int16(POLLOUT)) { [weak self] revents in
                guard let self else { return }
                // POLLERR: the reader closed its end; POLLHUP is not reported
                // for write ends.
                if revents & Int16(POLLERR | POLLNVAL) != 0 { finish(false) } else { writeAvailable() }
            }
            armStallTimer()
        }
    }

    var isFinished: Bool { !pipe.isOpen }

    private func writeAvailable() {
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { all -> Int in
                guard let base = all.baseAddress else { return 0 }
                return write(pipe.fd, base + offset, all.count - offset)
            }
            if n > 0 {
                offset += n
                armStallTimer()
            } else if n < 0, errno == EINTR {
                continue
            } else if n < 0, errno == EAGAIN {
                return
            } else {
                finish(false)
                return
            }
        }
        finish(true)
    }

    private func armStallTimer() {
        guard pipe.isOpen else { return }
        pipe.setDeadline(clock.schedule(after: Self.stallLimit) { [weak self] in self?.finish(false) })
    }

    /// Stops at once (the connection closed).
    func cancel() {
        completion = nil
        finish(false)
    }

    private func finish(_ delivered: Bool) {
        pipe.close()
        let done = completion
        completion = nil
        done?(delivered)
    }
}
