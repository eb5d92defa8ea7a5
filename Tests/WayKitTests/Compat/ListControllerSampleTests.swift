import Foundation
import Testing
import WayKit          // on iOS: import UIKit; nothing else below changes
import WayKitTesting

// An iOS-style table controller as an iOS app writes it: subclass overrides,
// swipe actions, a refresh control, editing with a delete commit and a move.
// Only public API: the file must compile unchanged against UIKit.
@MainActor
final class SampleInboxController: UITableViewController {
    var messages = ["Lunch?", "Build green", "Invoice", "Weekend"]
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        navigationItem.rightBarButtonItem = editButtonItem
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Checking mail")
        refresh.addAction(UIAction { [weak self] _ in
            self?.refreshes += 1
            self?.refreshControl?.endRefreshing()
        }, for: .valueChanged)
        refreshControl = refresh
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        cell.editingAccessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, moveRowAt fromIndexPath: IndexPath, to: IndexPath) {
        let message = messages.remove(at: fromIndexPath.row)
        messages.insert(message, at: to.row)
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let archive = UIContextualAction(style: .destructive, title: "Archive") { [weak self] _, _, completionHandler in
            self?.messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completionHandler(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completionHandler in
            completionHandler(false)
        }
        flag.backgroundColor = .systemOrange
        let configuration = UISwipeActionsConfiguration(actions: [archive, flag])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }
}

@MainActor
@Suite(.serialized)
struct ListControllerSampleTests {
    @Test("U1: an iOS-style UITableViewController subclass (overrides, swipe actions, refresh control, editing) compiles with only its import changed, and runs")
    func sampleRuns() {
        let backend = HeadlessBackend(size: CGSize(width: 390, height: 844))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let inbox = SampleInboxController(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: inbox)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 4)
        #expect(inbox.tableView.refreshControl === inbox.refreshControl)
        inbox.setEditing(true, animated: false)
        #expect(inbox.tableView.isEditing && inbox.editButtonItem.title == "Done")
        inbox.setEditing(false, animated: false)
        backend.advanceTime(by: 1)
        #expect(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Lunch?")
    }
}
