import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// V6: reordering across sections, as UIKit allows: the row leaves its
/// section, the rows and the header between make room, and the data source
/// hears moveRowAt with the row's index path after the move.
@MainActor
@Suite(.serialized)
struct TableReorderSectionsTests {
    final class Model: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections = [["A0", "A1", "A2"], ["B0", "B1", "B2"]]
        var log: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
            log.append("move \(source.section).\(source.row) to \(destination.section).\(destination.row)")
            let item = sections[source.section].remove(at: source.row)
            sections[destination.section].insert(item, at: destination.row)
        }
    }

    @Test("V6: a row dragged by its reorder control into the next section lands there; the rows and the header it passed made room; moveRowAt gets the new index path")
    func acrossSections() throws {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 600))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let table = UITableView(frame: window.bounds, style: .plain)
        let model = Model()
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        window.makeKeyAndVisible()
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let moving = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let control = try #require(moving._reorderControl)
        let start = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
        let b0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        let b1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        let a2 = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let a2Y = a2.frame.minY, b0Y = b0.frame.minY, b1Y = b1.frame.minY
        let header1 = table.rectForHeader(inSection: 1).minY
        // Down past A2, section 1's header and B0: between B0 and B1.
        let target = (b0.frame.midY + b1.frame.midY) / 2
        let distance = target - moving.frame.midY
        let id = backend.touchDown(at: start)
        let steps = 12
        for i in 1...steps {
            backend.advanceTime(by: 0.016)
            backend.touchMove(id, to: CGPoint(x: start.x, y: start.y + distance * CGFloat(i) / CGFloat(steps)))
        }
        backend.advanceTime(by: 0.5)
        #expect(a2.frame.minY == a2Y - 44, "A2 moved up into the row's place")
        #expect(b0.frame.minY == b0Y - 44, "B0 moved up")
        #expect(b1.frame.minY == b1Y, "B1 stays below the row's new place")
        let headers = table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }
        #expect(headers.contains { abs($0.frame.minY - (header1 - 44)) < 0.5 }, "section 1's header moved up: \(headers.map(\.frame.minY)), was \(header1)")
        #expect(model.log.isEmpty)
        backend.touchUp(id)
        backend.advanceTime(by: 0.5)
        #expect(model.log == ["move 0.1 to 1.1"])
        #expect(model.sections == [["A0", "A2"], ["B0", "A1", "B1", "B2"]])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === moving)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "A2")
        #expect(table.numberOfRows(inSection: 1) == 4)
    }

    @Test("V6: index paths after a move across sections, down and up")
    func movedIndexPaths() {
        let from = IndexPath(row: 1, section: 0), to = IndexPath(row: 1, section: 2)
        #expect(UITableView._moved(IndexPath(row: 2, section: 0), from: from, to: to) == IndexPath(row: 1, section: 0))
        #expect(UITableView._moved(IndexPath(row: 0, section: 2), from: from, to: to) == IndexPath(row: 0, section: 2))
        #expect(UITableView._moved(IndexPath(row: 1, section: 2), from: from, to: to) == IndexPath(row: 2, section: 2))
        #expect(UITableView._moved(IndexPath(row: 5, section: 1), from: from, to: to) == IndexPath(row: 5, section: 1))
        #expect(UITableView._moved(from, from: from, to: to) == to)
        // Up, within a section.
        let up = IndexPath(row: 4, section: 0), dest = IndexPath(row: 1, section: 0)
        #expect(UITableView._moved(IndexPath(row: 1, section: 0), from: up, to: dest) == IndexPath(row: 2, section: 0))
        #expect(UITableView._moved(IndexPath(row: 5, section: 0), from: up, to: dest) == IndexPath(row: 5, section: 0))
    }
}
