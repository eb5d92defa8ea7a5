import Foundation

/// Items in sections placed by a layout (S11), usually a
/// ``UICollectionViewFlowLayout``, scrolling in either direction. Like a
/// table, only the items in the viewport and a margin exist as cells, reused
/// as they scroll out; highlight and selection follow the same touch rules.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public struct ScrollPosition: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Which way a flow layout's lines follow each other.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// What a layout attributes object places.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            // A new layout places the same items: selection stays (UIKit's
            // setCollectionViewLayout), unlike reloadData.
            _needsReload = true
            setNeedsLayout()
        }
    }
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }
    var _collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    open var allowsSelection = true
    open var allowsMultipleSelection = false

    var _counts: [Int] = []
    var _needsReload = true
    var _cells: [IndexPath: UICollectionViewCell] = [:]
    /// Cells scrolled out and the registered classes (shared with tables).
    var _pool = ReusePool<UICollectionViewCell>()
    /// The supplementary views shown (UICollectionView+Supplementary.swift).
    var _supplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Supplementary views scrolled out and the registered classes, a pool
    /// for each kind.
    var _supplementaryPools: [String: ReusePool<UICollectionReusableView>] = [:]
    /// Kinds already logged as missing from the data source.
    var _loggedMissingSupplementaryKinds: Set<String> = []
    /// The selected items (shared with tables).
    var _selection = ListSelection()
    /// Changes collected by `performBatchUpdates`.
    var _batch: ListUpdate?
    /// Completions of batches nested in the one being collected.
    var _batchCompletions: [(Bool) -> Void] = []
    /// How long inserts, deletes and moves animate (as a table's).
    static let updateAnimationDuration: TimeInterval = 0.3
    private var _lastSize: CGSize = .zero
    /// The scroll views of orthogonal sections' bands, by section
    /// (UICollectionView+Orthogonal.swift).
    var _orthogonalScrollers: [Int: OrthogonalScrollView] = [:]

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    // MARK: Cells

    public func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        let cellClass = cellClass ?? UICollectionViewCell.self
        _pool.register(identifier) { id in
            let cell = cellClass.init(frame: .zero)
            cell._reuseIdentifier = id
            return cell
        }
    }

    /// A reused cell or a new one of the registered class; an identifier
    /// never registered is logged once and gets a plain cell (UIKit raises).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        _pool.dequeue(identifier, context: "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath))",
                      log: _log, fallback: { id in
                          let cell = UICollectionViewCell(frame: .zero)
                          cell._reuseIdentifier = id
                          return cell
                      })
    }

    public var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { _cells[$0] } }

    public var indexPathsForVisibleItems: [IndexPath] {
        _reloadIfNeeded()
        let b = bounds
        return _cells.filter { _frameInCollectionView($0.value).intersects(b) }.keys.sorted()
    }

    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { _cells[indexPath] }

    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cell._collectionView === self ? cell._indexPath : nil
    }

    public var numberOfSections: Int {
        _reloadIfNeeded()
        return _counts.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        _reloadIfNeeded()
        return _counts.indices.contains(section) ? _counts[section] : 0
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _reloadIfNeeded()
        collectionViewLayout._prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        _reloadIfNeeded()
        collectionViewLayout._prepareIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            _log("scrollToItem(at: \(indexPath)): no such item")
            return
        }
        let b = bounds
        var target = contentOffset
        if position.contains(.top) { target.y = frame.minY }
        if position.contains(.centeredVertically) { target.y = frame.midY - b.height / 2 }
        if position.contains(.bottom) { target.y = frame.maxY - b.height }
        if position.contains(.left) { target.x = frame.minX }
        if position.contains(.centeredHorizontally) { target.x = frame.midX - b.width / 2 }
        if position.contains(.right) { target.x = frame.maxX - b.width }
        if position.isEmpty { scrollRectToVisible(frame, animated: animated); return }
        setContentOffset(_clamped(target), animated: animated)
    }

    // MARK: Reloading and tiling

    /// Asks the data source for everything again; every selection ends,
    /// as in UIKit.
    open func reloadData() {
        for ip in _selection.sorted { _cells[ip]?.isSelected = false }
        _selection.removeAll()
        _needsReload = true
        setNeedsLayout()
    }

    func _reloadIfNeeded() {
        guard _needsReload else { return }
        _needsReload = false
        for (ip, cell) in _cells { _recycle(cell, from: ip) }
        _cells.removeAll()
        _recycleAllSupplementaryViews()
        _counts = _askCounts()
        _selection.keepValid(counts: _counts)
        collectionViewLayout._isValid = false
    }

    open override func layoutSubviews() {
        _reloadIfNeeded()
        if bounds.size != _lastSize {
            _lastSize = bounds.size
            collectionViewLayout._isValid = false
        }
        collectionViewLayout._prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if size != contentSize { contentSize = size }
        _updateOrthogonalScrollers()
        _tile()
        super.layoutSubviews()
    }

    /// The data source's counts; bad answers (negative, absurd) are logged
    /// and taken as nothing.
    func _askCounts() -> [Int] {
        guard let dataSource else { return [] }
        var counts: [Int] = []
        let sections = dataSource.numberOfSections(in: self)
        let n = sections < 0 || sections > 1_000_000 ? 0 : sections
        if n != sections { _log("numberOfSections(in:) answered \(sections); using 0") }
        for s in 0..<n {
            let c = dataSource.collectionView(self, numberOfItemsInSection: s)
            if c < 0 || c > ListGeometry.maximumRows { _log("numberOfItemsInSection \(s) answered \(c); using 0") }
            counts.append(c < 0 || c > ListGeometry.maximumRows ? 0 : c)
        }
        return counts
    }

    /// Cells and supplementary views for the elements in the viewport and a
    /// margin along both axes; returns the items whose cells are new. With
    /// `placeExisting` false, views that stay keep their frames (an update
    /// animates them).
    @discardableResult
    func _tile(placeExisting: Bool = true) -> [IndexPath] {
        guard let dataSource else { return [] }
        let b = bounds
        let range = b.insetBy(dx: -b.width * UITableView.tilingMargin, dy: -b.height * UITableView.tilingMargin)
        let attributes = collectionViewLayout.layoutAttributesForElements(in: range) ?? []
        var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for a in attributes where !a.isHidden {
            switch a.representedElementCategory {
            case .cell: wanted[a.indexPath] = a
            case .supplementaryView:
                if let kind = a.representedElementKind { wantedSupplementary[SupplementaryKey(kind, a.indexPath)] = a }
            case .decorationView: break  // WayKit's layouts make none
            }
        }
        for (ip, cell) in _cells where wanted[ip] == nil {
            _cells[ip] = nil
            _recycle(cell, from: ip)
        }
        var fresh: [IndexPath] = []
        for (ip, a) in wanted {
            if let cell = _cells[ip] {
                if placeExisting { _place(cell, a) }
                continue
            }
            guard ip.section < _counts.count, ip.item < _counts[ip.section] else { continue }
            let cell = dataSource.collectionView(self, cellForItemAt: ip)
            cell._collectionView = self
            cell._indexPath = ip
            cell.isSelected = _selection.contains(ip)
            _show(cell, a)
            _cells[ip] = cell
            fresh.append(ip)
            _collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: ip)
        }
        _tileSupplementaryViews(wantedSupplementary, placeExisting: placeExisting, dataSource: dataSource)
        return fresh
    }

    /// A view coming into the tiled range: added (in front of the cells when
    /// its zIndex is above 0), shown, and given its attributes.
    func _show(_ view: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes) {
        let (host, frame) = _host(a)
        if view.superview !== host {
            if a.zIndex > 0 { host.addSubview(view) } else { host.insertSubview(view, at: 0) }
        } else if a.zIndex > 0 {
            host.bringSubviewToFront(view)
        }
        view.isHidden = false
        view._appliedZIndex = a.zIndex
        view.frame = frame
        view.alpha = a.alpha
        view.apply(a)
    }

    /// A view that stays: its attributes again, told only when they changed.
    func _place(_ view: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes) {
        var changed = false
        let (host, frame) = _host(a)
        if view.superview !== host { host.addSubview(view) }
        if view.frame != frame { view.frame = frame; changed = true }
        if view.alpha != a.alpha { view.alpha = a.alpha; changed = true }
        if view._appliedZIndex != a.zIndex {
            view._appliedZIndex = a.zIndex
            if a.zIndex > 0 { host.bringSubviewToFront(view) }
            changed = true
        }
        if changed { view.apply(a) }
    }

    /// Every cell and supplementary view at its frame (animated inside an
    /// update).
    func _placeCells() {
        for (ip, cell) in _cells {
            guard let a = collectionViewLayout.layoutAttributesForItem(at: ip) else { continue }
            let frame = _host(a).frame
            if cell.frame != frame { cell.frame = frame }
        }
        for (key, view) in _supplementary {
            guard let a = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath) else { continue }
            _place(view, a)
        }
    }

    func _recycle(_ cell: UICollectionViewCell, from indexPath: IndexPath) {
        _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        cell._indexPath = nil
        cell.isHighlighted = false
        // Kept hidden for reuse, as a table's; without an identifier it goes.
        guard _pool.enqueue(cell) else { cell.removeFromSuperview(); return }
        cell.isHidden = true
    }

    func _log(_ message: String) {
        FileHandle.standardError.write(Data("WayKit: UICollectionView \(_traceName): \(message)\n".utf8))
    }
}
