import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// M3's handoff: a scroll view in a sheet scrolls first; at its top a drag
/// moves the sheet, in the same touch sequence, both ways.
@MainActor
@Suite(.serialized)
struct SheetHandoffTests {
    @Test("M3: in one drag down, the list scrolls back to its top, then the sheet follows the finger; released nearer medium it settles there and the list does not glide")
    func scrollThenMoveSheet() {
        let s = SheetScene()
        let b = ScrollingController("B", s.log)
        let sheet = s.presentSheet(b) {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .large
        }
        b.scrollView.contentOffset.y = b.topOffset + 100
        let start = CGPoint(x: 195, y: 300)
        let id = s.press(at: start, moves: s.line(from: start, dy: 60, steps: 3))
        // 60 down less the 10-point threshold: the list scrolled 50, the sheet stayed.
        #expect(abs(b.offset - (b.topOffset + 50)) <= 1, "the list scrolls first: \(b.offset)")
        #expect(s.sheetY(sheet) == s.largeY)
        let next = CGPoint(x: 195, y: 360)
        s.move(id, through: s.line(from: next, dy: 300, steps: 10))
        // 300 more: 50 to the list's top, 250 to the sheet.
        #expect(b.offset == b.topOffset, "the list stays at its top while the sheet moves")
        #expect(abs(s.sheetY(sheet) - (s.largeY + 250)) <= 1, "the sheet follows: \(s.sheetY(sheet))")
        s.lift(id)
        #expect(sheet.selectedDetentIdentifier == .medium && s.sheetY(sheet) == s.mediumY)
        #expect(b.offset == b.topOffset && !b.scrollView.isDecelerating)
        #expect(s.a.presentedViewController === b)
    }

    @Test("M3: in one drag up from medium, the sheet expands to large first, then the list scrolls")
    func upwardExpandsFirst() {
        let s = SheetScene()
        let b = ScrollingController("B", s.log)
        let delegate = SheetDelegateLog()
        let sheet = s.presentSheet(b) {
            $0.detents = [.medium(), .large()]
            $0.delegate = delegate
        }
        #expect(s.sheetY(sheet) == s.mediumY && b.offset == b.topOffset)
        let start = CGPoint(x: 195, y: 700)
        let id = s.press(at: start, moves: s.line(from: start, dy: -210, steps: 7))
        #expect(abs(s.sheetY(sheet) - (s.mediumY - 200)) <= 1, "the sheet rises first: \(s.sheetY(sheet))")
        #expect(b.offset == b.topOffset, "the list has not scrolled")
        let rise = s.mediumY - s.largeY
        s.move(id, through: s.line(from: CGPoint(x: 195, y: 490), dy: -400, steps: 10))
        #expect(s.sheetY(sheet) == s.largeY, "expanded to large")
        #expect(abs(b.offset - (b.topOffset + 600 - rise)) <= 1, "then the list scrolls by the rest: \(b.offset)")
        s.lift(id)
        #expect(sheet.selectedDetentIdentifier == .large && s.sheetY(sheet) == s.largeY)
        #expect(delegate.take() == ["didChangeDetent com.apple.UIKit.large"])
    }

    @Test("M3: without prefersScrollingExpandsWhenScrolledToEdge an upward drag in medium scrolls the list and the sheet stays")
    func upwardScrollsWithoutExpanding() {
        let s = SheetScene()
        let b = ScrollingController("B", s.log)
        let sheet = s.presentSheet(b) {
            $0.detents = [.medium(), .large()]
            $0.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge == false)
        let start = CGPoint(x: 195, y: 700)
        let id = s.press(at: start, moves: s.line(from: start, dy: -210, steps: 7))
        #expect(s.sheetY(sheet) == s.mediumY)
        #expect(abs(b.offset - (b.topOffset + 200)) <= 1, "\(b.offset)")
        s.lift(id)
        #expect(sheet.selectedDetentIdentifier == nil && s.sheetY(sheet) == s.mediumY)
    }

    @Test("M3: a list with nothing to scroll leaves the drag to the sheet")
    func shortListDragsSheet() {
        let s = SheetScene()
        let b = ScrollingController("B", s.log)
        b.loadViewIfNeeded()
        b.scrollView.contentSize = CGSize(width: 10, height: 50)
        let sheet = s.presentSheet(b) { $0.detents = [.medium(), .large()] }
        let start = CGPoint(x: 195, y: 700)
        let id = s.press(at: start, moves: s.line(from: start, dy: -300, steps: 10))
        #expect(abs(s.sheetY(sheet) - (s.mediumY - 290)) <= 1)
        s.lift(id)
        #expect(sheet.selectedDetentIdentifier == .large)
    }

    final class RowsController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test("M3: a UITableViewController in a medium sheet, one touch: up expands the sheet then scrolls the rows; back down scrolls the rows to their top then moves the sheet")
    func tableBothWaysInOneTouch() throws {
        let s = SheetScene()
        let list = RowsController(style: .plain)
        let sheet = s.presentSheet(list) { $0.detents = [.medium(), .large()] }
        let table = try #require(list.tableView)
        let top = -table.adjustedContentInset.top
        #expect(table.contentOffset.y == top && s.sheetY(sheet) == s.mediumY)
        let start = CGPoint(x: 195, y: 700)
        let id = s.press(at: start, moves: s.line(from: start, dy: -500, steps: 10))
        let rise = s.mediumY - s.largeY
        #expect(s.sheetY(sheet) == s.largeY)
        #expect(abs(table.contentOffset.y - (top + 490 - rise)) <= 1, "\(table.contentOffset.y)")
        s.move(id, through: s.line(from: CGPoint(x: 195, y: 200), dy: 200, steps: 10))
        #expect(table.contentOffset.y == top, "the rows back at their top")
        #expect(abs(s.sheetY(sheet) - (s.largeY + 200 - (490 - rise))) <= 1, "then the sheet: \(s.sheetY(sheet))")
        s.lift(id)
        #expect(sheet.selectedDetentIdentifier == .large && s.sheetY(sheet) == s.largeY)
        #expect(table.contentOffset.y == top && !table.isDecelerating)
    }
}
