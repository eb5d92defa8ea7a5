import Foundation

/// The one source of time for the event model: timestamps of synthesized events,
/// recognizer timers (long press, multi-tap windows) and held `touchesEnded`.
///
/// A backend asks ``nextDeadline`` for its poll timeout and calls
/// ``runDueTimers()`` when it wakes; a test uses a manual clock and drives it with
/// ``advance(by:)`` so that nothing ever sleeps (G13).
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class EventClock {
    /// Where `now` comes from.
    public enum Source {
        /// `CLOCK_MONOTONIC`, in seconds: the base Wayland compositors use for
        /// event times, so input timestamps and timers compare directly.
        case monotonic
        /// Time moves only when ``advance(by:)`` or ``advance(to:)`` is called.
        case manual(start: TimeInterval)
    }

    public let source: Source
    private var manualNow: TimeInterval
    // Kept sorted by (deadline, sequence) so that timers due at the same instant
    // fire in the order they were scheduled; there are rarely more than a handful.
    private var timers: [EventTimer] = []
    private var sequence: UInt64 = 0

    public init(_ source: Source = .monotonic) {
        self.source = source
        if case .manual(let start) = source { manualNow = start } else { manualNow = 0 }
    }

    /// The current time in seconds.
    public var now: TimeInterval {
        switch source {
        case .manual: return manualNow
        case .monotonic: return EventClock.monotonicNow()
        }
    }

    public var isManual: Bool {
        if case .manual = source { return true }
        return false
    }

    /// Runs `action` once `delay` seconds from now. Cancel it through the
    /// returned timer.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> EventTimer {
        schedule(at: now + Swift.max(0, delay), action)
    }

    @discardableResult
    public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> EventTimer {
        sequence &+= 1
        let timer = EventTimer(deadline: deadline, sequence: sequence, clock: self, action: action)
        let index = timers.firstIndex { ($0.deadline, $0.sequence) > (deadline, timer.sequence) } ?? timers.endIndex
        timers.insert(timer, at: index)
        return timer
    }

    /// The deadline of the earliest pending timer, if any.
    public var nextDeadline: TimeInterval? { timers.first?.deadline }

    /// Runs every timer whose deadline has passed, earliest first. A timer that
    /// schedules another one due already runs it in the same call.
    public func runDueTimers() {
        let current = now
        while let first = timers.first, first.deadline <= current {
            timers.removeFirst()
            first.fire()
        }
    }

    /// Manual clocks only: moves time forward by `interval`, firing the timers
    /// that fall due on the way, each at its own deadline (so a timer sees `now`
    /// equal to its deadline, as it would in real time).
    public func advance(by interval: TimeInterval) {
        advance(to: manualNow + Swift.max(0, interval))
    }

    public func advance(to time: TimeInterval) {
        precondition(isManual, "advance(to:) needs a manual EventClock")
        while let first = timers.first, first.deadline <= time {
            timers.removeFirst()
            manualNow = Swift.max(manualNow, first.deadline)
            first.fire()
        }
        manualNow = Swift.max(manualNow, time)
    }

    fileprivate func remove(_ timer: EventTimer) {
        if let index = timers.firstIndex(where: { $0 === timer }) { timers.remove(at: index) }
    }

    /// `CLOCK_MONOTONIC` in seconds.
    public nonisolated static func monotonicNow() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1_000_000_000
    }
}

/// A pending one-shot timer of an ``EventClock``.
@preconcurrency @MainActor
public final class EventTimer {
    public let deadline: TimeInterval
    fileprivate let sequence: UInt64
    private weak var clock: EventClock?
    private var action: (@MainActor () -> Void)?

    fileprivate init(deadline: TimeInterval, sequence: UInt64, clock: EventClock, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.sequence = sequence
        self.clock = clock
        self.action = action
    }

    public var isValid: Bool { action != nil }

    public func invalidate() {
        action = nil
        clock?.remove(self)
    }

    fileprivate func fire() {
        let a = action
        action = nil
        a?()
    }
}
