// WayKit's benchmarks. Run in release:
//
//     swift run -c release WayKitBenchmarks [event-model|gestures|layout-solver|auto-layout|layout-pass|accessibility|accessibility-bus|all]
//
// Each prints per-operation figures; docs/performance.md records them with the
// command that produced them.
import Foundation

@MainActor
func runBenchmarks() {
    let which = CommandLine.arguments.dropFirst().first ?? "all"
    let suites: [(String, @MainActor () -> Void)] = [
        ("event-model", EventModelBenchmarks.run),
        ("gestures", GestureBenchmark.run),
        ("layout-solver", LayoutSolverBenchmark.run),
        ("auto-layout", AutoLayoutBenchmark.run),
        ("layout-pass", LayoutPassBenchmark.run),
        ("accessibility", AccessibilityBenchmark.run),
        ("accessibility-bus", AccessibilityBusBenchmark.run),
    ]
    var ran = false
    for (name, run) in suites where which == "all" || which == name {
        print("== \(name)")
        run()
        ran = true
    }
    if !ran {
        print("unknown benchmark '\(which)'; known: \(suites.map(\.0).joined(separator: ", ")), all")
        exit(2)
    }
}

MainActor.assumeIsolated { runBenchmarks() }
