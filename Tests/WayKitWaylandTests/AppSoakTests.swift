import Foundation
import Testing

/// Issue 23's app-level soak, bounded: `waykit-demo --soak` runs the demo
/// app's own controllers on the headless backend through every kiosk flow;
/// scripts/app-soak.sh runs 10,000 rounds and again under LeakSanitizer.
@Suite("App soak")
struct AppSoakTests {
    @Test("Issue 23: the demo app through 30 rounds of its kiosk flows (push and pop, tabs, alert, sheet, typing, table fling) frees what left the screen, leaves no touch, timer or animation running, and frees the scene once closed",
          .timeLimit(.minutes(1)))
    func boundedAppSoak() throws {
        let demo = try BuiltProduct.url("waykit-demo")
        let process = Process()
        process.executableURL = demo
        process.arguments = ["--soak", "30"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(output)")
        for flow in ["push and pop", "tab switches", "alerts", "sheets", "typing and deleting", "table flings"] {
            #expect(output.contains("30 \(flow)"), "\(flow): \(output)")
        }
        #expect(output.contains("no touch, timer or animation left running"), "\(output)")
        #expect(output.contains("every controller and view that left the screen was freed"), "\(output)")
        #expect(output.contains("scene closed: the scene and its window were freed"), "\(output)")
    }
}
