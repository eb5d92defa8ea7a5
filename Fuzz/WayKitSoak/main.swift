import Foundation
import WayKit
import WayKitFuzzing

// F5: `waykit-soak [EVENTS] [INTERVAL]` sends EVENTS input events (default
// 1,000,000) through one window of the test compositor, printing resident
// memory every INTERVAL events (default 50,000), then checks that no touch or
// press was left open. scripts/soak.sh runs it, and again under
// LeakSanitizer.
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let total = arguments.first ?? 1_000_000
let interval = arguments.dropFirst().first ?? 50_000
let start = Date()
let status: Int32 = MainActor.assumeIsolated {
    // Before exit everything is released — the driver, then the application
    // with its scenes — so LeakSanitizer sees only what nothing owns any more.
    defer { UIApplication._resetShared() }
    do {
        let driver = try SoakDriver()
        print("waykit-soak: start, resident \(residentKiB()) KiB")
        try driver.run(events: total, every: interval) { events in
            print(String(format: "waykit-soak: %8d events, resident %6d KiB, %.1f s", events, residentKiB(),
                         Date().timeIntervalSince(start)))
        }
        let problems = driver.scene.violations()
        print("waykit-soak: \(driver.events) events; \(problems.isEmpty ? "no touch or press left open" : problems.joined(separator: "; "))")
        return problems.isEmpty ? 0 : 1
    } catch {
        print("waykit-soak: failed: \(error)")
        return 1
    }
}
exit(status)
