import CPixman

extension PixmanImage {
    /// A premultiplied a8r8g8b8 image holding a copy of decoded pixels, or nil
    /// when the pixel count does not match the size.
    public convenience init?(pixels: DecodedPixels) {
        guard pixels.bytes.count >= pixels.width * pixels.height * 4 else { return nil }
        self.init(format: PIXMAN_a8r8g8b8, width: pixels.width, height: pixels.height)
        guard let dst = data else { return nil }
        let rowBytes = pixels.width * 4
        let dstStride = stride
        pixels.bytes.withUnsafeBytes { src in
            guard let base = src.baseAddress else { return }
            for y in 0..<pixels.height {
                (dst + y * dstStride).copyMemory(from: base + y * rowBytes, byteCount: rowBytes)
            }
        }
    }

    /// The pixel at (x, y) as a 32-bit a8r8g8b8 value (premultiplied); for tests
    /// and diagnostics.
    public func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height, let d = data else { return 0 }
        return (d + y * stride).assumingMemoryBound(to: UInt32.self)[x]
    }
}
