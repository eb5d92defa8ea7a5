import CWaylandProtocols
import WayKit
#if canImport(Glibc)
import Glibc
#endif

/// A pasteboard's platform side (K6): `UIPasteboard.general` over
/// `wl_data_device`, or `UIPasteboard.primarySelection` over
/// `zwp_primary_selection_device_v1`.
///
/// - Copy: a new source offering the text, set as the selection with the
///   serial of the latest input event of the seat used last; the previous
///   source is destroyed. Other clients' `send` requests are answered by a
///   `PipeWriter` each.
/// - The compositor announces every selection to the focused client,
///   including ours: an offer that carries one of this process's marker
///   types (`SelectionSource.marker`) is our own echo and is dropped.
///   Any other offer (or none) is another client's content.
/// - Paste: the offer is asked for its best text type into a pipe that a
///   `PipeReader` drains, bounded in size and time.
/// - `cancelled` on our source: another client took the selection over.
@MainActor
final class SelectionChannel: PasteboardBackend {
    /// Transfers out at once, at most (each holds a pipe).
    static let maximumWriters = 16

    let kind: SelectionKind
    private unowned let client: WaylandClient
    private let watches: FileDescriptorWatches
    private var manager: (proxy: OpaquePointer, version: UInt32)?
    private(set) var devices: [SelectionDevice] = []
    /// Our selection while it is (or may be) the compositor's.
    private(set) var source: SelectionSource?
    /// Another client's selection, the last one announced.
    private(set) var offer: SelectionOffer?
    private var reader: PipeReader?
    private var writers: [PipeWriter] = []
    private weak var pasteboard: UIPasteboard?

    init(kind: SelectionKind, client: WaylandClient, watches: FileDescriptorWatches) {
        self.kind = kind
        self.client = client
        self.watches = watches
    }

    func log(_ key: String, _ message: String) {
        client.log(once: "\(kind.deviceInterface) \(key)", message)
    }

    // MARK: Devices

    /// The compositor's manager was bound: every seat gets a device.
    func bind(manager: OpaquePointer, version: UInt32) {
        self.manager = (manager, version)
        ensureDevices()
    }

    /// Makes the devices of seats that have none (seats and the manager
    /// arrive in any order).
    func ensureDevices() {
        guard let manager else { return }
        for seat in client.seats where !devices.contains(where: { $0.seat === seat }) {
            if let d = SelectionDevice(kind: kind, manager: manager.proxy, version: manager.version, seat: seat, channel: self) {
                devices.append(d)
            }
        }
    }

    /// Before `seat` goes.
    func seatRemoved(_ seat: WaylandSeat) {
        for d in devices where d.seat === seat { d.destroy() }
        devices.removeAll { $0.seat === seat }
    }

    /// Serves `pasteboard` from now on, if the compositor offers the protocol;
    /// otherwise it stays in the process.
    func attach(_ pasteboard: UIPasteboard) {
        guard manager != nil else { return }
        self.pasteboard = pasteboard
        // Publishes what the app copied before the connection, if anything,
        // which replaces another client's selection.
        pasteboard._backend = self
        // Another client's selection announced while connecting.
        if let offer { pasteboard._platformContentDidChange(offersText: offer.preferredTextType != nil) }
    }

    // MARK: PasteboardBackend

    func pasteboard(_ pasteboard: UIPasteboard, publish text: String?) {
        guard let manager else { return }
        let previous = source
        source = nil
        // Our content replaces whatever another client offered.
        dropOffer()
        defer { previous?.destroy() }
        guard let device = devices.max(by: { $0.seat.serials.order < $1.seat.serials.order }) else {
            log("no seat", "\(kind.deviceInterface): no seat; the copied text stays in the app")
            return
        }
        guard let serial = device.seat.serials.latest else {
            // The compositor will most likely ignore it; the text stays in
            // the app's pasteboard either way.
            log("no serial", "\(kind.deviceInterface): set_selection before any input event; the compositor may ignore it")
            return setSelection(text, on: device, manager: manager.proxy, serial: 0)
        }
        setSelection(text, on: device, manager: manager.proxy, serial: serial)
    }

    private func setSelection(_ text: String?, on device: SelectionDevice, manager: OpaquePointer, serial: UInt32) {
        guard let text, let new = SelectionSource(kind: kind, manager: manager, text: text) else {
            kind.setSelection(device: device.proxy, source: nil, serial: serial)
            return
        }
        // Weak: a source event after the channel went (the connection torn
        // down) closes the fd and does nothing else.
        new.onSend = { [weak self] source, type, fd in
            if let self { self.send(source, type: type, fd: fd) } else { close(fd) }
        }
        new.onCancelled = { [weak self] source in self?.cancelled(source) }
        source = new
        kind.setSelection(device: device.proxy, source: new.proxy, serial: serial)
    }

