import Foundation

/// Where a supplementary item sits against the rectangle it belongs to.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A view of some kind placed beside items by a compositional layout,
/// shown through the collection view's supplementary views
/// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`,
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`). WayKit places
/// only the boundary kind, ``NSCollectionLayoutBoundarySupplementaryItem``.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String

    init(size: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(size: size)
    }
}

/// A section's header or footer in a compositional layout (U1): a
/// supplementary view above the section's items (alignment `.top`,
/// `.topLeading`, `.topTrailing`) or below them (`.bottom`, …), at index path
/// (section, 0). Its size resolves against the section's content width (or
/// the collection view's, with the section's
/// ``NSCollectionLayoutSection/supplementariesFollowContentInsets`` off); a
/// narrower one sits at the alignment's leading or trailing side, or in the
/// middle. Order along the section: headers, the section's top inset, its
/// groups, its bottom inset, footers.
///
/// Vertical scrolling has no use for `.leading`, `.trailing` and `.none`:
/// such an item is logged once and not placed.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// Added to the item's place.
    public let offset: CGPoint
    /// A header stays at the top of the viewport while its section passes
    /// under it (a footer at the bottom), pushed out by the section's end.
    public var pinToVisibleBounds = false
    /// Whether the item takes room in the section (true, the default) or
    /// lies over the section's items at its edge.
    public var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset.x.isFinite && absoluteOffset.y.isFinite ? absoluteOffset : .zero
        super.init(size: layoutSize, elementKind: elementKind)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Above the section's items, below them, or neither.
    enum Edge { case top, bottom }
    var edge: Edge? {
        switch alignment {
        case .top, .topLeading, .topTrailing: return .top
        case .bottom, .bottomLeading, .bottomTrailing: return .bottom
        case .none, .leading, .trailing: return nil
        }
    }

    /// Where a narrower item sits across the section: 0 leading, 0.5 in the
    /// middle, 1 trailing.
    var crossPosition: CGFloat {
        switch alignment {
        case .topLeading, .bottomLeading, .leading: return 0
        case .topTrailing, .bottomTrailing, .trailing: return 1
        case .none, .top, .bottom: return 0.5
        }
    }
}
