import Foundation

/// One section of a compositional layout (U1): its group, repeated one
/// under the other until every item of the section has a place, with
/// ``interGroupSpacing`` between them, inside ``contentInsets``, with its
/// headers and footers (``boundarySupplementaryItems``).
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection: NSObject {
    let group: NSCollectionLayoutGroup
    /// Room around the section's groups. Leading is left in a left-to-right
    /// layout.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between one group and the next.
    public var interGroupSpacing: CGFloat = 0
    /// Headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep within the section's leading and
    /// trailing insets (true, the default) or span the collection view.
    public var supplementariesFollowContentInsets = true
    /// Other than `.none`, the section's groups follow each other sideways
    /// in a band of its own that scrolls horizontally, inside the vertical
    /// layout: a carousel.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// How an orthogonal section scrolls (U1), as UIKit names it.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// Groups follow each other down the section (the layout's own axis).
    case none
    /// Scrolls freely and stops where it slows down.
    case continuous
    /// Scrolls freely and comes to rest with a group at the leading edge.
    case continuousGroupLeadingBoundary
    /// Scrolls a page at a time, a page being the collection view's width.
    case paging
    /// Scrolls a group at a time, coming to rest with a group at the
    /// leading edge.
    case groupPaging
    /// Scrolls a group at a time, coming to rest with a group centred.
    case groupPagingCentered
}
