import Foundation

/// Writes ARGB8888 premultiplied pixels as an RGBA PNG: stored (uncompressed)
/// deflate blocks, so no zlib is needed. Screenshots of our own buffer, for
/// compositors that allow no screenshot tool.
enum PNGWriter {
    static func write(width: Int, height: Int, stride: Int, pixels: UnsafeRawPointer, to url: URL) throws {
        var raw = [UInt8]()
        raw.reserveCapacity((width * 4 + 1) * height)
        for y in 0..<height {
            raw.append(0)  // filter: none
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x]
                let a = UInt8(p >> 24)
                func un(_ c: UInt32) -> UInt8 {
                    // Un-premultiply for PNG's straight alpha.
                    a == 0 ? 0 : UInt8(min(255, (c & 0xFF) * 255 / UInt32(a)))
                }
                raw += [un(p >> 16), un(p >> 8), un(p), a]
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var ihdr = [UInt8]()
        ihdr += be32(UInt32(width)) + be32(UInt32(height)) + [8, 6, 0, 0, 0]
        png += chunk("IHDR", ihdr)
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        try Data(png).write(to: url)
    }

    private static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, data.count - i)
            let last: UInt8 = i + n == data.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[i..<(i + n)]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + be32(b << 16 | a)
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
