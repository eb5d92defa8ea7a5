import Foundation
import Testing
import WayKit
import WayKitTesting
@testable import WayKitAccessibilityBus

/// Y2: off, the bridge costs nothing: no connection, no descriptor on the
/// run loop, nothing attached to the core, nothing logged.
@MainActor
@Suite(.serialized)
struct BridgeModeTests {
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ s: String) { lock.lock(); storage.append(s); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return storage }
    }

    @Test("Y2: WAYKIT_ACCESSIBILITY_BUS reads on, off and anything else as the default (automatic)")
    func modes() {
        #expect(AccessibilityBus.Mode(environment: ["WAYKIT_ACCESSIBILITY_BUS": "on"]) == .on)
        #expect(AccessibilityBus.Mode(environment: ["WAYKIT_ACCESSIBILITY_BUS": "OFF"]) == .off)
        #expect(AccessibilityBus.Mode(environment: ["WAYKIT_ACCESSIBILITY_BUS": "0"]) == .off)
        #expect(AccessibilityBus.Mode(environment: ["WAYKIT_ACCESSIBILITY_BUS": "maybe"]) == .automatic)
        #expect(AccessibilityBus.Mode(environment: [:]) == .automatic)
    }

    @Test("Y2: off never connects: no descriptor to poll, no timeout, nothing attached, nothing logged")
    func off() {
        let backend = HeadlessBackend()
        defer { withExtendedLifetime(backend) {} }
        let lines = Lines()
        let bus = AccessibilityBus(applicationName: "Off", environment: [
            "WAYKIT_ACCESSIBILITY_BUS": "off", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent",
        ], log: { lines.append($0) })
        for _ in 0..<3 { bus.windowCommitted() }
        bus.dispatch()
        #expect(bus.pollRequests.isEmpty && bus.pollTimeout == nil && !bus.isRegistered)
        #expect(bus.session == nil && bus.a11y == nil && bus.library == nil)
        #expect(!UIAccessibility.isVoiceOverRunning && !AccessibilityCenter.shared.isActive)
        #expect(lines.all.isEmpty)
    }

    @Test("Y2: with no session bus at all the default mode does nothing and says nothing; forced on, it says why once")
    func noSessionBus() throws {
        let backend = HeadlessBackend()
        defer { withExtendedLifetime(backend) {} }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-no-bus-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let lines = Lines()
        let automatic = AccessibilityBus(applicationName: "Auto", environment: ["XDG_RUNTIME_DIR": empty.path],
                                         log: { lines.append($0) })
        automatic.windowCommitted()
        automatic.windowCommitted()
        #expect(automatic.pollRequests.isEmpty && automatic.session == nil && automatic.library == nil)
        #expect(lines.all.isEmpty)
        let forced = AccessibilityBus(applicationName: "On", environment: [
            "XDG_RUNTIME_DIR": empty.path, "WAYKIT_ACCESSIBILITY_BUS": "on",
        ], log: { lines.append($0) })
        forced.windowCommitted()
        forced.windowCommitted()
        #expect(forced.pollRequests.isEmpty)
        #expect(lines.all.count == 1 && lines.all[0].contains("no session bus"), "\(lines.all)")
    }

    @Test("Y2: a session bus that is not there (a dead address) costs one failed connect, and nothing after")
    func deadSessionBus() throws {
        let backend = HeadlessBackend()
        defer { withExtendedLifetime(backend) {} }
        let lines = Lines()
        let bus = AccessibilityBus(applicationName: "Dead", environment: [
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/waykit-bus",
        ], log: { lines.append($0) })
        bus.windowCommitted()
        for _ in 0..<5 { bus.dispatch() }
        #expect(bus.a11y == nil && !bus.isRegistered)
        #expect(bus.pollRequests.count <= 1)
        #expect(lines.all.count <= 1, "\(lines.all)")
    }

    @Test("Y2: a session bus that accepts the connection and never answers costs the run loop no wait: each turn returns at once, nothing registers, and the loop's timeout stays bounded")
    func silentSessionBus() throws {
        let backend = HeadlessBackend()
        defer { withExtendedLifetime(backend) {} }
        // A listening socket nobody reads: the kernel completes the connect,
        // and the bus's authentication is never answered.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-silent-bus-\(getpid())").path
        unlink(path)
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(listener >= 0)
        defer { close(listener); unlink(path) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            _ = path.utf8CString.withUnsafeBytes { memcpy(raw.baseAddress!, $0.baseAddress!, min(raw.count - 1, $0.count)) }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0 && listen(listener, 4) == 0)

        let lines = Lines()
        let bus = AccessibilityBus(applicationName: "Silent", environment: [
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(path)", "WAYKIT_ACCESSIBILITY_BUS": "on",
        ], log: { lines.append($0) })
        let clock = ContinuousClock()
        var slowest = Duration.zero
        for _ in 0..<20 {
            let start = clock.now
            bus.windowCommitted()
            bus.dispatch()
            slowest = max(slowest, clock.now - start)
        }
        #expect(slowest < .milliseconds(20), "a turn waited on the bus: \(slowest)")
        #expect(!bus.isRegistered && bus.a11y == nil)
        // The bridge did reach this socket (else the test checks nothing):
        // its connection waits in the listen queue.
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
        let peer = accept(listener, nil, nil)
        #expect(peer >= 0, "the bridge never connected to the silent bus (errno \(errno))")
        if peer >= 0 { close(peer) }
        // The loop sleeps (no busy wait) and wakes by sd-bus's own
        // authentication timeout (90 s) at the latest, to give up.
        let timeout = try #require(bus.pollTimeout, "no timeout: the loop would never give up on the silent bus")
        #expect(timeout > 1 && timeout <= 120, "the loop's timeout with a silent bus: \(timeout)")
        #expect(lines.all.count <= 1, "\(lines.all)")
    }
}
