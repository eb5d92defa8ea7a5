import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// K3: text-input-v3 with the test compositor as the input method. Traces
/// are the requests the compositor received, one a line.
@MainActor
@Suite(.serialized)
struct TextInputV3Tests {
    /// A window with a text view at (20, 30); the text input has entered the
    /// toplevel's surface and the view is focused with `text` and the caret
    /// at UTF-16 offset `caret`.
    func focusedField(_ h: Harness, text: String, caret: Int, enter: Bool = true) throws -> TextInputTestView {
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100))
        let view = TextInputTestView(frame: CGRect(x: 20, y: 30, width: 160, height: 40))
        window.addSubview(view)
        view.text = text
        view.selection = NSRange(location: caret, length: 0)
        if enter { h.compositor.textInputEnter(surface: h.compositor.toplevelSurface(0)) }
        try h.roundtrip()
        view.becomeFirstResponder()
        try h.roundtrip()
        return view
    }

    func logged(_ h: Harness, _ fragment: String) -> Bool { h.log.contains { $0.contains(fragment) } }

    @Test("K3: a field taking focus enables the text input with its state in one commit")
    func enableOnFocus() throws {
        let h = try Harness()
        #expect(h.compositor.textInputObjects == 1)
        let view = try focusedField(h, text: "héllo", caret: 3)
        #expect(h.compositor.textInputTrace == [
            "enable",
            "surrounding_text \"héllo\" 4 4",
            "text_change_cause 1",
            "content_type 0x7 0",
            "cursor_rectangle 54 35 2 16",
            "commit 1",
        ])
        #expect(h.compositor.textInputEnabled)
        #expect(view.isFirstResponder)
    }

    @Test("K3: the surrounding text is at most 4000 bytes around the caret, cut between characters, with byte offsets")
    func longTextExcerpt() throws {
        let h = try Harness()
        // 10 bytes and 5 UTF-16 units a unit: 1-, 2-, 3- and 4-byte characters.
        let unit = "aé你😀"
        let text = String(repeating: unit, count: 1000)
        let caret = 5 * 500 + 3  // after "aé你" of the 501st unit
        _ = try focusedField(h, text: text, caret: caret)
        let sent = try #require(h.compositor.surroundingText)
        let bytes = Array(sent.text.utf8)
        #expect(bytes.count <= 4000 && bytes.count >= 3990)
        #expect(sent.cursor == sent.anchor)
        // Balanced around the caret, and the offsets are where the caret is.
        #expect(sent.cursor >= 1990 && sent.cursor <= 2000)
        let caretIndex = text.utf16.index(text.startIndex, offsetBy: caret)
        let before = String(decoding: bytes[..<sent.cursor], as: UTF8.self)
        let after = String(decoding: bytes[sent.cursor...], as: UTF8.self)
        #expect(text[..<caretIndex].hasSuffix(before))
        #expect(text[caretIndex...].hasPrefix(after))
        #expect(!sent.text.contains("\u{FFFD}"))

        // Near the start the budget goes to the text after the caret.
        view(h)?.selection = NSRange(location: 10, length: 0)
        try h.roundtrip()
        let early = try #require(h.compositor.surroundingText)
        #expect(early.cursor == 20)
        #expect(early.text.utf8.count >= 3990 && early.text.utf8.count <= 4000)
        #expect(text.hasPrefix(early.text))
    }

    private func view(_ h: Harness) -> TextInputTestView? {
        UIApplication.shared.focusedTextInput as? TextInputTestView
    }

    @Test("K3: excerpts keep grapheme clusters whole, cut long selections at the caret and leave marked text out")
    func excerptRules() {
        // "xé yz" with a decomposed é (e + U+0301): 3 bytes that must stay together.
        let combining = SurroundingText(document: "xe\u{301}yz", selection: NSRange(location: 4, length: 0), marked: nil, limit: 3)
        #expect(combining == SurroundingText(text: "yz", cursor: 1, anchor: 1))
        let long = SurroundingText(document: "abcdef", selection: NSRange(location: 0, length: 6), marked: nil, limit: 4)
        #expect(long == SurroundingText(text: "cdef", cursor: 4, anchor: 0))
        let marked = SurroundingText(document: "我ni你", selection: NSRange(location: 3, length: 0),
                                     marked: NSRange(location: 1, length: 2))
        #expect(marked == SurroundingText(text: "我你", cursor: 3, anchor: 3))
        let selected = SurroundingText(document: "a😀bc", selection: NSRange(location: 1, length: 3), marked: nil)
        #expect(selected == SurroundingText(text: "a😀bc", cursor: 6, anchor: 1))
    }

    @Test("K3: content hint and purpose come from keyboardType, textContentType, isSecureTextEntry and the capitalization and correction traits")
    func contentType() throws {
        let h = try Harness()
        let view = try focusedField(h, text: "", caret: 0)
        func check(_ setup: (TextInputTestView) -> Void, _ hint: UInt32, _ purpose: UInt32,
                   sourceLocation: SourceLocation = #_sourceLocation) throws {
            view.resignFirstResponder()
            view.keyboardType = .default
            view.autocapitalizationType = .sentences
            view.autocorrectionType = .default
            view.isSecureTextEntry = false
            view.textContentType = nil
            setup(view)
            view.becomeFirstResponder()
            try h.roundtrip()
            #expect(h.compositor.contentType.hint == hint, sourceLocation: sourceLocation)
            #expect(h.compositor.contentType.purpose == purpose, sourceLocation: sourceLocation)
        }
        // completion 0x1, spellcheck 0x2, auto_capitalization 0x4, uppercase
        // 0x10, titlecase 0x20, hidden_text 0x40, sensitive_data 0x80, latin 0x100.
        try check({ _ in }, 0x7, 0)
        try check({ $0.isSecureTextEntry = true }, 0xC0, 8)  // password
        try check({ $0.isSecureTextEntry = true; $0.keyboardType = .numberPad }, 0xC0, 9)  // pin
        try check({ $0.keyboardType = .emailAddress; $0.autocapitalizationType = .none }, 0, 6)
        try check({ $0.textContentType = .oneTimeCode; $0.keyboardType = .numberPad }, 0x4, 2)  // digits
        try check({ $0.keyboardType = .asciiCapable; $0.autocapitalizationType = .words; $0.autocorrectionType = .no }, 0x120, 0)
        try check({ $0.keyboardType = .URL; $0.autocapitalizationType = .allCharacters; $0.autocorrectionType = .yes }, 0x13, 5)
        try check({ $0.textContentType = .telephoneNumber; $0.autocorrectionType = .no }, 0x4, 4)
    }

    @Test("K3: the cursor rectangle is the caret in surface coordinates, converted through the view's superviews, and follows the caret")
    func cursorRectangle() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100))
        // A container scrolled down by 20 points, as a scroll view would be.
        let container = UIView(frame: CGRect(x: 10, y: 40, width: 180, height: 60))
        container.bounds.origin = CGPoint(x: 0, y: 20)
        window.addSubview(container)
        let view = TextInputTestView(frame: CGRect(x: 20, y: 25, width: 100, height: 30))
        container.addSubview(view)
        view.text = "abc"
        view.selection = NSRange(location: 2, length: 0)
        h.compositor.textInputEnter(surface: h.compositor.toplevelSurface(0))
        view.becomeFirstResponder()
        try h.roundtrip()
        // caretRect(2) = (26, 5, 2, 16); + view (20, 25) + container (10, 40 - 20).
        #expect(h.compositor.cursorRectangle == [56, 50, 2, 16])
        view.selection = NSRange(location: 3, length: 0)
        try h.roundtrip()
        #expect(h.compositor.cursorRectangle == [64, 50, 2, 16])
        #expect(h.compositor.textChangeCause == 1)
    }

    @Test("K3: resigning first responder disables the text input")
    func disableOnResign() throws {
        let h = try Harness()
        let view = try focusedField(h, text: "abc", caret: 3)
        h.compositor.clearTextInputTrace()
        view.resignFirstResponder()
        try h.roundtrip()
        #expect(h.compositor.textInputTrace == ["disable", "commit 2"])
        #expect(!h.compositor.textInputEnabled)
        // Typing elsewhere now sends nothing.
        view.text = "abcd"
        try h.roundtrip()
        #expect(h.compositor.textInputTrace == ["disable", "commit 2"])
    }

    @Test("K3: pinyin composes through marked text: \"n\", \"ni\", then \"你\" committed")
    func pinyinPreedit() throws {
        let h = try Harness()
        let view = try focusedField(h, text: "我", caret: 1)
        #expect(h.compositor.surroundingText == .init(text: "我", cursor: 3, anchor: 3))

        h.compositor.preedit("n", cursorBegin: 1, cursorEnd: 1)
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.text == "我n")
        #expect(view.marked == NSRange(location: 1, length: 1))
        #expect(view.selection == NSRange(location: 2, length: 0))
        // The preedit is no surrounding text: "replaced with a cursor".
        #expect(h.compositor.surroundingText == .init(text: "我", cursor: 3, anchor: 3))

        h.compositor.preedit("ni", cursorBegin: 2, cursorEnd: 2)
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.text == "我ni")
        #expect(view.marked == NSRange(location: 1, length: 2))
        #expect(view.selection == NSRange(location: 3, length: 0))

        h.compositor.commitString("你")
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.text == "我你")
        #expect(view.marked == nil)
        #expect(view.selection == NSRange(location: 2, length: 0))
        #expect(Array(view.calls.suffix(3)) == ["setMarkedText(, {0, 0})", "unmarkText", "insertText(你)"])
        #expect(h.compositor.surroundingText == .init(text: "我你", cursor: 6, anchor: 6))
        #expect(h.compositor.textChangeCause == 0)  // input_method

        // Cursor offsets are bytes of the preedit: 3…6 of "你好" is "好";
        // (-1, -1) hides the cursor, which UITextInput puts after the preedit.
        h.compositor.preedit("你好", cursorBegin: 3, cursorEnd: 6)
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.calls.last == "setMarkedText(你好, {1, 1})")
        h.compositor.preedit("你好", cursorBegin: -1, cursorEnd: -1)
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.calls.last == "setMarkedText(你好, {2, 0})")
        #expect(view.text == "我你你好")
    }

    @Test("K3: done applies delete_surrounding_text before the commit string, around the selection")
    func deleteSurrounding() throws {
        let h = try Harness()
        let view = try focusedField(h, text: "hello wörld", caret: 11)
        h.compositor.deleteSurroundingText(before: 6, after: 0)  // "wörld" is 6 bytes
        h.compositor.commitString("there")
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.text == "hello there")
        #expect(view.selection == NSRange(location: 11, length: 0))
        #expect(h.compositor.surroundingText == .init(text: "hello there", cursor: 11, anchor: 11))

        // "Excluding the selection": lengths count from its ends and it stays.
        view.text = "abcdef"
        view.selection = NSRange(location: 2, length: 2)
        try h.roundtrip()
        h.compositor.deleteSurroundingText(before: 1, after: 1)
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.text == "acdf")
        #expect(view.selection == NSRange(location: 1, length: 2))
        #expect(h.compositor.surroundingText == .init(text: "acdf", cursor: 3, anchor: 1))
    }

    @Test("K3: a done with an old serial edits the text, and its state is sent after the next current done")
    func staleSerial() throws {
        let h = try Harness()
        let view = try focusedField(h, text: "ab", caret: 2)
        view.text = "abc"
        view.selection = NSRange(location: 3, length: 0)
        try h.roundtrip()
        let commits = h.compositor.textInputCommits
        #expect(h.compositor.surroundingText == .init(text: "abc", cursor: 3, anchor: 3))

        // The input method answers a state it had before our last commits.
        h.compositor.commitString("X")
        h.compositor.textInputDone(serial: commits - 1)
        try h.roundtrip()
        #expect(view.text == "abcX")
        #expect(h.compositor.textInputCommits == commits, "no state sent after an old done")
        #expect(h.compositor.surroundingText == .init(text: "abc", cursor: 3, anchor: 3))

        h.compositor.textInputDone(serial: commits)
        try h.roundtrip()
        #expect(h.compositor.textInputCommits == commits + 1)
        #expect(h.compositor.surroundingText == .init(text: "abcX", cursor: 4, anchor: 4))
        #expect(h.compositor.textChangeCause == 0)

        // A current done that changes nothing sends nothing (no commit ping-pong).
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(h.compositor.textInputCommits == commits + 1)
    }

    @Test("K3: invalid UTF-8 drops the event; preedit cursors outside the text or inside a character are clamped")
    func invalidUTF8() throws {
        let h = try Harness()
        let view = try focusedField(h, text: "a", caret: 1)
        h.compositor.commitString(bytes: [0x62, 0xFF])
        h.compositor.textInputDone()
        h.compositor.preedit(bytes: [0xE4, 0xBD], cursorBegin: 0, cursorEnd: 0)  // "你" cut short
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.text == "a")
        #expect(view.marked == nil)
        #expect(logged(h, "commit_string text is not valid UTF-8"))

        h.compositor.commitString("b")
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.text == "ab")

        // Byte 1 is inside "你" (rounds down to 0); 99 is past its 3 bytes.
        h.compositor.preedit("你", cursorBegin: 1, cursorEnd: 99)
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.calls.last == "setMarkedText(你, {0, 1})")
        #expect(logged(h, "preedit_string cursor 1…99"))
        #expect(view.text == "ab你")
    }

    @Test("K3: delete_surrounding_text past the text's ends or inside a character is clamped and logged")
    func outOfRangeDelete() throws {
        let h = try Harness()
        let view = try focusedField(h, text: "xaö", caret: 3)
        // 1 byte before the caret is inside "ö": nothing of it goes.
        h.compositor.deleteSurroundingText(before: 1, after: 0)
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.text == "xaö")
        #expect(logged(h, "inside a character"))

        h.compositor.deleteSurroundingText(before: .max, after: 5)
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.text == "")
        #expect(logged(h, "reaches past the surrounding text sent"))
        #expect(h.compositor.surroundingText == .init(text: "", cursor: 0, anchor: 0))
    }

    @Test("K3: enter and leave set _hasPlatformInputMethod; leave drops the preedit; events without enter are ignored; enter enables again")
    func enterAndLeave() throws {
        let h = try Harness()
        let view = try focusedField(h, text: "ab", caret: 2, enter: false)
        #expect(!UIApplication.shared._hasPlatformInputMethod)
        #expect(h.compositor.textInputTrace.isEmpty, "nothing is sent before enter")

        h.compositor.textInputEnter(surface: h.compositor.toplevelSurface(0))
        try h.roundtrip()
        #expect(UIApplication.shared._hasPlatformInputMethod)
        #expect(h.compositor.textInputTrace.first == "enable")
        #expect(h.compositor.textInputTrace.last == "commit 1")

        h.compositor.preedit("x", cursorBegin: 1, cursorEnd: 1)
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.text == "abx")
        h.compositor.clearTextInputTrace()

        h.compositor.textInputLeave()
        try h.roundtrip()
        #expect(!UIApplication.shared._hasPlatformInputMethod)
        #expect(view.text == "ab", "the preedit is reset on leave")
        #expect(view.marked == nil)
        h.compositor.commitString("y")
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(view.text == "ab")
        #expect(logged(h, "commit_string without enter"))
        #expect(h.compositor.textInputTrace.isEmpty, "nothing is sent after leave")

        h.compositor.textInputEnter(surface: h.compositor.toplevelSurface(0))
        try h.roundtrip()
        #expect(UIApplication.shared._hasPlatformInputMethod)
        #expect(h.compositor.textInputTrace.first == "enable")
        #expect(h.compositor.surroundingText == .init(text: "ab", cursor: 2, anchor: 2))
    }

    @Test("K3: a tap in the focused field enables the text input again with all its state")
    func reenableOnTap() throws {
        let h = try Harness()
        _ = try focusedField(h, text: "abc", caret: 1)
        h.compositor.clearTextInputTrace()
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 50, y: 40, time: 10)
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 1, time: 20)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(h.compositor.textInputTrace == [
            "enable",
            "surrounding_text \"abc\" 1 1",
            "text_change_cause 1",
            "content_type 0x7 0",
            "cursor_rectangle 38 35 2 16",
            "commit 2",
        ])
    }

    @Test("K3: without zwp_text_input_manager_v3 the client logs once and fields work without it")
    func withoutManager() throws {
        let h = try Harness(omitting: .textInput)
        let view = try focusedField(h, text: "a", caret: 1, enter: false)
        view.insertText("b")
        try h.roundtrip()
        #expect(view.text == "ab")
        #expect(logged(h, "offers no zwp_text_input_manager_v3"))
        #expect(!UIApplication.shared._hasPlatformInputMethod)
    }
}

