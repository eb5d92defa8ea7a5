#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Descriptors another module wants the backend's run loop to sleep on,
/// with a timeout of their own: the AT-SPI bridge's D-Bus connections (Y2),
/// whose descriptors, events and timeouts change from turn to turn
/// (`sd_bus_get_fd`, `sd_bus_get_events`, `sd_bus_get_timeout`).
///
/// Each turn, before sleeping, the loop asks `prepare` what to poll and for
/// how long at most; after poll it calls `dispatch` when one of them was
/// ready or the timeout has passed, once the Wayland read of that turn is
/// finished. `dispatch` must not block: it reads and writes what poll found
/// ready and returns.
///
/// - Important: main actor only.
@MainActor
public final class PollSource {
    public struct Descriptor: Equatable, Sendable {
        public var fileDescriptor: Int32
        /// `POLLIN` and/or `POLLOUT`; errors and hang-ups are always reported.
        public var events: Int16

        public init(fileDescriptor: Int32, events: Int16) {
            self.fileDescriptor = fileDescriptor
            self.events = events
        }
    }

    /// What to poll, and the longest sleep in seconds (nil: no limit).
    public typealias Prepare = @MainActor () -> (descriptors: [Descriptor], timeout: TimeInterval?)

    let prepare: Prepare
    let dispatch: @MainActor () -> Void
    /// Its descriptors among the loop's watches, in `prepare`'s order.
    var watches: [FileDescriptorWatches.Watch] = []
    var descriptors: [Descriptor] = []
    /// Set by a watch poll found ready.
    var ready = false
    /// When (on the application clock) its timeout passes.
    var deadline: TimeInterval?

    init(prepare: @escaping Prepare, dispatch: @escaping @MainActor () -> Void) {
        self.prepare = prepare
        self.dispatch = dispatch
    }

    /// Asks `prepare` and brings the watches in line with its answer.
    func update(in loopWatches: FileDescriptorWatches, now: TimeInterval) {
        let (wanted, timeout) = prepare()
        deadline = timeout.map { now + max(0, $0) }
        if wanted.map(\.fileDescriptor) == descriptors.map(\.fileDescriptor) {
            for (watch, descriptor) in zip(watches, wanted) { watch.events = descriptor.events }
        } else {
            for watch in watches { loopWatches.remove(watch) }
            watches = wanted.map { descriptor in
                loopWatches.add(fd: descriptor.fileDescriptor, events: descriptor.events) { [weak self] _ in
                    self?.ready = true
                }
            }
        }
        descriptors = wanted
    }

    /// Runs `dispatch` if a descriptor was ready or the deadline passed.
    func dispatchIfDue(now: TimeInterval) {
        guard ready || deadline.map({ now >= $0 }) == true else { return }
        ready = false
        dispatch()
    }

    func detach(from loopWatches: FileDescriptorWatches) {
        for watch in watches { loopWatches.remove(watch) }
        watches = []
        descriptors = []
    }
}

extension WaylandBackend {
    /// Adds descriptors to the run loop (see ``PollSource``); they are
    /// polled from the next turn until ``removePollSource(_:)``.
    @discardableResult
    public func addPollSource(prepare: @escaping PollSource.Prepare,
                              dispatch: @escaping @MainActor () -> Void) -> PollSource {
        let source = PollSource(prepare: prepare, dispatch: dispatch)
        pollSources.append(source)
        return source
    }

    public func removePollSource(_ source: PollSource) {
        source.detach(from: client.clipboard.watches)
        pollSources.removeAll { $0 === source }
    }
}