    func pasteboard(_ pasteboard: UIPasteboard, readText completion: @escaping @MainActor (String?) -> Void) {
        guard let offer, let type = offer.preferredTextType else { completion(nil); return }
        reader?.cancel()
        reader = nil
        var fds: [Int32] = [-1, -1]
        guard waykit_clipboard_pipe(&fds) == 0 else {
            log("pipe", "\(kind.deviceInterface): no pipe for a paste (errno \(errno))")
            completion(nil)
            return
        }
        offer.receive(mimeType: type, fd: fds[1])
        // libwayland sent a duplicate; the other client holds the write end now.
        close(fds[1])
        reader = PipeReader(fd: fds[0], watches: watches, clock: UIApplication.shared.clock) { [weak self] outcome in
            self?.reader = nil
            completion(self?.text(from: outcome, type: type))
        }
    }

    private func text(from outcome: PipeReader.Outcome, type: String) -> String? {
        let name = kind.deviceInterface
        switch outcome {
        case .finished(let bytes):
            guard let text = TextMimeTypes.decode(bytes, as: type) else {
                log("invalid utf-8", "\(name): the pasted \(type) is not valid UTF-8; refused")
                return nil
            }
            return text
        case .tooLarge:
            log("too large", "\(name): the pasted text exceeds \(PipeReader.sizeLimit) bytes; refused")
        case .timedOut:
            log("timed out", "\(name): the other client sent no complete text within \(PipeReader.timeLimit) s; paste abandoned")
        case .failed(let code):
            log("read failed", "\(name): reading the pasted text failed (errno \(code))")
        }
        return nil
    }

    // MARK: Events

    /// A device announced a selection (nil: none).
    func selectionChanged(to new: SelectionOffer?, on device: SelectionDevice) {
        if let new, new.mimeTypes.contains(where: { $0.hasPrefix(SelectionSource.processMarkerPrefix) }) {
            // Our own selection coming back (now, or an older one of ours
            // overtaken by a newer copy): nothing changed for the app.
            new.destroy()
            return
        }
        // No selection, and none known before (a new device is told the
        // current one, usually none): nothing changed.
        if new == nil, offer == nil, source == nil { return }
        // Another client's content. The compositor should have cancelled
        // our source first; if it refused our set_selection it never will.
        if let source {
            source.destroy()
            self.source = nil
        }
        dropOffer()
        offer = new
        pasteboard?._platformContentDidChange(offersText: new?.preferredTextType != nil)
    }

    /// Whether `proxy` is the current offer (a repeated `selection` event).
    func isCurrentOffer(_ proxy: OpaquePointer) -> Bool { offer?.proxy == proxy }

    private func dropOffer() {
        reader?.cancel()
        reader = nil
        offer?.destroy()
        offer = nil
    }

    private func cancelled(_ cancelled: SelectionSource) {
        cancelled.destroy()
        guard cancelled === source else { return }
        source = nil
        pasteboard?._platformDidCancelLocalContent()
    }

    private func send(_ source: SelectionSource, type: String, fd: Int32) {
        writers.removeAll { $0.isFinished }
        guard TextMimeTypes.serves(type) else {
            log("unserved type", "\(kind.deviceInterface): asked for our selection as \(type), which we do not serve; refused")
            close(fd)
            return
        }
        guard writers.count < Self.maximumWriters else {
            log("too many transfers", "\(kind.deviceInterface): more than \(Self.maximumWriters) copies being read at once; refused")
            close(fd)
            return
        }
        let writer = PipeWriter(fd: fd, bytes: source.bytes, watches: watches, clock: UIApplication.shared.clock) {
            [weak self] delivered in
            if !delivered { self?.log("write failed", "the other client stopped reading our selection; transfer ended") }
        }
        if !writer.isFinished { writers.append(writer) }
    }

    // MARK: Teardown

    func disconnect() {
        if let pasteboard, pasteboard._backend === self { pasteboard._backend = nil }
        pasteboard = nil
        for w in writers { w.cancel() }
        writers.removeAll()
        dropOffer()
        source?.destroy()
        source = nil
        for d in devices { d.destroy() }
        devices.removeAll()
        manager = nil
    }
}
