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

extension FuzzInput {
    /// An `Int32` a compositor might send where an offset or a count is
    /// meant: the edges (-1, 0, 1, the extremes) as often as anything else.
    mutating func edgyInt32() -> Int32 {
        switch byte() % 8 {
        case 0: return pick([-1, 0, 1, 2, Int32.max, Int32.min, Int32.max - 1])
        case 1: return Int32(bitPattern: uint32())
        default: return Int32(byte() % 24) - 2
        }
    }

    /// A `UInt32` count: small mostly, sometimes the extremes.
    mutating func edgyUInt32() -> UInt32 {
        switch byte() % 8 {
        case 0: return pick([0, 1, UInt32.max, UInt32(Int32.max), UInt32(Int32.max) + 1])
        case 1: return uint32()
        default: return UInt32(byte() % 16)
        }
    }

    /// A `wl_fixed_t`-carried value: ordinary, tiny, zero, negative, or at
    /// the 24.8 format's extremes (±8,388,607.996): what "non-finite"
    /// looks like on the wire, where NaN cannot be sent.
    mutating func fixedValue() -> Double {
        switch byte() % 8 {
        case 0: return pick([0, -0.0, 1.0 / 256, -1, 8_388_607.99, -8_388_608, 1e-9])
        case 1: return Double(Int32(bitPattern: uint32())) / 256
        default: return Double(Int(byte()) - 64) / 16
        }
    }

    /// Bytes of text a compositor might send: ASCII, multi-byte and
    /// combining characters, emoji, bidi controls, invalid UTF-8 (a lone
    /// continuation byte, a truncated sequence, a surrogate's encoding),
    /// empty, or a long run (kept under libwayland's 4 KiB message).
    mutating func textBytes() -> [UInt8] {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("é".utf8), Array("你好".utf8), Array("😀".utf8), Array("e\u{301}".utf8),
            Array("\u{202E}ab".utf8), Array("\n".utf8), Array("👩‍👩‍👧".utf8),
            [0x80], [0xE4, 0xBD], [0xED, 0xA0, 0x80], [0xFF],
        ]
        switch byte() % 16 {
        case 0: return []
        case 1: return Array(repeating: UInt8(ascii: "x"), count: Int(byte()) * 8)
        case 2: return (0..<Int(byte() % 24)).map { _ in byte() | 1 }
        default: return (0..<Int(byte() % 4 + 1)).flatMap { _ in pick(pieces) }
        }
    }
}
