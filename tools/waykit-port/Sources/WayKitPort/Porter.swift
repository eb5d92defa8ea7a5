import Foundation
import SwiftParser
import SwiftSyntax

/// Ports UIKit sources to WayKit (SPEC U2, docs/porting.md): parses every
/// file, indexes the folder, then rewrites each file through its syntax tree.
public enum Porter {
    /// A file's text before and after, and where it couldn't be parsed.
    public struct FileResult: Sendable {
        public var path: String
        public var original: String
        /// `nil` when the file couldn't be parsed (then it is left alone).
        public var rewritten: String?
        public var changed: Bool { rewritten != nil && rewritten != original }
    }

    public struct Result: Sendable {
        public var files: [FileResult]
        /// Places to port by hand, in file and line order.
        public var findings: [Finding]
        /// Files that don't parse, as `FILE:LINE: error: …` lines.
        public var parseErrors: [String]
    }

    /// Ports the given sources (path, text) as one folder.
    public static func port(sources: [(path: String, text: String)]) -> Result {
        // The pre-pass: overrides in extensions move into their classes
        // (OverrideMover), then everything is parsed again and ported.
        let originals = Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        var sources = sources
        var moveFindings: [Finding] = []
        let trees = sources.map { Parser.parse(source: $0.text) }
        if !trees.contains(where: \.hasError) {
            let move = OverrideMover.plan(zip(sources, trees).map { ($0.path, $0.text, $1) })
            moveFindings = move.findings
            if !move.isEmpty {
                for i in sources.indices {
                    let edits = (move.removals[sources[i].path] ?? []) + (move.insertions[sources[i].path] ?? [])
                    guard !edits.isEmpty else { continue }
                    sources[i].text = String(decoding: Array(sources[i].text.utf8).applying(edits), as: UTF8.self)
                }
            }
        }
        var index = ProjectIndex()
        var parsed: [(path: String, text: String, tree: SourceFileSyntax?)] = []
        var parseErrors: [String] = []
        for source in sources {
            let tree = Parser.parse(source: source.text)
            if tree.hasError {
                let converter = SourceLocationConverter(fileName: source.path, tree: tree)
                let line = firstError(in: tree).map { $0.startLocation(converter: converter).line } ?? 1
                parseErrors.append("\(source.path):\(line): error: the file does not parse as Swift; left unchanged")
                parsed.append((source.path, source.text, nil))
            } else {
                index.add(tree)
                parsed.append((source.path, source.text, tree))
            }
        }
        var files: [FileResult] = []
        var findings: [Finding] = []
        for file in parsed {
            guard let tree = file.tree else {
                files.append(FileResult(path: file.path, original: originals[file.path] ?? file.text, rewritten: nil))
                continue
            }
            let bytes = Array(file.text.utf8)
            let rewriter = FileRewriter(file: tree, fileName: file.path, bytes: bytes, index: index)
            rewriter.walk(tree)
            let out = bytes.applying(rewriter.edits)
            files.append(FileResult(path: file.path, original: originals[file.path] ?? file.text,
                                    rewritten: String(decoding: out, as: UTF8.self)))
            findings += rewriter.findings
        }
        findings += moveFindings
        findings.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        return Result(files: files, findings: findings, parseErrors: parseErrors)
    }

    /// The first missing or unexpected token: where the parse went wrong.
    private static func firstError(in tree: SourceFileSyntax) -> TokenSyntax? {
        tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
        }
    }

    /// The `.swift` files under `directory`, sorted, skipping hidden folders
    /// and build folders.
    public static func swiftFiles(under directory: String) -> [String] {
        let root = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if name == ".build" || name.hasPrefix(".build") || name == "Pods" || name == "Carthage" {
                    enumerator.skipDescendants()
                }
                continue
            }
            if name.hasSuffix(".swift") { paths.append(url.path) }
        }
        return paths.sorted()
    }
}
