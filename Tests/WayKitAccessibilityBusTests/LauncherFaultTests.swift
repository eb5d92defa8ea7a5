import Foundation
import Testing
import WayKit
import WayKitTesting
@testable import WayKitAccessibilityBus

/// Y2 bad input from the bus's own services: a real `dbus-daemon` as the
/// session bus, and a fake `org.a11y.Bus` launcher on it (a connection of
/// the test's own, through sd-bus) that never answers `GetAddress` or
/// answers it with garbage. No turn of the app may wait on it, nothing
/// registers, and each fault is logged at most once.
@MainActor
@Suite(.serialized)
struct LauncherFaultTests {
    enum Answer { case never, wrongType, badAddress, execAddress, error }

    @Test("Y2: a launcher that never answers GetAddress, or answers with an int, an address that is not one, a unixexec: address (a program to run), or an error: no turn waits, nothing registers, nothing runs, at most one line logged", arguments: [Answer.never, .wrongType, .badAddress, .execAddress, .error])
    func launcherFaults(_ answer: Answer) throws {
        let library = try #require(SystemdBus.shared, "libsystemd: \(SystemdBus.loadError)")
        let daemon = try SessionDaemon()
        defer { daemon.stop() }

        // The fake launcher: owns org.a11y.Bus and answers as told.
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-unixexec-\(getpid())").path
        unlink(marker)
        defer { unlink(marker) }
        let launcher = try #require(BusConnection.client(of: library, address: daemon.address))
        defer { launcher.close() }
        var asked = 0
        #expect(launcher.addObject(AccessibilityBus.launcherPath) { message in
            if message.member == "GetAll" {
                // org.a11y.Status: enabled, as a desktop with a screen
                // reader says; or nothing at all from a silent launcher.
                if answer != .never {
                    message.reply { writer in
                        writer.array("{sv}") { array in
                            array.dictEntry("sv") { $0.append("IsEnabled"); $0.variant("b") { $0.append(true) } }
                        }
                    }
                }
                return 1
            }
            guard message.member == "GetAddress" else { return 0 }
            asked += 1
            switch answer {
            case .never: break
            case .wrongType: message.reply { $0.append(Int32(7)) }
            case .badAddress: message.reply { $0.append("not an address %%") }
            // sd-bus would run the program a unixexec: address names.
            case .execAddress: message.reply { $0.append("unixexec:path=/usr/bin/touch,argv0=touch,argv1=\(marker)") }
            case .error: message.replyError("org.freedesktop.DBus.Error.Failed", "launcher broken")
            }
            return 1
        })
        #expect(launcher.start())
        var owned = false
        #expect(launcher.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                              member: "RequestName", arguments: { $0.append(AccessibilityBus.launcherName); $0.append(UInt32(4)) }) { reply in
            owned = reply.error == nil
        })
        try pump(until: { owned }, launcher)

        let backend = HeadlessBackend()
        defer { withExtendedLifetime(backend) {} }
        let lines = BridgeModeTests.Lines()
        let bus = AccessibilityBus(applicationName: "LauncherFault", environment: [
            "DBUS_SESSION_BUS_ADDRESS": daemon.address, "WAYKIT_ACCESSIBILITY_BUS": "on",
        ], log: { lines.append($0) })
        let clock = ContinuousClock()
        var slowest = Duration.zero
        let deadline = clock.now + .seconds(15)
        var turns = 0
        // Turn until the launcher has been asked and, when it answers, the
        // answer has had time to arrive; then some more.
        while clock.now < deadline, asked == 0 || turns < 200 {
            let start = clock.now
            bus.windowCommitted()
            bus.dispatch()
            slowest = max(slowest, clock.now - start)
            _ = launcher.process()
            if asked > 0 { turns += 1 }
            usleep(1_000)
        }
        #expect(asked == 1, "GetAddress asked once")
        #expect(slowest < .milliseconds(50), "a turn waited on the launcher: \(slowest)")
        #expect(!bus.isRegistered && bus.a11y == nil)
        if answer == .never {
            // A call still waits: the loop must wake by its timeout.
            let timeout = try #require(bus.pollTimeout, "no timeout while GetAddress is unanswered")
            #expect(timeout <= 30, "the loop may sleep until the call times out: \(timeout)")
        } else if let timeout = bus.pollTimeout {
            #expect(timeout <= 30, "the loop may sleep until the call times out: \(timeout)")
        }
        switch answer {
        case .never:
            #expect(lines.all.isEmpty, "nothing to say while the calls are pending: \(lines.all)")
        case .wrongType, .error:
            #expect(lines.all.count == 1 && lines.all[0].contains("no accessibility bus address"), "\(lines.all)")
        case .badAddress, .execAddress:
            #expect(lines.all.count == 1 && lines.all[0].contains("not a Unix socket"), "\(lines.all)")
            #expect(!FileManager.default.fileExists(atPath: marker), "the launcher's address ran a program")
        }
    }

    enum EmbedAnswer { case never, wrongType, error }

    @Test("Y2: a registry that never answers Socket.Embed stays silent and unregistered; one that answers with the wrong signature is logged once and the app serves readers anyway; an error is logged once and nothing registers. No turn waits", arguments: [EmbedAnswer.never, .wrongType, .error])
    func registryFaults(_ answer: EmbedAnswer) throws {
        let library = try #require(SystemdBus.shared, "libsystemd: \(SystemdBus.loadError)")
        let daemon = try SessionDaemon()
        defer { daemon.stop() }

        // One daemon serves as the session bus and as the accessibility bus:
        // the launcher gives its own address.
        let services = try #require(BusConnection.client(of: library, address: daemon.address))
        defer { services.close() }
        var embeds = 0
        #expect(services.addObject(AccessibilityBus.launcherPath) { message in
            switch message.member {
            case "GetAll":
                message.reply { writer in
                    writer.array("{sv}") { array in
                        array.dictEntry("sv") { $0.append("IsEnabled"); $0.variant("b") { $0.append(true) } }
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
            switch answer {
            case .never: break
            case .wrongType: message.reply { $0.append("desktop") }
            case .error: message.replyError("org.freedesktop.DBus.Error.Failed", "registry broken")
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
        try pump(until: { owned == 2 }, services)

        let backend = HeadlessBackend()
        defer { withExtendedLifetime(backend) {} }
        let lines = BridgeModeTests.Lines()
        let bus = AccessibilityBus(applicationName: "RegistryFault", environment: [
            "DBUS_SESSION_BUS_ADDRESS": daemon.address, "WAYKIT_ACCESSIBILITY_BUS": "on",
        ], log: { lines.append($0) })
        let clock = ContinuousClock()
        var slowest = Duration.zero
        let deadline = clock.now + .seconds(15)
        var turns = 0
        while clock.now < deadline, embeds == 0 || turns < 200 {
            let start = clock.now
            bus.windowCommitted()
            bus.dispatch()
            slowest = max(slowest, clock.now - start)
            _ = services.process()
            if embeds > 0 { turns += 1 }
            usleep(1_000)
        }
        #expect(embeds == 1, "Embed asked once")
        #expect(bus.a11y != nil, "connected to the accessibility bus")
        #expect(slowest < .milliseconds(50), "a turn waited on the registry: \(slowest)")
        if answer == .never {
            let timeout = try #require(bus.pollTimeout, "no timeout while Embed is unanswered")
            #expect(timeout <= 30, "\(timeout)")
        } else if let timeout = bus.pollTimeout {
            #expect(timeout <= 30, "\(timeout)")
        }
        switch answer {
        case .never:
            #expect(!bus.isRegistered)
            #expect(lines.all.isEmpty, "\(lines.all)")
        case .wrongType:
            // The registry took the call (it knows the app); only the
            // desktop's reference is missing, so readers are served.
            #expect(bus.isRegistered)
            #expect(lines.all.count == 1 && lines.all[0].contains("not (so)"), "\(lines.all)")
        case .error:
            #expect(!bus.isRegistered)
            #expect(lines.all.count == 1 && lines.all[0].contains("did not register"), "\(lines.all)")
        }
        bus.disconnectAccessibilityBus()
    }

    /// Turns `connection` until `done`, for at most fifteen seconds of real
    /// time (the daemon is another process).
    private func pump(until done: () -> Bool, _ connection: BusConnection) throws {
        let deadline = ContinuousClock.now + .seconds(15)
        while !done(), ContinuousClock.now < deadline {
            _ = connection.process()
            usleep(1_000)
        }
        try #require(done(), "the session bus did not answer in time")
    }
}

/// A private `dbus-daemon --session` on a socket in a scratch folder,
/// stopped by PID.
final class SessionDaemon {
    let address: String
    private let process = Process()
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-session-bus-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let socket = folder.appendingPathComponent("bus").path
        address = "unix:path=\(socket)"
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") else {
            throw Failure("dbus-daemon is missing (apt-get install dbus-daemon; scripts/install-deps.sh installs it)")
        }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        process.arguments = ["--session", "--nofork", "--nopidfile", "--address=\(address)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The socket's file appears at bind(), before the daemon listens:
        // wait until a connection is accepted, not until the file exists.
        let deadline = ContinuousClock.now + .seconds(10)
        while !Self.accepts(socket), ContinuousClock.now < deadline { usleep(5_000) }
        guard Self.accepts(socket) else {
            stop()
            throw Failure("dbus-daemon did not listen on \(socket)")
        }
    }

    private static func accepts(_ path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.prefix(raw.count - 1).enumerated() { raw[i] = b }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        } == 0
    }

    func stop() {
        // SIGKILL: the test runner's children inherit its blocked signals,
        // so a SIGTERM may never arrive.
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        try? FileManager.default.removeItem(at: folder)
    }

    struct Failure: Error, CustomStringConvertible { let description: String; init(_ d: String) { description = d } }
}
