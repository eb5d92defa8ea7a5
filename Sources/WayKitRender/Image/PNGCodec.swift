import CPNG
import Foundation

/// Decoded pixels: premultiplied a8r8g8b8 words in native byte order (on little
/// endian machines the bytes are B, G, R, A), rows packed (`width * 4` bytes).
public struct DecodedPixels: Sendable {
    public var width: Int
    public var height: Int
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width; self.height = height; self.bytes = bytes
    }
}

/// Why a PNG could not be read or written.
public struct PNGError: Error, CustomStringConvertible {
    public var description: String
}

/// PNG decoding and encoding through libpng's simplified API, which handles
/// every colour type, bit depth, palette and gamma without setjmp.
public enum PNGCodec {
    /// `PNG_FORMAT_BGRA`: 8-bit sRGB, alpha last, blue first. The macro is built
    /// from other macros, so Swift does not import it.
    private static let formatBGRA: UInt32 = 0x13  // FLAG_ALPHA | FLAG_COLOR | FLAG_BGR

    /// Decodes PNG data into premultiplied pixels.
    ///
    /// The corresponding C functions are `png_image_begin_read_from_memory` and
    /// `png_image_finish_read`.
    public static func decode(_ data: Data) throws -> DecodedPixels {
        guard !data.isEmpty else { throw PNGError(description: "empty PNG data") }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard begun != 0 else { throw PNGError(description: message(&image)) }
        defer { png_image_free(&image) }
        image.format = formatBGRA
        let width = Int(image.width), height = Int(image.height)
        // Refuse absurd sizes from a hostile header instead of allocating them.
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw PNGError(description: "PNG size \(width)×\(height) out of range")
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let finished = data.withUnsafeBytes { _ in
            bytes.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, Int32(width * 4), nil)
            }
        }
        guard finished != 0 else { throw PNGError(description: message(&image)) }
        // libpng gives straight alpha for 8-bit output; pixman blends premultiplied.
        var i = 0
        while i < bytes.count {
            let a = UInt32(bytes[i + 3])
            if a < 255 {
                bytes[i] = UInt8((UInt32(bytes[i]) * a + 127) / 255)
                bytes[i + 1] = UInt8((UInt32(bytes[i + 1]) * a + 127) / 255)
                bytes[i + 2] = UInt8((UInt32(bytes[i + 2]) * a + 127) / 255)
            }
            i += 4
        }
        return DecodedPixels(width: width, height: height, bytes: bytes)
    }

    /// Encodes premultiplied a8r8g8b8 pixels (`stride` bytes a row) as an RGBA PNG.
    ///
    /// The corresponding C function is `png_image_write_to_memory`.
    public static func encode(_ base: UnsafeRawPointer, width: Int, height: Int, stride: Int) throws -> Data {
        var straight = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = base.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let o = y * width * 4 + x * 4
                let a = UInt32(row[x * 4 + 3])
                straight[o + 3] = UInt8(a)
                guard a > 0 else { continue }
                for c in 0..<3 {
                    straight[o + c] = UInt8(min(255, (UInt32(row[x * 4 + c]) * 255 + a / 2) / a))
                }
            }
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = formatBGRA
        var size = 0
        let sized = straight.withUnsafeBytes {
            png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, Int32(width * 4), nil)
        }
        guard sized != 0, size > 0 else { throw PNGError(description: message(&image)) }
        var out = Data(count: size)
        let written = out.withUnsafeMutableBytes { dst in
            straight.withUnsafeBytes {
                png_image_write_to_memory(&image, dst.baseAddress, &size, 0, $0.baseAddress, Int32(width * 4), nil)
            }
        }
        guard written != 0 else { throw PNGError(description: message(&image)) }
        out.count = size
        return out
    }

    /// Encodes a pixman a8r8g8b8 image.
    public static func encode(_ image: PixmanImage) throws -> Data {
        guard let data = image.data else { throw PNGError(description: "image has no pixels") }
        return try encode(data, width: image.width, height: image.height, stride: image.stride)
    }

    private static func message(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
