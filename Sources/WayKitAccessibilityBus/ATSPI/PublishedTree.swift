import Foundation
import WayKit

/// What readers have been told about each accessible: the values libatspi
/// caches (name, description, role, states, parent, children; NOTES §6),
/// and the text and caret of text inputs. A later look at the tree compares
/// against these and sends an event for each difference
/// (ATSPIServer+Changes), so a cache is never left stale and nothing is sent
/// for what nobody has seen.
///
/// Keyed by token (the application is 0: tokens start at 1).
///
/// - Important: main actor only.
@MainActor
final class PublishedTree {
    struct Entry {
        var name: String?
        var description: String?
        var role: UInt32?
        var states: ATSPIStateSet?
        /// The parent's path.
        var parent: String?
        var children: [UInt64]?
    }

    struct TextEntry {
        var text: String
        var caret: Int
    }

    private(set) var entries: [UInt64: Entry] = [:]
    private(set) var texts: [UInt64: TextEntry] = [:]
    /// Whether nothing has been told yet (no reader looked).
    var isEmpty: Bool { entries.isEmpty && texts.isEmpty }

    static let applicationToken: UInt64 = 0

    static func token(of node: ATSPINode) -> UInt64 {
        node.object.map { AccessibilityCenter.shared.token(for: $0) } ?? applicationToken
    }

    var tokens: [UInt64] { Array(entries.keys) }

    func entry(_ token: UInt64) -> Entry? { entries[token] }

    private func update(_ node: ATSPINode, _ body: (inout Entry) -> Void) {
        let token = Self.token(of: node)
        body(&entries[token, default: Entry()])
    }

    func note(_ node: ATSPINode, name: String) { update(node) { $0.name = name } }
    func note(_ node: ATSPINode, description: String) { update(node) { $0.description = description } }
    func note(_ node: ATSPINode, role: UInt32) { update(node) { $0.role = role } }
    func note(_ node: ATSPINode, states: ATSPIStateSet) { update(node) { $0.states = states } }
    func note(_ node: ATSPINode, parent: String) { update(node) { $0.parent = parent } }
    func note(_ node: ATSPINode, children: [UIResponder]) {
        let center = AccessibilityCenter.shared
        update(node) { $0.children = children.map { center.token(for: $0) } }
    }

    /// Replaces what is known of `token` (after the events for the change were sent).
    func set(_ token: UInt64, _ entry: Entry) { entries[token] = entry }

    func forget(_ token: UInt64) {
        entries[token] = nil
        texts[token] = nil
    }

    func noteText(_ token: UInt64, text: String, caret: Int) {
        texts[token] = TextEntry(text: text, caret: caret)
    }

    func text(_ token: UInt64) -> TextEntry? { texts[token] }

    func clear() {
        entries = [:]
        texts = [:]
    }
}
