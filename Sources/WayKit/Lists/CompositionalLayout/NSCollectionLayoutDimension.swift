import Foundation

/// One side of an item's, group's or supplementary item's size in a
/// ``UICollectionViewCompositionalLayout`` (U1): a length in points, or a
/// fraction of the container's width or height.
///
/// The container is what holds the element: for an item, its group's
/// content (the group's size less its ``NSCollectionLayoutItem/contentInsets``);
/// for a section's group and its boundary supplementary items, the section's
/// content (the collection view's visible size less the section's insets).
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, or the length in points.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite ? dimension : 0
    }

    /// A fraction of the container's width (a height may be one too: a
    /// square item is `.fractionalWidth(0.5)` both ways).
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    /// A length UIKit would measure the content for, starting from this
    /// estimate. WayKit does not measure self-sizing cells: an estimated
    /// dimension is taken as its value, as ``absolute(_:)`` would be.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in points in a container of `container` size; negative
    /// answers become 0.
    func resolved(in container: CGSize) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = dimension * container.width
        case .fractionalHeight: value = dimension * container.height
        case .absolute, .estimated: value = dimension
        }
        return value.isFinite ? min(max(0, value), 1e7) : 0
    }

    public override var description: String {
        switch kind {
        case .fractionalWidth: return "fractionalWidth(\(dimension))"
        case .fractionalHeight: return "fractionalHeight(\(dimension))"
        case .absolute: return "absolute(\(dimension))"
        case .estimated: return "estimated(\(dimension))"
        }
    }
}

/// The width and height of an element of a compositional layout, each an
/// ``NSCollectionLayoutDimension``.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points in a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between the items of a group: fixed, or at least some length
/// and growing to spread the items over the group.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points between items.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(fixedSpacing, flexible: false) }
    /// At least `flexibleSpacing` points; the group's room left over is
    /// shared between the gaps.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(flexibleSpacing, flexible: true) }
}
