import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A menu drawn by the real renderer (D6): the panel, a highlighted row,
/// red text for a destructive action, grey for a disabled one, a
/// checkmark for one that is on. `WAYKIT_MENU_PNG` names a file to write
/// the picture to, to look at.
@MainActor
@Suite("Menu drawing (D6)", .serialized)
struct MenuDrawingTests {
    @Test("D6: a menu draws its panel, the highlighted row, a destructive title in red and a disabled one in grey, and a checkmark")
    func drawn() throws {
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(title: "Edit", children: [
            UIAction(title: "Bold", state: .on) { _ in },
            UIAction(title: "Paste", attributes: .disabled) { _ in },
            UIMenu(options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive) { _ in }]),
        ])
        window.addSubview(button)
        backend.tap(at: CGPoint(x: 160, y: 122))
        let menu = try #require(MenuWindow.shown)
        backend.press(.keyboardDownArrow)
        let image = try #require(backend.render(menu))
        if let path = ProcessInfo.processInfo.environment["WAYKIT_MENU_PNG"] {
            try image.pngData().write(to: URL(fileURLWithPath: path))
        }
        func rowPixels(_ title: String) throws -> [(red: Int, green: Int, blue: Int, alpha: Int)] {
            let r = try #require(menu.frameOfRow(titled: title))
            var out: [(red: Int, green: Int, blue: Int, alpha: Int)] = []
            for x in stride(from: r.minX + 1, to: r.maxX - 1, by: 1) {
                for y in stride(from: r.minY + 1, to: r.maxY - 1, by: 1) { out.append(image.color(at: CGPoint(x: x, y: y))) }
            }
            return out
        }
        let panel = menu.panel.frame
        #expect(image.pixel(at: CGPoint(x: panel.midX, y: panel.maxY - 3), matches: UIColor(rgb: 0xF9F9F9)), "the panel")
        #expect(image.pixel(at: CGPoint(x: 5, y: 5), matches: .clear), "nothing drawn around the menu")
        let bold = try #require(menu.frameOfRow(titled: "Bold"))
        #expect(image.pixel(at: CGPoint(x: bold.maxX - 4, y: bold.midY), matches: .systemGray4), "highlighted by the key")
        let delete = try rowPixels("Delete")
        #expect(delete.contains { $0.red > 200 && $0.green < 120 && $0.blue < 120 }, "red text")
        let paste = try rowPixels("Paste")
        #expect(paste.contains { $0.red < 180 && abs($0.red - $0.blue) < 20 && $0.alpha == 255 }, "grey text")
        #expect(!paste.contains { $0.red < 40 && $0.green < 40 && $0.blue < 40 }, "no black text")
        // The checkmark sits in the leading column of Bold's row.
        var mark = false
        for x in stride(from: bold.minX + 12, to: bold.minX + 36, by: 1) {
            for y in stride(from: bold.minY + 8, to: bold.maxY - 8, by: 1) {
                let c = image.color(at: CGPoint(x: x, y: y))
                if c.red < 80 && c.green < 80 && c.blue < 80 { mark = true }
            }
        }
        #expect(mark, "a checkmark before Bold")
        MenuHostWindow.dismissCurrent()
    }

    @Test("D6: a highlighted first row keeps the panel's round corners")
    func roundCorners() throws {
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }, UIAction(title: "Paste") { _ in }])
        window.addSubview(button)
        backend.tap(at: CGPoint(x: 160, y: 122))
        let menu = try #require(MenuWindow.shown)
        backend.press(.keyboardDownArrow)
        let image = try #require(backend.render(menu))
        let panel = menu.panel.frame
        #expect(image.pixel(at: CGPoint(x: panel.midX, y: panel.minY + 4), matches: .systemGray4))
        #expect(image.color(at: CGPoint(x: panel.minX + 1, y: panel.minY + 1)).alpha == 0, "the corner stays round")
        MenuHostWindow.dismissCurrent()
    }
}
