import Foundation

/// One cell's place in a compositional layout (U1): its size and the insets
/// that shrink the cell inside it. Groups are items too, so they nest.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Room kept around the cell inside the item's size (for a group: around
    /// its subitems). Leading is left in a left-to-right layout, right in a
    /// right-to-left one (the whole layout is mirrored).
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    init(size: NSCollectionLayoutSize) {
        layoutSize = size
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize)
    }
}

extension NSDirectionalEdgeInsets {
    /// The insets in a left-to-right layout (a right-to-left one mirrors the
    /// finished frames, so leading is always left here).
    var leftToRight: UIEdgeInsets {
        UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }
}
