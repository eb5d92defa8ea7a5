import Foundation

/// Runs `body` (which performs `batch` operations) `rounds` times after a
/// warm-up and returns per-operation nanoseconds: median, p90, min.
func measure(rounds: Int = 200, batch: Int, _ body: () -> Void) -> (median: Double, p90: Double, min: Double) {
    for _ in 0..<max(3, rounds / 10) { body() }
    var samples: [Double] = []
    samples.reserveCapacity(rounds)
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        let start = clock.now
        body()
        let d = clock.now - start
        let ns = Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
        samples.append(ns / Double(batch))
    }
    samples.sort()
    return (samples[samples.count / 2], samples[samples.count * 9 / 10], samples[0])
}

/// Resident memory in bytes (/proc/self/statm), for bytes-per-view figures.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

func report(_ name: String, _ r: (median: Double, p90: Double, min: Double), target: Double? = nil) {
    func us(_ ns: Double) -> String { String(format: "%.3f µs", ns / 1000) }
    var line = "\(name): median \(us(r.median)), p90 \(us(r.p90)), min \(us(r.min))"
    if let target { line += String(format: "  (target %.0f µs: %@)", target / 1000, r.median <= target ? "met" : "NOT met") }
    print(line)
}

/// A small deterministic generator so every run hits the same points.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
