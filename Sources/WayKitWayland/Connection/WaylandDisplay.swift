import CWaylandClient
import Foundation

/// The connection to the compositor: thin wrappers over libwayland's display
/// calls, each naming the function it calls.
///
/// - Important: main actor only. libwayland's default queue is dispatched on the
///   main thread, and every listener hops in with `MainActor.assumeIsolated`.
@MainActor
final class WaylandDisplay {
    let pointer: OpaquePointer
    /// Where we connected, for error messages: `$XDG_RUNTIME_DIR/$WAYLAND_DISPLAY`.
    let socketDescription: String

    /// Connects to `name`, or to `$WAYLAND_DISPLAY` (libwayland's default,
    /// `wayland-0`) when `name` is nil. The corresponding C function is
    /// `wl_display_connect`.
    init(name: String?) throws(WaylandError) {
        let shown = name ?? Environment.value("WAYLAND_DISPLAY") ?? "wayland-0"
        socketDescription = shown.hasPrefix("/") ? shown
            : "\(Environment.value("XDG_RUNTIME_DIR") ?? "$XDG_RUNTIME_DIR (unset)")/\(shown)"
        let display: OpaquePointer? = if let name { wl_display_connect(name) } else { wl_display_connect(nil) }
        guard let display else { throw .cannotConnect(socket: socketDescription, errno: errno) }
        pointer = display
    }

    /// The corresponding C function is `wl_display_disconnect`.
    func disconnect() { wl_display_disconnect(pointer) }

    /// The corresponding C function is `wl_display_get_fd`.
    var fileDescriptor: Int32 { wl_display_get_fd(pointer) }

    /// The corresponding Wayland request is `wl_display.get_registry`.
    func getRegistry() -> OpaquePointer? { wl_display_get_registry(pointer) }

    /// Sends buffered requests; returns false when the socket is full (EAGAIN) and
    /// poll must wait for POLLOUT. The corresponding C function is
    /// `wl_display_flush`.
    func flush() throws(WaylandError) -> Bool {
        if wl_display_flush(pointer) >= 0 { return true }
        if errno == EAGAIN { return false }
        throw failure(errno)
    }

    /// The corresponding C function is `wl_display_prepare_read`.
    func prepareRead() -> Bool { wl_display_prepare_read(pointer) == 0 }
    /// The corresponding C function is `wl_display_cancel_read`.
    func cancelRead() { wl_display_cancel_read(pointer) }
    /// The corresponding C function is `wl_display_read_events`.
    func readEvents() throws(WaylandError) {
        if wl_display_read_events(pointer) < 0 { throw failure(errno) }
    }
    /// The corresponding C function is `wl_display_dispatch_pending`.
    func dispatchPending() throws(WaylandError) {
        if wl_display_dispatch_pending(pointer) < 0 { throw failure(errno) }
    }
    /// Blocks until the compositor has handled every request sent so far.
    /// The corresponding C function is `wl_display_roundtrip`.
    func roundtrip() throws(WaylandError) {
        if wl_display_roundtrip(pointer) < 0 { throw failure(errno) }
    }

    /// The error the display is in, if any: a protocol error names the object and
    /// code; anything else is a lost connection. The corresponding C functions
    /// are `wl_display_get_error` and `wl_display_get_protocol_error`.
    func pendingError() -> WaylandError? {
        let code = wl_display_get_error(pointer)
        return code == 0 ? nil : failure(code)
    }

    private func failure(_ code: Int32) -> WaylandError {
        let current = wl_display_get_error(pointer)
        if current == EPROTO {
            var interface: UnsafePointer<wl_interface>?
            var id: UInt32 = 0
            let protocolCode = wl_display_get_protocol_error(pointer, &interface, &id)
            let name = interface.flatMap { $0.pointee.name.map { String(cString: $0) } } ?? "unknown interface"
            return .protocolError(interface: name, objectID: id, code: protocolCode)
        }
        return .connectionLost(socket: socketDescription, errno: current != 0 ? current : code)
    }
}
