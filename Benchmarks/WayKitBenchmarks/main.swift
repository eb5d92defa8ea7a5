import Foundation

// `swift run -c release WayKitBenchmarks [name…]`: runs the named benchmarks
// (all when none is named).
let requested = Set(CommandLine.arguments.dropFirst())
let all: [(String, @MainActor () -> Void)] = [
    ("gestures", { GestureBenchmark.run() }),
]
MainActor.assumeIsolated {
    for (name, run) in all where requested.isEmpty || requested.contains(name) { run() }
}
