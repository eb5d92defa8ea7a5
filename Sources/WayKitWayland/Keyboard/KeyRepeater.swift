/// Client-side key repeat (P5): Wayland compositors send one `key` press and
/// leave repeating to the client, at the rate and delay of `repeat_info`.
///
/// Plain state plus deadlines; the run loop asks `nextDeadline` for its poll
/// timeout and calls `fire(now:)`, so tests drive it with a manual clock.
struct KeyRepeater {
    /// Keys per second; 0 disables repeat (`wl_keyboard.repeat_info`).
    var rate: Int32 = 25
    /// Seconds before the first repeat.
    var delay: Double = 0.6
    private(set) var key: UInt32?
    private(set) var nextDeadline: Double?
    static let maximumBurst = 5

    mutating func setInfo(rate: Int32, delayMilliseconds: Int32) {
        self.rate = max(0, rate)
        delay = Double(max(0, delayMilliseconds)) / 1000
        if self.rate == 0 { stop() }
    }

    mutating func press(_ key: UInt32, now: Double) {
        guard rate > 0 else { return }
        self.key = key
        nextDeadline = now + delay
    }

    mutating func release(_ key: UInt32) {
        if self.key == key { stop() }
    }

    /// Keyboard focus left: a key held while the window loses focus must not go
    /// on typing into it.
    mutating func stop() {
        key = nil
        nextDeadline = nil
    }

    /// The repeats due at `now` (each an instance of the held key).
    mutating func fire(now: Double) -> [UInt32] {
        guard let key, var deadline = nextDeadline, rate > 0 else { return [] }
        var due: [UInt32] = []
        let interval = 1 / Double(rate)
        while deadline <= now {
            due.append(key)
            deadline += interval
            // After a stall (the app was busy or suspended) don't type a burst:
            // a few repeats, then carry on from now.
            if due.count == Self.maximumBurst {
                deadline = max(deadline, now + interval)
                break
            }
        }
        nextDeadline = deadline
        return due
    }
}
