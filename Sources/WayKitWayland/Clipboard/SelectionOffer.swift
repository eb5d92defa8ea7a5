import CWaylandClient
import CWaylandProtocols

/// Another client's offer (`wl_data_offer` or `zwp_primary_selection_offer_v1`):
/// the MIME types it announced, and the request to read it.
@MainActor
final class SelectionOffer {
    /// At most this many types are kept, of at most ``maximumTypeLength``
    /// bytes each (F1: a compositor that floods an offer costs bounded memory).
    static let maximumTypes = 64
    static let maximumTypeLength = 256

    let proxy: OpaquePointer
    let kind: SelectionKind
    private(set) var mimeTypes: [String] = []
    private let log: (String, String) -> Void
    private var destroyed = false

    /// Takes `proxy` from a `data_offer` event and listens to it.
    init(proxy: OpaquePointer, kind: SelectionKind, log: @escaping (_ key: String, _ message: String) -> Void) {
        self.proxy = proxy
        self.kind = kind
        self.log = log
        switch kind {
        case .clipboard: wl_data_offer_add_listener(proxy, dataOfferListener, listenerData(self))
        case .primary: zwp_primary_selection_offer_v1_add_listener(proxy, primaryOfferListener, listenerData(self))
        }
    }

    /// The text type to ask for, best first (nil: no text WayKit reads).
    var preferredTextType: String? { TextMimeTypes.preferred(in: mimeTypes) }

    fileprivate func offered(_ type: String) {
        guard type.utf8.count <= Self.maximumTypeLength, !type.isEmpty else {
            log("mime length", "\(kind.deviceInterface): an offered MIME type of \(type.utf8.count) bytes; ignored")
            return
        }
        guard mimeTypes.count < Self.maximumTypes else {
            log("mime count", "\(kind.deviceInterface): an offer of more than \(Self.maximumTypes) MIME types; the rest ignored")
            return
        }
        if !mimeTypes.contains(type) { mimeTypes.append(type) }
    }

    /// Asks the other client to write the selection as `mimeType` into `fd`.
    func receive(mimeType: String, fd: Int32) {
        guard !destroyed else { return }
        kind.receive(offer: proxy, mimeType: mimeType, fd: fd)
    }

    /// Idempotent: several owners may let go of one offer.
    func destroy() {
        guard !destroyed else { return }
        destroyed = true
        kind.destroyOffer(proxy)
    }
}

private func offer(_ data: UnsafeMutableRawPointer?) -> SelectionOffer? { listenerOwner(data, as: SelectionOffer.self) }

private nonisolated(unsafe) let dataOfferListener = makeListener(wl_data_offer_listener(
    offer: { data, _, type in
        guard let o = offer(data), let type else { return }
        let text = String(cString: type)
        MainActor.assumeIsolated { o.offered(text) }
    },
    // Drag and drop only (version 3): WayKit takes no drops.
    source_actions: { _, _, _ in },
    action: { _, _, _ in }
))

private nonisolated(unsafe) let primaryOfferListener = makeListener(zwp_primary_selection_offer_v1_listener(
    offer: { data, _, type in
        guard let o = offer(data), let type else { return }
        let text = String(cString: type)
        MainActor.assumeIsolated { o.offered(text) }
    }
))
