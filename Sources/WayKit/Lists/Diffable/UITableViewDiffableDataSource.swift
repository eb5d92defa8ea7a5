import Foundation

/// A table's data source driven by snapshots (U6), as UIKit's: the table
/// asks it for counts and cells, it asks `cellProvider` for each cell with
/// the item's identifier, and `apply(_:animatingDifferences:completion:)`
/// changes the table to match a new snapshot (rows deleted and inserted
/// with ``defaultRowAnimation``; a change of sections reloads the table,
/// keeping the selection of rows that stay). Making one makes it the
/// table's data source; the table holds it weakly, so keep it, as on iOS.
///
/// Subclasses override the table data source's other methods (titles,
/// editing, moving) as in UIKit.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var _tableView: UITableView?
    private let _cellProvider: CellProvider
    private var _snapshot = Snapshot()
    /// How rows come and go in an animated apply.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        _tableView = tableView
        _cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of what the table shows now.
    open func snapshot() -> Snapshot { _snapshot }

    /// Makes the table show `snapshot`: the differences animated, or, with
    /// `animatingDifferences` false, at once. `completion` runs when done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = DiffableChanges(from: _snapshot, to: snapshot)
        let next = snapshot._shown
        guard let table = _tableView else {
            _snapshot = next
            completion?()
            return
        }
        if changes.sectionsChanged {
            _snapshot = next
            table.reloadSections(IndexSet(), with: .none)
            completion?()
            return
        }
        let animation = animatingDifferences ? defaultRowAnimation : .none
        let batch = {
            table.performBatchUpdates({
                self._snapshot = next
                if !changes.deleted.isEmpty { table.deleteRows(at: changes.deleted, with: animation) }
                if !changes.inserted.isEmpty { table.insertRows(at: changes.inserted, with: animation) }
                if !changes.reloaded.isEmpty { table.reloadRows(at: changes.reloaded, with: animation) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { batch() } else { UIView.performWithoutAnimation(batch) }
    }

    /// Shows `snapshot` by reloading the table, without working out
    /// differences.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        _snapshot = snapshot._shown
        _tableView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return _snapshot._item(section: indexPath.section, index: indexPath.row)
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        _snapshot._indexPath(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        _snapshot._section(at: index)
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _snapshot.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { _snapshot.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        _snapshot._count(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return UITableViewCell() }
        if let cell = _cellProvider(tableView, indexPath, item) { return cell }
        // UIKit raises; an empty cell keeps the table whole.
        FileHandle.standardError.write(Data("WayKit: UITableViewDiffableDataSource: the cell provider returned nil for \(item)\n".utf8))
        return UITableViewCell()
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// A row the person moved: the snapshot follows, as UIKit's does.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath),
              _snapshot._items.indices.contains(destinationIndexPath.section) else { return }
        _snapshot._items[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        let row = min(max(0, destinationIndexPath.row), _snapshot._items[destinationIndexPath.section].count)
        _snapshot._items[destinationIndexPath.section].insert(item, at: row)
        _snapshot._sectionOfItem[item] = _snapshot._sections[destinationIndexPath.section]
    }
}
