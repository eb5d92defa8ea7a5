import Foundation
import Testing

/// An executable product `swift build --build-tests` built beside the test
/// binary (the demo, the warm-up probe): it sits in the same build
/// directory, which is up to three levels above the test binary.
enum BuiltProduct {
    static func url(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var dir = bin
        var candidates: [URL] = []
        for _ in 0..<4 {
            candidates.append(dir.appendingPathComponent(name))
            dir = dir.deletingLastPathComponent()
        }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                            "\(name) not found near \(bin.path)", sourceLocation: sourceLocation)
    }
}
