import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U6: diffable data sources: snapshots, and tables and collection views
/// that follow them, through the headless backend.
@MainActor
@Suite(.serialized)
struct DiffableDataSourceTests {
    init() { UIApplication._resetShared(clock: EventClock(.manual(start: 0))) }

    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    @Test("U6: a snapshot keeps sections and items in order: append, insert before and after, delete, move, reload; indexes and containing sections; duplicates and unknown identifiers change nothing")
    func snapshot() {
        var s = Snapshot()
        s.appendItems(["orphan"])
        #expect(s.numberOfItems == 0, "no section to append to")
        s.appendSections(["a", "b"])
        s.appendItems(["1", "2"])
        #expect(s.itemIdentifiers(inSection: "b") == ["1", "2"], "appended to the last section")
        s.appendItems(["0"], toSection: "a")
        s.insertItems(["1.5"], afterItem: "1")
        s.insertItems(["0.5"], beforeItem: "1")
        #expect(s.itemIdentifiers == ["0", "0.5", "1", "1.5", "2"])
        #expect(s.numberOfItems == 5 && s.numberOfItems(inSection: "b") == 4)
        #expect(s.indexOfItem("1.5") == 3 && s.sectionIdentifier(containingItem: "0") == "a")
        s.appendItems(["2", "3", "3"], toSection: "a")
        #expect(s.itemIdentifiers(inSection: "a") == ["0", "3"], "a duplicate identifier is refused")
        s.moveItem("2", beforeItem: "0")
        #expect(s.itemIdentifiers(inSection: "a") == ["2", "0", "3"] && s.sectionIdentifier(containingItem: "2") == "a")
        s.deleteItems(["0.5", "missing"])
        #expect(s.itemIdentifiers == ["2", "0", "3", "1", "1.5"])
        s.insertSections(["first"], beforeSection: "a")
        s.moveSection("b", afterSection: "first")
        #expect(s.sectionIdentifiers == ["first", "b", "a"])
        s.reloadItems(["1", "nope"])
        #expect(s.reloadedItemIdentifiers == ["1"])
        s.deleteSections(["b"])
        #expect(s.sectionIdentifiers == ["first", "a"] && s.sectionIdentifier(containingItem: "1") == nil && s.numberOfItems == 3)
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    @MainActor final class Scene {
        let backend = HeadlessBackend(size: CGSize(width: 320, height: 480))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var provided = 0
        lazy var dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { [unowned self] table, indexPath, item in
            self.provided += 1
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }

        init() {
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            window.addSubview(table)
            window.makeKeyAndVisible()
        }

        func rows() -> [String] {
            table.layoutIfNeeded()
            return (0..<table.numberOfSections).flatMap { s in
                (0..<table.numberOfRows(inSection: s)).map { table.cellForRow(at: IndexPath(row: $0, section: s))?.textLabel?.text ?? "?" }
            }
        }

        func settle() { for _ in 0..<40 { backend.advanceTime(by: 0.016) } }
    }

    @Test("U6: a table follows applied snapshots: the cells from the provider, rows deleted and inserted in one animated batch whose completion runs when it ends, a surviving selected row still selected, reloaded items asked again")
    func table() {
        let scene = Scene()
        let dataSource = scene.dataSource
        #expect(scene.table.dataSource === dataSource)
        var s = Snapshot()
        s.appendSections(["main"])
        s.appendItems(["Apples", "Bread", "Cheese"])
        dataSource.apply(s, animatingDifferences: false)
        #expect(scene.rows() == ["Apples", "Bread", "Cheese"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Bread")
        #expect(dataSource.indexPath(for: "Cheese") == IndexPath(row: 2, section: 0))

        scene.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        var done = false
        var next = dataSource.snapshot()
        next.deleteItems(["Apples"])
        next.insertItems(["Butter"], afterItem: "Bread")
        dataSource.apply(next) { done = true }
        #expect(!done, "the completion waits for the animation")
        scene.settle()
        #expect(done)
        #expect(scene.rows() == ["Bread", "Butter", "Cheese"])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "Cheese is still selected")
        #expect(dataSource.snapshot().itemIdentifiers == ["Bread", "Butter", "Cheese"])

        let before = scene.provided
        var reload = dataSource.snapshot()
        reload.reloadItems(["Butter"])
        dataSource.apply(reload, animatingDifferences: false)
        scene.table.layoutIfNeeded()
        #expect(scene.provided == before + 1, "only the reloaded item's cell was asked for again")
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "a reload is a request, not state")

        var sections = dataSource.snapshot()
        sections.appendSections(["later"])
        sections.appendItems(["Dates"], toSection: "later")
        dataSource.apply(sections)
        #expect(scene.rows() == ["Bread", "Butter", "Cheese", "Dates"])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "a section change keeps the selection")
    }

