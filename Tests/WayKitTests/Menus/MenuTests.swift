import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A view that records key presses that reach it as first responder.
private final class KeyRecorder: UIView {
    var presses: [UIKeyboardHIDUsage] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { if let k = p.key?.keyCode { self.presses.append(k) } }
    }
}

private final class ContextDelegate: UIContextMenuInteractionDelegate {
    var asked: [CGPoint] = []
    var ended = 0
    var menu: UIMenu?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        asked.append(location)
        guard let menu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) { ended += 1 }
}

@MainActor
@Suite("Menus (D6)", .serialized)
struct MenuTests {
    func centre(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }

    /// A window with a button at (100, 300) 120×44 whose menu has Copy,
    /// Paste (disabled) and an inline group with Delete (destructive).
    func buttonScene(primary: Bool, log: Box) -> (HeadlessBackend, UIWindow, UIButton) {
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Open") { _ in log.lines.append("primary") })
        button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
        button.menu = UIMenu(title: "", children: [
            UIAction(title: "Copy") { a in log.lines.append("copy from \(a.sender.map { "\(type(of: $0))" } ?? "nil")") },
            UIAction(title: "Paste", attributes: .disabled) { _ in log.lines.append("paste") },
            UIAction(title: "Hidden", attributes: .hidden) { _ in log.lines.append("hidden") },
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Delete", attributes: .destructive) { _ in log.lines.append("delete") },
            ]),
        ])
        button.showsMenuAsPrimaryAction = primary
        window.addSubview(button)
        return (backend, window, button)
    }

    final class Box { var lines: [String] = [] }

    @Test("D6: with showsMenuAsPrimaryAction a tap opens the button's menu below it instead of the primary action; tapping an item runs it with the button as sender and closes the menu")
    func primaryMenu() throws {
        let log = Box()
        let (backend, window, button) = buttonScene(primary: true, log: log)
        var menuEvents = 0
        button.addAction(UIAction { _ in menuEvents += 1 }, for: .menuActionTriggered)
        backend.tap(at: CGPoint(x: 160, y: 322))
        let menu = try #require(MenuWindow.shown)
        #expect(log.lines.isEmpty, "no primary action")
        #expect(menuEvents == 1)
        #expect(menu.rowTitles == ["Copy", "Paste", "—", "Delete"], "hidden left out; the inline group set apart")
        #expect(!menu.isKeyWindow && window.isKeyWindow, "a menu never becomes key")
        #expect(menu.windowLevel > KeyboardWindow.level)
        let copy = try #require(menu.frameOfRow(titled: "Copy"))
        #expect(copy.minY >= button.frame.maxY, "below the button")
        #expect(abs(menu.panel.convert(menu.panel.bounds, to: nil).midX - button.frame.midX) < 1, "centred on it")
        backend.advanceTime(by: 1)
        backend.tap(at: centre(copy))
        #expect(log.lines == ["copy from UIButton"])
        #expect(MenuWindow.shown == nil)
        #expect(!window.windowScene!.windows.contains { $0 is MenuWindow }, "the menu window left the scene")
    }

    @Test("D6: without showsMenuAsPrimaryAction a tap sends the primary action and a long press opens the menu, cancelling the tap (C4)")
    func longPressMenu() throws {
        let log = Box()
        let (backend, _, _) = buttonScene(primary: false, log: log)
        backend.tap(at: CGPoint(x: 160, y: 322))
        #expect(log.lines == ["primary"])
        #expect(MenuWindow.shown == nil)
        backend.advanceTime(by: 1)
        let id = backend.touchDown(at: CGPoint(x: 160, y: 322))
        backend.advanceTime(by: 0.6)
        #expect(MenuWindow.shown != nil)
        backend.touchUp(id)
        #expect(log.lines == ["primary"], "the long press took the touch")
        #expect(MenuWindow.shown != nil, "lifting leaves the menu open")
        MenuHostWindow.dismissCurrent()
    }

    @Test("D6: a row highlights on touch down, the highlight follows the finger, a disabled row never highlights, and lifting off the rows chooses nothing")
    func highlightFollowsFinger() throws {
        let log = Box()
        let (backend, _, _) = buttonScene(primary: true, log: log)
        backend.tap(at: CGPoint(x: 160, y: 322))
        let menu = try #require(MenuWindow.shown)
        let copy = try #require(menu.frameOfRow(titled: "Copy"))
        let paste = try #require(menu.frameOfRow(titled: "Paste"))
        let delete = try #require(menu.frameOfRow(titled: "Delete"))
        backend.advanceTime(by: 1)
        let id = backend.touchDown(at: centre(copy))
        #expect(menu.highlightedRow == 0)
        backend.touchMove(id, to: centre(paste))
        #expect(menu.highlightedRow == nil, "disabled")
        backend.touchMove(id, to: centre(delete))
        #expect(menu.highlightedRow == 3)
        backend.touchMove(id, to: CGPoint(x: 5, y: 5))
        #expect(menu.highlightedRow == nil)
        backend.touchUp(id)
        #expect(log.lines.isEmpty)
        #expect(MenuWindow.shown === menu, "a touch that began on the menu never closes it")
        backend.advanceTime(by: 1)
        let slide = backend.touchDown(at: centre(copy))
        backend.touchMove(slide, to: centre(delete))
        backend.touchUp(slide)
        #expect(log.lines == ["delete"], "sliding to a row and lifting chooses it")
    }

    @Test("D6: a tap outside the menu closes it and reaches nothing else")
    func outsideTap() throws {
        let log = Box()
        let (backend, window, _) = buttonScene(primary: true, log: log)
        var taps = 0
        window.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        backend.tap(at: CGPoint(x: 160, y: 322))
        #expect(MenuWindow.shown != nil)
        backend.advanceTime(by: 1)
        backend.tap(at: CGPoint(x: 20, y: 700))
        #expect(MenuWindow.shown == nil)
        #expect(taps == 0 && log.lines.isEmpty)
    }

    @Test("D6: keys move inside the menu: down and up skip disabled rows and wrap, return chooses, escape closes; the first responder gets none of them meanwhile")
    func keyboardNavigation() throws {
        let log = Box()
        let (backend, window, _) = buttonScene(primary: true, log: log)
        let recorder = KeyRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(recorder)
        _ = recorder.becomeFirstResponder()
        backend.tap(at: CGPoint(x: 160, y: 322))
        let menu = try #require(MenuWindow.shown)
        backend.press(.keyboardDownArrow)
        #expect(menu.highlightedRow == 0)
        backend.press(.keyboardDownArrow)
        #expect(menu.highlightedRow == 3, "Paste is disabled, the separator is no row")
        backend.press(.keyboardDownArrow)
        #expect(menu.highlightedRow == 0, "wraps")
        backend.press(.keyboardUpArrow)
        #expect(menu.highlightedRow == 3)
        backend.press(.keyboardReturnOrEnter)
        #expect(log.lines == ["delete"])
        #expect(MenuWindow.shown == nil)
        #expect(recorder.presses.isEmpty, "the menu took the keys")
        backend.tap(at: CGPoint(x: 160, y: 322))
        #expect(MenuWindow.shown != nil)
        backend.press(.keyboardEscape)
        #expect(MenuWindow.shown == nil)
        backend.press(.keyboardDownArrow)
        #expect(recorder.presses == [.keyboardDownArrow], "keys reach the first responder again")
    }

    @Test("D6: a submenu opens in place of its menu (tap, or right arrow), its title row and the left arrow lead back; single selection moves the checkmark")
    func submenus() throws {
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let small = UIAction(title: "Small", state: .on) { _ in }
        let large = UIAction(title: "Large") { _ in }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(title: "View", children: [
            UIMenu(title: "Size", options: .singleSelection, children: [small, large]),
            UIAction(title: "Refresh") { _ in },
        ])
        window.addSubview(button)
        backend.tap(at: CGPoint(x: 150, y: 122))
        var menu = try #require(MenuWindow.shown)
        #expect(menu.rowTitles == ["View", "Size", "Refresh"])
        backend.advanceTime(by: 1)
        backend.tap(at: centre(try #require(menu.frameOfRow(titled: "Size"))))
        menu = try #require(MenuWindow.shown)
        #expect(menu.rowTitles == ["‹ Size", "Small", "Large"])
        backend.press(.keyboardLeftArrow)
        #expect(MenuWindow.shown?.rowTitles == ["View", "Size", "Refresh"])
        backend.press(.keyboardDownArrow)
        backend.press(.keyboardRightArrow)
        #expect(MenuWindow.shown?.rowTitles == ["‹ Size", "Small", "Large"])
        backend.advanceTime(by: 1)
        backend.tap(at: centre(try #require(MenuWindow.shown?.frameOfRow(titled: "Large"))))
        #expect(large.state == .on && small.state == .off)
        #expect(MenuWindow.shown == nil)
        backend.advanceTime(by: 1)
        backend.tap(at: CGPoint(x: 150, y: 122))
        backend.advanceTime(by: 1)
        backend.tap(at: centre(try #require(MenuWindow.shown?.frameOfRow(titled: "Size"))))
        backend.advanceTime(by: 1)
        backend.tap(at: centre(try #require(MenuWindow.shown?.frameOfRow(titled: "‹ Size"))))
        #expect(MenuWindow.shown?.rowTitles == ["View", "Size", "Refresh"])
        MenuHostWindow.dismissCurrent()
    }

    @Test("D6: a context menu interaction opens at the press point on a secondary click (E6) and on a long press; a nil configuration opens nothing; the delegate hears the end")
    func contextMenu() throws {
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
        window.addSubview(view)
        let delegate = ContextDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        var chosen: [String] = []
        backend.click(at: CGPoint(x: 50, y: 260), button: .secondary)
        #expect(delegate.asked == [CGPoint(x: 50, y: 60)])
        #expect(MenuWindow.shown == nil, "no configuration, no menu")
        delegate.menu = UIMenu(children: [UIAction(title: "Remove") { a in chosen.append("remove \(a.sender.map { "\(type(of: $0))" } ?? "")") }])
        backend.advanceTime(by: 1)
        backend.click(at: CGPoint(x: 200, y: 300), button: .secondary)
        let menu = try #require(MenuWindow.shown)
        #expect(interaction.location(in: view) == CGPoint(x: 200, y: 100))
        let remove = try #require(menu.frameOfRow(titled: "Remove"))
        #expect(remove.minY >= 300 && abs(remove.midX - 200) < 1, "below the press point, centred on it")
        backend.advanceTime(by: 1)
        backend.click(at: centre(remove))
        #expect(chosen == ["remove UIView"])
        #expect(delegate.ended == 1)
        // A finger's long press.
        backend.advanceTime(by: 1)
        let id = backend.touchDown(at: CGPoint(x: 100, y: 400))
        backend.advanceTime(by: 0.6)
        #expect(MenuWindow.shown != nil)
        backend.touchUp(id)
        #expect(delegate.asked.last == CGPoint(x: 100, y: 200))
        interaction.dismissMenu()
        #expect(MenuWindow.shown == nil)
        #expect(delegate.ended == 2)
    }

    @Test("D6: a popup dismissed by the compositor closes the menu once, whatever comes twice")
    func popupDoneTwice() throws {
        let log = Box()
        let (backend, _, _) = buttonScene(primary: true, log: log)
        backend.tap(at: CGPoint(x: 160, y: 322))
        let menu = try #require(MenuWindow.shown)
        var ends = 0
        menu.onDismiss = { ends += 1 }
        menu._popupWasDismissed()
        menu._popupWasDismissed()
        #expect(MenuWindow.shown == nil && ends == 1)
        #expect(menu.isHidden)
    }

    @Test("D6: placed in the scene, a menu opens on the side asked, flips when there is no room, and slides to stay inside")
    func placement() {
        let bounds = CGRect(x: 0, y: 0, width: 400, height: 600)
        let size = CGSize(width: 200, height: 100)
        #expect(MenuPlacement.frame(size: size, anchor: CGRect(x: 100, y: 100, width: 100, height: 40), side: .below, in: bounds)
            == CGRect(x: 50, y: 140, width: 200, height: 100))
        #expect(MenuPlacement.frame(size: size, anchor: CGRect(x: 100, y: 480, width: 100, height: 40), side: .below, in: bounds)
            == CGRect(x: 50, y: 380, width: 200, height: 100), "flipped above")
        #expect(MenuPlacement.frame(size: size, anchor: CGRect(x: 100, y: 50, width: 100, height: 20), side: .above, in: bounds)
            == CGRect(x: 50, y: 70, width: 200, height: 100), "flipped below")
        #expect(MenuPlacement.frame(size: size, anchor: CGRect(x: 380, y: 100, width: 10, height: 10), side: .below, in: bounds).maxX
            == 392, "slid inside the margin")
        let huge = MenuPlacement.frame(size: CGSize(width: 1e9, height: 1e9), anchor: .zero, side: .below, in: bounds)
        #expect(bounds.contains(huge))
    }
}
