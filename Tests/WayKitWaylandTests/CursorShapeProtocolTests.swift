import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// D2 through the test compositor's `wp_cursor_shape_manager_v1`: the cursor
/// is named, not drawn. The theme path (no manager) is tested in
/// `CursorTests`, `CursorVisibilityTests` and `CursorShapeTests`.
@MainActor
@Suite(.serialized)
struct CursorShapeProtocolTests {
    // cursor-shape-v1's enum.
    let arrow: UInt32 = 1, pointer: UInt32 = 4, text: UInt32 = 9

    func move(_ h: Harness, to x: Double, time: UInt32) throws {
        h.compositor.pointerMotion(x: x, y: 50, time: time)
        h.compositor.pointerFrame()
        try h.roundtrip()
    }

    @Test("D2: with cursor-shape-v1 the cursor is named: the arrow on enter, a pointing hand over a button, an I-beam over a text field and a text view, quoting the enter serial")
    func namedShapes() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 500, height: 100))
        window.addSubview(UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        window.addSubview(UITextField(frame: CGRect(x: 100, y: 0, width: 100, height: 100)))
        window.addSubview(UITextView(frame: CGRect(x: 200, y: 0, width: 100, height: 100)))
        let label = UITextView(frame: CGRect(x: 300, y: 0, width: 100, height: 100))
        label.isEditable = false
        label.isSelectable = false
        window.addSubview(label)
        try h.roundtrip()

        h.compositor.pointerEnter(surface: h.windowSurface(), x: 450, y: 50)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(h.compositor.cursorShapeDevices == 1)
        #expect(h.compositor.cursorShapeSets == 1)
        #expect(h.compositor.cursorShape == arrow)
        #expect(h.compositor.cursorShapeSerial == h.compositor.pointerEnterSerial)

        var seen: [UInt32] = []
        for (x, time) in [(50.0, 10 as UInt32), (150, 20), (250, 30), (350, 40), (450, 50)] {
            try move(h, to: x, time: time)
            seen.append(h.compositor.cursorShape)
        }
        // Button, text field, text view, a text view that takes no caret, nothing.
        #expect(seen == [pointer, text, text, arrow, arrow])
        // Unchanged shapes are not sent again: enter, hand, I-beam, arrow.
        #expect(h.compositor.cursorShapeSets == 4)
        #expect(h.compositor.cursorShapeSerial == h.compositor.pointerEnterSerial)
        // No cursor surface of ours: the compositor draws it.
        #expect(h.compositor.cursorSets == 0)
        #expect(h.log.allSatisfy { !$0.contains("wp_cursor_shape_manager_v1") })
    }

    @Test("D2: with cursor-shape-v1 touch hides the cursor (set_cursor with no surface) and motion names it again; kiosk mode starts hidden; the device goes with the pointer")
    func hiddenOnTouch() throws {
        let h = try Harness()
        _ = try h.showWindow()
        let s = h.windowSurface()
        h.compositor.pointerEnter(surface: s, x: 5, y: 5)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(h.compositor.cursorShapeSets == 1)
        h.compositor.touchDown(surface: s, id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 1, time: 110)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(h.compositor.cursorSets == 1)
        #expect(h.compositor.cursorSurface == nil)
        #expect(h.compositor.cursorSerial == h.compositor.pointerEnterSerial)
        try move(h, to: 20, time: 120)
        #expect(h.compositor.cursorShapeSets == 2)
        #expect(h.compositor.cursorShape == arrow)
        #expect(h.compositor.cursorSets == 1)
        h.compositor.setCapabilities([.keyboard, .touch])
        try h.roundtrip()
        #expect(h.compositor.cursorShapeDevices == 0)

        let k = try Harness(options: { $0.kiosk = true })
        _ = try k.showWindow()
        k.compositor.pointerEnter(surface: k.windowSurface(), x: 5, y: 5)
        k.compositor.pointerFrame()
        try k.roundtrip()
        #expect(k.compositor.cursorSets == 1)
        #expect(k.compositor.cursorSurface == nil)
        #expect(k.compositor.cursorShapeSets == 0)
        try move(k, to: 30, time: 100)
        #expect(k.compositor.cursorShapeSets == 1)
        #expect(k.compositor.cursorShape == arrow)
    }

    @Test("D2: the trace says what the compositor was given: set_shape with cursor-shape-v1's name, or set_cursor with the theme cursor attached (one of the hand's names over a button), and set_cursor none when hidden")
    func traceSaysWhatWasSent() throws {
        for omitted: TestCompositor.Omitted in [[], [.cursorShape]] {
            let h = try Harness(omitting: omitted)
            let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100))
            window.addSubview(UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
            try h.roundtrip()
            let trace = DeliveryTrace.start()
            defer { trace.stop() }
            h.compositor.pointerEnter(surface: h.windowSurface(), x: 150, y: 50)
            h.compositor.pointerFrame()
            try h.roundtrip()
            try move(h, to: 50, time: 10)
            h.compositor.touchDown(surface: h.windowSurface(), id: 0, x: 150, y: 50, time: 20)
            h.compositor.touchFrame()
            try h.roundtrip()
            let sent = trace.lines.filter { $0.hasPrefix("wayland cursor: ") }
            if omitted.isEmpty {
                #expect(sent == ["wayland cursor: set_shape default", "wayland cursor: set_shape pointer",
                                 "wayland cursor: set_cursor none"])
            } else {
                // The theme's (or libwayland-cursor's built-in) cursors.
                #expect(sent.count == 3)
                let names = sent.map { $0.replacingOccurrences(of: "wayland cursor: set_cursor ", with: "") }
                #expect(names.count == 3 && UIPointerCursorShape.arrow.themeNames.contains(names[0]))
                #expect(names.count == 3 && UIPointerCursorShape.pointingHand.themeNames.contains(names[1]))
                #expect(names.last == "none")
                #expect(h.compositor.cursorSets == 3)
            }
        }
    }
}
