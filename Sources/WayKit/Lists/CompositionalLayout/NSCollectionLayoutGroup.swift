import Foundation

/// Items side by side (``horizontal(layoutSize:subitems:)``) or one above
/// the other (``vertical(layoutSize:subitems:)``) within a size of its own
/// (U1). A section repeats its group until every item has a place; a group
/// is an item, so a group's subitems may be groups.
///
/// Given subitems, the group lays them out in order and starts them again
/// while the next still fits, so one item half the group's width makes two
/// columns. Given a count, it makes that many copies of the one subitem,
/// sharing the group's length between them (less the spacing) whatever the
/// subitem's own length along the group's axis.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// The copies of `subitems[0]` that share the group's length; nil when
    /// the subitems repeat while they fit.
    let count: Int?
    /// The space between subitems; nil is none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(_ axis: Axis, size: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(size: size)
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(.horizontal, size: layoutSize, subitems: subitems, count: nil)
    }

    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(.vertical, size: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` copies of `repeatingSubitem`, equally wide (iOS 16's name).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                 count: Int) -> Self {
        Self(.horizontal, size: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// `count` copies of `repeatingSubitem`, equally tall (iOS 16's name).
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> Self {
        Self(.vertical, size: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// The name before iOS 16.
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The name before iOS 16.
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}
