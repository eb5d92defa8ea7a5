import Foundation

/// Where one item sits in a collection view (S11).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    public var indexPath: IndexPath
    public var frame: CGRect
    public var alpha: CGFloat = 1
    public var isHidden = false
    public var zIndex = 0

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
    }
}

/// What places a collection view's items: subclass it and override
/// ``prepare()``, ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)``, as in UIKit. The collection view asks
/// only for the rectangle it tiles, so a layout that answers that without
/// walking every item keeps large collections cheap.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    public internal(set) weak var collectionView: UICollectionView?

    public init() {}

    /// Called before the collection view asks for anything after a change.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a bounds change (a scroll, a resize) needs ``prepare()``
    /// again. Default: only when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }

    /// Marks the layout for ``prepare()`` before the next layout pass.
    open func invalidateLayout() {
        _isValid = false
        collectionView?.setNeedsLayout()
    }

    var _isValid = false

    func _prepareIfNeeded() {
        guard !_isValid else { return }
        _isValid = true
        prepare()
    }
}
