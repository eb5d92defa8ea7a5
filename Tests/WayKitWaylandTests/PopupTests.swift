import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// Menus as `xdg_popup`s of their toplevel (D6), through the test
/// compositor: the positioner the client asks for, the grab's serial, the
/// compositor's configure and popup_done, and input on the popup surface.
@MainActor
@Suite("Popups (D6)", .serialized)
struct PopupTests {
    /// A 400×300 scene with a button at (100, 50) 120×44 whose menu has Copy
    /// and Delete; a tap opens it. `log` gets the action titles chosen.
    func buttonScene(_ h: Harness, log: @escaping (String) -> Void) throws -> (UIWindow, UIButton) {
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 300))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 50, width: 120, height: 44)
        button.menu = UIMenu(children: [
            UIAction(title: "Copy") { a in log("\(a.title) from \(a.sender.map { "\(type(of: $0))" } ?? "nil")") },
            UIAction(title: "Delete", attributes: .destructive) { a in log(a.title) },
        ])
        button.showsMenuAsPrimaryAction = true
        window.addSubview(button)
        try h.roundtrip()
        return (window, button)
    }

    /// Taps at (x, y) on `surface`; returns the touch down's serial.
    @discardableResult
    func tap(_ h: Harness, surface: Int, x: Double, y: Double, time: UInt32 = 100) throws -> UInt32 {
        h.compositor.touchDown(surface: surface, id: 1, x: x, y: y, time: time)
        let serial = h.compositor.lastSerial
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 1, time: time + 30)
        h.compositor.touchFrame()
        try h.roundtrip()
        return serial
    }

    /// The shown menu's row titled `title`, in its popup surface's coordinates.
    func rowCentre(_ title: String) throws -> (x: Double, y: Double) {
        let menu = try #require(MenuWindow.shown)
        let r = try #require(menu.frameOfRow(titled: title))
        return (r.midX - menu.frame.minX, r.midY - menu.frame.minY)
    }

    @Test("D6: a button's menu opens as an xdg_popup of the toplevel, anchored at the button, grabbing with the touch down's serial; configure places it; tapping an item runs it and destroys the popup")
    func buttonMenuPopup() throws {
        let h = try Harness()
        var log: [String] = []
        let (window, _) = try buttonScene(h) { log.append($0) }
        let downSerial = try tap(h, surface: h.windowSurface(), x: 160, y: 72)
        #expect(log.isEmpty)
        let menu = try #require(MenuWindow.shown)
        #expect(h.compositor.popupCount == 1)
        let surface = h.compositor.popupSurface(0)
        #expect(h.compositor.role(surface) == WTC_ROLE_POPUP)
        #expect(h.compositor.popupParentSurface(0) == h.compositor.toplevelSurface(0))
        #expect(!h.compositor.children(h.compositor.toplevelSurface(0)).contains(surface), "its own surface, no subsurface")
        let p = h.compositor.positioner(0)
        let size = menu.panel.bounds.size
        #expect(p.width == Int(size.width) && p.height == Int(size.height))
        #expect(p.anchorRect == (100, 42, 120, 60), "the button's frame, with the gap above and below")
        #expect(p.anchor == 2 && p.gravity == 2, "bottom: below the button")
        #expect(p.constraintAdjustment == 8 | 1 | 2, "flip y, slide x and y")
        #expect(h.compositor.popupGrabSerial(0) == downSerial, "the press's serial, not the release's")
        #expect(h.compositor.commits(surface) == 1 && h.compositor.bufferSize(surface) == .init(width: 0, height: 0),
                "no buffer before the first configure")

        // The compositor puts it elsewhere (flipped, slid): the menu follows.
        let serial = h.compositor.configurePopup(0, x: 30, y: 180, width: Int32(size.width), height: Int32(size.height))
        try h.roundtrip()
        #expect(h.compositor.popupLastAckedSerial(0) == serial)
        #expect(menu.frame == CGRect(x: 30, y: 180, width: size.width, height: size.height))
        #expect(h.compositor.bufferSize(surface) == .init(width: Int(size.width), height: Int(size.height)))

        let copy = try rowCentre("Copy")
        try tap(h, surface: surface, x: copy.x, y: copy.y, time: 300)
        #expect(log == ["Copy from UIButton"])
        #expect(MenuWindow.shown == nil)
        #expect(!h.compositor.isPopupAlive(0) && !h.compositor.isAlive(surface), "popup and surface destroyed")
        #expect(UIApplication.shared.activeTouches.isEmpty)
        #expect(window.isKeyWindow)
    }

    @Test("D6: popup_done closes the menu (twice in a row too); a finger down on the popup is cancelled and its later up for the destroyed surface is dropped")
    func popupDone() throws {
        let h = try Harness()
        var log: [String] = []
        _ = try buttonScene(h) { log.append($0) }
        try tap(h, surface: h.windowSurface(), x: 160, y: 72)
        let menu = try #require(MenuWindow.shown)
        let size = menu.panel.bounds.size
        h.compositor.configurePopup(0, x: 100, y: 102, width: Int32(size.width), height: Int32(size.height))
        try h.roundtrip()
        let surface = h.compositor.popupSurface(0)
        let copy = try rowCentre("Copy")
        h.compositor.touchDown(surface: surface, id: 7, x: copy.x, y: copy.y, time: 400)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(UIApplication.shared.activeTouches.count == 1)
        h.compositor.popupDone(0, times: 2)
        try h.roundtrip()
        #expect(MenuWindow.shown == nil)
        #expect(!h.compositor.isPopupAlive(0))
        #expect(UIApplication.shared.activeTouches.isEmpty, "E7: the menu's window went, so did its touch")
        h.compositor.touchMotion(id: 7, x: copy.x + 3, y: copy.y, time: 410)
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 7, time: 420)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(UIApplication.shared.activeTouches.isEmpty)
        #expect(log.isEmpty, "nothing chosen")
        // The button opens a new popup afterwards.
        try tap(h, surface: h.windowSurface(), x: 160, y: 72, time: 600)
        #expect(h.compositor.popupCount == 2 && h.compositor.isPopupAlive(1))
    }

    @Test("D6: a popup dismissed before its first configure (a refused grab) closes the menu, with a log line")
    func dismissedUnshown() throws {
        let h = try Harness()
        _ = try buttonScene(h) { _ in }
        try tap(h, surface: h.windowSurface(), x: 160, y: 72)
        #expect(MenuWindow.shown != nil)
        h.compositor.popupDone(0)
        try h.roundtrip()
        #expect(MenuWindow.shown == nil && !h.compositor.isPopupAlive(0))
        #expect(h.log.contains { $0.contains("before configuring it") })
        #expect(h.compositor.clientCount == 1)
    }

    @Test("D6: a tap on the toplevel outside the popup (the compositor lets our own surfaces have it) closes the menu and reaches nothing else")
    func tapOnToplevelOutside() throws {
        let h = try Harness()
        var log: [String] = []
        let (window, _) = try buttonScene(h) { log.append($0) }
        var taps = 0
        window.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        try tap(h, surface: h.windowSurface(), x: 160, y: 72)
        let size = try #require(MenuWindow.shown).panel.bounds.size
        h.compositor.configurePopup(0, x: 100, y: 102, width: Int32(size.width), height: Int32(size.height))
        try h.roundtrip()
        try tap(h, surface: h.windowSurface(), x: 20, y: 280, time: 500)
        #expect(MenuWindow.shown == nil && !h.compositor.isPopupAlive(0))
        #expect(taps == 0 && log.isEmpty)
    }

    @Test("D6: a context menu opens on a secondary click at the press point, grabbing with the button press's serial; the pointer chooses an item on the popup")
    func contextMenuPopup() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 300))
        final class Delegate: UIContextMenuInteractionDelegate {
            var chosen: [String] = []
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(actionProvider: { _ in
                    UIMenu(children: [UIAction(title: "Rename") { [weak self] _ in self?.chosen.append("rename") }])
                })
            }
        }
        let delegate = Delegate()
        let view = UIView(frame: window.bounds)
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        window.addSubview(view)
        try h.roundtrip()
        let s = h.windowSurface()
        h.compositor.pointerEnter(surface: s, x: 250, y: 120)
        h.compositor.pointerFrame()
        h.compositor.pointerButton(0x111, pressed: true, time: 100)
        let pressSerial = h.compositor.lastSerial
        h.compositor.pointerFrame()
        h.compositor.pointerButton(0x111, pressed: false, time: 130)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(h.compositor.popupCount == 1)
        let p = h.compositor.positioner(0)
        #expect(p.anchorRect == (250, 112, 1, 17), "the press point, with the gap")
        #expect(h.compositor.popupGrabSerial(0) == pressSerial)
        let size = try #require(MenuWindow.shown).panel.bounds.size
        h.compositor.configurePopup(0, x: 160, y: 137, width: Int32(size.width), height: Int32(size.height))
        try h.roundtrip()
        // The compositor moves the pointer onto the popup surface.
        let rename = try rowCentre("Rename")
        let popup = h.compositor.popupSurface(0)
        h.compositor.pointerLeave()
        h.compositor.pointerEnter(surface: popup, x: rename.x, y: rename.y)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(MenuWindow.shown?.highlightedRow == 0, "hover highlights")
        h.compositor.pointerButton(pressed: true, time: 300)
        h.compositor.pointerFrame()
        h.compositor.pointerButton(pressed: false, time: 320)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(delegate.chosen == ["rename"])
        #expect(!h.compositor.isPopupAlive(0))
    }

    @Test("D6: keys move inside a popup menu that has keyboard focus: down, return; escape closes another")
    func keysInPopup() throws {
        let h = try Harness()
        var log: [String] = []
        let (window, _) = try buttonScene(h) { log.append($0) }
        #expect(h.compositor.sendKeymap(layout: "us"))
        h.compositor.keyboardEnter(surface: h.windowSurface())
        try h.roundtrip()
        try tap(h, surface: h.windowSurface(), x: 160, y: 72)
        let size = try #require(MenuWindow.shown).panel.bounds.size
        h.compositor.configurePopup(0, x: 100, y: 102, width: Int32(size.width), height: Int32(size.height))
        // A popup with a grab takes the keyboard focus (Weston, mutter).
        h.compositor.keyboardEnter(surface: h.compositor.popupSurface(0))
        try h.roundtrip()
        #expect(window.isKeyWindow, "the menu never becomes key")
        for key: UInt32 in [108, 108] {  // KEY_DOWN twice: Copy, then Delete
            h.compositor.key(key, pressed: true, time: 200)
            h.compositor.key(key, pressed: false, time: 210)
        }
        h.compositor.key(28, pressed: true, time: 220)  // KEY_ENTER
        h.compositor.key(28, pressed: false, time: 230)
        try h.roundtrip()
        #expect(log == ["Delete"])
        #expect(!h.compositor.isPopupAlive(0))
        h.compositor.keyboardEnter(surface: h.windowSurface())
        try tap(h, surface: h.windowSurface(), x: 160, y: 72, time: 500)
        #expect(h.compositor.isPopupAlive(1))
        h.compositor.key(1, pressed: true, time: 600)  // KEY_ESC
        h.compositor.key(1, pressed: false, time: 610)
        try h.roundtrip()
        #expect(!h.compositor.isPopupAlive(1) && log == ["Delete"])
    }

    @Test("D6: the text edit menu is a popup above the selection")
    func editMenuPopup() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 300))
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 40))
        field.text = "popup"
        window.addSubview(field)
        try h.roundtrip()
        let s = h.windowSurface()
        h.compositor.pointerEnter(surface: s, x: 100, y: 140)
        h.compositor.pointerFrame()
        h.compositor.pointerButton(0x111, pressed: true, time: 100)
        h.compositor.pointerFrame()
        h.compositor.pointerButton(0x111, pressed: false, time: 130)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(TextEditMenu.isShown)
        #expect(h.compositor.popupCount == 1)
        let p = h.compositor.positioner(0)
        #expect(p.anchor == 1 && p.gravity == 1, "top: above the caret")
        #expect(p.anchorRect.y >= 112 && p.anchorRect.y + p.anchorRect.height <= 168, "around the caret in the field")
        let size = CGSize(width: p.width, height: p.height)
        h.compositor.configurePopup(0, x: 60, y: 76, width: Int32(size.width), height: Int32(size.height))
        try h.roundtrip()
        let selectAll = try #require(TextEditMenu.frame(of: .selectAll))
        try tap(h, surface: h.compositor.popupSurface(0), x: selectAll.midX - 60, y: selectAll.midY - 76, time: 300)
        #expect(field.selectedTextRange?.nsRange == NSRange(location: 0, length: 5))
        #expect(!h.compositor.isPopupAlive(0), "Select All closed the first popup")
        #expect(h.compositor.popupCount == 2 && h.compositor.isPopupAlive(1), "and opened the menu again in a new one")
        TextEditMenu.dismiss()
        try h.roundtrip()
        #expect(!h.compositor.isPopupAlive(1))
    }

    @Test("D6: configures with absurd sizes and positions are logged and survived; the menu still works")
    func badConfigures() throws {
        let h = try Harness()
        var log: [String] = []
        _ = try buttonScene(h) { log.append($0) }
        try tap(h, surface: h.windowSurface(), x: 160, y: 72)
        let menu = try #require(MenuWindow.shown)
        let size = menu.panel.bounds.size
        h.compositor.configurePopup(0, x: 10, y: 10, width: 0, height: -5)
        try h.roundtrip()
        #expect(menu.frame.size == size, "a size of nothing keeps the size asked for")
        h.compositor.configurePopup(0, x: Int32.max, y: Int32.min, width: Int32.max, height: Int32.max)
        try h.roundtrip()
        #expect(menu.frame.minX == CGFloat(PopupSurface.maximumOffset) && menu.frame.minY == -CGFloat(PopupSurface.maximumOffset))
        #expect(menu.frame.width <= CGFloat(BufferLimits.maximumSide) && menu.frame.height <= CGFloat(BufferLimits.maximumSide))
        #expect(h.log.contains { $0.contains("popup configure size") || $0.contains("0×-5") })
        #expect(h.log.contains { $0.contains("beyond") })
        h.compositor.configurePopup(0, x: 100, y: 102, width: Int32(size.width), height: Int32(size.height))
        try h.roundtrip()
        let copy = try rowCentre("Copy")
        try tap(h, surface: h.compositor.popupSurface(0), x: copy.x, y: copy.y, time: 500)
        #expect(log == ["Copy from UIButton"])
        #expect(h.compositor.clientCount == 1, "no protocol error")
    }

    @Test("D6: with popups turned off, a menu is drawn inside the toplevel as a window above the app's")
    func popupsOff() throws {
        let h = try Harness { $0.popups = false }
        var log: [String] = []
        _ = try buttonScene(h) { log.append($0) }
        try tap(h, surface: h.windowSurface(), x: 160, y: 72)
        let menu = try #require(MenuWindow.shown)
        #expect(h.compositor.popupCount == 0)
        #expect(h.compositor.children(h.compositor.toplevelSurface(0)).count == 2)
        #expect(menu.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        let r = try #require(menu.frameOfRow(titled: "Delete"))
        try tap(h, surface: h.windowSurface(1), x: r.midX, y: r.midY, time: 400)
        #expect(log == ["Delete"])
    }
}
