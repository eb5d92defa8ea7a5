import Foundation

/// U6: what a cell keeps for its configurations (table cells, collection
/// cells and header-footer views share it): the content configuration and
/// the view showing it inside the cell's `contentView`, the background
/// configuration, and whether an update is due before the next layout.
@preconcurrency @MainActor
public final class CellConfigurationHost {
    var content: UIContentConfiguration?
    var shown: (UIView & UIContentView)?
    var background: UIBackgroundConfiguration?
    /// True from the start: UIKit calls `updateConfiguration(using:)`
    /// before a cell is first shown, so a subclass that styles itself there
    /// is styled in its first frame.
    var needsUpdate = true
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true

    /// Shows `configuration` in `container`: the current view takes it when
    /// it supports it, else a new one made by the configuration replaces it.
    func show(_ configuration: UIContentConfiguration?, in container: UIView) {
        content = configuration
        guard let configuration else {
            shown?.removeFromSuperview()
            shown = nil
            return
        }
        if let view = shown, view.supports(configuration) {
            view.configuration = configuration
        } else {
            shown?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = container.bounds
            container.addSubview(view)
            shown = view
        }
        container.setNeedsLayout()
    }

    /// Lays the shown view over the whole container.
    func layout(in container: UIView) {
        shown?.frame = container.bounds
    }

    /// Applies the background configuration to the cell.
    func applyBackground(to cell: UIView) {
        guard let background else { return }
        // What the configuration applied before and this one does not have
        // goes: a configuration describes the whole background.
        if let old = applied {
            if let view = old.customView, view !== background.customView, view.superview === cell {
                view.removeFromSuperview()
            }
            if old.cornerRadius != nil, background.cornerRadius == nil { cell.layer.cornerRadius = 0 }
            if old.strokeColor != nil, old.strokeWidth > 0, background.strokeColor == nil || background.strokeWidth <= 0 {
                cell.layer.borderWidth = 0
            }
        }
        applied = background
        if let custom = background.customView {
            if custom.superview !== cell { cell.insertSubview(custom, at: 0) }
            custom.frame = cell.bounds
        }
        cell.backgroundColor = background.resolvedBackgroundColor(for: cell.tintColor)
        if let radius = background.cornerRadius { cell.layer.cornerRadius = radius }
        if let stroke = background.strokeColor, background.strokeWidth > 0 {
            cell.layer.borderColor = stroke.cgColor
            cell.layer.borderWidth = background.strokeWidth
        }
    }

    /// The background configuration applied last.
    private var applied: UIBackgroundConfiguration?

    /// The automatic part of an update: both configurations for `state`.
    func update(for state: UICellConfigurationState, cell: UIView, container: UIView) {
        needsUpdate = false
        if automaticallyUpdatesContent, let content { show(content.updated(for: state), in: container) }
        if automaticallyUpdatesBackground, let background {
            self.background = background.updated(for: state)
            applyBackground(to: cell)
            self.background = background
        }
    }
}
