import Foundation
import Testing

/// Issue 18: the text input warm-up can silently rot. It runs the typing
/// path on scratch objects so that the first key finds the runtime's types
/// instantiated; if the real path changes and the warm-up does not follow,
/// nothing else fails: the first key is just slow again. This runs
/// waykit-warmup-probe in fresh processes, cold and warmed, and compares what
/// the first key costs the runtime's metadata allocator.
@Suite
struct TextInputWarmUpProbeTests {
    static func probe(_ mode: String) throws -> [String: String] {
        let probe = try BuiltProduct.url("waykit-warmup-probe")
        let process = Process()
        process.executableURL = probe
        process.arguments = [mode]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        var fields: [String: String] = [:]
        for word in text.split(whereSeparator: \.isWhitespace) {
            let parts = word.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }

    @Test("K1, K4: a warmed first key instantiates almost none of the runtime metadata a cold one does (the warm-up still covers the real key path)")
    func warmUpCoversTheKeyPath() throws {
        let cold = try Self.probe("off"), warm = try Self.probe("on")
        #expect(cold["text"] == "a" && warm["text"] == "a", "the key typed: \(cold) \(warm)")
        let coldBytes = try #require(cold["metadataBytes"].flatMap(Int.init), "\(cold)")
        let warmBytes = try #require(warm["metadataBytes"].flatMap(Int.init), "\(warm)")
        let items = try #require(warm["idleItems"].flatMap(Int.init))
        #expect(items > 1, "the warm-up ran")
        // The measure sees the path: a cold first key instantiates types.
        #expect(coldBytes >= 1024, "cold first key: \(coldBytes) bytes of metadata")
        // Warmed, at most a tenth of it is left (measured: see
        // docs/performance.md, "Text input").
        #expect(warmBytes * 10 <= coldBytes, "warmed first key: \(warmBytes) bytes against \(coldBytes) cold: the warm-up no longer runs what the key path runs")
    }
}
