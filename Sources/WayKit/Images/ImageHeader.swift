import Foundation

/// The pixel size an encoded image declares in its header, read without a
/// decoder: what lets `UIImage(named:)` and `UIImage(data:)` answer `size`
/// (and so lay out) before any renderer exists, and decode later, on first
/// use (U5).
///
/// Everything here reads untrusted bytes: every index is checked, a size past
/// ``maximumSide`` is refused, and anything unexpected gives nil.
enum ImageHeader {
    enum Format: Sendable { case png, jpeg }

    /// The largest side accepted, as the decoders refuse larger ones.
    static let maximumSide = 16384
    /// The most pixels accepted: 64 megapixels (256 MiB decoded), more than
    /// a phone camera's photo. A few bytes of header may claim 16384 × 16384
    /// (1 GiB of pixels); that is refused before anything is allocated.
    static let maximumPixels = 64 * 1024 * 1024

    /// The format and size, when the data starts as an image and ends as one
    /// (a PNG's IEND chunk, a JPEG's end-of-image marker, near the end):
    /// a file cut short gives nil without decoding it, as UIKit's decoding
    /// would.
    static func read(_ data: Data) -> (format: Format, width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(256 * 1024))
        let tail = [UInt8](data.suffix(4096))
        if let s = png(bytes), contains(tail, [0x49, 0x45, 0x4E, 0x44]) { return (.png, s.0, s.1) }
        if let s = jpeg(bytes), contains(tail, [0xFF, 0xD9]) { return (.jpeg, s.0, s.1) }
        return nil
    }

    private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard bytes.count >= pattern.count else { return false }
        for i in stride(from: bytes.count - pattern.count, through: 0, by: -1)
        where bytes[i] == pattern[0] && Array(bytes[i..<(i + pattern.count)]) == pattern {
            return true
        }
        return false
    }

    private static func valid(_ w: Int, _ h: Int) -> (Int, Int)? {
        w > 0 && h > 0 && w <= maximumSide && h <= maximumSide && w * h <= maximumPixels ? (w, h) : nil
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> Int? {
        i >= 0 && i + 1 < b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : nil
    }

    /// PNG: the signature, then IHDR (always the first chunk) with width and
    /// height as big-endian 32-bit numbers.
    private static func png(_ b: [UInt8]) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard b.count >= 24, Array(b[0..<8]) == signature, b[12] == 0x49, b[13] == 0x48, b[14] == 0x44,
              b[15] == 0x52 else { return nil }
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return valid(be32(16), be32(20))
    }

    /// JPEG: markers from SOI until a start-of-frame (SOF0–SOF15 but DHT,
    /// JPG and DAC), which holds precision, height and width.
    private static func jpeg(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            guard let length = be16(b, i + 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard let h = be16(b, i + 5), let w = be16(b, i + 7) else { return nil }
                return valid(w, h)
            }
            if marker == 0xDA || marker == 0xD9 { return nil }  // scan data before any frame
            i += 2 + length
        }
        return nil
    }
}
