import Foundation
import Testing
import WayKit
@testable import WayKitWayland

/// Y2: the AT-SPI bridge end to end, and the run loop it rides on.
@MainActor
@Suite(.serialized)
struct AccessibilityBusTests {
    nonisolated static let prerequisites = ["/usr/bin/weston", "/usr/libexec/at-spi-bus-launcher",
                                            "/usr/libexec/at-spi2-registryd", "/usr/bin/dbus-run-session",
                                            "/usr/bin/python3"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }

    /// scripts/atspi-check.sh: the demo under a headless Weston with the
    /// bridge on, at-spi2-core's bus launcher and registry in a private
    /// session, and pyatspi reading and driving it.
    @Test("Y2: the demo read and driven through AT-SPI2 by pyatspi: its tree with roles and names, a button activated through Action, an entry read and edited through Text and EditableText, focus events, libatspi's cache kept current; the bus going away and coming back; off until org.a11y.Status says IsEnabled (scripts/atspi-check.sh)",
          .enabled(if: prerequisites || ProcessInfo.processInfo.environment["CI"] != nil,
                   "weston, at-spi2-core or dbus is not installed (on CI it runs anyway, and fails saying what is missing)"), .timeLimit(.minutes(3)))
    func demoThroughATSPI() async throws {
        let result = try await ScriptRun.run("scripts/atspi-check.sh",
                                       environment: ["WAYKIT_DEMO": try BuiltProduct.url("waykit-demo").path],
                                       deadline: 100)
        #expect(!result.timedOut, "atspi-check.sh did not end in 100 s: \(result.output)")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("atspi-check: ok"), "\(result.output)")
        #expect(!result.output.contains("FAIL"), "\(result.output)")
    }

    @Test("Y2: a poll source's descriptor wakes the Wayland run loop and is dispatched after the read; its zero timeout dispatches it too; removed, it is polled no more")
    func pollSource() throws {
        let harness = try Harness()
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        // Dispatched on a timeout, the source reads an empty pipe: never wait.
        #expect(fcntl(fds[0], F_SETFL, O_NONBLOCK) == 0)
        var dispatched = 0
        var timeout: TimeInterval? = nil
        let source = harness.backend.addPollSource(prepare: {
            ([PollSource.Descriptor(fileDescriptor: fds[0], events: Int16(POLLIN))], timeout)
        }, dispatch: {
            dispatched += 1
            var byte: UInt8 = 0
            _ = read(fds[0], &byte, 1)
        })
        try harness.roundtrip()
        #expect(dispatched == 0, "nothing ready, no timeout: not dispatched")
        var byte: UInt8 = 7
        #expect(write(fds[1], &byte, 1) == 1)
        _ = try harness.backend.dispatch(timeout: 1)
        #expect(dispatched == 1, "woken by its descriptor")
        timeout = 0
        _ = try harness.backend.dispatch(timeout: 1)
        #expect(dispatched == 2, "a zero timeout: dispatched without anything to read")
        timeout = nil
        harness.backend.removePollSource(source)
        #expect(write(fds[1], &byte, 1) == 1)
        _ = try harness.backend.dispatch(timeout: 0)
        #expect(dispatched == 2, "removed: not polled")
    }
}
