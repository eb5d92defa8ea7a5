import CSystemdBus
#if canImport(Glibc)
import Glibc
#endif

/// One sd-bus connection (the session bus, or the accessibility bus), driven
/// by the app's run loop: it never blocks. Calls are asynchronous, match
/// rules are added asynchronously, and sd-bus is only asked to read and
/// write when poll says so (``pollEvents``, ``deadline``, ``process(limit:)``).
///
/// Not used: `sd_bus_get_unique_name` before the connection is up and the
/// synchronous `sd_bus_add_match`, which both wait for the bus daemon
/// (tools/atspi-prototype/NOTES.md §8), and `sd_bus_flush`, which waits
/// until everything is written.
///
/// - Important: main actor only.
@MainActor
final class BusConnection {
    let bus: SystemdBus
    /// Nil once closed.
    private(set) var handle: OpaquePointer?

    private init(bus: SystemdBus, handle: OpaquePointer) {
        self.bus = bus
        self.handle = handle
    }

    /// The user's session bus, connecting: `DBUS_SESSION_BUS_ADDRESS` of
    /// `environment`, else `XDG_RUNTIME_DIR/bus`, what `sd_bus_open_user`
    /// reads from the process's environment. Read from `environment`
    /// instead, so that the bridge and its tests agree on which bus they
    /// mean (the process's own may name another, or none). Nil, with the
    /// address tried, when there is none or it cannot be used.
    static func openSession(_ bus: SystemdBus, environment: [String: String]) -> (BusConnection?, address: String) {
        let address = environment["DBUS_SESSION_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["XDG_RUNTIME_DIR"].map { "unix:path=\($0)/bus" } ?? ""
        guard !address.isEmpty, let connection = client(of: bus, address: address) else { return (nil, address) }
        guard connection.start() else {
            connection.close()
            return (nil, address)
        }
        return (connection, address)
    }

    /// A connection to a bus daemon at `address`, not started: objects and
    /// local matches are added first, then ``start()``. It says
    /// `org.freedesktop.DBus.Local.Connected` once the daemon has answered
    /// Hello. The corresponding C functions are `sd_bus_new`,
    /// `sd_bus_set_address`, `sd_bus_set_bus_client` and
    /// `sd_bus_set_connected_signal`.
    static func client(of bus: SystemdBus, address: String) -> BusConnection? {
        var handle: OpaquePointer?
        guard bus.new(&handle) >= 0, let handle else { return nil }
        let connection = BusConnection(bus: bus, handle: handle)
        guard address.withCString({ bus.set_address(handle, $0) }) >= 0,
              bus.set_bus_client(handle, 1) >= 0, bus.set_connected_signal(handle, 1) >= 0 else {
            connection.close()
            return nil
        }
        return connection
    }

    /// A peer-to-peer connection over `fd` (no bus daemon), for tests and
    /// benchmarks: one end the server. Not started. The corresponding C
    /// functions are `sd_bus_new`, `sd_bus_set_fd` and `sd_bus_set_server`.
    static func peer(of bus: SystemdBus, fd: Int32, server: Bool) -> BusConnection? {
        var handle: OpaquePointer?
        guard bus.new(&handle) >= 0, let handle else { return nil }
        let connection = BusConnection(bus: bus, handle: handle)
        var id = sd_id128_t()
        id.bytes.0 = 1
        guard bus.set_fd(handle, fd, fd) >= 0, !server || bus.set_server(handle, 1, id) >= 0,
              !server || bus.set_anonymous(handle, 1) >= 0 else {
            connection.close()
            return nil
        }
        return connection
    }

    /// Starts connecting (without waiting). The corresponding C function is `sd_bus_start`.
    func start() -> Bool {
        guard let handle else { return false }
        return bus.start(handle) >= 0
    }

    /// Closes the connection and lets go of it; its slots' handlers are
    /// released. Not from inside one of its own handlers (the caller defers
    /// it). The corresponding C function is `sd_bus_close_unref`.
    func close() {
        guard let h = handle else { return }
        handle = nil
        _ = bus.close_unref(h)
    }

    // MARK: The run loop

    /// The corresponding C function is `sd_bus_get_fd`.
    var fileDescriptor: Int32 {
        guard let handle else { return -1 }
        return bus.get_fd(handle)
    }

    /// What to poll for: POLLIN, and POLLOUT while output is queued. The
    /// corresponding C function is `sd_bus_get_events`.
    var pollEvents: Int16 {
        guard let handle else { return 0 }
        let events = bus.get_events(handle)
        return events > 0 ? Int16(truncatingIfNeeded: events) : 0
    }

    /// When sd-bus wants to run next even with nothing to read (a call's
    /// timeout, queued messages), in seconds from now; nil for never. The
    /// corresponding C function is `sd_bus_get_timeout`, whose answer is
    /// absolute CLOCK_MONOTONIC microseconds.
    var timeout: Double? {
        guard let handle else { return nil }
        var usec: UInt64 = 0
        guard bus.get_timeout(handle, &usec) >= 0, usec != UInt64.max else { return nil }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nowUsec = UInt64(max(0, now.tv_sec)) &* 1_000_000 &+ UInt64(max(0, now.tv_nsec / 1000))
        return usec <= nowUsec ? 0 : Double(usec - nowUsec) / 1_000_000
    }

    /// Reads, writes and dispatches until sd-bus has nothing more to do, or
    /// `limit` steps (a flood waits for the next turn of the loop, with a
    /// zero timeout). False when the connection is gone. The corresponding C
    /// function is `sd_bus_process`.
    func process(limit: Int = 256) -> Bool {
        guard let handle else { return false }
        for _ in 0..<limit {
            let r = bus.process(handle, nil)
            if r < 0 { return false }
            if r == 0 { return true }
        }
        return true
    }

    /// Our unique name (":1.42"), once the bus daemon has answered Hello
    /// (after `Local.Connected`): before that sd-bus would wait for it. Nil
    /// on a peer-to-peer connection. The corresponding C function is
    /// `sd_bus_get_unique_name`.
    var uniqueName: String? {
        guard let handle else { return nil }
        var name: UnsafePointer<CChar>?
        guard bus.get_unique_name(handle, &name) >= 0, let name else { return nil }
        return String(cString: name)
    }
}
