import Foundation

/// U6: UIKit's background configuration for cells, headers and buttons: a
/// colour (or the view's tint), corners, a stroke, insets and an optional
/// view of the app's, resolved for a state (`updated(for:)`: selected and
/// highlighted cells take the selection colour, as UIKit's list cells).
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The colour; nil uses the tint colour of the view it is shown in.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat? = nil
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// A view of the app's, shown behind the content instead of the colour's
    /// fill. Compared by identity.
    public nonisolated(unsafe) var customView: UIView?
    var _kind: Kind

    enum Kind: Hashable, Sendable { case clear, plainCell, groupedCell, plainHeaderFooter, groupedHeaderFooter, sidebarCell }

    init(kind: Kind, color: UIColor?) {
        _kind = kind
        backgroundColor = color
    }

    public static func clear() -> UIBackgroundConfiguration { .init(kind: .clear, color: .clear) }
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(kind: .plainCell, color: .systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        .init(kind: .groupedCell, color: .secondarySystemGroupedBackground)
    }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(kind: .plainHeaderFooter, color: .systemBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(kind: .groupedHeaderFooter, color: .clear) }
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(kind: .sidebarCell, color: .clear) }
    /// iOS 18's names for the same.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    /// The colour drawn for a view whose tint is `tintColor`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let c = backgroundColor ?? tintColor
        return backgroundColorTransformer?(c) ?? c
    }

    /// This configuration for a cell's state: a highlighted or selected list
    /// cell shows the selection grey (UIKit's `systemGray4`), as the cells
    /// without configurations do.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var c = self
        let highlighted: Bool, selected: Bool
        switch state {
        case let s as UICellConfigurationState: (highlighted, selected) = (s.isHighlighted, s.isSelected)
        case let s as UIViewConfigurationState: (highlighted, selected) = (s.isHighlighted, s.isSelected)
        default: (highlighted, selected) = (false, false)
        }
        if (highlighted || selected), _kind == .plainCell || _kind == .groupedCell || _kind == .sidebarCell {
            c.backgroundColor = .systemGray4
        }
        return c
    }

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a._kind == b._kind && a.backgroundColor == b.backgroundColor && a.cornerRadius == b.cornerRadius
            && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset
            && a.backgroundInsets == b.backgroundInsets && a.customView === b.customView
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(_kind); hasher.combine(backgroundColor); hasher.combine(cornerRadius); hasher.combine(strokeWidth)
    }
}
