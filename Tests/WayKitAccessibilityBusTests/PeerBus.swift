import Foundation
import Testing
import WayKit
import WayKitTesting
@testable import WayKitAccessibilityBus

/// The bridge's objects on one end of a peer-to-peer sd-bus connection (a
/// socket pair, no bus daemon) and a client on the other, in the test
/// process: every call goes through sd-bus's real marshalling, as a
/// reader's would, and `pump` turns both ends until the answer is in.
@MainActor
final class PeerBus {
    let app: BusConnection
    let reader: BusConnection
    let server: ATSPIServer
    /// What the bridge logged.
    private(set) var logged: [String] = []
    /// The signals the reader received: interface.member, path, detail,
    /// detail1, detail2 and any_data when it is a string or a path.
    private(set) var events: [Event] = []

    struct Event: CustomStringConvertible {
        var member: String
        var path: String
        var detail: String
        var detail1: Int32
        var detail2: Int32
        var data: String?
        var description: String { "\(member)(\(detail), \(detail1), \(detail2), \(data ?? "-")) from \(path)" }
    }

    init() throws {
        let bus = try #require(SystemdBus.shared, "libsystemd: \(SystemdBus.loadError)")
        var fds: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0)
        app = try #require(BusConnection.peer(of: bus, fd: fds[0], server: true))
        reader = try #require(BusConnection.peer(of: bus, fd: fds[1], server: false))
        let box = LogLines()
        server = ATSPIServer(connection: app, applicationName: "Tests", log: BridgeLog { box.append($0) })
        logBox = box
        #expect(server.register())
        #expect(app.start() && reader.start())
        reader.addMatch("type='signal'") { [unowned self] message in
            var event = Event(member: "\(message.interface ?? "").\(message.member ?? "")", path: message.path ?? "",
                              detail: "", detail1: 0, detail2: 0, data: nil)
            if message.signature == "siiva{sv}" {
                event.detail = message.readString() ?? ""
                event.detail1 = message.readInt32() ?? 0
                event.detail2 = message.readInt32() ?? 0
                let (_, contents) = message.peekType()
                if contents == "s", message.enter("v", "s") { event.data = message.readString(); message.exit() }
                if contents == "(so)", message.enter("v", "(so)"), message.enter("r", "so") {
                    _ = message.readString()
                    event.data = message.readString("o")
                    message.exit()
                    message.exit()
                }
            }
            if message.member == "AddAccessible", message.enter("r", "(so)(so)(so)iiassusau") {
                @MainActor func ref() -> String? {
                    guard message.enter("r", "so") else { return nil }
                    defer { message.exit() }
                    _ = message.readString()
                    return message.readString("o")
                }
                event.data = ref()
                _ = ref()
                event.detail = ref() ?? ""
                event.detail1 = message.readInt32() ?? -1
                message.exit()
            }
            if message.member == "RemoveAccessible", message.enter("r", "so") {
                _ = message.readString()
                event.data = message.readString("o")
                message.exit()
            }
            self.events.append(event)
        }
    }

    private let logBox: LogLines

    var log: [String] { logBox.lines }

    isolated deinit {
        reader.close()
        app.close()
    }

    /// Turns both ends until `done` or nothing moves for a while.
    func pump(until done: () -> Bool = { false }) {
        var quiet = 0
        for _ in 0..<2_000 {
            _ = app.process()
            _ = reader.process()
            if done() { return }
            var fds = [pollfd(fd: app.fileDescriptor, events: app.pollEvents, revents: 0),
                       pollfd(fd: reader.fileDescriptor, events: reader.pollEvents, revents: 0)]
            if poll(&fds, 2, 5) == 0 { quiet += 1 } else { quiet = 0 }
            if quiet > 3 { return }
        }
    }

    /// Calls `member` on `path` and decodes the reply inside its callback
    /// (a message is only lent to it); nil when no reply came.
    func call<T>(_ path: String, _ interface: String, _ member: String,
                 arguments: (inout BusMessageWriter) -> Void = { _ in },
                 decode: @escaping @MainActor (BusMessage) -> T) -> T? {
        var result: T?
        var answered = false
        let sent = reader.call(destination: nil, path: path, interface: interface, member: member,
                               arguments: arguments) { reply in
            result = decode(reply)
            answered = true
        }
        #expect(sent, "\(member) was not sent")
        pump { answered }
        return result
    }

    /// The error name a call is answered with, or "" for a normal reply.
    func errorName(_ path: String, _ interface: String, _ member: String,
                   arguments: (inout BusMessageWriter) -> Void = { _ in }) -> String? {
        call(path, interface, member, arguments: arguments) { $0.error?.name ?? "" }
    }

    /// Properties.Get of a string, int or double property.
    func property<T>(_ path: String, _ interface: String, _ name: String, _ type: String,
                     _ read: @escaping @MainActor (BusMessage) -> T?) -> T? {
        call(path, "org.freedesktop.DBus.Properties", "Get", arguments: { w in
            w.append(interface)
            w.append(name)
        }) { reply -> T? in
            guard reply.error == nil, reply.enter("v", type) else { return nil }
            defer { reply.exit() }
            return read(reply)
        } ?? nil
    }

    func name(_ path: String) -> String? {
        property(path, ATSPIInterface.accessible.rawValue, "Name", "s") { $0.readString() }
    }

    func childPath(_ path: String, _ index: Int32) -> String? {
        call(path, ATSPIInterface.accessible.rawValue, "GetChildAtIndex", arguments: { $0.append(index) }) { reply in
            guard reply.enter("r", "so"), reply.readString() != nil else { return nil }
            return reply.readString("o")
        } ?? nil
    }

    func role(_ path: String) -> UInt32? {
        call(path, ATSPIInterface.accessible.rawValue, "GetRole") { $0.readUInt32() } ?? nil
    }

    func states(_ path: String) -> ATSPIStateSet? {
        call(path, ATSPIInterface.accessible.rawValue, "GetState") { reply -> ATSPIStateSet? in
            guard reply.enter("a", "u"), let low = reply.readUInt32(), let high = reply.readUInt32() else { return nil }
            return ATSPIStateSet(rawValue: UInt64(low) | UInt64(high) << 32)
        } ?? nil
    }

    /// The path of `object`, as the bridge names it.
    func path(_ object: UIResponder) -> String { server.path(of: object) }

    func clearEvents() { events.removeAll() }
}

final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ s: String) { lock.lock(); storage.append(s); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return storage }
}

/// A headless app with one window holding views, as the bridge reads it.
@MainActor
struct BridgeFixture {
    let backend: HeadlessBackend
    let window: UIWindow
    let root: UIView

    init(size: CGSize = CGSize(width: 400, height: 600)) {
        backend = HeadlessBackend(size: size)
        let scene = backend.scene
        scene.title = "Fixture"
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        root = controller.view
    }

    func add<V: UIView>(_ view: V, _ frame: CGRect) -> V {
        view.frame = frame
        root.addSubview(view)
        return view
    }
}
