import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// V6: a table in editing mode: delete and insert controls, the delete
/// confirmation, and reordering by the reorder control.
@MainActor
@Suite(.serialized)
struct TableEditingTests {
    @Test("V6: editing shows a delete control at the leading edge and indents the content; tapping it reveals \"Delete\", which commits .delete")
    func deleteConfirmCommits() throws {
        let s = EditableTableScene()
        let cell = try #require(s.cell(0))
        #expect(!cell.isEditing && cell.contentView.frame.minX == 0)
        s.table.setEditing(true, animated: true)
        s.backend.advanceTime(by: 0.5)
        #expect(s.table.isEditing && cell.isEditing && cell.editingStyle == .delete)
        let control = try #require(cell._editingControl)
        #expect(!control.isHidden && control.style == .delete)
        #expect(control.frame.minX == 0 && control.frame.width == 44)
        #expect(cell.contentView.frame.minX == 44)
        #expect(cell._reorderControl?.isHidden == false)    // canMoveRowAt: true
        // A tap on the row itself selects nothing while editing.
        s.backend.tap(at: CGPoint(x: 200, y: s.rowY(0)))
        #expect(s.model.selected.isEmpty)

        s.backend.tap(at: CGPoint(x: 22, y: s.rowY(0)))
        s.backend.advanceTime(by: 0.5)
        let open = try #require(s.table._swipe)
        #expect(open.indexPath == IndexPath(row: 0, section: 0))
        let delete = try #require(open.view.buttons.first)
        #expect(delete.title(for: .normal) == "Delete")
        #expect(s.model.log.isEmpty)
        s.backend.tap(at: delete.centerInWindow)
        s.backend.advanceTime(by: 0.5)
        #expect(s.model.log == ["commit delete 0"])
        #expect(s.cell(0)?.textLabel?.text == "Item 1")
        #expect(s.cell(0)?.isEditing == true)

        s.table.setEditing(false, animated: false)
        s.table.layoutIfNeeded()
        #expect(s.cell(0)?.contentView.frame.minX == 0)
        #expect(s.cell(0)?._editingControl?.isHidden ?? true)
    }

    @Test("V6: a row whose editing style is .insert shows the insert control; tapping it commits .insert; .none shows nothing")
    func insertCommits() throws {
        let s = EditableTableScene()
        s.model.styles = [1: .insert, 2: .none]
        s.model.movable = false
        s.table.isEditing = true
        s.table.layoutIfNeeded()
        #expect(s.cell(1)?._editingControl?.style == .insert)
        #expect(s.cell(2)?.editingStyle == UITableViewCell.EditingStyle.none)
        #expect(s.cell(2)?._editingControl == nil)
        #expect(s.cell(1)?._reorderControl == nil)
        s.backend.tap(at: CGPoint(x: 22, y: s.rowY(1)))
        s.backend.advanceTime(by: 0.5)
        #expect(s.model.log == ["commit insert 1"])
        #expect(s.table._swipe == nil)
        // A cell reused for a row that can't move shows no reorder control,
        // whatever the row it showed before could do.
        s.table.isEditing = false
        s.model.movable = true
        s.table.isEditing = true
        s.table.layoutIfNeeded()
        #expect(s.cell(3)?._reorderControl?.isHidden == false)
        s.model.movable = false
        s.table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        s.table.layoutIfNeeded()
        #expect(s.cell(25)?.isEditing == true)
        #expect(s.cell(25)?._reorderControl?.isHidden ?? true)
    }

    @Test("V6: dragging the reorder control moves the row live (the rows it passes shift), and the release calls moveRowAt once with the final positions")
    func reorderDrag() throws {
        let s = EditableTableScene()
        s.table.setEditing(true, animated: false)
        s.table.layoutIfNeeded()
        let moving = try #require(s.cell(0)), second = try #require(s.cell(1)), third = try #require(s.cell(2))
        let control = try #require(moving._reorderControl)
        #expect(control.frame.maxX == 400)
        let id = s.backend.touchDown(at: CGPoint(x: 378, y: s.rowY(0)))
        for i in 1...12 {
            s.backend.advanceTime(by: 0.016)
            s.backend.touchMove(id, to: CGPoint(x: 378, y: s.rowY(0) + CGFloat(i) * 8))
        }
        s.backend.advanceTime(by: 0.5)
        // Live: the row follows the finger, the two it passed moved up.
        #expect(moving.frame.minY > 80)
        #expect(second.frame.minY == 0)
        #expect(third.frame.minY == 44)
        #expect(s.model.log.isEmpty)
        #expect(s.table.contentOffset.y == 0)               // the drag didn't scroll
        s.backend.touchUp(id)
        s.backend.advanceTime(by: 0.5)
        #expect(s.model.log == ["move 0 to 2"])
        #expect(Array(s.model.items.prefix(3)) == ["Item 1", "Item 2", "Item 0"])
        #expect(s.cell(2) === moving && moving.frame.minY == 88)
        #expect(s.cell(0) === second && s.cell(1) === third)
        #expect((0..<4).map { s.cell($0)?.textLabel?.text ?? "" } == ["Item 1", "Item 2", "Item 0", "Item 3"])
    }
}
