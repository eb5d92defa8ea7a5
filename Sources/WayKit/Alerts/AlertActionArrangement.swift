import Foundation

/// Where an alert's actions go (M2), in UIKit's order, decided once from
/// the actions and whether their titles fit half the alert's width:
///
/// - an alert with two actions whose titles fit: side by side, the cancel
///   action on the leading side (`leadingToTrailing`);
/// - an alert otherwise (one, three or more, or a title too long): stacked
///   top to bottom in the order added, the cancel action last;
/// - an action sheet: always stacked in the order added, the cancel action
///   apart in its own card at the bottom (`separateCancel`).
struct AlertActionArrangement {
    enum Layout: Equatable { case sideBySide, stacked }

    var layout: Layout
    /// The actions in the main group: leading to trailing when side by
    /// side, top to bottom when stacked.
    var group: [UIAlertAction]
    /// An action sheet's cancel action, drawn apart below the group.
    var separateCancel: UIAlertAction?

    @MainActor static func arrange(_ actions: [UIAlertAction], style: UIAlertController.Style,
                        titlesFitHalfWidth: ([UIAlertAction]) -> Bool) -> AlertActionArrangement {
        let cancel = actions.first { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        switch style {
        case .actionSheet:
            return AlertActionArrangement(layout: .stacked, group: others, separateCancel: cancel)
        case .alert:
            if actions.count == 2, titlesFitHalfWidth(actions) {
                return AlertActionArrangement(layout: .sideBySide, group: cancel.map { [$0] + others } ?? others,
                                              separateCancel: nil)
            }
            return AlertActionArrangement(layout: .stacked, group: others + (cancel.map { [$0] } ?? []),
                                          separateCancel: nil)
        }
    }

    /// Every action, in the order shown (reading order; the separate cancel
    /// last).
    var shown: [UIAlertAction] { group + (separateCancel.map { [$0] } ?? []) }
}
