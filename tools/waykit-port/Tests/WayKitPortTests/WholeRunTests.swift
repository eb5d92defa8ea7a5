import Foundation
import Testing
@testable import WayKitPort

@Suite struct WholeRunTests {
    @Test("U2: a second run changes nothing and reports the same places")
    func idempotent() throws {
        let first = port(Snippets.all.merging(["Sync.swift": Snippets.refusing]) { a, _ in a })
        let rewritten = Dictionary(uniqueKeysWithValues: first.files.map { ($0.path, $0.rewritten ?? $0.original) })
        #expect(first.files.contains { $0.changed })
        let second = port(rewritten)
        for file in second.files { #expect(!file.changed, "\(file.path) changed on the second run") }
        // What is left to port by hand is still reported (less the @IBOutlet
        // and `dynamic` notes, whose attributes are gone).
        let refusals = { (r: Porter.Result) in r.findings.filter { $0.message.contains("#selector") } }
        #expect(!refusals(first).isEmpty)
        #expect(refusals(second) == refusals(first))
    }

    @Test("U2: a file that doesn't parse is reported and left unchanged")
    func parseErrors() {
        let result = port(["Bad.swift": "import UIKit\nclass A {\n    func f( {\n}\n"])
        #expect(result.files[0].rewritten == nil)
        #expect(result.parseErrors.count == 1)
        #expect(result.parseErrors.first?.hasPrefix("Bad.swift:") == true)
    }

    @Test("U2: the command rewrites a folder in place, prints FILE:LINE for what it refused, and exits 0")
    func command() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-port-\(UUID())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Snippets.settings.write(to: folder.appendingPathComponent("Sub/Settings.swift"), atomically: true, encoding: .utf8)
        try Snippets.refusing.write(to: folder.appendingPathComponent("Sync.swift"), atomically: true, encoding: .utf8)
        let (status, output) = try runTool(folder.path)
        #expect(status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("Sub/Settings.swift"), encoding: .utf8)
        #expect(text.contains("\nimport WayKit\n"))
        #expect(output.contains("Sync.swift:6: cannot rewrite: #selector(reloadData) in `perform(_:with:afterDelay:)`"))
        #expect(output.contains(": cannot rewrite: #selector(reloadData) in `perform(_:with:afterDelay:)`"))
        let (_, again) = try runTool(folder.path)
        #expect(again.contains("rewrote 0 of 2 files"))
    }

    private func runTool(_ folder: String) throws -> (Int32, String) {
        let tool = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("debug/waykit-port")
        let candidates = [tool, productsDirectory.appendingPathComponent("waykit-port")]
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            Issue.record("waykit-port is not built (swift build --package-path tools/waykit-port)")
            return (-1, "")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = [folder]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Where `swift build` put this package's products (…/.build/debug).
var productsDirectory: URL {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug")
}
