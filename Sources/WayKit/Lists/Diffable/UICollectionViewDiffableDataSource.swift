import Foundation

/// A collection view's data source driven by snapshots (U6), as UIKit's:
/// cells from `cellProvider` with the item's identifier, supplementary
/// views from ``supplementaryViewProvider``, and
/// `apply(_:animatingDifferences:completion:)` changing the collection view
/// to match a new snapshot (items deleted and inserted in one batch; a
/// change of sections makes it ask again). Making one makes it the
/// collection view's data source; keep it, as on iOS.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var _collectionView: UICollectionView?
    private let _cellProvider: CellProvider
    private var _snapshot = Snapshot()
    /// Headers, footers and other supplementary views, by kind.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        _collectionView = collectionView
        _cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func snapshot() -> Snapshot { _snapshot }

    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = DiffableChanges(from: _snapshot, to: snapshot)
        let next = snapshot._shown
        guard let collection = _collectionView else {
            _snapshot = next
            completion?()
            return
        }
        if changes.sectionsChanged {
            _snapshot = next
            collection.reloadSections(IndexSet())
            completion?()
            return
        }
        let batch = {
            collection.performBatchUpdates({
                self._snapshot = next
                if !changes.deleted.isEmpty { collection.deleteItems(at: changes.deleted) }
                if !changes.inserted.isEmpty { collection.insertItems(at: changes.inserted) }
                if !changes.reloaded.isEmpty { collection.reloadItems(at: changes.reloaded) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { batch() } else { UIView.performWithoutAnimation(batch) }
    }

    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        _snapshot = snapshot._shown
        _collectionView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return _snapshot._item(section: indexPath.section, index: indexPath.item)
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { _snapshot._indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        _snapshot._section(at: index)
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _snapshot.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { _snapshot.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        _snapshot._count(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return UICollectionViewCell(frame: .zero) }
        if let cell = _cellProvider(collectionView, indexPath, item) { return cell }
        FileHandle.standardError.write(Data("WayKit: UICollectionViewDiffableDataSource: the cell provider returned nil for \(item)\n".utf8))
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        FileHandle.standardError.write(Data("WayKit: UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) at \(indexPath)\n".utf8))
        return UICollectionReusableView(frame: .zero)
    }
}
