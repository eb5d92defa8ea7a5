import CSystemdBus
#if canImport(Glibc)
import Glibc
#endif

/// sd-bus, from libsystemd, loaded with dlopen the first time the bridge
/// connects (Y2). Not linked: a linked libsystemd and the compression and
/// crypto libraries it needs (liblzma, libzstd, liblz4, libgcrypt, libcap)
/// cost every app 1.2 MiB resident at start (measured: a C program's VmRSS,
/// 1.2 → 2.3 MiB); loaded on demand they cost nothing to an app nobody reads
/// or that turns the bridge off (`WAYKIT_ACCESSIBILITY_BUS=off`).
///
/// Only the types come from `<systemd/sd-bus.h>` (CSystemdBus); each function
/// is looked up by name. None of them is variadic
/// (tools/atspi-prototype/NOTES.md §8), so Swift calls them directly. The
/// wrappers in this folder are the only callers, and each names the sd-bus
/// function it calls.
struct SystemdBus: @unchecked Sendable {
    typealias Bus = OpaquePointer
    typealias Message = OpaquePointer
    typealias Slot = OpaquePointer
    typealias Handler = sd_bus_message_handler_t
    typealias Destroy = sd_bus_destroy_t

    let new: @convention(c) (UnsafeMutablePointer<Bus?>?) -> Int32
    let set_address: @convention(c) (Bus?, UnsafePointer<CChar>?) -> Int32
    let set_fd: @convention(c) (Bus?, Int32, Int32) -> Int32
    let set_server: @convention(c) (Bus?, Int32, sd_id128_t) -> Int32
    let set_anonymous: @convention(c) (Bus?, Int32) -> Int32
    let set_bus_client: @convention(c) (Bus?, Int32) -> Int32
    let set_connected_signal: @convention(c) (Bus?, Int32) -> Int32
    let start: @convention(c) (Bus?) -> Int32
    let get_fd: @convention(c) (Bus?) -> Int32
    let get_events: @convention(c) (Bus?) -> Int32
    let get_timeout: @convention(c) (Bus?, UnsafeMutablePointer<UInt64>?) -> Int32
    let process: @convention(c) (Bus?, UnsafeMutablePointer<Message?>?) -> Int32
    let close_unref: @convention(c) (Bus?) -> Bus?
    let get_unique_name: @convention(c) (Bus?, UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32
    let send: @convention(c) (Bus?, Message?, UnsafeMutablePointer<UInt64>?) -> Int32
    let call_async: @convention(c) (Bus?, UnsafeMutablePointer<Slot?>?, Message?, Handler?, UnsafeMutableRawPointer?, UInt64) -> Int32
    let add_match_async: @convention(c) (Bus?, UnsafeMutablePointer<Slot?>?, UnsafePointer<CChar>?, Handler?, Handler?, UnsafeMutableRawPointer?) -> Int32
    let add_object: @convention(c) (Bus?, UnsafeMutablePointer<Slot?>?, UnsafePointer<CChar>?, Handler?, UnsafeMutableRawPointer?) -> Int32
    let add_fallback: @convention(c) (Bus?, UnsafeMutablePointer<Slot?>?, UnsafePointer<CChar>?, Handler?, UnsafeMutableRawPointer?) -> Int32
    let slot_unref: @convention(c) (Slot?) -> Slot?
    let slot_set_floating: @convention(c) (Slot?, Int32) -> Int32
    let slot_set_destroy_callback: @convention(c) (Slot?, Destroy?) -> Int32

    let message_new_method_call: @convention(c) (Bus?, UnsafeMutablePointer<Message?>?, UnsafePointer<CChar>?,
                                                 UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    let message_new_method_return: @convention(c) (Message?, UnsafeMutablePointer<Message?>?) -> Int32
    let message_new_signal: @convention(c) (Bus?, UnsafeMutablePointer<Message?>?, UnsafePointer<CChar>?,
                                            UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    let reply_method_error: @convention(c) (Message?, UnsafePointer<sd_bus_error>?) -> Int32
    let message_unref: @convention(c) (Message?) -> Message?
    let message_append_basic: @convention(c) (Message?, CChar, UnsafeRawPointer?) -> Int32
    let message_append_array: @convention(c) (Message?, CChar, UnsafeRawPointer?, Int) -> Int32
    let message_open_container: @convention(c) (Message?, CChar, UnsafePointer<CChar>?) -> Int32
    let message_close_container: @convention(c) (Message?) -> Int32
    let message_read_basic: @convention(c) (Message?, CChar, UnsafeMutableRawPointer?) -> Int32
    let message_enter_container: @convention(c) (Message?, CChar, UnsafePointer<CChar>?) -> Int32
    let message_exit_container: @convention(c) (Message?) -> Int32
    let message_peek_type: @convention(c) (Message?, UnsafeMutablePointer<CChar>?,
                                           UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32
    let message_skip: @convention(c) (Message?, UnsafePointer<CChar>?) -> Int32
    let message_rewind: @convention(c) (Message?, Int32) -> Int32
    let message_get_signature: @convention(c) (Message?, Int32) -> UnsafePointer<CChar>?
    let message_get_path: @convention(c) (Message?) -> UnsafePointer<CChar>?
    let message_get_interface: @convention(c) (Message?) -> UnsafePointer<CChar>?
    let message_get_member: @convention(c) (Message?) -> UnsafePointer<CChar>?
    let message_get_sender: @convention(c) (Message?) -> UnsafePointer<CChar>?
    let message_get_type: @convention(c) (Message?, UnsafeMutablePointer<UInt8>?) -> Int32
    let message_get_error: @convention(c) (Message?) -> UnsafePointer<sd_bus_error>?
    let message_get_expect_reply: @convention(c) (Message?) -> Int32

    /// libsystemd, loaded on the first use; nil when it is not installed or
    /// lacks a function (``loadError`` says which).
    static let shared: SystemdBus? = load()

    /// Why ``shared`` is nil.
    nonisolated(unsafe) private(set) static var loadError = ""

    private static func load() -> SystemdBus? {
        guard let library = dlopen("libsystemd.so.0", RTLD_NOW | RTLD_LOCAL) else {
            loadError = dlerror().map { String(cString: $0) } ?? "libsystemd.so.0 not found"
            return nil
        }
        do {
            return try SystemdBus(library)
        } catch {
            loadError = "libsystemd.so.0 has no \(error.name)"
            return nil
        }
    }

    private struct MissingSymbol: Error { let name: String }

    private init(_ library: UnsafeMutableRawPointer) throws(MissingSymbol) {
        func symbol<T>(_ name: String) throws(MissingSymbol) -> T {
            guard let address = dlsym(library, name) else { throw MissingSymbol(name: name) }
            return unsafeBitCast(address, to: T.self)
        }
        new = try symbol("sd_bus_new")
        set_address = try symbol("sd_bus_set_address")
        set_fd = try symbol("sd_bus_set_fd")
        set_server = try symbol("sd_bus_set_server")
        set_anonymous = try symbol("sd_bus_set_anonymous")
        set_bus_client = try symbol("sd_bus_set_bus_client")
        set_connected_signal = try symbol("sd_bus_set_connected_signal")
        start = try symbol("sd_bus_start")
        get_fd = try symbol("sd_bus_get_fd")
        get_events = try symbol("sd_bus_get_events")
        get_timeout = try symbol("sd_bus_get_timeout")
        process = try symbol("sd_bus_process")
        close_unref = try symbol("sd_bus_close_unref")
        get_unique_name = try symbol("sd_bus_get_unique_name")
        send = try symbol("sd_bus_send")
        call_async = try symbol("sd_bus_call_async")
        add_match_async = try symbol("sd_bus_add_match_async")
        add_object = try symbol("sd_bus_add_object")
        add_fallback = try symbol("sd_bus_add_fallback")
        slot_unref = try symbol("sd_bus_slot_unref")
        slot_set_floating = try symbol("sd_bus_slot_set_floating")
        slot_set_destroy_callback = try symbol("sd_bus_slot_set_destroy_callback")
        message_new_method_call = try symbol("sd_bus_message_new_method_call")
        message_new_method_return = try symbol("sd_bus_message_new_method_return")
        message_new_signal = try symbol("sd_bus_message_new_signal")
        reply_method_error = try symbol("sd_bus_reply_method_error")
        message_unref = try symbol("sd_bus_message_unref")
        message_append_basic = try symbol("sd_bus_message_append_basic")
        message_append_array = try symbol("sd_bus_message_append_array")
        message_open_container = try symbol("sd_bus_message_open_container")
        message_close_container = try symbol("sd_bus_message_close_container")
        message_read_basic = try symbol("sd_bus_message_read_basic")
        message_enter_container = try symbol("sd_bus_message_enter_container")
        message_exit_container = try symbol("sd_bus_message_exit_container")
        message_peek_type = try symbol("sd_bus_message_peek_type")
        message_skip = try symbol("sd_bus_message_skip")
        message_rewind = try symbol("sd_bus_message_rewind")
        message_get_signature = try symbol("sd_bus_message_get_signature")
        message_get_path = try symbol("sd_bus_message_get_path")
        message_get_interface = try symbol("sd_bus_message_get_interface")
        message_get_member = try symbol("sd_bus_message_get_member")
        message_get_sender = try symbol("sd_bus_message_get_sender")
        message_get_type = try symbol("sd_bus_message_get_type")
        message_get_error = try symbol("sd_bus_message_get_error")
        message_get_expect_reply = try symbol("sd_bus_message_get_expect_reply")
    }
}
