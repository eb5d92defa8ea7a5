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
}
