import Foundation

/// A Gaussian blur of an 8-bit alpha mask, approximated by three box blurs
/// in each direction (the usual approximation; within a few percent of the
/// Gaussian): the soft edge of a layer's shadow.
enum BoxBlur {
    /// The box radius (pixels) whose three passes stand for a Gaussian of
    /// standard deviation `sigma` pixels.
    static func boxRadius(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        // Three boxes of width w have variance 3 (w² − 1) / 12 = σ².
        let w = (4 * sigma * sigma + 1).squareRoot()
        return max(0, min(Int(((w - 1) / 2).rounded()), 512))
    }

    /// Blurs `height` rows of `width` bytes, `stride` apart, in place.
    static func blur(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let r = boxRadius(sigma: sigma)
        guard r > 0, width > 0, height > 0 else { return }
        let n = max(width, height)
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        defer { line.deallocate() }
        for _ in 0..<3 {
            for y in 0..<height { pass(base + y * stride, step: 1, count: width, radius: r, line: line) }
            for x in 0..<width { pass(base + x, step: stride, count: height, radius: r, line: line) }
        }
    }

    /// One box pass along a line of `count` bytes `step` apart; outside the
    /// line counts as 0.
    private static func pass(_ p: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius r: Int,
                             line: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count { line[i] = UInt32(p[i * step]) }
        let size = UInt32(2 * r + 1)
        var sum: UInt32 = 0
        for i in 0..<min(r, count) { sum += line[i] }
        for i in 0..<count {
            if i + r < count { sum += line[i + r] }
            if i - r - 1 >= 0 { sum -= line[i - r - 1] }
            p[i * step] = UInt8((sum + size / 2) / size)
        }
    }
}
