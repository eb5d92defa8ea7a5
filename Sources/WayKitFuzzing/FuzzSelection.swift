import Foundation
import WayKit
import WaylandTestCompositor

/// The clipboard (`wl_data_device`) and the primary selection as another
/// client would drive them (K6, F4): offers in odd MIME types (empty, long,
/// control characters, dozens of them, the text types in any order), pipes
/// that deliver a little, nothing at all, invalid UTF-8 or a flood,
/// selections cleared or replaced while a paste is reading, offers never
/// named; and the app pasting and copying meanwhile, with the compositor
/// reading the app's copy back in any type.
///
/// Invariants: every paste the app asked for is answered (with text or
/// nil) once its deadline has passed, and no transfer is left open on
/// either side.
@MainActor
final class FuzzSelection: FuzzDriver {
    private unowned let fuzzer: EventStreamFuzzer
    /// Pastes asked for and answered.
    private var asked = 0, answered = 0
    private var problems: [String] = []

    init(_ fuzzer: EventStreamFuzzer) { self.fuzzer = fuzzer }

    private static let textTypes = ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain"]

    /// A MIME type a careless or hostile client might offer.
    private func mimeType(_ input: inout some FuzzInput) -> String {
        switch input.byte() % 8 {
        case 0: return ""
        case 1: return String(repeating: "m", count: Int(input.byte()) * 3)
        case 2: return input.pick(["image/png", "text/html", "TEXT", "text/plain;charset=utf-16", "\u{1}\u{7F}", "ä/ö"])
        default: return input.pick(Self.textTypes)
        }
    }

    func step(_ input: inout some FuzzInput) {
        let c = fuzzer.compositor
        let which: TestCompositor.Selection = input.byte() % 3 == 0 ? .primary : .clipboard
        switch input.byte() % 8 {
        case 0, 1:
            // Another client's selection: 0 to 70 types (the client keeps
            // at most 64), answered with bytes, never, or a flood.
            let count = input.byte() % 16 == 0 ? 70 : Int(input.byte() % 4)
            let types = (0..<count).map { _ in mimeType(&input) }
            let content: TestCompositor.SelectionContent
            switch input.byte() % 8 {
            case 0: content = .silent
            case 1: content = .generated(count: input.byte() == 255 ? 17 << 20 : UInt64(input.uint16()) * 16)
            default: content = .bytes(input.textBytes())
            }
            fuzzer.note("selection \(which) set \(types.count) types \(content)")
            c.setSelection(which, mimeTypes: types, content: content)
        case 2:
            fuzzer.note("selection \(which) cleared")
            c.clearSelection(which)
        case 3:
            let n = Int(input.byte() % 12)
            fuzzer.note("selection \(which) \(n) unused offers")
            c.sendUnusedOffers(which, count: n)
        case 4, 5:
            // The app pastes: the answer comes through the run loop.
            fuzzer.note("app pastes from \(which)")
            asked += 1
            board(which).requestString { [weak self] _ in self?.answered += 1 }
        case 6:
            // The app copies: it becomes the selection's source.
            let text = String(decoding: input.textBytes(), as: UTF8.self)
            fuzzer.note("app copies \(text.utf8.count) bytes to \(which)")
            board(which).string = text
        default:
            // The compositor reads the app's copy, in any type (one the app
            // does not offer gets an empty, closed pipe).
            let type = mimeType(&input)
            fuzzer.note("compositor reads \(which) as \(type.prefix(40))")
            c.readClientSelection(which, mimeType: type)
        }
    }

    private func board(_ which: TestCompositor.Selection) -> UIPasteboard {
        which == .primary ? UIPasteboard.primarySelection : UIPasteboard.general
    }

    func finish() {}

    /// Pipes are closed as the run loop turns: a few turns after the
    /// deadlines, every transfer must be over.
    func settle() throws {
        for _ in 0..<20 where open > 0 || answered < asked {
            fuzzer.clock.advance(by: 1)
            try fuzzer.roundtrip()
        }
    }

    private var open: Int {
        fuzzer.compositor.selectionOpenTransfers(.clipboard) + fuzzer.compositor.selectionOpenTransfers(.primary)
    }

    func violations() -> [String] {
        if answered != asked { problems.append("\(asked - answered) of \(asked) pastes never answered") }
        if open > 0 { problems.append("\(open) selection transfers still open after their deadlines") }
        return problems
    }
}
