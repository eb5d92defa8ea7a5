import Foundation

// U6: the configuration API table and collection cells share, as UIKit's
// (iOS 14): a content configuration shown in the content view, a background
// configuration, and updates for the cell's state before the next layout
// after highlight or selection changes (CellConfigurationHost). Written
// once here; each cell class says only what differs (its default list
// style, whether it is editing).

/// A cell with configurations. WayKit's: the two cell classes conform.
@preconcurrency @MainActor
public protocol _ConfigurationCell: UIView {
    var contentView: UIView { get }
    var isHighlighted: Bool { get }
    var isSelected: Bool { get }
    var _configurations: CellConfigurationHost { get }
    /// Whether the list is editing (table cells).
    var _configurationIsEditing: Bool { get }
    /// The list style of `defaultContentConfiguration()`.
    var _defaultListConfiguration: UIListContentConfiguration { get }
}

extension _ConfigurationCell {
    /// What the cell shows; setting it replaces what the content view shows
    /// with the configuration's view (or updates that view).
    public var contentConfiguration: UIContentConfiguration? {
        get { _configurations.content }
        set { _configurations.show(newValue, in: contentView) }
    }

    /// The cell's background; nil leaves `backgroundColor` as it is.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { _configurations.background }
        set { _configurations.background = newValue; _configurations.applyBackground(to: self) }
    }

    /// A list cell's content with no text yet, in the cell's style.
    public func defaultContentConfiguration() -> UIListContentConfiguration { _defaultListConfiguration }

    public var automaticallyUpdatesContentConfiguration: Bool {
        get { _configurations.automaticallyUpdatesContent }
        set { _configurations.automaticallyUpdatesContent = newValue }
    }
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { _configurations.automaticallyUpdatesBackground }
        set { _configurations.automaticallyUpdatesBackground = newValue }
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    public func setNeedsUpdateConfiguration() {
        _configurations.needsUpdate = true
        setNeedsLayout()
    }

    /// The cell's state now: traits, highlight, selection, editing.
    public var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isHighlighted = isHighlighted
        s.isSelected = isSelected
        s.isEditing = _configurationIsEditing
        return s
    }

    /// A subclass's `updateConfiguration(using:)` override is told too, with
    /// or without configurations set, as in UIKit.
    func _configurationStateDidChange() {
        setNeedsUpdateConfiguration()
    }
}

extension UITableViewCell: _ConfigurationCell {
    public var _configurationIsEditing: Bool { isEditing }
    public var _defaultListConfiguration: UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }
}

extension UICollectionViewCell: _ConfigurationCell {
    public var _configurationIsEditing: Bool { false }
    public var _defaultListConfiguration: UIListContentConfiguration { .cell() }
}
