import Foundation
import WayKit

/// What each view was told about each touch and press.
///
/// An entry holds its touch or press while it is open, and is dropped when it
/// ends: an object identifier is unique only among live objects (a touch
/// freed after it ended can leave its address to the next one), and a soak
/// of a million events must not grow the ledger. An end after the entry is
/// gone shows as an end without a beginning.
@MainActor
public final class TouchLedger {
    private struct Entry {
        let object: AnyObject
        var began = 0, finished = 0
    }
    private var touches: [String: [ObjectIdentifier: Entry]] = [:]
    private var presses: [String: [ObjectIdentifier: Entry]] = [:]
    public private(set) var problems: [String] = []
    /// Every touch and press call recorded, for statistics.
    public private(set) var calls = 0
    /// Told each call, when a trace is being taken (`waykit-fuzz --trace`).
    var onRecord: ((String) -> Void)?

    func began(_ objects: [AnyObject], in owner: String) { record(&touches, objects, owner, began: true, what: "touch") }
    func finished(_ objects: [AnyObject], in owner: String) { record(&touches, objects, owner, began: false, what: "touch") }
    func pressBegan(_ objects: [AnyObject], in owner: String) { record(&presses, objects, owner, began: true, what: "press") }
    func pressFinished(_ objects: [AnyObject], in owner: String) { record(&presses, objects, owner, began: false, what: "press") }

    private func record(_ book: inout [String: [ObjectIdentifier: Entry]], _ objects: [AnyObject], _ owner: String,
                        began: Bool, what: String) {
        calls += 1
        onRecord?("\(what) \(began ? "began" : "finished") in \(owner): \(objects.map { "\(ObjectIdentifier($0))" })")
        for object in objects {
            let id = ObjectIdentifier(object)
            var e = book[owner]?[id] ?? Entry(object: object)
            if began { e.began += 1 } else { e.finished += 1 }
            if e.began > 1 { problems.append("\(what) began twice in \(owner)") }
            if e.finished > 1 { problems.append("\(what) ended twice in \(owner)") }
            if e.finished > e.began { problems.append("\(what) ended in \(owner) without beginning there") }
            book[owner, default: [:]][id] = e.began == e.finished && e.began == 1 ? nil : e
        }
    }

    var openTouches: [String] { open(touches) }
    var openPresses: [String] { open(presses) }

    private func open(_ book: [String: [ObjectIdentifier: Entry]]) -> [String] {
        // An end with no begin is reported as it happens, not as open.
        book.flatMap { owner, entries in entries.values.filter { $0.began > $0.finished }.map { _ in owner } }
    }
}
