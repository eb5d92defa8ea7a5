import Foundation

/// Where one element of a collection view sits (S11): a cell's item, or a
/// supplementary view of some kind (a flow layout's section headers and
/// footers). Center and size follow the frame, as in UIKit.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public var indexPath: IndexPath
    public var frame: CGRect
    public var alpha: CGFloat = 1
    public var isHidden = false
    /// Elements above 0 are drawn in front of those at 0 (a pinned header
    /// over the items passing under it).
    public var zIndex = 0
    /// Whether the element is a cell or a supplementary view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary view's kind; nil for a cell.
    public private(set) var representedElementKind: String?

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .cell
    }

    /// Attributes of a supplementary view of `elementKind`, such as
    /// ``UICollectionView/elementKindSectionHeader``.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Setting it keeps the center.
    public var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
}

/// What places a collection view's items: subclass it and override
/// ``prepare()``, ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)`` (and
/// ``layoutAttributesForSupplementaryView(ofKind:at:)`` for a layout with
/// supplementary views), as in UIKit. The collection view asks
/// only for the rectangle it tiles, so a layout that answers that without
/// walking every item keeps large collections cheap.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public internal(set) weak var collectionView: UICollectionView?

    public override init() {}

    /// Called before the collection view asks for anything after a change.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at
    /// `indexPath`; nil when the layout has none there.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

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

    /// A section whose groups scroll sideways in a band of their own (a
    /// compositional layout's orthogonal section), for the collection view
    /// to give a scroll view.
    struct OrthogonalBand {
        let section: Int
        /// In the collection view's content coordinates.
        let frame: CGRect
        let contentWidth: CGFloat
        let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        /// Where the first group starts in the band's content, from one
        /// group's start to the next's, and a group's width.
        let leading: CGFloat
        let groupPitch: CGFloat
        let groupWidth: CGFloat
        let groupCount: Int
    }

    /// The orthogonal sections of the last `prepare()`; none but in a
    /// compositional layout.
    func _orthogonalBands() -> [OrthogonalBand] { [] }

    var _isValid = false

    func _prepareIfNeeded() {
        guard !_isValid else { return }
        _isValid = true
        prepare()
    }
}
