import CWaylandClient
import CWaylandProtocols

/// One seat's `wl_data_device` or `zwp_primary_selection_device_v1`: turns
/// its `data_offer` and `selection` events into offers for the channel.
///
/// The protocol: `data_offer` introduces a new offer object, its `offer`
/// events list the MIME types, then `selection` names it as the selection
/// (or `enter` as a drag, for `wl_data_device`). Offers never named are
/// destroyed at the next `selection` or `enter`, so a compositor that
/// introduces offers and never uses them cannot pile them up (F1).
@MainActor
final class SelectionDevice {
    /// Offers introduced and not named yet, at most this many.
    static let maximumUnclaimed = 8

    let proxy: OpaquePointer
    let kind: SelectionKind
    let version: UInt32
    let seat: WaylandSeat
    private unowned let channel: SelectionChannel
    private var unclaimed: [SelectionOffer] = []

    init?(kind: SelectionKind, manager: OpaquePointer, version: UInt32, seat: WaylandSeat, channel: SelectionChannel) {
        guard let proxy = kind.getDevice(manager: manager, seat: seat.proxy) else { return nil }
        self.proxy = proxy
        self.kind = kind
        self.version = version
        self.seat = seat
        self.channel = channel
        switch kind {
        case .clipboard: wl_data_device_add_listener(proxy, dataDeviceListener, listenerData(self))
        case .primary: zwp_primary_selection_device_v1_add_listener(proxy, primaryDeviceListener, listenerData(self))
        }
    }

    fileprivate func dataOffer(_ offerProxy: OpaquePointer?) {
        guard let offerProxy else { return }
        // Weak: the channel holds its current offer.
        unclaimed.append(SelectionOffer(proxy: offerProxy, kind: kind) { [weak channel] key, message in
            channel?.log(key, message)
        })
        if unclaimed.count > Self.maximumUnclaimed {
            channel.log("unclaimed offers", "\(kind.deviceInterface): offers introduced and never used; the oldest destroyed")
            unclaimed.removeFirst().destroy()
        }
    }

    /// Takes the offer `named` from the unclaimed ones and destroys the rest.
    private func claim(_ named: OpaquePointer) -> SelectionOffer? {
        let offer = unclaimed.first { $0.proxy == named }
        for other in unclaimed where other !== offer { other.destroy() }
        unclaimed.removeAll()
        return offer
    }

    fileprivate func selection(_ offerProxy: OpaquePointer?) {
        // libwayland hands over a null for "no selection", and also for an
        // offer we destroyed already (a dead id): both clear it.
        guard let offerProxy else {
            for other in unclaimed { other.destroy() }
            unclaimed.removeAll()
            channel.selectionChanged(to: nil, on: self)
            return
        }
        if let offer = claim(offerProxy) {
            channel.selectionChanged(to: offer, on: self)
        } else if !channel.isCurrentOffer(offerProxy) {
            // An offer this device never introduced (another device's, or
            // one named twice after it was replaced): unusable.
            channel.log("unknown offer", "\(kind.deviceInterface).selection names an offer it never introduced; treated as no selection")
            channel.selectionChanged(to: nil, on: self)
        }
    }

    /// A drag entered one of our surfaces: WayKit takes no drops, so the
    /// drag's offer is destroyed at once (the compositor then drops its
    /// events).
    fileprivate func dragEntered(_ offerProxy: OpaquePointer?) {
        guard let offerProxy else { return }
        if let offer = claim(offerProxy) { offer.destroy() }
    }

    func destroy() {
        for offer in unclaimed { offer.destroy() }
        unclaimed.removeAll()
        kind.releaseDevice(proxy, version: version)
    }
}

private func device(_ data: UnsafeMutableRawPointer?) -> SelectionDevice? { listenerOwner(data, as: SelectionDevice.self) }

private nonisolated(unsafe) let dataDeviceListener = makeListener(wl_data_device_listener(
    data_offer: { data, _, offer in
        guard let d = device(data) else { return }
        // Raw protocol pointers are only touched on the main thread.
        nonisolated(unsafe) let offer = offer
        MainActor.assumeIsolated { d.dataOffer(offer) }
    },
    enter: { data, _, _, _, _, _, offer in
        guard let d = device(data) else { return }
        nonisolated(unsafe) let offer = offer
        MainActor.assumeIsolated { d.dragEntered(offer) }
    },
    leave: { _, _ in },
    motion: { _, _, _, _, _ in },
    drop: { _, _ in },
    selection: { data, _, offer in
        guard let d = device(data) else { return }
        nonisolated(unsafe) let offer = offer
        MainActor.assumeIsolated { d.selection(offer) }
    }
))

private nonisolated(unsafe) let primaryDeviceListener = makeListener(zwp_primary_selection_device_v1_listener(
    data_offer: { data, _, offer in
        guard let d = device(data) else { return }
        nonisolated(unsafe) let offer = offer
        MainActor.assumeIsolated { d.dataOffer(offer) }
    },
    selection: { data, _, offer in
        guard let d = device(data) else { return }
        nonisolated(unsafe) let offer = offer
        MainActor.assumeIsolated { d.selection(offer) }
    }
))
