import CSystemdBus

/// A D-Bus message sd-bus handed us (a call, a reply, a signal), read in
/// place: borrowed for the callback it came with, never kept.
///
/// Every read checks the type sd-bus finds: a peer that sends the wrong
/// signature or garbage gets nil back, never a trap (Y2, bad input).
///
/// - Important: main actor only, like every sd-bus call of the bridge.
@MainActor
struct BusMessage {
    let handle: OpaquePointer
    let bus: SystemdBus

    // MARK: Header

    /// The corresponding C function is `sd_bus_message_get_path`.
    var path: String? { bus.message_get_path(handle).map { String(cString: $0) } }
    /// The corresponding C function is `sd_bus_message_get_interface`.
    var interface: String? { bus.message_get_interface(handle).map { String(cString: $0) } }
    /// The corresponding C function is `sd_bus_message_get_member`.
    var member: String? { bus.message_get_member(handle).map { String(cString: $0) } }
    /// The corresponding C function is `sd_bus_message_get_sender`.
    var sender: String? { bus.message_get_sender(handle).map { String(cString: $0) } }
    /// The whole body's signature ("" for none). The corresponding C
    /// function is `sd_bus_message_get_signature`.
    var signature: String { bus.message_get_signature(handle, 1).map { String(cString: $0) } ?? "" }

    /// The message's kind. The corresponding C function is `sd_bus_message_get_type`.
    var type: UInt8 {
        var type: UInt8 = 0
        _ = bus.message_get_type(handle, &type)
        return type
    }
    static let methodCall: UInt8 = 1, methodReturn: UInt8 = 2, methodError: UInt8 = 3, signal: UInt8 = 4

    /// The error a reply carries, nil for a normal reply. The corresponding C
    /// function is `sd_bus_message_get_error`.
    var error: (name: String, message: String)? {
        guard let e = bus.message_get_error(handle) else { return nil }
        return (e.pointee.name.map { String(cString: $0) } ?? "",
                e.pointee.message.map { String(cString: $0) } ?? "")
    }

    /// Whether the caller waits for a reply (a call sent with
    /// NO_REPLY_EXPECTED must not be answered). The corresponding C function
    /// is `sd_bus_message_get_expect_reply`.
    var expectsReply: Bool { bus.message_get_expect_reply(handle) > 0 }

    // MARK: Reading

    /// The type of the next argument (0 at the end), and a container's
    /// contents. The corresponding C function is `sd_bus_message_peek_type`.
    func peekType() -> (type: CChar, contents: String?) {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        guard bus.message_peek_type(handle, &type, &contents) > 0 else { return (0, nil) }
        return (type, contents.map { String(cString: $0) })
    }

    /// The corresponding C function is `sd_bus_message_read_basic` with "s"
    /// (or "o" for an object path, "g" for a signature).
    func readString(_ type: Character = "s") -> String? {
        var value: UnsafePointer<CChar>?
        guard let code = type.asciiValue, bus.message_read_basic(handle, CChar(code), &value) > 0,
              let value else { return nil }
        return String(cString: value)
    }

    /// The corresponding C function is `sd_bus_message_read_basic` with "i".
    func readInt32() -> Int32? { readScalar("i", Int32(0)) }
    /// The corresponding C function is `sd_bus_message_read_basic` with "u".
    func readUInt32() -> UInt32? { readScalar("u", UInt32(0)) }
    /// The corresponding C function is `sd_bus_message_read_basic` with "d".
    func readDouble() -> Double? { readScalar("d", Double(0)) }
    /// The corresponding C function is `sd_bus_message_read_basic` with "b"
    /// (a 4-byte int in sd-bus).
    func readBool() -> Bool? { readScalar("b", Int32(0)).map { $0 != 0 } }

    private func readScalar<T: BitwiseCopyable>(_ type: Character, _ initial: T) -> T? {
        var value = initial
        guard let code = type.asciiValue, bus.message_read_basic(handle, CChar(code), &value) > 0 else { return nil }
        return value
    }

    /// Enters a container ("a", "r", "v", "e") holding `contents`; false
    /// when the next argument is something else. The corresponding C
    /// function is `sd_bus_message_enter_container`.
    func enter(_ container: Character, _ contents: String?) -> Bool {
        guard let code = container.asciiValue else { return false }
        if let contents { return contents.withCString { bus.message_enter_container(handle, CChar(code), $0) } > 0 }
        return bus.message_enter_container(handle, CChar(code), nil) > 0
    }

    /// The corresponding C function is `sd_bus_message_exit_container`.
    func exit() { _ = bus.message_exit_container(handle) }

    /// Skips arguments of `types`. The corresponding C function is `sd_bus_message_skip`.
    func skip(_ types: String) -> Bool { types.withCString { bus.message_skip(handle, $0) } >= 0 }

    /// Back to the first argument. The corresponding C function is `sd_bus_message_rewind`.
    func rewind() { _ = bus.message_rewind(handle, 1) }

    /// A variant holding a boolean (`v` of `b`), as `org.a11y.Status`'s
    /// properties are; nil for any other content.
    func readBoolVariant() -> Bool? {
        guard enter("v", "b") else { return nil }
        defer { exit() }
        return readBool()
    }
}
