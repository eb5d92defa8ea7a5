import Foundation
import Testing
import WayKit
import WayKitTesting
@testable import WayKitAccessibilityBus

/// Y2: org.a11y.Status's ScreenReaderEnabled, read from a fake launcher on
/// a private `dbus-daemon` and then changed by PropertiesChanged: a screen
/// reader alone (IsEnabled off, as a reader that sets only its own flag)
/// connects the bridge, and then `UIAccessibility.isVoiceOverRunning` is
/// true with its notification; when it turns off, the bridge goes away and
/// the app says VoiceOver stopped.
@MainActor
@Suite(.serialized)
struct StatusTests {
    @Test("Y2: ScreenReaderEnabled alone connects and registers the bridge and makes isVoiceOverRunning true, with voiceOverStatusDidChangeNotification; turned off by PropertiesChanged, the bridge disconnects and it is false again")
    func screenReaderEnabled() throws {
        let library = try #require(SystemdBus.shared, "libsystemd: \(SystemdBus.loadError)")
        let daemon = try SessionDaemon()
        defer { daemon.stop() }

        // One daemon is the session bus and the accessibility bus; the
        // test's connection is the launcher and the registry.
        let services = try #require(BusConnection.client(of: library, address: daemon.address))
        defer { services.close() }
        var embeds = 0
        #expect(services.addObject(AccessibilityBus.launcherPath) { message in
            switch message.member {
            case "GetAll":
                message.reply { writer in
                    writer.array("{sv}") { array in
                        array.dictEntry("sv") { $0.append("IsEnabled"); $0.variant("b") { $0.append(false) } }
                        array.dictEntry("sv") { $0.append("ScreenReaderEnabled"); $0.variant("b") { $0.append(true) } }
                    }
                }
            case "GetAddress":
                message.reply { $0.append(daemon.address) }
            default:
                return 0
            }
            return 1
        })
        #expect(services.addObject(ATSPIPath.root) { message in
            guard message.member == "Embed" else { return 0 }
            embeds += 1
            message.reply { writer in
                writer.structure("so") { $0.append("org.a11y.atspi.Registry"); $0.appendPath(ATSPIPath.root) }
            }
            return 1
        })
        #expect(services.start())
        var owned = 0
        for name in [AccessibilityBus.launcherName, AccessibilityBus.registryName] {
            #expect(services.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                                  member: "RequestName", arguments: { $0.append(name); $0.append(UInt32(4)) }) { reply in
                if reply.error == nil { owned += 1 }
            })
        }
        try turn(until: { owned == 2 }, services, nil)

        let backend = HeadlessBackend()
        defer { withExtendedLifetime(backend) {} }
        let posted = BridgeModeTests.Lines()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification,
                                                              object: nil, queue: nil) { _ in posted.append("changed") }
        var changes: Int { posted.all.count }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!UIAccessibility.isVoiceOverRunning)
        let lines = BridgeModeTests.Lines()
        // The default mode: only the status can turn the bridge on.
        let bus = AccessibilityBus(applicationName: "Status", environment: ["DBUS_SESSION_BUS_ADDRESS": daemon.address],
                                   log: { lines.append($0) })
        bus.start()
        defer { bus.disconnectAccessibilityBus() }
        try turn(until: { bus.isRegistered }, services, bus)
        #expect(embeds == 1)
        #expect(UIAccessibility.isVoiceOverRunning, "a screen reader is on the bus")
        #expect(changes == 1, "voiceOverStatusDidChangeNotification posted once: \(changes)")

        // The reader quits: the launcher says so.
        #expect(services.emit(path: AccessibilityBus.launcherPath, interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged") { writer in
            writer.append(AccessibilityBus.statusInterface)
            writer.array("{sv}") { array in
                array.dictEntry("sv") { $0.append("ScreenReaderEnabled"); $0.variant("b") { $0.append(false) } }
            }
            writer.array("s") { _ in }
        })
        try turn(until: { bus.a11y == nil }, services, bus)
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(changes == 2, "voiceOverStatusDidChangeNotification posted again: \(changes)")
        #expect(lines.all.isEmpty, "\(lines.all)")
    }

    /// Turns the test's services and the app's bridge until `done`, for at
    /// most fifteen seconds of real time (the daemon is another process).
    private func turn(until done: () -> Bool, _ services: BusConnection, _ bus: AccessibilityBus?) throws {
        let deadline = ContinuousClock.now + .seconds(15)
        while !done(), ContinuousClock.now < deadline {
            bus?.windowCommitted()
            bus?.dispatch()
            _ = services.process()
            usleep(1_000)
        }
        try #require(done(), "the buses did not get there in time")
    }
}
