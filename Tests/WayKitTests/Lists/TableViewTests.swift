import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite(.serialized)
struct TableViewTests {
    @Test("S10: only the visible rows and a margin have cells; scrolling reuses them")
    func reuse() {
        let scene = TableScene(counts: [100_000])
        #expect(scene.table.contentSize.height == CGFloat(100_000 * 44))
        // 400 pt viewport + 100 pt margin below: rows 0…11.
        #expect(scene.liveRows.count == 12)
        #expect(scene.table.visibleCells.count == 10)
        #expect(scene.table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
        let made = scene.model.made
        scene.table.contentOffset = CGPoint(x: 0, y: 44 * 5000)
        scene.table.layoutIfNeeded()
        #expect(scene.table.indexPathsForVisibleRows?.first == IndexPath(row: 5000, section: 0))
        #expect(scene.liveRows.count <= 15)
        // Cells were asked for again, but no new views were made: the table
        // holds only the live cells and the reuse pool.
        #expect(scene.model.made > made)
        let cellViews = scene.table.subviews.filter { $0 is UITableViewCell }
        #expect(cellViews.count <= 30)
        #expect(scene.table.cellForRow(at: IndexPath(row: 5000, section: 0))?.textLabel?.text == "Row 0.5000")
    }

    @Test("S10: row heights from the delegate, indexPathForRow(at:) and rectForRow(at:)")
    func heights() {
        let scene = TableScene(counts: [5, 5])
        scene.model.heights[IndexPath(row: 1, section: 0)] = 100
        scene.model.headerTitles[1] = "Second"
        scene.table.reloadData()
        scene.table.layoutIfNeeded()
        #expect(scene.table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 144, width: 400, height: 44))
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(44 * 4 + 100 + 28))
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 120)) == IndexPath(row: 1, section: 0))
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 44 * 4 + 100 + 10)) == nil)  // the header
        #expect(scene.table.contentSize.height == CGFloat(44 * 9 + 100 + 28))
        #expect(scene.table._headers[1] != nil)
    }

    @Test("S10: a quick tap selects the row: highlight, unhighlight, willSelectRowAt, didSelectRowAt in order")
    func tapSelects() {
        let scene = TableScene(counts: [50])
        let trace = DeliveryTrace.start()
        scene.backend.tap(at: CGPoint(x: 200, y: 44 * 3 + 20))
        trace.stop()
        #expect(notes(trace) == ["T content touch: delivered to UIView", "T highlight [0, 3]", "T unhighlight [0, 3]",
                                 "willSelectRowAt [0, 3]", "T didSelect [0, 3]", "didSelectRowAt [0, 3]"])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
    }

    @Test("S10: a row highlights only after S2's delay and unhighlights when the touch becomes a scroll; nothing is selected")
    func highlightThenScroll() {
        let scene = TableScene(counts: [50])
        let cell = scene.table.cellForRow(at: IndexPath(row: 3, section: 0))
        let trace = DeliveryTrace.start()
        let id = scene.backend.touchDown(at: CGPoint(x: 200, y: 150))
        scene.backend.advanceTime(by: 0.1)
        #expect(cell?.isHighlighted == false)
        scene.backend.advanceTime(by: 0.1)
        #expect(cell?.isHighlighted == true)
        for i in 1...10 {
            scene.backend.advanceTime(by: 0.016)
            scene.backend.touchMove(id, to: CGPoint(x: 200, y: 150 - CGFloat(i) * 10))
        }
        #expect(cell?.isHighlighted == false)
        scene.backend.touchUp(id)
        trace.stop()
        #expect(scene.table.contentOffset.y > 50)
        #expect(scene.model.selected.isEmpty)
        #expect(notes(trace).filter { $0.hasPrefix("T ") && !$0.contains("content touch") } == ["T highlight [0, 3]", "T unhighlight [0, 3]"])
    }

    @Test("S6: S10: a tap on a flinging list stops it and selects nothing")
    func tapStopsFlingSelectsNothing() {
        let scene = TableScene(counts: [10_000])
        scene.backend.drag(from: CGPoint(x: 200, y: 380), to: CGPoint(x: 200, y: 100), steps: 5)
        scene.backend.advanceTime(by: 0.1)
        #expect(scene.table.isDecelerating)
        scene.backend.tap(at: CGPoint(x: 200, y: 200))
        scene.backend.advanceTime(by: 0.5)
        #expect(!scene.table.isDecelerating)
        #expect(scene.model.selected.isEmpty)
        #expect(scene.table.indexPathForSelectedRow == nil)
        scene.backend.tap(at: CGPoint(x: 200, y: 200))
        #expect(scene.model.selected.count == 1)
    }

    @Test("S10: willSelectRowAt redirects or vetoes; allowsMultipleSelection; deselectRow(at:animated:)")
    func selectionRules() {
        let scene = TableScene(counts: [20])
        scene.model.redirect = { $0.row == 1 ? nil : $0.row == 2 ? IndexPath(row: 5, section: 0) : $0 }
        scene.backend.tap(at: CGPoint(x: 200, y: 44 + 20))
        #expect(scene.table.indexPathForSelectedRow == nil)
        scene.backend.advanceTime(by: 1)
        scene.backend.tap(at: CGPoint(x: 200, y: 88 + 20))
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        scene.backend.advanceTime(by: 1)
        scene.backend.tap(at: CGPoint(x: 200, y: 20))
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        scene.table.allowsMultipleSelection = true
        scene.backend.advanceTime(by: 1)
        scene.backend.tap(at: CGPoint(x: 200, y: 132 + 20))
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
        scene.table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    }

    @Test("S10: animated insert and delete move the cells that stay and keep the selection on its row")
    func insertDelete() {
        let scene = TableScene(counts: [20])
        scene.table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        let cell4 = scene.table.cellForRow(at: IndexPath(row: 4, section: 0))
        scene.model.counts = [22]
        scene.table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
        #expect(scene.table.cellForRow(at: IndexPath(row: 6, section: 0)) === cell4)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
        #expect(scene.table.contentSize.height == CGFloat(22 * 44))
        // Animated: the model frame is there at once, the drawn one gets there.
        #expect(cell4?.frame.minY == CGFloat(6 * 44))
        scene.backend.advanceTime(by: 1)
        scene.model.counts = [21]
        scene.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(scene.table.cellForRow(at: IndexPath(row: 5, section: 0)) === cell4)
        scene.backend.advanceTime(by: 1)
        #expect(scene.liveRows.count == 12)
        #expect(scene.table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count == 12)
    }

    @Test("S10: scrollToRow and reloadData")
    func scrollToRowAndReload() {
        let scene = TableScene(counts: [1000])
        scene.table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(500 * 44))
        scene.table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .middle, animated: true)
        scene.backend.advanceTime(by: 1)
        #expect(scene.table.contentOffset.y == CGFloat(10 * 44 + 22 - 200))
        scene.model.counts = [3]
        scene.table.reloadData()
        scene.table.layoutIfNeeded()
        #expect(scene.table.numberOfRows(inSection: 0) == 3)
        #expect(scene.liveRows.count == 3)
    }

    @Test("S10: a data source whose counts disagree with an insert is logged and the table reloads, never a crash")
    func badUpdate() {
        let scene = TableScene(counts: [10])
        scene.model.counts = [10]   // forgot to add the row
        scene.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        #expect(scene.table.numberOfRows(inSection: 0) == 10)
        scene.model.counts = [12]
        scene.table.deleteRows(at: [IndexPath(row: 40, section: 0)], with: .fade)
        #expect(scene.table.numberOfRows(inSection: 0) == 12)
        scene.table.layoutIfNeeded()
        #expect(scene.liveRows.count == 12)
    }

    @Test("S10: a cell of an unregistered identifier and bad counts and heights are logged, never a crash")
    func badCells() {
        let scene = TableScene(counts: [3])
        scene.model.fixedCell = UITableViewCell(style: .default, reuseIdentifier: "nobody")
        scene.table.reloadData()
        scene.table.layoutIfNeeded()
        scene.backend.advanceTime(by: 0.1)
        scene.model.fixedCell = nil
        scene.model.identifier = "unregistered"
        scene.table.reloadData()
        scene.table.layoutIfNeeded()
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
        scene.model.counts = [-4]
        scene.table.reloadData()
        #expect(scene.table.numberOfRows(inSection: 0) == 0)
        scene.model.counts = [3]
        scene.model.heights[IndexPath(row: 0, section: 0)] = .nan
        scene.table.reloadData()
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(scene.table.rectForRow(at: IndexPath(row: 7, section: 0)) == .zero)
    }

    @Test("S10: grouped style: headers don't float; plain: a header floats while its rows pass")
    func headers() {
        let plain = TableScene(counts: [30, 30])
        plain.model.headerTitles = [0: "A", 1: "B"]
        plain.table.reloadData()
        plain.table.contentOffset = CGPoint(x: 0, y: 300)
        plain.table.layoutIfNeeded()
        #expect(plain.table._headers[0]?.frame.minY == 300)
        let grouped = TableScene(counts: [30, 30], style: .grouped)
        grouped.model.headerTitles = [0: "A", 1: "B"]
        grouped.table.reloadData()
        grouped.table.contentOffset = CGPoint(x: 0, y: 20)
        grouped.table.layoutIfNeeded()
        #expect(grouped.table._headers[0]?.frame.minY == 0)
    }
}
