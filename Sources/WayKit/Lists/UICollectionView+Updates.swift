import Foundation

// Inserts, deletes and reloads of items (S11): checked against the data
// source's new counts like a table's (a disagreement is logged naming the
// items), then applied by reloading — not animated yet.
extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) { _update(inserted: indexPaths, deleted: []) }
    public func deleteItems(at indexPaths: [IndexPath]) { _update(inserted: [], deleted: indexPaths) }
    public func reloadItems(at indexPaths: [IndexPath]) { _update(inserted: [], deleted: []) }

    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    private func _update(inserted: [IndexPath], deleted: [IndexPath]) {
        _reloadIfNeeded()
        let old = _counts
        _needsReload = true
        _reloadIfNeeded()
        if old.count == _counts.count {
            for s in 0..<old.count {
                let expected = old[s] + inserted.filter { $0.section == s }.count - deleted.filter { $0.section == s }.count
                if _counts[s] != expected {
                    let items = inserted.filter { $0.section == s }.map { "insert \($0)" } + deleted.filter { $0.section == s }.map { "delete \($0)" }
                    _log("invalid update: section \(s) has \(_counts[s]) items after [\(items.joined(separator: ", "))], expected \(expected); reloading")
                }
            }
        }
        // Selection follows the items that stay.
        var moved = Set<IndexPath>()
        for ip in _selected where !deleted.contains(ip) {
            var item = ip.item
            for d in deleted where d.section == ip.section && d.item < ip.item { item -= 1 }
            for i in inserted.filter({ $0.section == ip.section }).map(\.item).sorted() where i <= item { item += 1 }
            moved.insert(IndexPath(item: item, section: ip.section))
        }
        _selected = moved.filter { $0.section < _counts.count && $0.item < _counts[$0.section] }
        setNeedsLayout()
    }
}
