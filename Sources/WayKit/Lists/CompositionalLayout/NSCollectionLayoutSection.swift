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

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
