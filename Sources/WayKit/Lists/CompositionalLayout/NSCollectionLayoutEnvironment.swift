import Foundation

/// The space a compositional layout's sections are laid out in.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size less ``effectiveContentInsets``: the room sections share.
    var effectiveContentSize: CGSize { get }
    /// Zero: WayKit's containers have no insets of their own.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The collection view's adjusted content insets (the bars and safe
    /// area its scroll view keeps clear).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section: the container's
/// size and the collection view's traits.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// A collection view's container and traits at one `prepare()`.
final class CollectionLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let effectiveContentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(_ collectionView: UICollectionView) {
        contentSize = collectionView.bounds.size
        let inset = collectionView.adjustedContentInset
        effectiveContentInsets = NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
        traitCollection = collectionView.traitCollection
    }

    var container: NSCollectionLayoutContainer { self }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentSize: CGSize {
        let i = effectiveContentInsets
        return CGSize(width: max(0, contentSize.width - i.leading - i.trailing), height: max(0, contentSize.height - i.top - i.bottom))
    }
}
