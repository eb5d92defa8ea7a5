import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

extension Harness {
    /// One turn of compositor and client, without waiting.
    func turn() throws {
        compositor.dispatch()
        try backend.dispatch(timeout: 0)
        compositor.dispatch()
    }

    /// Turns until `done`: pipe transfers move no Wayland message, so
    /// `roundtrip()` would stop before they end. False after `limit` turns.
    @discardableResult
    func pump(limit: Int = 2000, until done: () -> Bool) throws -> Bool {
        for _ in 0..<limit {
            if done() { return true }
            try turn()
        }
        return done()
    }

    /// A window with keyboard focus and one key pressed in it, so the client
    /// has an input serial to quote (set_selection needs one).
    func focusedWindow() throws -> (UIWindowScene, UIWindow) {
        let shown = try showWindow()
        compositor.keyboardEnter(surface: windowSurface())
        compositor.key(30, pressed: true, time: 10)
        compositor.key(30, pressed: false, time: 20)
        try roundtrip()
        return shown
    }
}

/// Counts `UIPasteboard.changedNotification`s of the general pasteboard.
final class PasteboardNotes: @unchecked Sendable {
    private let lock = NSLock()
    private var posted = 0
    private var token: NSObjectProtocol?
    @MainActor init() {
        token = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: UIPasteboard.general, queue: nil) { [unowned self] _ in
            lock.lock(); posted += 1; lock.unlock()
        }
    }
    deinit { if let token { NotificationCenter.default.removeObserver(token) } }
    var count: Int { lock.lock(); defer { lock.unlock() }; return posted }
}

@MainActor
@Suite(.serialized)
struct ClipboardTests {
    let utf8 = "text/plain;charset=utf-8"

