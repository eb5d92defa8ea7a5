import WayKit

/// The connection's clipboards (K6): `UIPasteboard.general` over
/// `wl_data_device_manager` and `UIPasteboard.primarySelection` over
/// `zwp_primary_selection_device_manager_v1`, each where the compositor
/// offers it (otherwise that pasteboard stays in the app), and the pipes
/// their transfers run through, which the run loop polls.
@MainActor
final class WaylandClipboard {
    let watches = FileDescriptorWatches()
    let general: SelectionChannel
    let primary: SelectionChannel

    init(client: WaylandClient) {
        general = SelectionChannel(kind: .clipboard, client: client, watches: watches)
        primary = SelectionChannel(kind: .primary, client: client, watches: watches)
    }

    /// Once the globals are bound: devices for every seat, and the
    /// application's pasteboards served by the compositor.
    func start() {
        general.ensureDevices()
        primary.ensureDevices()
        general.attach(UIPasteboard.general)
        primary.attach(UIPasteboard.primarySelection)
    }

    func seatAdded() {
        general.ensureDevices()
        primary.ensureDevices()
    }

    func seatRemoved(_ seat: WaylandSeat) {
        general.seatRemoved(seat)
        primary.seatRemoved(seat)
    }

    func disconnect() {
        general.disconnect()
        primary.disconnect()
    }
}
