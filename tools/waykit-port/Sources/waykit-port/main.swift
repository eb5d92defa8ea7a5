import Foundation
import WayKitPort

// waykit-port DIR: rewrites the Swift files under DIR in place for WayKit
// (docs/porting.md). Prints each place it could not rewrite as
// `FILE:LINE: cannot rewrite: …`. Exit status: 0 when every file parsed
// (whatever was left to port by hand), 1 when a file could not be read,
// parsed or written (that file is left unchanged), 2 for bad usage.

var arguments = Array(CommandLine.arguments.dropFirst())
let dryRun = arguments.contains("--dry-run")
arguments.removeAll { $0 == "--dry-run" }
guard arguments.count == 1, !arguments[0].hasPrefix("-") else {
    FileHandle.standardError.write(Data("usage: waykit-port [--dry-run] DIR\n".utf8))
    exit(2)
}
var isDirectory: ObjCBool = false
guard FileManager.default.fileExists(atPath: arguments[0], isDirectory: &isDirectory), isDirectory.boolValue else {
    FileHandle.standardError.write(Data("waykit-port: \(arguments[0]) is not a folder\n".utf8))
    exit(2)
}

var failed = false
var sources: [(path: String, text: String)] = []
for path in Porter.swiftFiles(under: arguments[0]) {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        print("\(path):1: error: cannot read the file as UTF-8; left unchanged")
        failed = true
        continue
    }
    sources.append((path, text))
}

let result = Porter.port(sources: sources)
for line in result.parseErrors { print(line) }
failed = failed || !result.parseErrors.isEmpty
var changed = 0
for file in result.files where file.changed {
    changed += 1
    guard !dryRun, let text = file.rewritten else { continue }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
    } catch {
        print("\(file.path):1: error: cannot write the file: \(error)")
        failed = true
    }
}
for finding in result.findings { print(finding) }
print("waykit-port: \(dryRun ? "would rewrite" : "rewrote") \(changed) of \(result.files.count) files; \(result.findings.count) places to port by hand")
exit(failed ? 1 : 0)
