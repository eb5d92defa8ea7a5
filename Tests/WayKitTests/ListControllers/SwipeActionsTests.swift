import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// V6: swipe actions on table rows, driven by touches through the event model.
@MainActor
@Suite(.serialized)
struct SwipeActionsTests {
    @Test("V6: a mostly horizontal drag on a row opens its trailing actions; released past half their width the row stays open; an action's handler runs and its completion closes the row")
    func horizontalDragOpens() throws {
        let s = EditableTableScene()
        s.useTwoTrailingActions()
        s.drag(from: CGPoint(x: 350, y: s.rowY(3)), to: CGPoint(x: 150, y: s.rowY(3)))
        s.backend.advanceTime(by: 0.5)
        let open = try #require(s.table._swipe)
        #expect(open.indexPath == IndexPath(row: 3, section: 0))
        #expect(open.offset == -148)                       // two buttons of 74
        #expect(s.cell(3)?.frame.minX == -148)
        #expect(s.cell(2)?.frame.minX == 0)
        #expect(s.table.contentOffset.y == 0)              // nothing scrolled
        let titles = open.view.buttons.map { $0.title(for: .normal) ?? "" }
        #expect(titles == ["Remove", "Flag"])
        // The first action is at the trailing edge, the second inside it.
        let remove = open.view.buttons[0], flag = open.view.buttons[1]
        #expect(remove.centerInWindow.x > flag.centerInWindow.x)
        #expect(flag.centerInWindow.x > 252 && remove.centerInWindow.x < 400)
        s.backend.tap(at: flag.centerInWindow)
        s.backend.advanceTime(by: 0.5)
        #expect(s.model.log == ["Flag 3"])
        #expect(s.table._swipe == nil)
        #expect(s.cell(3)?.frame.minX == 0)
        #expect(s.model.selected.isEmpty)
    }

