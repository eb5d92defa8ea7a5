import Foundation

/// Pixels in memory allocated once and never moved or changed (16-byte
/// aligned, premultiplied a8r8g8b8, rows packed), so a renderer can draw
/// from them directly: one copy of an image's pixels, not one for the image
/// and another for the renderer.
public final class _PixelStorage: @unchecked Sendable {
    // Written only in init; read-only after, from any thread.
    public let base: UnsafeMutableRawPointer
    public let count: Int

    init(_ pixels: [UInt8]) {
        count = pixels.count
        base = UnsafeMutableRawPointer.allocate(byteCount: max(count, 16), alignment: 16)
        pixels.withUnsafeBytes { src in
            if let s = src.baseAddress { base.copyMemory(from: s, byteCount: count) }
        }
    }

    deinit { base.deallocate() }

    /// A copy as an array.
    public var bytes: [UInt8] { Array(UnsafeRawBufferPointer(start: base, count: count)) }
}
