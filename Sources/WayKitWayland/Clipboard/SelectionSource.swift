import CWaylandClient
import CWaylandProtocols
#if canImport(Glibc)
import Glibc
#endif

/// WayKit's own selection (`wl_data_source` or
/// `zwp_primary_selection_source_v1`): the text, offered in the
/// ``TextMimeTypes/offered`` types plus a private marker type that names
/// this source, so that the offer the compositor echoes back to us is
/// recognised as our own (see `SelectionChannel`).
@MainActor
final class SelectionSource {
    let proxy: OpaquePointer
    let kind: SelectionKind
    /// The text as UTF-8, shared by every transfer.
    let bytes: [UInt8]
    /// ``processMarkerPrefix`` and a number: unique per source.
    let marker: String
    /// `application/x-waykit-selection;id=<random>-`, random per process (a
    /// pid could repeat across containers): every offer carrying a type
    /// that starts so is one of ours.
    static let processMarkerPrefix = "application/x-waykit-selection;id=\(String(UInt64.random(in: .min ... .max), radix: 16))-"
    /// The source's events: `send(mimeType, fd)` (the fd is the handler's to
    /// close) and `cancelled`.
    var onSend: ((SelectionSource, String, Int32) -> Void)?
    var onCancelled: ((SelectionSource) -> Void)?
    private var destroyed = false

    private static var counter = 0

    /// The corresponding Wayland requests are `create_data_source` /
    /// `create_source` and `offer` for each type.
    init?(kind: SelectionKind, manager: OpaquePointer, text: String) {
        guard let proxy = kind.createSource(manager: manager) else { return nil }
        self.proxy = proxy
        self.kind = kind
        bytes = Array(text.utf8)
        Self.counter += 1
        marker = "\(Self.processMarkerPrefix)\(Self.counter)"
        switch kind {
        case .clipboard: wl_data_source_add_listener(proxy, dataSourceListener, listenerData(self))
        case .primary: zwp_primary_selection_source_v1_add_listener(proxy, primarySourceListener, listenerData(self))
        }
        for type in TextMimeTypes.offered + [marker] { kind.offer(source: proxy, mimeType: type) }
    }

    fileprivate func send(_ type: String, fd: Int32) {
        guard let onSend, !destroyed else { close(fd); return }
        onSend(self, type, fd)
    }

    fileprivate func cancelled() {
        guard !destroyed else { return }
        onCancelled?(self)
    }

    func destroy() {
        guard !destroyed else { return }
        destroyed = true
        kind.destroySource(proxy)
    }
}

private func source(_ data: UnsafeMutableRawPointer?) -> SelectionSource? { listenerOwner(data, as: SelectionSource.self) }

// The two protocols' sources have the same events; their listeners differ
// only in type, and both hand them here.
private func sourceSend(_ data: UnsafeMutableRawPointer?, _ type: UnsafePointer<CChar>?, _ fd: Int32) {
    guard let s = source(data), let type else { close(fd); return }
    let text = String(cString: type)
    MainActor.assumeIsolated { s.send(text, fd: fd) }
}

private func sourceCancelled(_ data: UnsafeMutableRawPointer?) {
    guard let s = source(data) else { return }
    MainActor.assumeIsolated { s.cancelled() }
}

private nonisolated(unsafe) let dataSourceListener = makeListener(wl_data_source_listener(
    target: { _, _, _ in },
    send: { data, _, type, fd in sourceSend(data, type, fd) },
    cancelled: { data, _ in sourceCancelled(data) },
    // Drag and drop only: WayKit's sources are never dragged.
    dnd_drop_performed: { _, _ in },
    dnd_finished: { _, _ in },
    action: { _, _, _ in }
))

private nonisolated(unsafe) let primarySourceListener = makeListener(zwp_primary_selection_source_v1_listener(
    send: { data, _, type, fd in sourceSend(data, type, fd) },
    cancelled: { data, _ in sourceCancelled(data) }
))
