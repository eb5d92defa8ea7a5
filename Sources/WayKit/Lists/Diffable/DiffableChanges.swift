import Foundation

/// What changes between two snapshots, as a list's batch update takes it
/// (index paths of deleted and reloaded items in the old snapshot, of
/// inserted items in the new one). An item that moves is deleted and
/// inserted: WayKit's lists have no animated move. Sections that change
/// (added, removed, reordered, reloaded) make the list ask again as a whole,
/// as its section updates do.
struct DiffableChanges {
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var sectionsChanged = false

    var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && !sectionsChanged }

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        guard old._sections == new._sections, new._reloadedSections.isEmpty else {
            sectionsChanged = true
            return
        }
        let refresh = new._reloaded.union(new._reconfigured)
        for s in old._sections.indices {
            let before = old._items[s], after = new._items[s]
            if before == after {
                for (i, item) in before.enumerated() where refresh.contains(item) { reloaded.append(IndexPath(item: i, section: s)) }
                continue
            }
            let difference = after.difference(from: before)
            var removedOffsets = Set<Int>()
            for change in difference {
                switch change {
                case .remove(let offset, _, _):
                    deleted.append(IndexPath(item: offset, section: s))
                    removedOffsets.insert(offset)
                case .insert(let offset, _, _):
                    inserted.append(IndexPath(item: offset, section: s))
                }
            }
            for (i, item) in before.enumerated() where refresh.contains(item) && !removedOffsets.contains(i) {
                reloaded.append(IndexPath(item: i, section: s))
            }
        }
    }
}
