import Foundation

/// A supplementary element of a collection view: its kind and index path.
struct SupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
    init(_ kind: String, _ indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }
}

/// UIKit's names before Swift 4.2; the compiler offers the new ones, as
/// UIKit's overlay does.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"

// Supplementary views (S11, U1): the views a layout places beside the items,
// such as a flow layout's section headers and footers. They are tiled as
// cells are: the layout's attributes for the viewport and a margin name
// them, the data source makes each with
// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, and one that
// leaves the range waits, hidden, in its kind's reuse queue. A reload, and
// a section insert or delete, asks for them all again.
extension UICollectionView {
    /// The kind of a flow layout's section headers. Nonisolated, as
    /// UIKit's (a C constant), so a layout's nonisolated code can name it.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Registers the class that
    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``
    /// makes for `elementKind` and `identifier`, replacing any before it;
    /// nil unregisters. A class that is not a ``UICollectionReusableView``
    /// is logged and ignored (UIKit raises).
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        guard let viewClass else {
            _supplementaryPools[elementKind]?.unregister(identifier)
            return
        }
        guard let reusable = viewClass as? UICollectionReusableView.Type else {
            _log("register(\(viewClass), forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\"): "
                 + "not a UICollectionReusableView subclass; ignored (UIKit raises)")
            return
        }
        _supplementaryPools[elementKind, default: ReusePool()].register(identifier) { id in
            let view = reusable.init(frame: .zero)
            view._reuseIdentifier = id
            view._elementKind = elementKind
            return view
        }
    }

    /// A view of `elementKind` waiting for reuse (prepared for it) or a new
    /// one of the registered class. An identifier never registered for the
    /// kind is logged once and gets a plain view (UIKit raises).
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let view = _supplementaryPools[elementKind, default: ReusePool()].dequeue(
            identifier,
            context: "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\", for: \(indexPath))",
            log: _log, noun: "view",
            fallback: { id in
                let view = UICollectionReusableView(frame: .zero)
                view._reuseIdentifier = id
                return view
            })
        view._elementKind = elementKind
        return view
    }

    /// The view shown for the element, or nil when it has none (outside
    /// the tiled range).
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        _supplementary[SupplementaryKey(elementKind, indexPath)]
    }

    /// The views of `elementKind` within the bounds, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { _supplementary[SupplementaryKey(elementKind, $0)] }
    }

    /// The index paths of the views of `elementKind` within the bounds, sorted.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        _reloadIfNeeded()
        let b = bounds
        return _supplementary.filter { $0.key.kind == elementKind && $0.value.frame.intersects(b) }.map(\.key.indexPath).sorted()
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _reloadIfNeeded()
        collectionViewLayout._prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Tiling

    /// Views for the supplementary elements in the tiled range (`wanted`):
    /// those no longer wanted go back to their queues, new ones come from
    /// the data source.
    func _tileSupplementaryViews(_ wanted: [SupplementaryKey: UICollectionViewLayoutAttributes], placeExisting: Bool,
                                 dataSource: UICollectionViewDataSource) {
        for (key, view) in _supplementary where wanted[key] == nil {
            _supplementary[key] = nil
            _recycleSupplementaryView(view, key)
        }
        for (key, a) in wanted {
            if let view = _supplementary[key] {
                if placeExisting { _place(view, a) }
                continue
            }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            // One view shows one element: a data source that hands out the
            // same view again moves it.
            if let other = _supplementary.first(where: { $0.value === view })?.key {
                _supplementary[other] = nil
            }
            // A view made by hand is reused under the kind it was shown as.
            if view._elementKind == nil { view._elementKind = key.kind }
            _show(view, a)
            _supplementary[key] = view
            _collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
    }

    func _recycleSupplementaryView(_ view: UICollectionReusableView, _ key: SupplementaryKey) {
        _collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        // Kept hidden for reuse, as cells are; without an identifier it goes.
        guard let kind = view._elementKind, _supplementaryPools[kind, default: ReusePool()].enqueue(view) else {
            view.removeFromSuperview()
            return
        }
        view.isHidden = true
    }

    func _recycleAllSupplementaryViews() {
        let shown = _supplementary
        _supplementary.removeAll()
        for (key, view) in shown { _recycleSupplementaryView(view, key) }
    }

    /// The default data source answer: an empty view, reused, and the
    /// missing method logged once per kind.
    func _missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if _loggedMissingSupplementaryKinds.insert(kind).inserted {
            _log("the layout places a \"\(kind)\" view at \(indexPath) but the data source does not implement "
                 + "collectionView(_:viewForSupplementaryElementOfKind:at:); showing an empty view (UIKit raises)")
        }
        let identifier = "WayKit.missingSupplementaryView"
        if let view = _supplementaryPools[kind]?.dequeue(identifier) { return view }
        let view = UICollectionReusableView(frame: .zero)
        view._reuseIdentifier = identifier
        view._elementKind = kind
        return view
    }
}
