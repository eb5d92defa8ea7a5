import CSystemdBus
#if canImport(Glibc)
import Glibc
#endif

// Sending and receiving on a connection. Every handler lives in a floating
// slot (owned by the connection) whose destroy callback releases it: a
// reply that never comes is released when the call times out or the
// connection closes.
extension BusConnection {
    /// Calls a method without waiting; `reply` runs with the reply or the
    /// error (a timeout is an error reply sd-bus makes). False when the call
    /// could not be sent. The corresponding C functions are
    /// `sd_bus_message_new_method_call` and `sd_bus_call_async`.
    @discardableResult
    func call(destination: String?, path: String, interface: String, member: String, timeout: Double = 10,
              arguments: (inout BusMessageWriter) -> Void = { _ in },
              reply: @escaping @MainActor (BusMessage) -> Void) -> Bool {
        guard let handle else { return false }
        var message: OpaquePointer?
        let made = withOptionalCString(destination) { dest in
            path.withCString { p in
                interface.withCString { i in
                    member.withCString { m in bus.message_new_method_call(handle, &message, dest, p, i, m) }
                }
            }
        }
        guard made >= 0, let message else { return false }
        defer { _ = bus.message_unref(message) }
        var writer = BusMessageWriter(handle: message, bus: bus)
        arguments(&writer)
        guard !writer.failed else { return false }
        let handler = BusHandler { m in reply(m); return 1 }
        let usec = UInt64(max(0.001, min(timeout, 3600)) * 1_000_000)
        return floatingSlot(handler) { slot, userdata in
            bus.call_async(handle, slot, message, BusHandler.trampoline, userdata, usec)
        } >= 0
    }

    /// Adds a match rule without waiting for the bus daemon's answer
    /// (signals matching it go to `handler`). Local rules (sender
    /// `org.freedesktop.DBus.Local`) work before ``start()``; rules the bus
    /// daemon must know only after. The corresponding C function is
    /// `sd_bus_add_match_async`.
    @discardableResult
    func addMatch(_ rule: String, _ handler: @escaping @MainActor (BusMessage) -> Void) -> Bool {
        guard let handle else { return false }
        let box = BusHandler { m in handler(m); return 0 }
        return floatingSlot(box) { slot, userdata in
            rule.withCString { bus.add_match_async(handle, slot, $0, BusHandler.trampoline, nil, userdata) }
        } >= 0
    }

    /// Answers every call on `prefix` and the paths below it. The
    /// corresponding C function is `sd_bus_add_fallback`.
    @discardableResult
    func addFallback(_ prefix: String, _ handler: @escaping @MainActor (BusMessage) -> Int32) -> Bool {
        guard let handle else { return false }
        return floatingSlot(BusHandler(handler)) { slot, userdata in
            prefix.withCString { bus.add_fallback(handle, slot, $0, BusHandler.trampoline, userdata) }
        } >= 0
    }

    /// Answers every call on `path`. The corresponding C function is `sd_bus_add_object`.
    @discardableResult
    func addObject(_ path: String, _ handler: @escaping @MainActor (BusMessage) -> Int32) -> Bool {
        guard let handle else { return false }
        return floatingSlot(BusHandler(handler)) { slot, userdata in
            path.withCString { bus.add_object(handle, slot, $0, BusHandler.trampoline, userdata) }
        } >= 0
    }

    /// Sends a signal from `path` (a broadcast: no destination). False when
    /// it could not be built or queued. The corresponding C functions are
    /// `sd_bus_message_new_signal` and `sd_bus_send`.
    @discardableResult
    func emit(path: String, interface: String, member: String, _ body: (inout BusMessageWriter) -> Void) -> Bool {
        guard let handle else { return false }
        var message: OpaquePointer?
        let made = path.withCString { p in
            interface.withCString { i in member.withCString { m in bus.message_new_signal(handle, &message, p, i, m) } }
        }
        guard made >= 0, let message else { return false }
        defer { _ = bus.message_unref(message) }
        var writer = BusMessageWriter(handle: message, bus: bus)
        body(&writer)
        guard !writer.failed else { return false }
        return bus.send(handle, message, nil) >= 0
    }

    /// Registers a handler in a slot the connection owns, released by the
    /// slot's destroy callback. The corresponding C functions are
    /// `sd_bus_slot_set_destroy_callback`, `sd_bus_slot_set_floating` and
    /// `sd_bus_slot_unref`.
    private func floatingSlot(_ handler: BusHandler,
                              _ register: (UnsafeMutablePointer<OpaquePointer?>, UnsafeMutableRawPointer) -> Int32) -> Int32 {
        var slot: OpaquePointer?
        let userdata = handler.retainedPointer()
        let r = register(&slot, userdata)
        guard r >= 0, let slot else {
            Unmanaged<BusHandler>.fromOpaque(userdata).release()
            return r < 0 ? r : -EINVAL
        }
        _ = bus.slot_set_destroy_callback(slot, BusHandler.release)
        _ = bus.slot_set_floating(slot, 1)
        _ = bus.slot_unref(slot)
        return r
    }

    private func withOptionalCString<R>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
        guard let string else { return body(nil) }
        return string.withCString { body($0) }
    }
}

// Answering a method call.
extension BusMessage {
    /// Replies with the arguments `body` appends; nothing when the caller
    /// expects no reply. A reply that cannot be built becomes a `Failed`
    /// error. The corresponding C functions are
    /// `sd_bus_message_new_method_return` and `sd_bus_send`.
    func reply(_ body: (inout BusMessageWriter) -> Void = { _ in }) {
        guard expectsReply else { return }
        var message: OpaquePointer?
        guard bus.message_new_method_return(handle, &message) >= 0, let message else { return }
        defer { _ = bus.message_unref(message) }
        var writer = BusMessageWriter(handle: message, bus: bus)
        body(&writer)
        guard !writer.failed else {
            replyError(BusErrorName.failed, "the reply could not be built")
            return
        }
        _ = bus.send(nil, message, nil)
    }

    /// Replies with a D-Bus error (`org.freedesktop.DBus.Error.…`). The
    /// corresponding C function is `sd_bus_reply_method_error`, which sends
    /// nothing to a caller that expects no reply.
    func replyError(_ name: String, _ text: String) {
        name.withCString { n in
            text.withCString { t in
                var error = sd_bus_error(name: n, message: t, _need_free: 0)
                _ = bus.reply_method_error(handle, &error)
            }
        }
    }
}

/// The D-Bus error names the bridge answers with.
enum BusErrorName {
    static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
    static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
    static let unknownInterface = "org.freedesktop.DBus.Error.UnknownInterface"
    static let unknownProperty = "org.freedesktop.DBus.Error.UnknownProperty"
    static let propertyReadOnly = "org.freedesktop.DBus.Error.PropertyReadOnly"
    static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
    static let failed = "org.freedesktop.DBus.Error.Failed"
}
