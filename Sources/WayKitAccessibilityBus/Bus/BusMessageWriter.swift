import CSystemdBus

/// Appends arguments to a message being built (a reply, a signal, a call).
/// A failed append (sd-bus refused a value) is remembered in ``failed``
/// and the rest are skipped; the caller then drops the message instead of
/// sending half of it.
///
/// Not main-actor isolated, though only the main actor builds messages:
/// the closures that fill containers would each be checked for their
/// executor at run time (`swift_task_isCurrentExecutor`, 7 % of a first
/// publish of 500 accessibles), and the writer holds nothing shared.
struct BusMessageWriter {
    let handle: OpaquePointer
    let bus: SystemdBus
    private(set) var failed = false

    init(handle: OpaquePointer, bus: SystemdBus) {
        self.handle = handle
        self.bus = bus
    }

    /// Drops the message: it will not be sent.
    mutating func abandon() { failed = true }

    private mutating func check(_ result: Int32) {
        if result < 0 { failed = true }
    }

    /// The corresponding C function is `sd_bus_message_append_basic` with
    /// "s" (or "o", "g"): the string itself is passed.
    mutating func append(_ string: String, as type: Character = "s") {
        guard !failed, let code = type.asciiValue else { return }
        check(string.withCString { bus.message_append_basic(handle, CChar(code), $0) })
    }

    /// An object path ("o").
    mutating func appendPath(_ path: String) { append(path, as: "o") }

    /// The corresponding C function is `sd_bus_message_append_basic` with "i".
    mutating func append(_ value: Int32) { appendScalar("i", value) }
    /// The corresponding C function is `sd_bus_message_append_basic` with "u".
    mutating func append(_ value: UInt32) { appendScalar("u", value) }
    /// The corresponding C function is `sd_bus_message_append_basic` with "n".
    mutating func append(_ value: Int16) { appendScalar("n", value) }
    /// The corresponding C function is `sd_bus_message_append_basic` with "d".
    mutating func append(_ value: Double) { appendScalar("d", value) }
    /// The corresponding C function is `sd_bus_message_append_basic` with
    /// "b", which sd-bus reads as a 4-byte int.
    mutating func append(_ value: Bool) { appendScalar("b", Int32(value ? 1 : 0)) }

    private mutating func appendScalar<T: BitwiseCopyable>(_ type: Character, _ value: T) {
        guard !failed, let code = type.asciiValue else { return }
        var v = value
        check(bus.message_append_basic(handle, CChar(code), &v))
    }

    /// An array of 32-bit unsigned integers (`au`) in one call. The
    /// corresponding C function is `sd_bus_message_append_array`.
    mutating func appendArray(_ values: [UInt32]) {
        guard !failed else { return }
        check(values.withUnsafeBytes { bus.message_append_array(handle, CChar(UInt8(ascii: "u")), $0.baseAddress, $0.count) })
    }

    /// Appends a container ("a", "r", "v", "e") of `contents` filled by
    /// `body`. The corresponding C functions are
    /// `sd_bus_message_open_container` and `sd_bus_message_close_container`.
    mutating func container(_ kind: Character, _ contents: String, _ body: (inout BusMessageWriter) -> Void) {
        guard !failed, let code = kind.asciiValue else { return }
        check(contents.withCString { bus.message_open_container(handle, CChar(code), $0) })
        guard !failed else { return }
        body(&self)
        guard !failed else { return }
        check(bus.message_close_container(handle))
    }

    mutating func array(_ contents: String, _ body: (inout BusMessageWriter) -> Void) { container("a", contents, body) }
    mutating func structure(_ contents: String, _ body: (inout BusMessageWriter) -> Void) { container("r", contents, body) }
    mutating func variant(_ contents: String, _ body: (inout BusMessageWriter) -> Void) { container("v", contents, body) }
    mutating func dictEntry(_ contents: String, _ body: (inout BusMessageWriter) -> Void) { container("e", contents, body) }

    /// A string dictionary, `a{ss}`.
    mutating func appendStringDictionary(_ entries: [(String, String)]) {
        array("{ss}") { w in
            for (key, value) in entries {
                w.dictEntry("ss") { e in
                    e.append(key)
                    e.append(value)
                }
            }
        }
    }
}
