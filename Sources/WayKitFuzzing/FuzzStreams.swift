import Foundation

/// The two ways a stream is named (F4): a seed of the generator (the test
/// command's bounded run, and the corpus `scripts/fuzz.sh` starts from) or
/// a saved byte string (libFuzzer's inputs, `Fuzz/Regressions`). Both
/// start with the same mode: a saved input's first byte, a seed's own
/// number, say whether libdecor decorates the window (D1); the rest is the
/// stream.
@MainActor
public enum FuzzStreams {
    /// One seeded stream in six runs with libdecor: its configures go
    /// through libdecor, and its title bar and shadow take input.
    public static func isDecorated(seed: UInt64) -> Bool { seed % 6 == 0 }

    /// A saved input's first byte: a multiple of 8 is libdecor's mode.
    public static func isDecorated(modeByte: UInt8) -> Bool { modeByte % 8 == 0 }

    /// Bytes of a seeded stream: its mode byte, then `steps × 16` bytes of
    /// the generator, so the file replays the seed's stream exactly.
    public static func bytes(seed: UInt64, steps: Int) -> [UInt8] {
        var input = SeededInput(seed: seed, length: steps * 16)
        var out: [UInt8] = [isDecorated(seed: seed) ? 0 : 1]
        while let b = input.nextByte() { out.append(b) }
        return out
    }

    /// Runs seed `seed` for `steps` steps.
    public static func run(seed: UInt64, steps: Int) throws -> EventStreamFuzzer.Outcome {
        let fuzzer = try EventStreamFuzzer(decorated: isDecorated(seed: seed))
        var input = SeededInput(seed: seed, length: steps * 16)
        return fuzzer.run(&input, steps: steps)
    }

    /// Runs a saved input (or libFuzzer's); `trace`, when given, is told
    /// what each step sent as it goes.
    public static func run(bytes: [UInt8], steps: Int = 2_000,
                           trace: ((String) -> Void)? = nil) throws -> EventStreamFuzzer.Outcome {
        let fuzzer = try EventStreamFuzzer(decorated: bytes.first.map(isDecorated(modeByte:)) ?? false)
        fuzzer.trace = trace
        var input = ByteInput(Array(bytes.dropFirst()))
        return fuzzer.run(&input, steps: steps)
    }
}
