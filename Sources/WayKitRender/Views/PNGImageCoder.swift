import Foundation
import WayKit

/// `ImageCoding` over libpng.
struct PNGImageCoder: ImageCoding {
    func decode(_ data: Data) -> (width: Int, height: Int, pixels: [UInt8])? {
        guard let p = try? PNGCodec.decode(data) else { return nil }
        return (p.width, p.height, p.bytes)
    }

    func encodePNG(width: Int, height: Int, pixels: [UInt8]) -> Data? {
        guard pixels.count == width * height * 4 else { return nil }
        return pixels.withUnsafeBytes { raw in
            raw.baseAddress.flatMap { try? PNGCodec.encode($0, width: width, height: height, stride: width * 4) }
        }
    }
}
