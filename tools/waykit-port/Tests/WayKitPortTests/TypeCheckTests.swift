import Foundation
import Testing
@testable import WayKitPort

/// The ported snippets must compile against WayKit: the repository's own
/// build of it (`swift build` at the root, which scripts/test.sh runs first).
@Suite struct TypeCheckTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("U2: ported view controllers, views and cells type-check against WayKit", arguments: ["5", "6"])
    func portedSnippetsTypeCheck(swiftVersion: String) throws {
        let modules = Self.repositoryRoot.appendingPathComponent(".build/debug/Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("WayKit.swiftmodule").path) else {
            Issue.record("WayKit is not built at \(modules.path): run swift build at the repository root first")
            return
        }
        let result = port(Snippets.all)
        #expect(result.findings.isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-port-typecheck-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in result.files {
            let path = folder.appendingPathComponent(file.path).path
            try (file.rewritten ?? file.original).write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        // -emit-sil, not -typecheck: Swift 6's data-race errors are SIL
        // diagnostics, which a type-check alone never reports.
        let (status, output) = try swiftc(["-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", swiftVersion] + Self.moduleFlags() + paths)
        #expect(status == 0, "swiftc -emit-sil -swift-version \(swiftVersion) failed:\n\(output)")
        // Swift 5 mode warns at each method reference handed to a
        // `@MainActor` function parameter (those are `@Sendable` since Swift
        // 6.2, an unapplied method of a non-Sendable class is not); any other
        // warning is the rewrite's.
        let warnings = output.split(separator: "\n").filter {
            $0.contains("warning:") && !$0.contains("converting non-Sendable function value to '@MainActor @Sendable")
        }
        #expect(warnings.isEmpty, "warnings:\n\(output)")
    }

    @Test("U2: the snippets as UIKit wrote them don't compile against WayKit (the rewrite is what makes them)")
    func unportedSnippetsDoNotTypeCheck() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-port-unported-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Settings.swift").path
        // Only the import changed: the selectors and @objc remain.
        try Snippets.settings.replacingOccurrences(of: "import UIKit", with: "import WayKit")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let (status, output) = try swiftc(["-typecheck", "-swift-version", "6"] + Self.moduleFlags() + [path])
        #expect(status != 0)
        #expect(output.contains("Objective-C interoperability is disabled"))
    }

    /// `-I` for WayKit's Swift modules, and the module maps of the C targets
    /// they import (CWayKitRuntime), which SwiftPM writes beside their objects.
    static func moduleFlags() -> [String] {
        let debug = repositoryRoot.appendingPathComponent(".build/debug")
        var flags = ["-I", debug.appendingPathComponent("Modules").path]
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: debug.path)) ?? []
        for folder in folders.sorted() where folder.hasSuffix(".build") {
            let map = debug.appendingPathComponent(folder).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { flags += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        return flags
    }

    private func swiftc(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
