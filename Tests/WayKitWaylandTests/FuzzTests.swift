import Foundation
import Testing
import WayKit
import WayKitFuzzing

/// F4: seeded random event streams through the test compositor. The bounded
/// run is part of the test command; `scripts/fuzz.sh` runs libFuzzer on the
/// same driver for as long as you like.
@MainActor
@Suite(.serialized)
struct FuzzTests {
    /// Streams and steps of the bounded run: under a minute on the project's
    /// machine in a debug build, even while another build runs (each stream
    /// sets up its own compositor and client; most of the time goes to shm
    /// buffers of configured sizes, up to the 128 MiB ceiling, and what is
    /// drawn into them). Every sixth runs with libdecor (`FuzzStreams`):
    /// seeds 6 and 12. 16 streams take 33 s on a quiet machine; 24 took
    /// 49 s there and 84 s beside two other builds once the protocol
    /// drivers were added.
    static let streams: UInt64 = 16
    static let steps = 400

    @Test("F4: F2: seeded random event streams leave no touch held, end every touch once, and never trap")
    func seededStreams() throws {
        var events = 0, protocolEvents = 0
        for seed in 1...Self.streams {
            let outcome = try FuzzStreams.run(seed: seed, steps: Self.steps)
            events += outcome.events
            protocolEvents += outcome.protocolEvents
            #expect(outcome.violations.isEmpty, "seed \(seed): \(outcome.violations.joined(separator: "; "))")
            if !outcome.violations.isEmpty { break }
        }
        #expect(events >= Int(Self.streams) * Self.steps / 2)
        print("FuzzTests: \(Self.streams) streams, \(events) steps, \(protocolEvents) protocol events")
    }

    /// Seeds and inputs that once broke something stay here for good:
    /// 3: the test compositor released a held buffer the client had destroyed
    ///    (its fixed table of destroy listeners had run out);
    /// 19: a touchpad scroll pan whose axis_stop never came stayed active for
    ///    ever (now it times out, and is cancelled when the pointer leaves).
    /// A seed names a stream only for the generator of its day: these two
    /// were found before the protocol drivers (24–31) were added, so their
    /// streams are others now; the targeted tests keep what they found.
    static let regressionSeeds: [UInt64] = [3, 19]

    @Test("F4: every saved failing input replays cleanly (Fuzz/Regressions and the regression seeds)")
    func regressions() throws {
        for seed in Self.regressionSeeds {
            let outcome = try FuzzStreams.run(seed: seed, steps: Self.steps)
            #expect(outcome.violations.isEmpty, "seed \(seed): \(outcome.violations.joined(separator: "; "))")
        }
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/Regressions").standardized
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        for name in files.sorted() where !name.hasPrefix(".") && name != "README.md" {
            let data = try Data(contentsOf: dir.appendingPathComponent(name))
            let outcome = try FuzzStreams.run(bytes: Array(data))
            #expect(outcome.violations.isEmpty, "\(name): \(outcome.violations.joined(separator: "; "))")
        }
    }
}
