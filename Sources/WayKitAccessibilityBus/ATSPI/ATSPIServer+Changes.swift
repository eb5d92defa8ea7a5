import Foundation
import WayKit

// Keeping readers current. libatspi answers a reader running its main loop
// (Orca) from its cache, which only events update (NOTES §6), so every
// difference between what was told (`published`) and the tree now becomes
// an event: names, descriptions, roles, states, parents and children. The
// core says when focus, values, text and the key window change; for the
// rest the tree is compared when something may have changed it (a window
// committed a frame, an action ran), at most a few times a second
// (AccessibilityBus).
extension ATSPIServer {
    /// Compares everything told against the tree, in one walk of it, and
    /// sends the differences; what was told of and is no longer in the
    /// tree (freed, removed, hidden) leaves readers' caches.
    func refresh() {
        guard !published.isEmpty else { return }
        var reached = Set<UInt64>()
        walkTree { snapshot, parent, _ in
            reached.insert(snapshot.token)
            if let told = published.entry(snapshot.token) { compare(told, snapshot, parent: parent) }
        }
        forget(published.tokens.filter { !reached.contains($0) })
    }

    /// Compares `object` (and what was told of its children) now.
    func refresh(_ object: UIResponder, includingChildren: Bool) {
        var gone: [UInt64] = []
        var objects = [object]
        if includingChildren { objects += ATSPITree.children(of: .element(object)) }
        for object in objects {
            guard let told = published.entry(object._accessibilityToken) else { continue }
            guard ATSPITree.isLive(object), let window = ATSPITree.window(of: object) else {
                gone.append(object._accessibilityToken)
                continue
            }
            let snapshot = ATSPISnapshot(.element(object), in: window, server: self)
            compare(told, snapshot, parent: parentReference(of: .element(object)))
        }
        forget(gone)
    }

    private func forget(_ tokens: [UInt64]) {
        for token in tokens where token != PublishedTree.applicationToken {
            emitCacheRemove(ATSPIPath.path(for: token))
            published.forget(token)
            if focusedToken == token { focusedToken = nil }
        }
    }

    /// Sends an event for each difference between what was told and `now`.
    private func compare(_ old: PublishedTree.Entry, _ now: ATSPISnapshot, parent: ATSPIReference) {
        let path = ATSPIPath.path(for: now.token)
        let node = now.node
        var new = old
        if let told = old.name, told != now.name {
            emitPropertyChange(path, "accessible-name", .string(now.name))
            new.name = now.name
        }
        if let told = old.description, told != now.description {
            emitPropertyChange(path, "accessible-description", .string(now.description))
            new.description = now.description
        }
        if let told = old.role, told != now.role.rawValue {
            emitPropertyChange(path, "accessible-role", .int(Int32(bitPattern: now.role.rawValue)))
            new.role = now.role.rawValue
        }
        if let told = old.states, told != now.states {
            for (state, on) in told.changes(to: now.states) {
                emitStateChanged(path, state, on)
                if state == "focused", on { emit(Self.focusEvents, "Focus", from: path) }
                if state == "selected" { emitSelectionChanged(parent.path) }
            }
            new.states = now.states
        }
        if let told = old.parent, told != parent.path, node.object != nil {
            emitPropertyChange(path, "accessible-parent", .reference(parent))
            new.parent = parent.path
        }
        if let told = old.children, told != now.childTokens {
            new.children = childrenChanged(node, path: path, told: told, now: now.children, nowTokens: now.childTokens)
        }
        published.set(now.token, new)
    }

