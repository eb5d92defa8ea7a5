import Foundation
import WayKitFuzzing

/// How deep the inputs went (F4): steps and protocol events per input,
/// printed when the process exits (libFuzzer ends with `exit`), beside
/// libFuzzer's own coverage figures. Shallow inputs find nothing past a
/// window's first frame, so `scripts/fuzz.sh` reports this with the run.
enum Depth {
    // Main thread only: libFuzzer calls back on it, and so does the replay.
    nonisolated(unsafe) private static var inputs = 0
    nonisolated(unsafe) private static var steps = 0, maxSteps = 0
    nonisolated(unsafe) private static var events = 0, maxEvents = 0
    nonisolated(unsafe) private static var registered = false

    static func record(_ outcome: EventStreamFuzzer.Outcome) {
        if !registered {
            registered = true
            atexit { Depth.report() }
        }
        inputs += 1
        steps += outcome.steps
        maxSteps = max(maxSteps, outcome.steps)
        events += outcome.protocolEvents
        maxEvents = max(maxEvents, outcome.protocolEvents)
    }

    static func report() {
        guard inputs > 0 else { return }
        let line = String(format: "waykit-fuzz depth: %d inputs; steps per input mean %.1f max %d; protocol events per input mean %.1f max %d\n",
                          inputs, Double(steps) / Double(inputs), maxSteps, Double(events) / Double(inputs), maxEvents)
        FileHandle.standardError.write(Data(line.utf8))
    }
}
