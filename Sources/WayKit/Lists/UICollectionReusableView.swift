import Foundation

/// A view a collection view reuses (S11, U1): the base class of its cells
/// and of its supplementary views, the section headers and footers a
/// ``UICollectionViewFlowLayout`` places and any kind a custom layout
/// names. Register a subclass with
/// ``UICollectionView/register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``
/// and dequeue it in the data source's
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
///
/// A registered class is made with ``init(frame:)``, which is therefore
/// `required` (Swift has no runtime to find a subclass's initialiser
/// otherwise); `waykit-port` marks an override of it `required`.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with; nil for a
    /// view made by hand, which is not reused.
    open var reuseIdentifier: String? { _reuseIdentifier }

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Called just before the collection view hands the view out again from
    /// its reuse queue. Subclasses reset their state here, calling super.
    open func prepareForReuse() {}

    /// The layout attributes the collection view gives the view: when it is
    /// shown and whenever they change (a pinned header as the content
    /// scrolls). Frame and alpha are set already; subclasses read their
    /// custom attributes here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's. The default
    /// answers them unchanged. WayKit's flow layout does not size views to
    /// fit yet (no `estimatedItemSize`), so it does not ask.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    // MARK: Collection view bookkeeping

    var _reuseIdentifier: String?
    /// The supplementary kind the view was dequeued or shown as (nil for a
    /// cell): which reuse queue it goes back to.
    var _elementKind: String?
    /// The `zIndex` last applied (views above 0 stay in front of the cells).
    var _appliedZIndex = 0
}