    @Test("U6: a diffable data source subclass answers section titles and edits; moving a row moves it in the snapshot")
    func subclass() {
        final class Titled: UITableViewDiffableDataSource<String, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)?.uppercased()
            }
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = Titled(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var s = Snapshot()
        s.appendSections(["fruit", "bread"])
        s.appendItems(["Apples", "Pears"], toSection: "fruit")
        s.appendItems(["Rye"], toSection: "bread")
        dataSource.apply(s, animatingDifferences: false)
        let source: UITableViewDataSource = dataSource
        #expect(source.tableView(table, titleForHeaderInSection: 1) == "BREAD")
        #expect(source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        source.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "bread") == ["Rye", "Apples"])
        #expect(dataSource.snapshot().sectionIdentifier(containingItem: "Apples") == "bread")
    }

    @Test("U6: a collection view follows applied snapshots, with headers from the supplementary view provider")
    func collection() {
        let backend = HeadlessBackend(size: CGSize(width: 320, height: 480))
        _ = backend
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        window.addSubview(collection)
        window.makeKeyAndVisible()
        var names: [IndexPath: String] = [:]
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collection) { collection, indexPath, item in
            names[indexPath] = item
            return collection.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        var headers = 0
        dataSource.supplementaryViewProvider = { collection, kind, indexPath in
            headers += 1
            return collection.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        var s = Snapshot()
        s.appendSections(["tiles"])
        s.appendItems(["A", "B", "C"])
        dataSource.apply(s, animatingDifferences: false)
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 3 && names[IndexPath(item: 2, section: 0)] == "C")
        #expect(headers >= 1)
        var next = dataSource.snapshot()
        next.deleteItems(["A"])
        next.appendItems(["D"])
        var done = false
        dataSource.apply(next) { done = true }
        for _ in 0..<40 { backend.advanceTime(by: 0.016) }
        collection.layoutIfNeeded()
        #expect(done && collection.numberOfItems(inSection: 0) == 3)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "B")
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) != nil && names[IndexPath(item: 2, section: 0)] == "D")
    }

    @Test("U6: iOS-style code with diffable data sources (a subclass with titles and deletes, snapshots by section, a collection view with a header provider) type-checks in Swift 5 and Swift 6 modes and runs")
    func sampleCompilesAndRuns() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Compat/DiffableSample.swift")
        try CorpusAPITests.typecheck(sample, swiftVersion: "5")
        try CorpusAPITests.typecheck(sample, swiftVersion: "6")
        let backend = HeadlessBackend(size: CGSize(width: 320, height: 480))
        _ = backend
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let list = ShoppingListViewController()
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(list.tableView.numberOfSections == 2 && list.tableView.numberOfRows(inSection: 0) == 2)
        list.add("Plums")
        for _ in 0..<40 { backend.advanceTime(by: 0.016) }
        #expect(list.tableView.numberOfRows(inSection: 0) == 3 && list.title == "4 items")
        list.dataSource.tableView(list.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        for _ in 0..<40 { backend.advanceTime(by: 0.016) }
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        let grid = ShoppingGridViewController()
        grid.loadViewIfNeeded()
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 2)
    }
}
