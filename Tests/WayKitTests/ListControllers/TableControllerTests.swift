import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// V6: UITableViewController and UICollectionViewController, written as iOS
/// subclasses are (`override func tableView(…)`).
@MainActor
@Suite(.serialized)
struct TableControllerTests {
    /// A list that pushes a detail controller when a row is selected.
    final class ListController: UITableViewController {
        var fields: [Int: UITextField] = [:]
        var withFields = false

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            if withFields {
                let field = fields[indexPath.row] ?? UITextField(frame: CGRect(x: 16, y: 4, width: 300, height: 36))
                fields[indexPath.row] = field
                if field.superview !== cell.contentView { cell.contentView.addSubview(field) }
            }
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            navigationController?.pushViewController(UIViewController(), animated: true)
        }
    }

    @Test("V6, V2: clearsSelectionOnViewWillAppear deselects the selected row when the list appears again on a pop; false keeps it")
    func clearsSelectionOnPop() throws {
        for clears in [true, false] {
            let backend = HeadlessBackend(size: CGSize(width: 400, height: 600))
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            let list = ListController(style: .plain)
            list.clearsSelectionOnViewWillAppear = clears
            let nav = UINavigationController(rootViewController: list)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let table = try #require(list.tableView)
            let row = table.rectForRow(at: IndexPath(row: 2, section: 0))
            backend.tap(at: table.convert(CGPoint(x: row.midX, y: row.midY), to: nil))
            backend.advanceTime(by: 1)
            #expect(nav.viewControllers.count == 2)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            nav.popViewController(animated: true)
            // viewWillAppear has run; the slide back is under way.
            if clears {
                #expect(table.indexPathForSelectedRow == nil)
                #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
            } else {
                #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            }
            backend.advanceTime(by: 1)
            #expect(nav.viewControllers.count == 1)
        }
    }

    @Test("V6, K5: a text field in a row under the on-screen keyboard: the table's bottom inset grows by the covered height and the row scrolls above the keyboard; restored on hide")
    func keyboardAvoidance() throws {
        let backend = HeadlessBackend(size: CGSize(width: 390, height: 844))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = ListController(style: .plain)
        list.withFields = true
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = try #require(list.tableView)
        let bottomBefore = table.adjustedContentInset.bottom
        let field = try #require(list.fields[17])
        #expect(field.convert(field.bounds, to: nil).maxY > 700)
        field.becomeFirstResponder()
        backend.advanceTime(by: 1)
        let keyboard = try #require(UIApplication.shared._onScreenKeyboard?.frame(in: window))
        #expect(keyboard.minY < 700)
        let covered = 844 - keyboard.minY
        #expect(table.adjustedContentInset.bottom == bottomBefore + covered - table.safeAreaInsets.bottom)
        #expect(table.contentInset.bottom == 0)
        #expect(field.convert(field.bounds, to: nil).maxY <= keyboard.minY)
        #expect(table.contentOffset.y > 0)

        field.resignFirstResponder()
        backend.advanceTime(by: 1)
        #expect(table.adjustedContentInset.bottom == bottomBefore)
        #expect(table.contentOffset.y <= table._maxOffset.y)
    }

    /// A grid that counts its items, as an iOS subclass would.
    final class GridController: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    @Test("V6: UICollectionViewController: the collection view is its view, it is the data source and delegate, and it deselects on appear")
    func collectionController() throws {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 600))
        _ = backend
        let layout = UICollectionViewFlowLayout()
        let grid = GridController(collectionViewLayout: layout)
        #expect(grid.collectionView.collectionViewLayout === layout)
        #expect(grid.view === grid.collectionView)
        #expect(grid.collectionView.dataSource === grid && grid.collectionView.delegate === grid)
        #expect(grid.clearsSelectionOnViewWillAppear && grid.installsStandardGestureForInteractiveMovement)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.rootViewController = grid
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 12)
        grid.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        grid.beginAppearanceTransition(false, animated: false)
        grid.endAppearanceTransition()
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        grid.beginAppearanceTransition(true, animated: false)
        grid.endAppearanceTransition()
        #expect(grid.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test("V6: a table controller's refreshControl is its table's")
    func controllerRefreshControl() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        _ = backend
        let controller = UITableViewController(style: .grouped)
        #expect(controller.tableView.style == .grouped)
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refresh.tintColor = .systemBlue
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        #expect(refresh.superview === controller.tableView)
        #expect(refresh.attributedTitle?.string == "Pull to refresh")
    }

    @Test("V6: the table controller's setEditing forwards to its table, and editButtonItem toggles both")
    func controllerForwardsEditing() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        _ = backend
        let controller = UITableViewController(style: .plain)
        #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
        #expect(controller.view === controller.tableView)
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        controller.editButtonItem.primaryAction?._perform(sender: controller)
        #expect(!controller.isEditing && !controller.tableView.isEditing)
        controller.isEditing = true
        #expect(controller.tableView.isEditing)
    }
}