/// K3 with WayKit's own text field: what an input method sends lands in a
/// `UITextField` as marked text and then committed text.
@MainActor
@Suite(.serialized)
struct TextInputV3FieldTests {
    @Test("K3/K2: pinyin through text-input-v3 into a UITextField: preedit \"ni\" is marked text, the commit \"你\" replaces it; a delete removes text before the caret")
    func pinyinIntoField() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 300, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        field.text = "ab"
        window.addSubview(field)
        h.compositor.textInputEnter(surface: h.compositor.toplevelSurface(0))
        try h.roundtrip()
        #expect(field.becomeFirstResponder())
        try h.roundtrip()
        #expect(h.compositor.textInputEnabled)
        #expect(UIApplication.shared._hasPlatformInputMethod)
        h.compositor.preedit("ni", cursorBegin: 2, cursorEnd: 2)
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(field.text == "abni")
        #expect(field.markedTextRange?.nsRange == NSRange(location: 2, length: 2))
        h.compositor.commitString("你")
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(field.text == "ab你")
        #expect(field.markedTextRange == nil)
        #expect(field.selectedTextRange?.nsRange == NSRange(location: 3, length: 0))
        // The state sent back: the new text, the caret after 你 (byte 5).
        let sent = try #require(h.compositor.surroundingText)
        #expect(sent.text == "ab你" && sent.cursor == 5)
        h.compositor.deleteSurroundingText(before: 3, after: 0)   // 你 is 3 bytes
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(field.text == "ab")
        _ = field.resignFirstResponder()
        try h.roundtrip()
        #expect(!h.compositor.textInputEnabled)
    }
}

@MainActor
@Suite(.serialized)
struct TextInputV3SecureTests {
    @Test("K3: a secure field's text never goes to the input method: its surrounding text is empty, its content type says hidden and sensitive")
    func secureFieldSendsNothing() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 300, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        field.text = "hunter2"
        field.isSecureTextEntry = true
        window.addSubview(field)
        h.compositor.textInputEnter(surface: h.compositor.toplevelSurface(0))
        try h.roundtrip()
        #expect(field.becomeFirstResponder())
        try h.roundtrip()
        let sent = try #require(h.compositor.surroundingText)
        #expect(sent.text == "" && sent.cursor == 0 && sent.anchor == 0)
        #expect(!h.compositor.textInputTrace.contains { $0.contains("hunter2") })
        // A delete around the caret removes nothing it was not shown.
        h.compositor.deleteSurroundingText(before: 3, after: 0)
        h.compositor.textInputDone()
        try h.roundtrip()
        #expect(field.text == "hunter2")
    }
}
