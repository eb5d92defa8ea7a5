import CWaylandClient
import CWaylandProtocols

/// The two selection protocols, which have the same shape: a manager makes a
/// device per seat and sources; a device announces offers and the current
/// selection; an offer is read through a pipe; a source is asked to write
/// into one. Every request of both goes through here (thin wrappers, each
/// naming its request).
enum SelectionKind: Sendable {
    /// `wl_data_device`: the clipboard (`UIPasteboard.general`).
    case clipboard
    /// `zwp_primary_selection_device_v1`: the primary selection
    /// (`UIPasteboard.primarySelection`).
    case primary

    /// The device interface, for messages.
    var deviceInterface: String {
        switch self {
        case .clipboard: "wl_data_device"
        case .primary: "zwp_primary_selection_device_v1"
        }
    }

    /// The corresponding Wayland requests are
    /// `wl_data_device_manager.get_data_device` and
    /// `zwp_primary_selection_device_manager_v1.get_device`.
    func getDevice(manager: OpaquePointer, seat: OpaquePointer) -> OpaquePointer? {
        switch self {
        case .clipboard: wl_data_device_manager_get_data_device(manager, seat)
        case .primary: zwp_primary_selection_device_manager_v1_get_device(manager, seat)
        }
    }

    /// The corresponding Wayland requests are
    /// `wl_data_device_manager.create_data_source` and
    /// `zwp_primary_selection_device_manager_v1.create_source`.
    func createSource(manager: OpaquePointer) -> OpaquePointer? {
        switch self {
        case .clipboard: wl_data_device_manager_create_data_source(manager)
        case .primary: zwp_primary_selection_device_manager_v1_create_source(manager)
        }
    }

    /// The corresponding Wayland request is `wl_data_device_manager`'s
    /// (none: version 1–3 have no destructor, the proxy goes on our side) and
    /// `zwp_primary_selection_device_manager_v1.destroy`.
    func destroyManager(_ manager: OpaquePointer) {
        switch self {
        case .clipboard: wl_data_device_manager_destroy(manager)
        case .primary: zwp_primary_selection_device_manager_v1_destroy(manager)
        }
    }

    /// The corresponding Wayland requests are `wl_data_device.set_selection`
    /// and `zwp_primary_selection_device_v1.set_selection`; a nil source
    /// clears the selection.
    func setSelection(device: OpaquePointer, source: OpaquePointer?, serial: UInt32) {
        switch self {
        case .clipboard: wl_data_device_set_selection(device, source, serial)
        case .primary: zwp_primary_selection_device_v1_set_selection(device, source, serial)
        }
    }

    /// The corresponding Wayland requests are `wl_data_device.release`
    /// (version 2 and later; version 1 has none, the proxy goes on our side)
    /// and `zwp_primary_selection_device_v1.destroy`.
    func releaseDevice(_ device: OpaquePointer, version: UInt32) {
        switch self {
        case .clipboard:
            if version >= 2 { wl_data_device_release(device) } else { wl_data_device_destroy(device) }
        case .primary: zwp_primary_selection_device_v1_destroy(device)
        }
    }

    /// The corresponding Wayland requests are `wl_data_offer.receive` and
    /// `zwp_primary_selection_offer_v1.receive`. libwayland sends a duplicate
    /// of `fd`: the caller still closes its own.
    func receive(offer: OpaquePointer, mimeType: String, fd: Int32) {
        switch self {
        case .clipboard: wl_data_offer_receive(offer, mimeType, fd)
        case .primary: zwp_primary_selection_offer_v1_receive(offer, mimeType, fd)
        }
    }

    /// The corresponding Wayland requests are `wl_data_offer.destroy` and
    /// `zwp_primary_selection_offer_v1.destroy`.
    func destroyOffer(_ offer: OpaquePointer) {
        switch self {
        case .clipboard: wl_data_offer_destroy(offer)
        case .primary: zwp_primary_selection_offer_v1_destroy(offer)
        }
    }

    /// The corresponding Wayland requests are `wl_data_source.offer` and
    /// `zwp_primary_selection_source_v1.offer`.
    func offer(source: OpaquePointer, mimeType: String) {
        switch self {
        case .clipboard: wl_data_source_offer(source, mimeType)
        case .primary: zwp_primary_selection_source_v1_offer(source, mimeType)
        }
    }

    /// The corresponding Wayland requests are `wl_data_source.destroy` and
    /// `zwp_primary_selection_source_v1.destroy`.
    func destroySource(_ source: OpaquePointer) {
        switch self {
        case .clipboard: wl_data_source_destroy(source)
        case .primary: zwp_primary_selection_source_v1_destroy(source)
        }
    }
}
