/// Where a fuzzed event stream takes its decisions from: a seeded generator
/// (the bounded run in the test command, the soak) or the bytes libFuzzer
/// mutates (coverage-guided fuzzing). Both read as a stream of bytes, so a
/// crash found by either replays from the same bytes.
public protocol FuzzInput {
    /// The next byte; nil when the input is used up (the stream then ends).
    mutating func nextByte() -> UInt8?
}

extension FuzzInput {
    mutating func byte() -> UInt8 { nextByte() ?? 0 }

    mutating func uint16() -> UInt16 { UInt16(byte()) << 8 | UInt16(byte()) }

    mutating func uint32() -> UInt32 { UInt32(uint16()) << 16 | UInt32(uint16()) }

    /// One of `values`, chosen by the next byte.
    mutating func pick<T>(_ values: [T]) -> T { values[Int(byte()) % values.count] }

    /// A coordinate: usually inside a 400×300 window, sometimes just outside,
    /// sometimes absurd (what a buggy compositor could send: wl_fixed's
    /// extremes).
    mutating func coordinate() -> Double {
        switch byte() % 16 {
        case 0: return pick([-1e9, 1e9, Double(Int32.max) / 256, -Double(Int32.max) / 256, -0.5])
        case 1: return Double(Int(uint16()) - 32_768)
        default: return Double(uint16() % 500) - 50 + Double(byte()) / 256
        }
    }

    /// A size for a configure: 0 ("you choose"), ordinary, or huge/negative.
    mutating func size() -> Int32 {
        // Huge sizes are rare: each commit of one maps up to the 128 MiB
        // buffer ceiling, and the test compositor copies it.
        switch byte() {
        case 0..<20: return 0
        case 20: return Int32(bitPattern: uint32())
        case 21: return pick([Int32.max, Int32.min, -1, 1, 16_385])
        default: return Int32(uint16() % 1_000)
        }
    }
}
