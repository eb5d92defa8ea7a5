/// The ceilings on what a compositor's values can make a window allocate (F1).
///
/// A configure, a scale or a preferred scale is the compositor's to send and
/// ours to distrust: a 2³¹-point configure or a scale of 10,000 must neither
/// overflow `Int32` in `wl_shm_pool.create_buffer` nor map gigabytes. Sizes are
/// clamped to these ceilings, scales to `scaleRange`, and each clamp is logged
/// once (`WaylandClient.log(once:_:)`).
enum BufferLimits {
    /// Buffer pixels per side. 16,384 holds an 8K output (7680 × 4320) at 2× on
    /// its short side and is the texture limit of most GPUs a compositor would
    /// import our buffer into.
    static let maximumSide = 16_384
    /// Bytes per buffer: 128 MiB, which holds one 8K UHD output (7680 × 4320 ×
    /// 4 bytes = 126.6 MiB). A window keeps at most `BufferPool.maximumBuffers`
    /// of them.
    static let maximumBytes = 128 << 20
    static let bytesPerPixel = 4
    /// Integer and fractional scales outside this range are clamped into it: no
    /// output is denser than 8× today, and 0 or less is meaningless.
    static let scaleRange: ClosedRange<Double> = 1...8

    /// Whether a buffer of `width` × `height` pixels is within both ceilings.
    static func fits(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else { return false }
        // Both sides ≤ 2¹⁴, so the product cannot overflow.
        return width * height * bytesPerPixel <= maximumBytes
    }

    /// A logical size (points) clamped so that it fits at scale 1: each side
    /// at most `maximumSide`, then the height cut until the bytes fit. Keeps
    /// the window never larger than asked (P7 allows smaller).
    static func clampLogical(width: Int, height: Int) -> (width: Int, height: Int) {
        let w = Swift.min(Swift.max(width, 0), maximumSide)
        var h = Swift.min(Swift.max(height, 0), maximumSide)
        if w > 0, h > 0, w * h * bytesPerPixel > maximumBytes {
            h = maximumBytes / (w * bytesPerPixel)
        }
        return (w, h)
    }

    /// A length in points as a whole number that `Int()` cannot trap on: NaN
    /// and negatives are 0, anything past 2³¹ is 2³¹ − 1 (clamped further by
    /// `clampLogical`).
    static func points(_ value: Double) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return Int(Swift.min(value.rounded(.down), Double(Int32.max)))
    }

    /// `value` clamped into `scaleRange`; a non-finite value reads as 1.
    static func clampScale(_ value: Double) -> Double {
        guard value.isFinite else { return 1 }
        return Swift.min(Swift.max(value, scaleRange.lowerBound), scaleRange.upperBound)
    }
}
