import Foundation
import Testing

/// Runs one of the repository's check scripts from a test, so that what it
/// starts cannot hang the runner.
///
/// Why not a pipe and `readDataToEndOfFile`: a script that starts daemons
/// (a bus launcher, a registry, a session bus) can leave one behind that
/// still holds the pipe's write end, and the read never ends. So the output
/// goes to a file, the script runs in a session of its own (`setsid -w`),
/// and the runner waits for the script itself, up to a deadline. Whatever
/// is left in that session afterwards is killed by process group, and the
/// script's log is returned whole.
///
/// It waits with `Task.sleep`, not by blocking: the scripts run for seconds
/// to a minute, and a main actor blocked meanwhile held every other
/// main-actor test back, past its time limit (the AT-SPI check failed that
/// way in a full run). The process is started on the main actor, where
/// other suites change the environment it inherits.
@MainActor
enum ScriptRun {
    struct Result {
        var status: Int32
        var output: String
        var timedOut: Bool
    }

    static func run(_ script: String, arguments: [String] = [], environment extra: [String: String] = [:],
                    deadline seconds: Double) async throws -> Result {
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("waykit-script-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", GeneratedProtocolTests.repository.appendingPathComponent(script).path] + arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        // Started by Process, setsid is not a group leader, so it calls
        // setsid() itself without forking: its PID is the new session's
        // and process group's ID.
        let group = process.processIdentifier
        let end = Date().addingTimeInterval(seconds)
        var timedOut = false
        while process.isRunning {
            if Date() > end {
                timedOut = true
                kill(-group, SIGKILL)
                break
            }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        process.waitUntilExit()
        // Stragglers that stayed in the script's process group.
        kill(-group, SIGKILL)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Result(status: timedOut ? -1 : process.terminationStatus, output: output, timedOut: timedOut)
    }
}
