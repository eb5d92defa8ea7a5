import WayKit

/// One idle observation served by the compositor (issue 23): an
/// `ext_idle_notification_v1` per seat. The person is away once every seat
/// is idle, and back as soon as one resumes. The observation holds it as
/// its platform token; letting it go destroys the notifications.
///
/// - Important: main actor only.
@MainActor
final class IdleNotificationSet {
    weak var observation: IdleObservation?
    private weak var notifier: IdleNotifier?
    private(set) var notifications: [IdleNotification] = []
    /// Cleared when the connection closes: nothing more is sent.
    private(set) var isLive = true

    init(observation: IdleObservation, notifier: IdleNotifier) {
        self.observation = observation
        self.notifier = notifier
    }

    var timeoutMilliseconds: UInt32 {
        // ext-idle-notify counts milliseconds in a uint: a day-long (or
        // longer) timeout is capped at 2³² − 1 ms, 49 days.
        let ms = ((observation?.timeout ?? 0) * 1000).rounded()
        return ms >= Double(UInt32.max) ? UInt32.max : UInt32(max(0, ms))
    }

    func add(_ notification: IdleNotification) {
        notification.owner = self
        notifications.append(notification)
    }

    /// Destroys the notifications of a seat that went away.
    func removeSeat(named name: UInt32) {
        for n in notifications where n.seatName == name { n.destroy() }
        notifications.removeAll { $0.seatName == name }
    }

    /// A notification changed: tells the observation what all seats say.
    func changed() {
        guard isLive, let observation, !notifications.isEmpty else { return }
        if notifications.allSatisfy(\.isIdle) {
            observation._becameIdle()
        } else if observation.isIdle {
            observation._resumed()
        }
    }

    func log(once key: String, _ message: String) { notifier?.log(once: key, message) }

    /// Destroys every notification; nothing more is told.
    func end() {
        isLive = false
        for n in notifications { n.destroy() }
        notifications.removeAll()
    }

    isolated deinit { end() }
}
