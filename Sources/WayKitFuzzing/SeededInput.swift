/// SplitMix64: a tiny, well-distributed generator, so a seed names one stream
/// on every machine.
public struct SeededInput: FuzzInput {
    private var state: UInt64
    private var remaining: Int

    /// `length` bytes derived from `seed`.
    public init(seed: UInt64, length: Int) {
        state = seed
        remaining = length
    }

    public mutating func nextByte() -> UInt8? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: z ^ (z >> 31))
    }
}