    @Test("K6: text copied in the app is the selection, offered in UTF-8 types with the latest input serial, and read back through a pipe")
    func copyIsReadByAnotherClient() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        let serial = h.compositor.lastSerial
        UIPasteboard.general.string = "Grüße 😀"
        try h.roundtrip()
        #expect(h.compositor.selectionSets() == 1)
        #expect(h.compositor.selectionSerial() == serial, "set_selection quotes the key's serial")
        #expect(h.compositor.selectionIsClient())
        let types = h.compositor.clientSelectionMimeTypes()
        #expect(Array(types.prefix(3)) == [utf8, "UTF8_STRING", "text/plain"])
        #expect(types.count == 4 && types.last?.hasPrefix("application/x-waykit-selection;id=") == true)
        // The compositor announced our own selection back: recognised, dropped.
        #expect(UIPasteboard.general.string == "Grüße 😀")
        #expect(h.compositor.liveOffers() == 0)
        for type in ["UTF8_STRING", "text/plain", utf8] {
            #expect(h.compositor.readClientSelection(mimeType: type))
            #expect(try h.pump { h.compositor.clientSelectionBytes().done })
            #expect(String(decoding: h.compositor.clientSelectionBytes().bytes, as: UTF8.self) == "Grüße 😀")
        }
        #expect(h.compositor.selectionIsClient(.primary) == false, "the clipboard is not the primary selection")
    }

    @Test("K6: a copy larger than a pipe is written as the reader drains it")
    func largeCopy() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        let text = String(repeating: "0123456789abcdef", count: 3 << 16)  // 3 MiB
        UIPasteboard.general.string = text
        try h.roundtrip()
        h.compositor.readClientSelection(mimeType: utf8)
        #expect(try h.pump { h.compositor.clientSelectionBytes().done })
        #expect(h.compositor.clientSelectionBytes().bytes.count == text.utf8.count)
    }

    @Test("K6: a reader that stops taking our text is given up after 5 s of the app's clock; the pipe is closed")
    func stalledReader() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        let text = String(repeating: "z", count: 1 << 20)
        UIPasteboard.general.string = text
        try h.roundtrip()
        h.compositor.readClientSelection(mimeType: utf8)
        // Only the client runs: the compositor reads nothing, the pipe fills.
        for _ in 0..<10 { try h.backend.dispatch(timeout: 0) }
        h.clock.advance(by: 4.9)
        try h.backend.dispatch(timeout: 0)
        #expect(!h.log.contains { $0.contains("stopped reading") })
        h.clock.advance(by: 0.1)
        #expect(h.log.contains { $0.contains("stopped reading our selection") })
        #expect(try h.pump { h.compositor.clientSelectionBytes().done }, "the client closed its end")
        let received = h.compositor.clientSelectionBytes().bytes.count
        #expect(received > 0 && received < text.utf8.count)
    }

    @Test("K6: another client's selection is pasted through a pipe, answered later, then known synchronously")
    func pasteFromAnotherClient() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        let board = UIPasteboard.general
        let notes = PasteboardNotes()
        h.compositor.setSelection(mimeTypes: [utf8], content: .bytes(Array("from elsewhere".utf8)))
        try h.roundtrip()
        #expect(notes.count == 1)
        #expect(board.hasStrings && board.string == nil, "offered, not read yet")
        var answer: String?? = .none
        board.requestString { answer = $0 }
        #expect(answer == .none, "the read is asynchronous")
        #expect(try h.pump { answer != nil })
        #expect(answer == .some("from elsewhere"))
        #expect(board.string == "from elsewhere" && notes.count == 1)
        #expect(h.compositor.selectionReceives() == 1 && h.compositor.lastReceiveMimeType() == utf8)
        board.requestString { answer = $0 }
        #expect(h.compositor.selectionReceives() == 1, "known now: no second transfer")
    }

    @Test("K6: the offer's types are read in the order text/plain;charset=utf-8, UTF8_STRING, text/plain; no text type, no read")
    func mimePreference() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        let board = UIPasteboard.general
        let cases: [([String], String)] = [
            (["text/plain", "UTF8_STRING", "text/html", "text/plain;charset=UTF-8"], "text/plain;charset=UTF-8"),
            (["text/plain", "TEXT", "UTF8_STRING"], "UTF8_STRING"),
            (["text/html", "text/plain"], "text/plain"),
        ]
        for (i, (offered, wanted)) in cases.enumerated() {
            h.compositor.setSelection(mimeTypes: offered, content: .bytes(Array("v\(i)".utf8)))
            try h.roundtrip()
            var answer: String?
            board.requestString { answer = $0 }
            #expect(try h.pump { answer != nil })
            #expect(answer == "v\(i)")
            #expect(h.compositor.lastReceiveMimeType() == wanted)
        }
        h.compositor.setSelection(mimeTypes: ["image/png", "text/html"], content: .bytes([1, 2, 3]))
        try h.roundtrip()
        #expect(!board.hasStrings)
        var answer: String?? = .none
        board.requestString { answer = $0 }
        #expect(answer == .some(nil))
        #expect(h.compositor.selectionReceives() == 3)
    }

    @Test("K6: the primary selection, both ways, apart from the clipboard")
    func primarySelection() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        UIPasteboard.primarySelection.string = "selected words"
        try h.roundtrip()
        #expect(h.compositor.selectionIsClient(.primary) && h.compositor.selectionSets(.primary) == 1)
        #expect(h.compositor.selectionSets(.clipboard) == 0)
        h.compositor.readClientSelection(.primary, mimeType: utf8)
        #expect(try h.pump { h.compositor.clientSelectionBytes(.primary).done })
        #expect(h.compositor.clientSelectionBytes(.primary).bytes == Array("selected words".utf8))

        h.compositor.setSelection(.primary, mimeTypes: ["UTF8_STRING"], content: .bytes(Array("their words".utf8)))
        try h.roundtrip()
        #expect(!h.compositor.selectionIsClient(.primary), "our source was cancelled")
        var answer: String?
        UIPasteboard.primarySelection.requestString { answer = $0 }
        #expect(try h.pump { answer != nil })
        #expect(answer == "their words")
        #expect(UIPasteboard.general.string == nil && !UIPasteboard.general.hasStrings)
    }

    @Test("K6: a source that never sends times out after 2 s of the app's clock; input flows meanwhile; the pipe is closed")
    func silentSourceTimesOut() throws {
        let h = try Harness()
        let (_, window, view) = try h.showRecordingWindow()
        _ = window
        h.compositor.keyboardEnter(surface: h.windowSurface())
        h.compositor.setSelection(mimeTypes: [utf8], content: .silent)
        try h.roundtrip()
        var answer: String?? = .none
        UIPasteboard.general.requestString { answer = $0 }
        for _ in 0..<20 { try h.turn() }
        #expect(answer == .none)
        #expect(h.compositor.selectionOpenTransfers() == 1)
        // The UI goes on while the paste waits.
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1"])
        h.clock.advance(by: 1.9)
        try h.turn()
        #expect(answer == .none)
        h.clock.advance(by: 0.1)
        #expect(answer == .some(nil))
        #expect(h.log.contains { $0.contains("no complete text within 2.0 s") })
        #expect(try h.pump { h.compositor.selectionOpenTransfers() == 0 })
        #expect(h.compositor.selectionReadersGone() == 1, "our end of the pipe was closed")
        #expect(UIPasteboard.general.hasStrings, "the offer stays; a later paste may try again")
    }

    @Test("K6: a 100 MB selection is refused past 16 MiB and logged; the pipe is closed")
    func hugeSelectionIsCapped() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        h.compositor.setSelection(mimeTypes: [utf8], content: .generated(count: 100 << 20))
        try h.roundtrip()
        var answer: String?? = .none
        UIPasteboard.general.requestString { answer = $0 }
        #expect(try h.pump(limit: 5000) { answer != nil })
        #expect(answer == .some(nil))
        #expect(h.log.contains { $0.contains("exceeds 16777216 bytes") })
        #expect(try h.pump { h.compositor.selectionOpenTransfers() == 0 })
        #expect(h.compositor.selectionReadersGone() == 1)
        let written = h.compositor.selectionBytesWritten()
        #expect(written > 16 << 20 && written < 20 << 20, "stopped soon after the limit: \(written)")
        #expect(UIPasteboard.general.string == nil)
    }

    @Test("K6: when another client takes the selection our source is cancelled and the pasteboard shows theirs")
    func cancelledSource() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        let board = UIPasteboard.general
        board.string = "mine"
        try h.roundtrip()
        let count = board.changeCount
        h.compositor.setSelection(mimeTypes: [utf8], content: .bytes(Array("theirs".utf8)))
        try h.roundtrip()
        #expect(board.string == nil && board.hasStrings)
        #expect(board.changeCount > count)
        #expect(!h.compositor.readClientSelection(mimeType: utf8), "our source is gone")
        var answer: String?
        board.requestString { answer = $0 }
        #expect(try h.pump { answer != nil })
        #expect(answer == "theirs")
    }

    @Test("K6: a cleared selection (no offer) empties the pasteboard and the old offer is destroyed")
    func clearedSelection() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        let board = UIPasteboard.general
        h.compositor.setSelection(mimeTypes: [utf8], content: .bytes(Array("x".utf8)))
        try h.roundtrip()
        #expect(h.compositor.liveOffers() == 1)
        h.compositor.clearSelection()
        try h.roundtrip()
        #expect(!board.hasStrings && board.string == nil)
        #expect(h.compositor.liveOffers() == 0)
        // Our own copy cleared by the compositor likewise.
        board.string = "mine"
        try h.roundtrip()
        h.compositor.clearSelection()
        try h.roundtrip()
        #expect(!board.hasStrings)
    }

    @Test("K6: invalid UTF-8 under a UTF-8 type is refused and logged; plain text/plain falls back to Latin-1")
    func invalidUTF8() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        let latin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9]  // "café" in Latin-1
        h.compositor.setSelection(mimeTypes: [utf8], content: .bytes(latin1))
        try h.roundtrip()
        var answer: String?? = .none
        UIPasteboard.general.requestString { answer = $0 }
        #expect(try h.pump { answer != nil })
        #expect(answer == .some(nil))
        #expect(h.log.contains { $0.contains("not valid UTF-8") })
        h.compositor.setSelection(mimeTypes: ["text/plain"], content: .bytes(latin1))
        try h.roundtrip()
        answer = .none
        UIPasteboard.general.requestString { answer = $0 }
        #expect(try h.pump { answer != nil })
        #expect(answer == .some("café"))
    }

    @Test("K6: without the compositor's managers both pasteboards stay in the app (logged once)")
    func noManagers() throws {
        let h = try Harness(omitting: [.dataDevice, .primarySelection])
        _ = try h.focusedWindow()
        UIPasteboard.general.string = "local"
        try h.roundtrip()
        #expect(UIPasteboard.general.string == "local")
        #expect(UIPasteboard.general._backend == nil)
        #expect(h.log.contains { $0.contains("wl_data_device_manager") && $0.contains("inside the app") })
        #expect(h.log.contains { $0.contains("zwp_primary_selection_device_manager_v1") })
    }

    @Test("K6: disconnecting detaches the pasteboards; what was copied stays in the app")
    func disconnect() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        // A second connection of its own to close (the harness closes its own at the end).
        let compositor = h.compositor
        var options = WaylandBackend.Options(displayName: compositor.socketName, log: { _ in },
                                             pump: { compositor.dispatch() })
        options.drainsMainQueue = false
        let second = try WaylandBackend(options: options)
        #expect(UIPasteboard.general._backend === second.client.clipboard.general)
        UIPasteboard.general.string = "kept"
        try h.roundtrip()
        second.disconnect()
        #expect(UIPasteboard.general._backend == nil && UIPasteboard.primarySelection._backend == nil)
        #expect(UIPasteboard.general.string == "kept")
    }

    // MARK: F: bad input

    @Test("K6 P6: a selection naming an offer the client destroyed ends the connection (libwayland: unknown object) with an error; the pasteboards go back to the app")
    func deadOffer() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        UIPasteboard.primarySelection.string = "kept"
        h.compositor.setSelection(mimeTypes: [utf8], content: .bytes(Array("a".utf8)))
        try h.roundtrip()
        h.compositor.setSelection(mimeTypes: [utf8], content: .bytes(Array("b".utf8)))
        // The client reads the new selection and destroys the old offer; the
        // compositor names the old one again before it sees that. The offer
        // was made by the compositor, so libwayland keeps no zombie for it
        // and refuses the event as naming an unknown object.
        try h.backend.dispatch(timeout: 0)
        #expect(h.compositor.reannouncePreviousOffer())
        var failure: WaylandError?
        do { try h.roundtrip() } catch let error as WaylandError { failure = error }
        guard case .connectionLost = failure else {
            Issue.record("expected the connection to end, got \(String(describing: failure))")
            return
        }
        #expect(UIPasteboard.general._backend == nil && UIPasteboard.primarySelection._backend == nil)
        #expect(UIPasteboard.primarySelection.string == "kept")
        UIPasteboard.general.string = "in the app"
        #expect(UIPasteboard.general.string == "in the app")
    }

    @Test("K6 F1: offers that are never named are destroyed; the client keeps at most 8 waiting")
    func unusedOffers() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        h.compositor.sendUnusedOffers(count: 20)
        try h.roundtrip()
        #expect(h.compositor.liveOffers() == SelectionDevice.maximumUnclaimed)
        #expect(h.log.contains { $0.contains("never used") })
        h.compositor.setSelection(mimeTypes: [utf8], content: .bytes(Array("x".utf8)))
        try h.roundtrip()
        #expect(h.compositor.liveOffers() == 1, "only the selection's offer is kept")
    }

    @Test("K6 F1: MIME type lists are bounded in count and length; the rest is ignored and logged")
    func mimeFlood() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        let junk = (0..<100).map { "application/x-junk-\($0)" }
        h.compositor.setSelection(mimeTypes: [String(repeating: "t", count: 300)] + junk + [utf8],
                                  content: .bytes(Array("x".utf8)))
        try h.roundtrip()
        #expect(!UIPasteboard.general.hasStrings, "the text type came after the 64th")
        #expect(h.log.contains { $0.contains("more than 64 MIME types") })
        #expect(h.log.contains { $0.contains("MIME type of 300 bytes") })
    }

    @Test("K6 F1: a request for our selection in a type we do not offer gets an empty, closed pipe")
    func unservedType() throws {
        let h = try Harness()
        _ = try h.focusedWindow()
        UIPasteboard.general.string = "text"
        try h.roundtrip()
        h.compositor.readClientSelection(mimeType: "image/png")
        #expect(try h.pump { h.compositor.clientSelectionBytes().done })
        #expect(h.compositor.clientSelectionBytes().bytes.isEmpty)
        #expect(h.log.contains { $0.contains("as image/png, which we do not serve") })
    }
}

