/// Why the Wayland backend stopped (P6). Each case names its cause, so the
/// message an app prints says what went wrong without a debugger.
public enum WaylandError: Error, Equatable, CustomStringConvertible {
    /// `wl_display_connect` failed: no compositor listens on that socket.
    case cannotConnect(socket: String, errno: Int32)
    /// The compositor posted a protocol error; the connection is unusable.
    case protocolError(interface: String, objectID: UInt32, code: UInt32)
    /// The compositor went away (the socket closed or broke).
    case connectionLost(socket: String, errno: Int32)
    /// A global the client cannot work without is missing.
    case missingGlobal(String)

    public var description: String {
        switch self {
        case let .cannotConnect(socket, code):
            "cannot connect to the Wayland compositor at \(socket): \(errnoText(code))"
        case let .protocolError(interface, id, code):
            "Wayland protocol error \(code) on \(interface)@\(id): the compositor closed the connection"
        case let .connectionLost(socket, code):
            "lost the connection to the Wayland compositor at \(socket): \(errnoText(code))"
        case let .missingGlobal(name):
            "the compositor does not offer \(name), which WayKit needs"
        }
    }
}

private func errnoText(_ code: Int32) -> String {
    guard code != 0, let text = strerror(code) else { return "connection closed" }
    return String(cString: text)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
