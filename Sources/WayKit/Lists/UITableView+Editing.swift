import Foundation

// Editing (V6): while the table edits, each row that the data source lets
// edit shows the delegate's editing control (delete by default), its
// content indented, and a reorder control when the row can move. A tap on
// the delete control reveals the row's trailing actions, a "Delete"
// confirmation unless the delegate gives its own (as UIKit does since iOS
// 11); the confirmation commits `.delete`. A tap on the insert control
// commits `.insert`.
//
// Which data sources commit edits: UIKit asks the data source whether it
// responds to `tableView(_:commit:forRowAt:)`. Swift can't ask whether a
// type implements a protocol method that has a default, so WayKit assumes
// it does until the default runs: the default notes the data source's type,
// and from then on its tables offer no swipe-to-delete. (A table whose data
// source never commits shows "Delete" for the first swipe only, and the
// tap does nothing.) Calling the method to find out would run the app's
// code with made-up arguments, which could lose its data.
//
// Reordering: UIKit shows the reorder control when the data source
// implements `tableView(_:moveRowAt:to:)`; for the same reason WayKit shows
// it when `tableView(_:canMoveRowAt:)` says true (default false) or the
// cell's `showsReorderControl` is set.
extension UITableView {
    /// Data source types whose default `tableView(_:commit:forRowAt:)` ran:
    /// they don't commit edits. Keyed by type, which lives for the program
    /// (never by an object's address).
    static var _typesWithoutCommit: Set<ObjectIdentifier> = []

    static func _noteDefaultCommit(of dataSource: AnyObject) {
        _typesWithoutCommit.insert(ObjectIdentifier(type(of: dataSource)))
    }

    /// Whether the data source commits edits, as far as WayKit can tell.
    var _dataSourceCommits: Bool {
        guard let dataSource else { return false }
        return !Self._typesWithoutCommit.contains(ObjectIdentifier(type(of: dataSource)))
    }

    /// The row's editing style: none when the data source doesn't let it
    /// edit, else the delegate's (default `.delete`).
    func _editingStyle(for ip: IndexPath) -> UITableViewCell.EditingStyle {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: ip) else { return .none }
        return _tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete
    }

    /// Gives a cell its row's editing state: style, indentation, reorder
    /// control.
    func _configureEditing(_ cell: UITableViewCell, at ip: IndexPath, animated: Bool) {
        guard _isEditing || cell._isEditing else { return }
        if _isEditing {
            cell._editingStyle = _editingStyle(for: ip)
            cell._tableIndents = _tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true
            cell._tableAllowsMove = dataSource?.tableView(self, canMoveRowAt: ip) == true
        }
        if cell._isEditing == _isEditing {
            cell._updateEditingControls(animated: animated)
        } else {
            cell.setEditing(_isEditing, animated: animated)
        }
    }

    /// A tap on a row's editing control.
    func _editingControlTapped(at ip: IndexPath, style: UITableViewCell.EditingStyle) {
        switch style {
        case .delete:
            if _swipe?.indexPath == ip { _closeSwipe(animated: true); return }
            _closeSwipe(animated: true)
            _openSwipe(at: ip, side: .trailing, animated: true)
        case .insert:
            DeliveryTrace.note("\(_traceName) commit insert \(ip)")
            dataSource?.tableView(self, commit: .insert, forRowAt: ip)
        case .none:
            break
        }
    }

    /// The action swipe-to-delete and the delete confirmation show.
    func _deleteAction(for ip: IndexPath) -> UIContextualAction {
        let title = _tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
        return UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let dataSource = self.dataSource else { completion(false); return }
            DeliveryTrace.note("\(self._traceName) commit delete \(ip)")
            dataSource.tableView(self, commit: .delete, forRowAt: ip)
            completion(true)
        }
    }
}
