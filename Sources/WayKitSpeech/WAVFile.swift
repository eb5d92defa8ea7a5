import Foundation

/// 16-bit mono PCM in a RIFF/WAVE file, rewritten whole after each
/// utterance so that the file is always complete (a test or a soak can read
/// it at any moment).
struct WAVFile {
    let url: URL
    let sampleRate: Int
    private(set) var samples: [Int16] = []
    /// At most this many samples are kept (ten minutes at 22 kHz): a
    /// recording that runs for months stays bounded.
    static let maximumSamples = 22_050 * 600

    init(url: URL, sampleRate: Int) {
        self.url = url
        self.sampleRate = max(1, sampleRate)
    }

    mutating func append(_ more: [Int16]) {
        samples.append(contentsOf: more)
        if samples.count > Self.maximumSamples { samples.removeFirst(samples.count - Self.maximumSamples) }
    }

    func write() throws {
        let dataBytes = samples.count * 2
        var d = Data()
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: v).littleEndian) { d.append(contentsOf: $0) } }
        func u16(_ v: Int) { withUnsafeBytes(of: UInt16(truncatingIfNeeded: v).littleEndian) { d.append(contentsOf: $0) } }
        d.append(contentsOf: Array("RIFF".utf8)); u32(36 + dataBytes)
        d.append(contentsOf: Array("WAVE".utf8))
        d.append(contentsOf: Array("fmt ".utf8)); u32(16); u16(1); u16(1); u32(sampleRate); u32(sampleRate * 2); u16(2); u16(16)
        d.append(contentsOf: Array("data".utf8)); u32(dataBytes)
        samples.withUnsafeBufferPointer { buffer in
            for s in buffer { withUnsafeBytes(of: s.littleEndian) { d.append(contentsOf: $0) } }
        }
        try d.write(to: url, options: .atomic)
    }
}
