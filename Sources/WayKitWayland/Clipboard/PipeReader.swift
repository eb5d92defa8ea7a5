import CWaylandProtocols
import WayKit
#if canImport(Glibc)
import Glibc
#endif

/// Reads another client's selection from the read end of a pipe, only when
/// the run loop's poll says it is readable, so the UI never waits on the
/// other client (K6).
///
/// Bounded both ways (F1): at most ``sizeLimit`` bytes, and at most
/// ``timeLimit`` seconds of the application's clock (a virtual clock in
/// tests) from start to the writer's end of file. Past either, it stops,
/// closes the pipe and reports the failure.
@MainActor
final class PipeReader {
    /// 16 MiB: far more text than anyone pastes into a field, far less than
    /// what would hurt to hold.
    static let sizeLimit = 16 << 20
    /// A source that has not finished within 2 s is not going to (a client
    /// that hung, or one that never writes).
    static let timeLimit: Double = 2
    /// Bytes read per wake-up at most, so a fast writer cannot keep the loop
    /// from input and drawing.
    static let chunkPerWake = 1 << 20

    enum Outcome: Equatable {
        case finished([UInt8])
        case tooLarge
        case timedOut
        /// read(2) failed with this errno.
        case failed(Int32)
    }

    private let pipe: PipeEnd
    private var bytes: [UInt8] = []
    private var completion: (@MainActor (Outcome) -> Void)?

    /// Takes ownership of `fd` (non-blocking) and reads it to its end.
    init(fd: Int32, watches: FileDescriptorWatches, clock: EventClock,
         completion: @escaping @MainActor (Outcome) -> Void) {
        pipe = PipeEnd(fd: fd, watches: watches)
        self.completion = completion
        // Weak: a reader its owner dropped without cancelling must not be
        // called (the pipe end's deinit removes the watch and closes it).
        pipe.watch(Int16(POLLIN)) { [weak self] _ in self?.readAvailable() }
        pipe.setDeadline(clock.schedule(after: Self.timeLimit) { [weak self] in self?.finish(.timedOut) })
    }

    var isFinished: Bool { completion == nil }

    private func readAvailable() {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var readNow = 0
        while readNow < Self.chunkPerWake {
            let n = chunk.withUnsafeMutableBytes { read(pipe.fd, $0.baseAddress, $0.count) }
            if n > 0 {
                // Keep one byte past the limit to tell "exactly the limit"
                // from "more".
                bytes.append(contentsOf: chunk[0..<min(n, Self.sizeLimit + 1 - bytes.count)])
                if bytes.count > Self.sizeLimit { finish(.tooLarge); return }
                readNow += n
            } else if n == 0 {
                finish(.finished(bytes))
                return
            } else if errno == EAGAIN || errno == EINTR {
                return
            } else {
                finish(.failed(errno))
                return
            }
        }
    }

    /// Stops without reporting (the selection went away, the connection closed).
    func cancel() {
        completion = nil
        finish(nil)
    }

    private func finish(_ outcome: Outcome?) {
        pipe.close()
        bytes = []
        let done = completion
        completion = nil
        if let outcome { done?(outcome) }
    }
}
