import CWaylandClient
import CWaylandProtocols

/// One `ext_idle_notification_v1`: a seat's inactivity for at least a
/// timeout, as the compositor counts it (input anywhere on the seat, even
/// outside the app). Part of an `IdleNotificationSet`, which tells the
/// observation.
///
/// ext-idle-notify-v1: the object starts not idle; `idled` and `resumed`
/// alternate, `resumed` never first. A repeated event is the compositor's
/// error: logged once and dropped (F1).
///
/// - Important: main actor only.
@MainActor
final class IdleNotification {
    let proxy: OpaquePointer
    /// The seat it watches, for dropping it when the seat goes.
    let seatName: UInt32
    private(set) var isIdle = false
    /// Cleared once destroyed: a late event is dropped.
    private(set) var isLive = true
    weak var owner: IdleNotificationSet?

    /// The corresponding Wayland request is `ext_idle_notifier_v1.get_idle_notification`.
    init?(notifier: OpaquePointer, timeoutMilliseconds: UInt32, seat: WaylandSeat) {
        guard let proxy = ext_idle_notifier_v1_get_idle_notification(notifier, timeoutMilliseconds, seat.proxy)
        else { return nil }
        self.proxy = proxy
        seatName = seat.name
        ext_idle_notification_v1_add_listener(proxy, idleNotificationListener, listenerData(self))
    }

    fileprivate func idled() {
        guard isLive, let owner else { return }
        guard !isIdle else {
            owner.log(once: "idled twice", "ext_idle_notification_v1.idled sent twice without resumed; dropped")
            return
        }
        isIdle = true
        owner.changed()
    }

    fileprivate func resumed() {
        guard isLive, let owner else { return }
        guard isIdle else {
            owner.log(once: "resumed while active", "ext_idle_notification_v1.resumed sent without idled before it; dropped")
            return
        }
        isIdle = false
        owner.changed()
    }

    /// The corresponding Wayland request is `ext_idle_notification_v1.destroy`.
    func destroy() {
        guard isLive else { return }
        isLive = false
        ext_idle_notification_v1_destroy(proxy)
    }
}

private nonisolated(unsafe) let idleNotificationListener = makeListener(ext_idle_notification_v1_listener(
    idled: { data, _ in
        guard let n = listenerOwner(data, as: IdleNotification.self) else { return }
        MainActor.assumeIsolated { n.idled() }
    },
    resumed: { data, _ in
        guard let n = listenerOwner(data, as: IdleNotification.self) else { return }
        MainActor.assumeIsolated { n.resumed() }
    }
))