/// K6 with WayKit's own text field: cut and paste by the usual keys, through
/// the compositor's selection.
@MainActor
@Suite(.serialized)
struct TextFieldClipboardTests {
    @Test("K6: control-x in a UITextField puts the text on the compositor's selection; control-v pastes another client's text, fetched through a pipe without blocking")
    func cutAndPaste() throws {
        let h = try Harness()
        let (_, window) = try h.focusedWindow()
        #expect(h.compositor.sendKeymap(layout: "us"))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.text = "hello world"
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: UITextPosition(offset: 6))
        h.compositor.modifiers(depressed: 4)              // Control is xkb modifier 2
        h.compositor.key(45, pressed: true, time: 30)     // KEY_X
        h.compositor.key(45, pressed: false, time: 31)
        h.compositor.modifiers(depressed: 0)
        try h.roundtrip()
        #expect(field.text == "world")
        #expect(h.compositor.selectionIsClient())
        #expect(h.compositor.readClientSelection(mimeType: "text/plain;charset=utf-8"))
        #expect(try h.pump { h.compositor.clientSelectionBytes().done })
        #expect(String(decoding: h.compositor.clientSelectionBytes().bytes, as: UTF8.self) == "hello ")
        // Another client copies; control-v at the end pastes it.
        h.compositor.setSelection(mimeTypes: ["text/plain;charset=utf-8"], content: .bytes(Array("Grüße".utf8)))
        try h.roundtrip()
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        h.compositor.modifiers(depressed: 4)
        h.compositor.key(47, pressed: true, time: 40)     // KEY_V
        h.compositor.key(47, pressed: false, time: 41)
        h.compositor.modifiers(depressed: 0)
        #expect(try h.pump { field.text == "worldGrüße" })
    }
}