    @Test("V6: a mostly vertical drag on a row scrolls the table and opens nothing")
    func verticalDragScrolls() {
        let s = EditableTableScene()
        s.useTwoTrailingActions()
        s.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 280, y: 100))
        #expect(s.table.contentOffset.y > 100)
        #expect(s.table._swipe == nil)
        #expect(s.table._cells.values.allSatisfy { $0.frame.minX == 0 })
        #expect(s.model.log.isEmpty)
    }

    @Test("V6: a release short of half the actions' width closes the row again")
    func shortDragCloses() {
        let s = EditableTableScene()
        s.useTwoTrailingActions()
        s.drag(from: CGPoint(x: 350, y: s.rowY(2)), to: CGPoint(x: 290, y: s.rowY(2)))
        s.backend.advanceTime(by: 0.5)
        #expect(s.table._swipe == nil)
        #expect(s.cell(2)?.frame.minX == 0)
    }

    @Test("V6: a full swipe performs the first action (a destructive one that deletes the row); with performsFirstActionWithFullSwipe false it only opens")
    func fullSwipePerformsFirst() {
        let s = EditableTableScene()
        s.useTwoTrailingActions()
        s.drag(from: CGPoint(x: 395, y: s.rowY(4)), to: CGPoint(x: 20, y: s.rowY(4)))
        s.backend.advanceTime(by: 0.5)
        #expect(s.model.log == ["Remove 4"])
        #expect(s.table.numberOfRows(inSection: 0) == 29)
        #expect(s.cell(4)?.textLabel?.text == "Item 5")
        #expect(s.table._swipe == nil)

        let t = EditableTableScene()
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in t.model.log.append("Flag"); done(true) }
        let configuration = UISwipeActionsConfiguration(actions: [flag])
        configuration.performsFirstActionWithFullSwipe = false
        t.model.trailing = { _ in configuration }
        t.drag(from: CGPoint(x: 395, y: t.rowY(4)), to: CGPoint(x: 20, y: t.rowY(4)))
        t.backend.advanceTime(by: 0.5)
        #expect(t.model.log.isEmpty)
        #expect(t.table._swipe?.offset == -74)
    }

    @Test("V6: a tap elsewhere closes the open row and selects nothing; so does a tap on the open row's content; a scroll closes it too")
    func tapOrScrollCloses() {
        let s = EditableTableScene()
        s.useTwoTrailingActions()
        s.drag(from: CGPoint(x: 350, y: s.rowY(3)), to: CGPoint(x: 150, y: s.rowY(3)))
        s.backend.advanceTime(by: 0.5)
        #expect(s.table._swipe != nil)
        s.backend.tap(at: CGPoint(x: 200, y: s.rowY(6)))
        s.backend.advanceTime(by: 0.5)
        #expect(s.table._swipe == nil)
        #expect(s.model.selected.isEmpty)
        #expect(s.table.indexPathForSelectedRow == nil)
        #expect(s.cell(6)?.isHighlighted == false)

        s.drag(from: CGPoint(x: 350, y: s.rowY(3)), to: CGPoint(x: 150, y: s.rowY(3)))
        s.backend.advanceTime(by: 0.5)
        #expect(s.table._swipe != nil)
        s.backend.tap(at: CGPoint(x: 100, y: s.rowY(3)))   // the moved row's content
        s.backend.advanceTime(by: 0.5)
        #expect(s.table._swipe == nil)
        #expect(s.model.selected.isEmpty)

        s.drag(from: CGPoint(x: 350, y: s.rowY(3)), to: CGPoint(x: 150, y: s.rowY(3)))
        s.backend.advanceTime(by: 0.5)
        #expect(s.table._swipe != nil)
        s.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150))
        s.backend.advanceTime(by: 0.5)
        #expect(s.table._swipe == nil)
        #expect(s.table.contentOffset.y > 50)
        #expect(s.model.log.isEmpty)
        // A plain tap selects again once nothing is open.
        s.backend.tap(at: CGPoint(x: 200, y: 200))
        #expect(s.model.selected.count == 1)
    }

    @Test("V6: a data source that implements commit editingStyle gets swipe-to-delete without a configuration: \"Delete\" commits .delete")
    func swipeToDelete() throws {
        let s = EditableTableScene()
        s.drag(from: CGPoint(x: 350, y: s.rowY(2)), to: CGPoint(x: 200, y: s.rowY(2)))
        s.backend.advanceTime(by: 0.5)
        let open = try #require(s.table._swipe)
        #expect(open.view.buttons.map { $0.title(for: .normal) } == ["Delete"])
        #expect(open.offset == -74)
        s.backend.tap(at: open.view.buttons[0].centerInWindow)
        s.backend.advanceTime(by: 0.5)
        #expect(s.model.log == ["commit delete 2"])
        #expect(s.model.items.count == 29)
        #expect(s.cell(2)?.textLabel?.text == "Item 3")
        #expect(s.table._swipe == nil)
    }

    @Test("V6: a drag toward the trailing edge opens the leading actions; no swipe while the table is editing; an empty configuration opens nothing")
    func leadingEditingAndEmpty() throws {
        let s = EditableTableScene()
        s.model.leading = { ip in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Read") { _, _, done in done(true) }])
        }
        s.drag(from: CGPoint(x: 50, y: s.rowY(1)), to: CGPoint(x: 200, y: s.rowY(1)))
        s.backend.advanceTime(by: 0.5)
        let open = try #require(s.table._swipe)
        #expect(open.offset == 74)
        #expect(open.view.buttons.first?.centerInWindow.x == 37)
        s.table._closeSwipe(animated: false)

        s.table.setEditing(true, animated: false)
        s.drag(from: CGPoint(x: 350, y: s.rowY(2)), to: CGPoint(x: 150, y: s.rowY(2)))
        s.backend.advanceTime(by: 0.5)
        #expect(s.table._swipe == nil)
        s.table.setEditing(false, animated: false)

        s.model.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        s.drag(from: CGPoint(x: 350, y: s.rowY(2)), to: CGPoint(x: 150, y: s.rowY(2)))
        s.backend.advanceTime(by: 0.5)
        #expect(s.table._swipe == nil)
    }

    /// A data source that doesn't implement commit editingStyle.
    final class NoCommit: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test("V6: a data source without commit editingStyle: WayKit can't see that, so the first swipe offers \"Delete\"; its tap runs the protocol's default, which deletes nothing, and from then on that type gets no swipe-to-delete")
    func noCommitLearned() throws {
        let s = EditableTableScene()
        let source = NoCommit()
        s.table.dataSource = source
        s.table.delegate = nil
        s.table.layoutIfNeeded()
        s.drag(from: CGPoint(x: 350, y: s.rowY(2)), to: CGPoint(x: 200, y: s.rowY(2)))
        s.backend.advanceTime(by: 0.5)
        let open = try #require(s.table._swipe)
        s.backend.tap(at: open.view.buttons[0].centerInWindow)
        s.backend.advanceTime(by: 0.5)
        #expect(s.table._swipe == nil)
        #expect(s.table.numberOfRows(inSection: 0) == 20)
        s.drag(from: CGPoint(x: 350, y: s.rowY(2)), to: CGPoint(x: 200, y: s.rowY(2)))
        s.backend.advanceTime(by: 0.5)
        #expect(s.table._swipe == nil)
        #expect(s.table._cells.values.allSatisfy { $0.frame.minX == 0 })
    }
}
