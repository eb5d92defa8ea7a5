import CTurboJPEG
import Foundation

/// Why a JPEG could not be read or written.
public struct JPEGError: Error, CustomStringConvertible {
    public var description: String
}

/// JPEG decoding and encoding through libjpeg-turbo's TurboJPEG API, which
/// reports errors by return code (libjpeg's own API would need a longjmp out
/// of its error handler) (U5).
public enum JPEGCodec {
    /// The byte order of a8r8g8b8 words in memory: B, G, R, A on little-endian
    /// machines. TurboJPEG fills the alpha byte with 0xFF when decoding.
    private static var pixelFormat: Int32 {
        #if _endian(big)
        return Int32(TJPF_ARGB.rawValue)
        #else
        return Int32(TJPF_BGRA.rawValue)
        #endif
    }

    /// Decodes JPEG data into opaque a8r8g8b8 pixels (premultiplied trivially).
    ///
    /// The corresponding C functions are `tjInitDecompress`,
    /// `tjDecompressHeader3`, `tjDecompress2` and `tjDestroy`.
    public static func decode(_ data: Data) throws -> DecodedPixels {
        guard !data.isEmpty else { throw JPEGError(description: "empty JPEG data") }
        guard let handle = tjInitDecompress() else { throw JPEGError(description: "tjInitDecompress failed") }
        defer { tjDestroy(handle) }
        return try data.withUnsafeBytes { raw -> DecodedPixels in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else {
                throw JPEGError(description: "empty JPEG data")
            }
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, base, UInt(raw.count), &width, &height, &subsampling, &colorspace) == 0 else {
                throw JPEGError(description: message(handle))
            }
            // Refuse absurd sizes from a hostile header instead of allocating them.
            guard width > 0, height > 0, width <= 16384, height <= 16384 else {
                throw JPEGError(description: "JPEG size \(width)×\(height) out of range")
            }
            var bytes = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
            let status = bytes.withUnsafeMutableBytes { out in
                tjDecompress2(handle, base, UInt(raw.count), out.bindMemory(to: UInt8.self).baseAddress,
                              width, width * 4, height, pixelFormat, 0)
            }
            guard status == 0 else { throw JPEGError(description: message(handle)) }
            return DecodedPixels(width: Int(width), height: Int(height), bytes: bytes)
        }
    }

    /// Encodes a8r8g8b8 pixels (`width * 4` bytes a row) as a JPEG at
    /// `quality` (1…100), 4:2:0. Premultiplied colour is written as is:
    /// transparent parts come out as if drawn on black.
    ///
    /// The corresponding C functions are `tjInitCompress`, `tjCompress2`,
    /// `tjFree` and `tjDestroy`.
    public static func encode(_ pixels: [UInt8], width: Int, height: Int, quality: Int) throws -> Data {
        guard width > 0, height > 0, width <= 16384, height <= 16384, pixels.count == width * height * 4 else {
            throw JPEGError(description: "bad JPEG source size")
        }
        guard let handle = tjInitCompress() else { throw JPEGError(description: "tjInitCompress failed") }
        defer { tjDestroy(handle) }
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = pixels.withUnsafeBytes { src in
            tjCompress2(handle, src.bindMemory(to: UInt8.self).baseAddress, Int32(width), Int32(width * 4),
                        Int32(height), pixelFormat, &out, &size, Int32(TJSAMP_420.rawValue),
                        Int32(min(max(quality, 1), 100)), 0)
        }
        defer { if let out { tjFree(out) } }
        guard status == 0, let out, size > 0 else { throw JPEGError(description: message(handle)) }
        return Data(bytes: out, count: Int(size))
    }

    private static func message(_ handle: tjhandle) -> String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "JPEG error"
    }
}
