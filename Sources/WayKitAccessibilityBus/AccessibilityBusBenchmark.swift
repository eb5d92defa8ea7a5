import Foundation
import WayKit
#if canImport(Glibc)
import Glibc
#endif

/// Measures what publishing costs (Benchmarks/WayKitBenchmarks,
/// docs/performance.md): the app's tree served over a peer-to-peer sd-bus
/// connection in this process, as a reader's first `Cache.GetItems` is.
/// Not API: the benchmark needs the bridge's internals.
///
/// - Important: main actor only.
@MainActor
public final class _AccessibilityBusBenchmark {
    private let app: BusConnection
    private let reader: BusConnection
    private let server: ATSPIServer

    /// Nil when libsystemd cannot be loaded.
    public init?() {
        guard let bus = SystemdBus.shared else { return nil }
        var fds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0,
              let app = BusConnection.peer(of: bus, fd: fds[0], server: true),
              let reader = BusConnection.peer(of: bus, fd: fds[1], server: false) else { return nil }
        self.app = app
        self.reader = reader
        server = ATSPIServer(connection: app, applicationName: "Benchmark", log: BridgeLog { _ in })
        guard server.register(), app.start(), reader.start() else { return nil }
        AccessibilityCenter.shared.attach(server)
    }

    isolated deinit {
        AccessibilityCenter.shared.detach(server)
        reader.close()
        app.close()
    }

    /// The app's side of GetItems: the walk of the whole tree and its
    /// marshalling into one message (not sent). Returns the item count.
    public func buildItems() -> Int {
        server.published.clear()
        var count = 0
        _ = app.emit(path: ATSPIPath.cache, interface: "org.waykit.Benchmark", member: "Items") { w in
            server.writeItems(&w)
            count = server.published.tokens.count
            w.abandon()
        }
        return count
    }

    /// A reader's GetItems, from the call to the parsed reply, both ends
    /// in this process. Returns the item count the reader read (0 on failure).
    public func getItems() -> Int {
        server.published.clear()
        var items = -1
        reader.call(destination: nil, path: ATSPIPath.cache, interface: ATSPIServer.cacheInterface,
                    member: "GetItems") { reply in
            items = 0
            guard reply.enter("a", ATSPIServer.cacheItemSignature) else { return }
            while reply.peekType().type != 0, reply.skip(ATSPIServer.cacheItemSignature) { items += 1 }
        }
        while items < 0 {
            guard app.process(), reader.process() else { return 0 }
            if items >= 0 { break }
            var fds = [pollfd(fd: app.fileDescriptor, events: app.pollEvents, revents: 0),
                       pollfd(fd: reader.fileDescriptor, events: reader.pollEvents, revents: 0)]
            _ = poll(&fds, 2, 100)
        }
        return items
    }

    /// A look at the published tree after a change (or none): what follows
    /// committed frames while a reader is connected.
    public func refresh() { server.refresh() }

    /// Reads and drops what the reader was sent (events), so queues stay short.
    public func drain() {
        _ = app.process()
        _ = reader.process()
    }
}
