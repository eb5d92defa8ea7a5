import Foundation

// U6: the state a configuration is updated for (UIKit's
// `UIConfigurationState` family): a view's traits and its highlight,
// selection, disabled and focus flags, and, for cells, the editing and
// swipe state too.

/// What `updated(for:)` is given.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A view's state: traits and the four flags.
public struct UIViewConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// A cell's state: a view's, and whether the list is editing, the cell
/// swiped, expanded or being reordered.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

extension UITraitCollection: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(userInterfaceIdiom)
    }
}

/// UIKit's colour transformer: a function from the colour a configuration
/// resolved to the one it draws (a highlight darkens, a disabled state
/// greys).
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

    /// Greys a colour out, as a disabled control's.
    public static let grayscale = UIConfigurationColorTransformer { c in
        let k = c._components
        let y = 0.2126 * k.red + 0.7152 * k.green + 0.0722 * k.blue
        return UIColor(red: y, green: y, blue: y, alpha: k.alpha)
    }
    /// The colour at half its opacity.
    public static let monochromeTint = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
    /// The app's tint, whatever the colour.
    public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }
}
