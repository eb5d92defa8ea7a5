import Foundation
import Testing

/// The demo under a real compositor: scripts/weston-check.sh starts a headless
/// Weston on a private socket, runs the demo, checks it mapped a window and
/// committed frames, then the same under kiosk-shell with `--kiosk` for the
/// fullscreen size and taps through the compositor (Weston with our module
/// tools/weston-inject): the demo's controls and scenes must fire exactly
/// the expected actions and a frame must follow. It stops Weston by PID.
// Main actor: the other suites set XDG_RUNTIME_DIR there, and spawning a
// process reads the environment.
@MainActor
@Suite
struct WestonTests {
    nonisolated static let weston = ["/usr/bin/weston", "/usr/local/bin/weston"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("P7, issue 12, Weston (headless): the demo maps a window, commits frames, commits the kiosk's fullscreen size, and taps through Weston fire its actions", .enabled(if: weston != nil, "weston is not installed"))
    func demoUnderWeston() throws {
        let repository = GeneratedProtocolTests.repository
        let demo = try BuiltProduct.url("waykit-demo")
        let process = Process()
        process.executableURL = repository.appendingPathComponent("scripts/weston-check.sh")
        process.arguments = ["5"]
        var environment = ProcessInfo.processInfo.environment
        environment["WAYKIT_DEMO"] = demo.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("weston-check: ok"))
    }
}
