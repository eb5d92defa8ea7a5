import CWaylandClient
import CWaylandProtocols
import WayKit

/// The compositor's idle notification for `UIApplication.observeIdle`
/// (issue 23), where it offers `ext_idle_notifier_v1`: each observation
/// gets an `ext_idle_notification_v1` per seat with its timeout
/// (`IdleNotificationSet`), so input the app never sees (another client's,
/// a presence sensor's) counts too.
///
/// The app's own input clock serves the observations instead while the
/// compositor cannot: with no seat, and while the app itself holds an idle
/// inhibitor (`isIdleTimerDisabled` with a scene shown), since
/// ext-idle-notify-v1 makes no notification idle while any inhibitor is
/// active, and a kiosk that keeps its screen on still wants its reset.
///
/// A seat that goes away takes its notifications with it (destroyed, so a
/// late `idled` for it is never heard; logged once), and the app goes on.
///
/// - Important: main actor only.
@MainActor
final class IdleNotifier: _IdleNotificationPlatform {
    let proxy: OpaquePointer
    private unowned let client: WaylandClient
    /// The observations served, held weakly (each observation holds its set).
    private var sets: [WeakIdleNotificationSet] = []
    private var isDisconnected = false

    init(proxy: OpaquePointer, client: WaylandClient) {
        self.proxy = proxy
        self.client = client
        UIApplication.shared._idleNotificationPlatform = self
    }

    func log(once key: String, _ message: String) { client.log(once: "idle: " + key, message) }

    /// Whether the compositor's notifications can tell anything now.
    private var canServe: Bool {
        guard !isDisconnected, !client.seats.isEmpty else { return false }
        let inhibiting = UIApplication.shared.isIdleTimerDisabled && client.globals.idleInhibitManager != nil
            && !client.toplevels.isEmpty
        return !inhibiting
    }

    private var liveSets: [IdleNotificationSet] {
        sets.removeAll { $0.set == nil }
        return sets.compactMap(\.set)
    }

    // MARK: _IdleNotificationPlatform

    func _startIdleNotification(for observation: IdleObservation) -> AnyObject? {
        guard canServe else { return nil }
        let set = IdleNotificationSet(observation: observation, notifier: self)
        for seat in client.seats { addNotification(to: set, for: seat) }
        sets.append(WeakIdleNotificationSet(set))
        return set
    }

    private func addNotification(to set: IdleNotificationSet, for seat: WaylandSeat) {
        guard let n = IdleNotification(notifier: proxy, timeoutMilliseconds: set.timeoutMilliseconds, seat: seat)
        else { return }
        set.add(n)
    }

    // MARK: What changes

    /// Hands each observation to the compositor or back to the app's own
    /// clock, as `canServe` now says.
    func refresh() {
        let serve = canServe
        for observation in UIApplication.shared._activeIdleObservations {
            if serve, !observation._usesPlatformNotification {
                if let set = _startIdleNotification(for: observation) { observation._setPlatformToken(set) }
            } else if !serve, observation._usesPlatformNotification {
                observation._setPlatformToken(nil)
            }
        }
    }

    func seatAdded(_ seat: WaylandSeat) {
        for set in liveSets { addNotification(to: set, for: seat) }
        refresh()
    }

    /// Called before the client forgets `seat`; then `refresh()`.
    func seatRemoved(_ seat: WaylandSeat) {
        let affected = liveSets.filter { $0.notifications.contains { $0.seatName == seat.name } }
        guard !affected.isEmpty else { return }
        log(once: "seat removed", "wl_seat \(seat.name) went away; its idle notifications are destroyed (a late idled or resumed for it is dropped)")
        for set in affected { set.removeSeat(named: seat.name) }
    }

    /// After a seat went: the other seats decide, or the app's clock.
    func seatsChanged() {
        refresh()
        for set in liveSets { set.changed() }
    }

    /// `isIdleTimerDisabled` changed, or a scene was shown or hidden.
    func inhibitionChanged() { refresh() }

    /// The connection closes: the observations go back to the app's clock.
    func disconnect() {
        guard !isDisconnected else { return }
        isDisconnected = true
        for set in liveSets { set.end() }
        for observation in UIApplication.shared._activeIdleObservations where observation._usesPlatformNotification {
            observation._setPlatformToken(nil)
        }
        sets.removeAll()
        if UIApplication.shared._idleNotificationPlatform === self { UIApplication.shared._idleNotificationPlatform = nil }
    }

    /// The corresponding Wayland request is `ext_idle_notifier_v1.destroy`.
    func destroy() {
        disconnect()
        ext_idle_notifier_v1_destroy(proxy)
    }
}

/// A set held weakly: the observation owns it.
private struct WeakIdleNotificationSet {
    weak var set: IdleNotificationSet?
    init(_ set: IdleNotificationSet) { self.set = set }
}
