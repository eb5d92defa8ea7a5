import CPixman
import Foundation
import Testing
import WayKitRender

/// Compares rendered pixels with a reference PNG under `References/`.
///
/// A pixel differs when any channel is off by more than `channelTolerance`
/// (out of 255); the snapshot fails when more than `maxDifferingFraction` of the
/// pixels differ. On failure the actual image and a diff (differing pixels in
/// red over a faded copy) are written to `$WAYKIT_SNAPSHOT_OUT` (default
/// `$TMPDIR/waykit-snapshots`). With `WAYKIT_UPDATE_SNAPSHOTS=1` (what
/// `scripts/update-snapshots.sh` sets) the reference is rewritten instead.
enum Snapshot {
    static let referenceDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("References")

    static var outputDirectory: URL {
        if let dir = ProcessInfo.processInfo.environment["WAYKIT_SNAPSHOT_OUT"] {
            return URL(fileURLWithPath: dir)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("waykit-snapshots")
    }

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["WAYKIT_UPDATE_SNAPSHOTS"] == "1" }

    static func assertMatches(_ image: PixmanImage, _ name: String, channelTolerance: Int = 24,
                              maxDifferingFraction: Double = 0.002,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try PNGCodec.encode(image)
        let referenceURL = referenceDirectory.appendingPathComponent("\(name).png")
        if isUpdating {
            try FileManager.default.createDirectory(at: referenceDirectory, withIntermediateDirectories: true)
            try actual.write(to: referenceURL)
            return
        }
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let actualURL = outputDirectory.appendingPathComponent("\(name)-actual.png")
        guard let referenceData = try? Data(contentsOf: referenceURL) else {
            try actual.write(to: actualURL)
            Issue.record("no reference \(referenceURL.path); actual written to \(actualURL.path); run scripts/update-snapshots.sh",
                         sourceLocation: sourceLocation)
            return
        }
        // Compare decoded pixels so that PNG encoder settings don't matter.
        let reference = try PNGCodec.decode(referenceData)
        let current = try PNGCodec.decode(actual)
        guard reference.width == current.width, reference.height == current.height else {
            try actual.write(to: actualURL)
            Issue.record("\(name): size \(current.width)×\(current.height), reference \(reference.width)×\(reference.height); actual at \(actualURL.path)",
                         sourceLocation: sourceLocation)
            return
        }
        var diff = DecodedPixels(width: current.width, height: current.height,
                                 bytes: [UInt8](repeating: 0, count: current.bytes.count))
        var differing = 0
        var i = 0
        while i < current.bytes.count {
            var off = false
            for c in 0..<4 where abs(Int(current.bytes[i + c]) - Int(reference.bytes[i + c])) > channelTolerance {
                off = true
            }
            if off {
                differing += 1
                diff.bytes[i + 2] = 255; diff.bytes[i + 3] = 255
            } else {
                // A faded copy of the reference for orientation.
                for c in 0..<4 { diff.bytes[i + c] = reference.bytes[i + c] / 4 }
            }
            i += 4
        }
        let fraction = Double(differing) / Double(current.width * current.height)
        if fraction > maxDifferingFraction {
            try actual.write(to: actualURL)
            let diffURL = outputDirectory.appendingPathComponent("\(name)-diff.png")
            if let diffImage = PixmanImage(pixels: diff) {
                try PNGCodec.encode(diffImage).write(to: diffURL)
            }
            Issue.record("\(name): \(differing) pixels differ (\(String(format: "%.3f", fraction * 100)) %); actual \(actualURL.path), diff \(diffURL.path)",
                         sourceLocation: sourceLocation)
        }
    }
}