    /// Sends children-changed for the difference between `told` and `now`:
    /// removals first, each at its index in the list as it shrinks, then
    /// additions in order at their final index. libatspi removes a child by
    /// object and inserts at the index given, so its list ends equal to
    /// ours. Children that changed places (the longest run kept in order
    /// stays) are removed and added again; a child new to readers also gets
    /// its cache item (AddAccessible), after its children-changed, since
    /// libatspi puts an item at its index by overwriting that slot.
    private func childrenChanged(_ node: ATSPINode, path: String, told: [UInt64], now: [UIResponder],
                                 nowTokens: [UInt64]) -> [UInt64] {
        let nowSet = Set(nowTokens), toldSet = Set(told)
        let stay = Set(Self.longestCommonRun(told.filter(nowSet.contains), nowTokens.filter(toldSet.contains)))
        var current = told
        for token in told where !stay.contains(token) {
            guard let index = current.firstIndex(of: token) else { continue }
            emitChildrenChanged(path, added: false, index: index,
                                child: ATSPIReference(bus: busName, path: ATSPIPath.path(for: token)))
            current.remove(at: index)
        }
        let parentReference = reference(to: node)
        for (index, token) in nowTokens.enumerated() where !stay.contains(token) {
            emitChildrenChanged(path, added: true, index: index, child: reference(to: now[index]))
            if !toldSet.contains(token), published.entry(token) == nil {
                emitCacheAdd(.element(now[index]), parent: parentReference, index: index)
            }
        }
        return nowTokens
    }

    /// The longest common subsequence of two lists of the same tokens in
    /// two orders (what can stay in place); empty past a size where the
    /// table would cost more than moving everything.
    static func longestCommonRun(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        guard a != b else { return a }
        let n = a.count, m = b.count
        guard n > 0, m > 0, n * m <= 4_000_000 else { return [] }
        var table = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] = a[i] == b[j] ? table[(i + 1) * (m + 1) + j + 1] + 1
                    : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var run: [UInt64] = []
        var i = 0, j = 0
        while i < n, j < m {
            if a[i] == b[j] { run.append(a[i]); i += 1; j += 1 }
            else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] { i += 1 }
            else { j += 1 }
        }
        return run
    }

    // MARK: Focus

    /// Tells readers the focus moved to `object` (nil: to nothing): the old
    /// element loses it first, then the new one gains it.
    func focusMoved(to object: UIResponder?) {
        let center = AccessibilityCenter.shared
        let token = object.map { center.token(for: $0) }
        guard token != focusedToken else { return }
        if let old = focusedToken, let oldObject = center.object(forToken: old), ATSPITree.isLive(oldObject),
           !ATSPITree.isFocused(oldObject) {
            emitStateChanged(ATSPIPath.path(for: old), "focused", false)
            updateTold(old) { $0.remove(.focused) }
        }
        focusedToken = nil
        guard let object, let token, ATSPITree.isLive(object), ATSPITree.isFocused(object) else { return }
        focusedToken = token
        if ATSPITextModel.hasText(object) {
            published.noteText(token, text: ATSPITextModel.text(of: object), caret: ATSPITextModel.caret(of: object))
        }
        emitFocus(ATSPIPath.path(for: token))
        updateTold(token) { $0.insert(.focused) }
    }

    private func updateTold(_ token: UInt64, _ change: (inout ATSPIStateSet) -> Void) {
        guard var entry = published.entry(token), var states = entry.states else { return }
        change(&states)
        entry.states = states
        published.set(token, entry)
    }

    // MARK: Text

    /// Sends what changed in a text input's text since readers were told:
    /// the common start and end kept, the middle deleted and inserted.
    func textChanged(_ object: UIResponder) {
        let token = AccessibilityCenter.shared.token(for: object)
        let now = ATSPITextModel.text(of: object)
        let caret = ATSPITextModel.caret(of: object)
        guard let told = published.text(token) else {
            published.noteText(token, text: now, caret: caret)
            return
        }
        guard told.text != now else { return }
        let old = Array(told.text.unicodeScalars), new = Array(now.unicodeScalars)
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] { oldEnd -= 1; newEnd -= 1 }
        let path = ATSPIPath.path(for: token)
        if oldEnd > start { emitTextChanged(path, inserted: false, start: start, text: TextOffsets.string(old, start..<oldEnd)) }
        if newEnd > start { emitTextChanged(path, inserted: true, start: start, text: TextOffsets.string(new, start..<newEnd)) }
        published.noteText(token, text: now, caret: told.caret)
        caretMoved(object)
    }

    /// Sends the caret's new place when it moved.
    func caretMoved(_ object: UIResponder) {
        let token = AccessibilityCenter.shared.token(for: object)
        let caret = ATSPITextModel.caret(of: object)
        let told = published.text(token)
        guard told?.caret != caret else { return }
        published.noteText(token, text: told?.text ?? ATSPITextModel.text(of: object), caret: caret)
        emitCaretMoved(ATSPIPath.path(for: token), caret)
    }
}
