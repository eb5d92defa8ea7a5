import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A data source and delegate over a list of titles that commits edits and
/// moves, logging what the table asks of it (V6).
@MainActor
final class EditableModel: UITableViewDataSource, UITableViewDelegate {
    var items: [String]
    var log: [String] = []
    var styles: [Int: UITableViewCell.EditingStyle] = [:]
    var movable = true
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var selected: [IndexPath] = []

    init(count: Int) { items = (0..<count).map { "Item \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .delete ? "delete" : editingStyle == .insert ? "insert" : "none") \(indexPath.row)")
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        styles[indexPath.row] ?? .delete
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A headless 400×400 window with a table of `count` rows (44 points each)
/// filling it, over an ``EditableModel``.
@MainActor
final class EditableTableScene {
    let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
    let window: UIWindow
    let table: UITableView
    let model: EditableModel

    init(count: Int = 30) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        table = UITableView(frame: window.bounds, style: .plain)
        table.accessibilityIdentifier = "T"
        model = EditableModel(count: count)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        table.layoutIfNeeded()
    }

    /// The middle of a row's height, in window coordinates (the table is at
    /// the window's origin and unscrolled).
    func rowY(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 - table.contentOffset.y }

    func cell(_ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }

    /// A finger dragged in `steps`, held still a moment, then lifted.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 12) {
        let id = backend.touchDown(at: start)
        for i in 1...steps {
            backend.advanceTime(by: 0.016)
            let f = CGFloat(i) / CGFloat(steps)
            backend.touchMove(id, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        backend.advanceTime(by: 0.1)
        backend.touchUp(id, at: end)
    }

    /// Two trailing actions, "Flag" (normal) and "Remove" (destructive, which
    /// deletes the row), logging their handlers.
    func useTwoTrailingActions() {
        model.trailing = { [model, table] ip in
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                model.log.append("Flag \(ip.row)")
                done(true)
            }
            let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in
                model.log.append("Remove \(ip.row)")
                model.items.remove(at: ip.row)
                table.deleteRows(at: [ip], with: .automatic)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [remove, flag])
        }
    }
}

@MainActor
extension UIView {
    /// The view's centre in its window's coordinates.
    var centerInWindow: CGPoint { convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil) }
}
