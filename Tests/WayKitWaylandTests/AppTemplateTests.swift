import Foundation
import Testing

/// Issue 23, the author's path: `scripts/new-app.sh` makes a package that
/// depends on WayKit, and its app, its test and its manifest (with the
/// linker settings WayKit's own apps have) still fit WayKit as it is now.
/// The full check (the package's own `swift test` and release build in a
/// scratch folder, about 10 minutes) is `scripts/template-check.sh`, run by
/// hand (docs/getting-started.md); this is its fast part.
// Main actor: ScriptRun reads the environment other suites set there.
@MainActor
@Suite
struct AppTemplateTests {
    @Test("Issue 23: a package made by scripts/new-app.sh type-checks against WayKit's modules (app and test), and its manifest links the app as WayKit's are")
    func templateTypeChecks() async throws {
        let result = try await ScriptRun.run("scripts/template-check.sh", arguments: ["--typecheck"], deadline: 240)
        #expect(!result.timedOut, "template-check.sh did not end in 240 s: \(result.output)")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("template-check: ok"), "\(result.output)")
    }

    @Test("Issue 23: an app that imports WayKit loads no speech or audio library at start (they are opened with dlopen when first needed)")
    func appLinksNoOptionalLibraries() throws {
        let app = try BuiltProduct.url("waykit-template-app")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["readelf", "-d", app.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let needed = output.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #expect(needed.contains { $0.contains("libwayland-client") }, "readelf found no NEEDED entries: \(output)")
        for library in ["libsystemd", "libspeechd", "libespeak-ng", "libpulse", "libasound", "libsndfile"] {
            #expect(!needed.contains { $0.contains(library) }, "\(library) is linked: \(needed)")
        }
    }
}
