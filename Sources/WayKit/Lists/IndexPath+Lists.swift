import Foundation

// UIKit's additions to Foundation's IndexPath: a row (or item) in a section.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index (0 for an empty path, never a trap).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { self = IndexPath(indexes: [newValue, count > 1 ? self[1] : 0]) }
    }

    /// The row: the second index (0 for a path shorter than two).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(indexes: [count > 0 ? self[0] : 0, newValue]) }
    }

    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
