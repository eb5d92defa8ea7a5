import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Where tables and collection views must follow UIKit, and each other:
/// one reuse pool, one batch validator, one selection model (issue 18).
@MainActor
@Suite(.serialized)
struct ListSemanticsTests {
    /// The classic pre-registration data source: `dequeue… ??` a new cell.
    final class ClassicSource: UITableViewDataSource {
        var sectionsAsked = 0
        var made = 0
        func numberOfSections(in tableView: UITableView) -> Int { sectionsAsked += 1; return 1 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "classic") ?? {
                made += 1
                return UITableViewCell(style: .subtitle, reuseIdentifier: "classic")
            }()
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    final class MyCell: UITableViewCell {}

    @Test("S10: dequeueReusableCell(withIdentifier:) makes a registered cell; the `?? UITableViewCell(…)` pattern reuses its cells and never reloads")
    func dequeueWithoutIndexPath() {
        let scene = TableScene(counts: [10])
        scene.table.register(MyCell.self, forCellReuseIdentifier: "mine")
        let made = scene.table.dequeueReusableCell(withIdentifier: "mine")
        #expect(made is MyCell)
        #expect(made?.reuseIdentifier == "mine")
        #expect(scene.table.dequeueReusableCell(withIdentifier: "never registered") == nil)

        let source = ClassicSource()
        scene.table.dataSource = source
        scene.table.layoutIfNeeded()
        let asked = source.sectionsAsked
        for _ in 0..<30 {
            scene.backend.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150), steps: 4)
            scene.backend.advanceTime(by: 0.5)
        }
        #expect(scene.table.contentOffset.y > 3000)
        #expect(source.sectionsAsked == asked, "no reload: the data source was asked for its sections again")
        // A screenful and the margin, then reuse.
        #expect(source.made <= 20)
    }

    @Test("S10, S11: reloadData ends every selection, and so does reloading the selected row or item; nil against [] when none")
    func reloadEndsSelection() {
        let scene = TableScene(counts: [20])
        scene.table.allowsMultipleSelection = true
        scene.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        scene.table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        scene.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        scene.table.reloadData()
        scene.table.layoutIfNeeded()
        #expect(scene.table.indexPathsForSelectedRows == nil)
        #expect(scene.table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == false)

        let grid = GridScene(counts: [20])
        grid.collection.allowsMultipleSelection = true
        grid.collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        grid.collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        grid.collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
        #expect(grid.collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        grid.collection.reloadData()
        grid.collection.layoutIfNeeded()
        #expect(grid.collection.indexPathsForSelectedItems == [])
    }

    @Test("S11: performBatchUpdates is checked as a whole, animates, moves the selection, and completes when the animation ends")
    func collectionBatch() {
        let grid = GridScene(counts: [10])
        grid.collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        let first = grid.collection.cellForItem(at: IndexPath(item: 0, section: 0))
        var completed: Bool?
        // Delete the last item and insert a first one: 10 before, 10 after.
        // Checked call by call against the final count, each looked wrong.
        grid.model.counts = [10]
        grid.collection.performBatchUpdates({
            grid.collection.deleteItems(at: [IndexPath(item: 9, section: 0)])
            grid.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { completed = $0 })
        #expect(completed == nil, "completion waits for the animation")
        #expect(grid.collection.cellForItem(at: IndexPath(item: 1, section: 0)) === first, "no reload: the cell moved with its item")
        #expect(grid.collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        grid.backend.stepFrame()
        grid.backend.advanceTime(by: 0.1)
        grid.backend.stepFrame()
        // Item 0 moves from x 5 to x 105: drawn between while it animates.
        if let moving = first {
            #expect(moving._presentedCenter.x > 50 && moving._presentedCenter.x < 150)
        }
        grid.backend.advanceTime(by: 0.5)
        grid.backend.stepFrame()
        #expect(completed == true)
        #expect(first?.frame.minX == 105)
    }

    @Test("S10: a table's batch completes when its animation ends, not before")
    func tableBatchCompletion() {
        let scene = TableScene(counts: [10])
        var completed: Bool?
        scene.model.counts = [11]
        scene.table.performBatchUpdates({
            scene.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }, completion: { completed = $0 })
        #expect(completed == nil)
        scene.backend.advanceTime(by: 0.5)
        scene.backend.stepFrame()
        #expect(completed == true)
    }

    /// Notes every highlight and selection question and answer.
    final class Noting: UITableViewDelegate, UICollectionViewDelegate {
        var log: [String] = []
        var refuseDeselect = false
        func tableView(_ t: UITableView, shouldHighlightRowAt ip: IndexPath) -> Bool { log.append("shouldHighlight \(ip.row)"); return true }
        func tableView(_ t: UITableView, didHighlightRowAt ip: IndexPath) { log.append("didHighlight \(ip.row)") }
        func tableView(_ t: UITableView, didUnhighlightRowAt ip: IndexPath) { log.append("didUnhighlight \(ip.row)") }
        func tableView(_ t: UITableView, willSelectRowAt ip: IndexPath) -> IndexPath? { log.append("willSelect \(ip.row)"); return ip }
        func tableView(_ t: UITableView, didSelectRowAt ip: IndexPath) { log.append("didSelect \(ip.row)") }
        func tableView(_ t: UITableView, willDeselectRowAt ip: IndexPath) -> IndexPath? { log.append("willDeselect \(ip.row)"); return refuseDeselect ? nil : ip }
        func tableView(_ t: UITableView, didDeselectRowAt ip: IndexPath) { log.append("didDeselect \(ip.row)") }
        func collectionView(_ c: UICollectionView, shouldHighlightItemAt ip: IndexPath) -> Bool { log.append("shouldHighlight \(ip.item)"); return true }
        func collectionView(_ c: UICollectionView, didHighlightItemAt ip: IndexPath) { log.append("didHighlight \(ip.item)") }
        func collectionView(_ c: UICollectionView, didUnhighlightItemAt ip: IndexPath) { log.append("didUnhighlight \(ip.item)") }
        func collectionView(_ c: UICollectionView, shouldSelectItemAt ip: IndexPath) -> Bool { log.append("willSelect \(ip.item)"); return true }
        func collectionView(_ c: UICollectionView, didSelectItemAt ip: IndexPath) { log.append("didSelect \(ip.item)") }
        func collectionView(_ c: UICollectionView, shouldDeselectItemAt ip: IndexPath) -> Bool { log.append("willDeselect \(ip.item)"); return !refuseDeselect }
        func collectionView(_ c: UICollectionView, didDeselectItemAt ip: IndexPath) { log.append("didDeselect \(ip.item)") }
    }

    @Test("S10, S11: both lists ask and tell in the same order: highlight, unhighlight, the old row's deselect, then the select")
    func sameFlowForBoth() {
        let expected = ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1",
                        "shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "willDeselect 1", "didDeselect 1", "didSelect 2"]
        let scene = TableScene(counts: [10])
        let t = Noting()
        scene.table.delegate = t
        scene.backend.tap(at: CGPoint(x: 200, y: 44 + 20))
        scene.backend.tap(at: CGPoint(x: 200, y: 88 + 20))
        #expect(t.log == expected)
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])

        let grid = GridScene(counts: [10])
        let c = Noting()
        grid.collection.delegate = c
        grid.backend.tap(at: CGPoint(x: 150, y: 50))
        grid.backend.tap(at: CGPoint(x: 250, y: 50))
        #expect(c.log == expected)
        #expect(grid.collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("S11: willDisplay and didEndDisplaying reach a collection view's delegate as cells come and go")
    func collectionDisplayCalls() {
        final class Display: UICollectionViewDelegate {
            var shown = Set<IndexPath>()
            func collectionView(_ c: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt ip: IndexPath) { shown.insert(ip) }
            func collectionView(_ c: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt ip: IndexPath) { shown.remove(ip) }
        }
        let grid = GridScene(counts: [1000])
        let d = Display()
        grid.collection.delegate = d
        grid.collection.reloadData()
        grid.collection.layoutIfNeeded()
        #expect(d.shown == Set(grid.collection._cells.keys))
        grid.collection.contentOffset = CGPoint(x: 0, y: 5000)
        grid.collection.layoutIfNeeded()
        #expect(d.shown == Set(grid.collection._cells.keys))
        #expect(!d.shown.contains(IndexPath(item: 0, section: 0)))
    }

    @Test("S10, S11: a nested performBatchUpdates joins the outer batch and its completion runs with it; a batch after reloadData reads the counts from before its changes")
    func nestedAndPendingBatches() {
        let scene = TableScene(counts: [10])
        var calls: [String] = []
        scene.model.counts = [12]
        scene.table.performBatchUpdates({
            scene.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            scene.table.performBatchUpdates({
                scene.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }, completion: { calls.append("inner \($0)") })
        }, completion: { calls.append("outer \($0)") })
        #expect(calls.isEmpty)
        scene.backend.advanceTime(by: 0.5)
        scene.backend.stepFrame()
        #expect(calls == ["inner true", "outer true"])
        #expect(scene.table.numberOfRows(inSection: 0) == 12)

        let grid = GridScene(counts: [10])
        grid.collection.reloadData()
        var done: Bool?
        grid.collection.performBatchUpdates({
            grid.model.counts = [11]
            grid.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { done = $0 })
        grid.backend.advanceTime(by: 0.5)
        grid.backend.stepFrame()
        #expect(done == true, "a valid batch, not logged as invalid and reloaded (false)")
        #expect(grid.collection.numberOfItems(inSection: 0) == 11)
    }
}
