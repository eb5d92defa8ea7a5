import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// V6: row separators.
@MainActor
@Suite(.serialized)
struct SeparatorTests {
    @Test("V6: a one-pixel separator under each row but the last, inset 16 points (a cell's own inset wins), drawn in separatorColor; none with .none")
    func separators() throws {
        let s = EditableTableScene(count: 5)
        s.table.separatorColor = .systemRed
        s.table.layoutIfNeeded()
        let line = try #require(s.cell(0)?._separator)
        let scale = s.window.windowScene?.screen.scale ?? 1
        #expect(!line.isHidden)
        #expect(line.frame == CGRect(x: 16, y: 44 - 1 / scale, width: 384, height: 1 / scale))
        #expect(s.cell(4)?._separator?.isHidden ?? true)      // the last row has none
        let image = try #require(s.backend.render(s.window))
        #expect(image.pixel(at: CGPoint(x: 200, y: 43.5), matches: .systemRed))
        #expect(!image.pixel(at: CGPoint(x: 8, y: 43.5), matches: .systemRed))   // the inset
        #expect(!image.pixel(at: CGPoint(x: 200, y: 30), matches: .systemRed))
        #expect(!image.pixel(at: CGPoint(x: 200, y: 4 * 44 + 43.5), matches: .systemRed))

        s.cell(1)?.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        s.cell(1)?.layoutIfNeeded()
        #expect(s.cell(1)?._separator?.frame.minX == 60 && s.cell(1)?._separator?.frame.maxX == 390)

        s.table.separatorStyle = .none
        s.table.layoutIfNeeded()
        #expect(s.table._cells.values.allSatisfy { $0._separator?.isHidden ?? true })
        let plain = try #require(s.backend.render(s.window))
        #expect(!plain.pixel(at: CGPoint(x: 200, y: 43.5), matches: .systemRed))
    }
}
