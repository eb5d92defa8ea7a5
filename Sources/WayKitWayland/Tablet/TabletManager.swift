import CWaylandClient
import CWaylandProtocols

/// The bound `zwp_tablet_manager_v2` and one tablet seat per `wl_seat` (D4).
/// The compositor may announce the manager before or after the seats, so
/// both paths come to `seatAdded`.
@MainActor
final class TabletManager {
    let proxy: OpaquePointer
    private unowned let client: WaylandClient
    private var seats: [TabletSeat] = []

    init(proxy: OpaquePointer, client: WaylandClient) {
        self.proxy = proxy
        self.client = client
    }

    /// The corresponding Wayland request is `zwp_tablet_manager_v2.get_tablet_seat`.
    func seatAdded(_ seat: WaylandSeat) {
        guard !seats.contains(where: { $0.seatName == seat.name }),
              let tabletSeat = zwp_tablet_manager_v2_get_tablet_seat(proxy, seat.proxy) else { return }
        seats.append(TabletSeat(proxy: tabletSeat, seatName: seat.name, router: client.input))
    }

    func seatRemoved(name: UInt32) {
        guard let i = seats.firstIndex(where: { $0.seatName == name }) else { return }
        seats.remove(at: i).destroy()
    }

    /// Destroys the tablet seats (their pens' touches are cancelled), then
    /// the manager. The corresponding Wayland request is
    /// `zwp_tablet_manager_v2.destroy`.
    func destroy() {
        for seat in seats { seat.destroy() }
        seats.removeAll()
        zwp_tablet_manager_v2_destroy(proxy)
    }
}
