import Foundation

/// The "customer walked away" reset (issue 23): told once the person has
/// not touched, clicked or typed for `timeout` seconds, and again when they
/// come back. Made by `UIApplication.observeIdle(after:idle:resumed:)`.
///
/// Where the platform has the compositor's idle notification
/// (`ext_idle_notify_v1`: input anywhere on the seat counts, even outside
/// the app), it is used; otherwise the app's own input clock: the last
/// touch, pointer or key event the app received, on the event clock (so a
/// test's virtual time drives it).
///
/// - Important: main actor only.
@MainActor
public final class IdleObservation {
    public let timeout: TimeInterval
    /// Whether the person is away now.
    public private(set) var isIdle = false
    private let onIdle: @MainActor () -> Void
    private let onResumed: @MainActor () -> Void
    private var timer: EventTimer?
    /// The platform's notification, when it has one (the compositor's).
    var _platformToken: AnyObject?
    private(set) var isValid = true
    /// When the observation began, on the event clock: with no input since,
    /// the app's own clock counts from here.
    let startTime: TimeInterval

    init(timeout: TimeInterval, idle: @escaping @MainActor () -> Void, resumed: @escaping @MainActor () -> Void) {
        self.timeout = timeout.isFinite ? max(0.001, timeout) : 365 * 86_400
        startTime = UIApplication.shared.clock.now
        onIdle = idle
        onResumed = resumed
    }

    /// Stops the observation; nothing more is told.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        timer?.invalidate()
        timer = nil
        _platformToken = nil
        UIApplication.shared._idleObservations.removeAll { $0 === self }
    }

    /// Hands the observation to the platform's notification (`token`, which
    /// keeps it alive) or, with nil, back to the app's own input clock,
    /// counted from the last input (or the start): a backend whose
    /// compositor notification stops serving (no seat left, an idle
    /// inhibitor of the app's own) or starts. Whether the person is away
    /// is kept; input brings them back either way.
    public func _setPlatformToken(_ token: AnyObject?) {
        guard isValid else { return }
        _platformToken = token
        if token != nil {
            timer?.invalidate()
            timer = nil
        } else {
            schedule(from: max(UIApplication.shared._lastInputTime, startTime))
        }
    }

    /// Whether the platform's notification serves the observation now.
    public var _usesPlatformNotification: Bool { _platformToken != nil }

    // MARK: Told by the platform or the input clock

    /// The person is away.
    public func _becameIdle() {
        guard isValid, !isIdle else { return }
        isIdle = true
        timer?.invalidate()
        timer = nil
        onIdle()
    }

    /// The person is back.
    public func _resumed() {
        guard isValid, isIdle else { return }
        isIdle = false
        onResumed()
        if _platformToken == nil { schedule(from: UIApplication.shared._lastInputTime) }
    }

    /// The app's own clock: idle `timeout` after the last input.
    func schedule(from lastInput: TimeInterval) {
        guard isValid, _platformToken == nil, !isIdle else { return }
        let clock = UIApplication.shared.clock
        timer?.invalidate()
        timer = clock.schedule(at: lastInput + timeout) { [weak self] in
            guard let self, self.isValid else { return }
            let last = UIApplication.shared._lastInputTime
            // Input came after the timer was set: wait from there.
            if clock.now - last + 1e-9 < self.timeout { self.schedule(from: last) } else { self._becameIdle() }
        }
    }
}

/// What a backend offers for idle notification (the compositor's).
@MainActor
public protocol _IdleNotificationPlatform: AnyObject {
    /// Starts a notification for `observation`, calling its `_becameIdle`
    /// and `_resumed`; the returned token keeps it alive. Nil when the
    /// compositor has none (the app's own clock is used).
    func _startIdleNotification(for observation: IdleObservation) -> AnyObject?
}

extension UIApplication {
    /// Tells `idle` once nobody has given the app input for `timeout`
    /// seconds, and `resumed` when input comes again: the kiosk's reset
    /// after a customer walks away (issue 23). Keep the returned
    /// observation; `invalidate()` it to stop.
    @discardableResult
    public func observeIdle(after timeout: TimeInterval, idle: @escaping @MainActor () -> Void,
                            resumed: @escaping @MainActor () -> Void = {}) -> IdleObservation {
        let observation = IdleObservation(timeout: timeout, idle: idle, resumed: resumed)
        _idleObservations.append(observation)
        if let platform = _idleNotificationPlatform, let token = platform._startIdleNotification(for: observation) {
            observation._platformToken = token
        } else {
            // Counted from now when no input came since.
            observation.schedule(from: max(_lastInputTime, clock.now))
        }
        return observation
    }

    /// The observations running, for a backend that serves them with the
    /// compositor's notification.
    public var _activeIdleObservations: [IdleObservation] { _idleObservations }

    /// Called for every input the app receives (touch, pointer, key). Input
    /// that reaches the app means the person is back, whoever was counting:
    /// the compositor's `resumed` may come later, or never (its
    /// notification was made while the app's clock had them away).
    func _noteInput(at time: TimeInterval) {
        _lastInputTime = max(_lastInputTime, time.isFinite ? time : _lastInputTime)
        guard !_idleObservations.isEmpty else { return }
        for observation in _idleObservations where observation.isIdle { observation._resumed() }
    }
}
