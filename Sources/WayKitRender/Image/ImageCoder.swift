import Foundation
import WayKit

/// `ImageCoding` over libpng and libjpeg-turbo, chosen by the data's first
/// bytes (U5). Stateless, so any thread may use it.
struct ImageCoder: ImageCoding {
    func decode(_ data: Data) -> (width: Int, height: Int, pixels: [UInt8])? {
        let p: DecodedPixels?
        if data.starts(with: [0xFF, 0xD8]) {
            p = try? JPEGCodec.decode(data)
        } else {
            p = try? PNGCodec.decode(data)
        }
        return p.map { ($0.width, $0.height, $0.bytes) }
    }

    func encodePNG(width: Int, height: Int, pixels: [UInt8]) -> Data? {
        guard pixels.count == width * height * 4 else { return nil }
        return pixels.withUnsafeBytes { raw in
            raw.baseAddress.flatMap { try? PNGCodec.encode($0, width: width, height: height, stride: width * 4) }
        }
    }

    func encodeJPEG(width: Int, height: Int, pixels: [UInt8], quality: Int) -> Data? {
        try? JPEGCodec.encode(pixels, width: width, height: height, quality: quality)
    }
}
