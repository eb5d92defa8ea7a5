import Testing
@testable import WayKitPort

/// Ports `files` (name → text) as one folder.
func port(_ files: [String: String]) -> Porter.Result {
    Porter.port(sources: files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
}

/// Ports one file; returns its new text and the messages it printed.
func port(_ text: String, file: String = "App.swift") -> (text: String, findings: [String]) {
    let result = port([file: text])
    return (result.files.first?.rewritten ?? text, result.findings.map(\.description))
}
