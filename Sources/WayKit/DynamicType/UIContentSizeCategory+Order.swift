import Foundation

// Dynamic Type's categories (U3): the seven standard sizes and the five
// accessibility sizes, in order, with the change notification UIKit posts.
extension UIContentSizeCategory: Comparable {
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the person's text size changes; `userInfo` holds the new
    /// category under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Smallest first; `unspecified` (and any unknown value) before all.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in `ordered`; nil for `unspecified` and unknown.
    var index: Int? { Self.ordered.firstIndex(of: self) }

    public var isAccessibilityCategory: Bool { (index ?? 0) >= 7 }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (a.index ?? -1) < (b.index ?? -1)
    }

    /// The short names the environment may use (`WAYKIT_CONTENT_SIZE=XXL`,
    /// `AX2`), or a category's raw value; nil for anything else.
    static func named(_ name: String) -> UIContentSizeCategory? {
        let short = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        let key = name.trimmingCharacters(in: .whitespaces).uppercased()
        if let i = short.firstIndex(of: key) { return ordered[i] }
        return ordered.first { $0.rawValue == name }
    }
}
