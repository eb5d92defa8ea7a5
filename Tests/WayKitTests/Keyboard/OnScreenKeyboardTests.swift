import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// K5: WayKit's on-screen keyboard on the headless backend: shown and hidden
/// with focus and the policy, typed on through the event model, on the
/// virtual clock.
@MainActor
@Suite("On-screen keyboard")
struct OnScreenKeyboardTests {
    @Test("K5: appears at the bottom, in a window above the app's, when a text responder takes focus and no input method is there")
    func appearsOnFocus() throws {
        let f = KeyboardFixture()
        #expect(f.keyboard == nil)               // nothing made before a text field takes focus
        f.focus()
        #expect(f.isShown)
        let window = try #require(f.keyboardWindow)
        #expect(window.windowLevel > .alert)
        #expect(window.windowScene === f.window.windowScene)
        #expect(window.frame.maxY == 844)
        #expect(window.frame.width == 390)
        #expect(window.frame.height > 150 && window.frame.height < 300)
        #expect(f.backend.scene.windowsFrontToBack.first === window)
        #expect(f.keyboard?.keyboardView?.frame.origin.y == 0)
    }

    @Test("K5: not shown while the compositor's input method serves the window; shown when it leaves")
    func notWithInputMethod() {
        let f = KeyboardFixture()
        UIApplication.shared._hasPlatformInputMethod = true
        f.focus()
        #expect(!f.isShown)
        UIApplication.shared._hasPlatformInputMethod = false
        f.backend.advanceTime(by: 0.4)
        #expect(f.isShown)
        UIApplication.shared._hasPlatformInputMethod = true
        f.backend.advanceTime(by: 0.4)
        #expect(!f.isShown)
    }

    @Test("K5: .always shows it despite an input method; .never never shows it")
    func policies() {
        let f = KeyboardFixture()
        UIApplication.shared._hasPlatformInputMethod = true
        UIApplication.shared.onScreenKeyboardPolicy = .always
        f.focus()
        #expect(f.isShown)

        let g = KeyboardFixture()
        UIApplication.shared.onScreenKeyboardPolicy = .never
        g.focus()
        #expect(!g.isShown)
        UIApplication.shared.onScreenKeyboardPolicy = .automatic
        g.backend.advanceTime(by: 0.4)
        #expect(g.isShown)
    }

    @Test("K5: resigning first responder slides it out and hides its window")
    func hidesOnResign() throws {
        let f = KeyboardFixture()
        f.focus()
        let window = try #require(f.keyboardWindow)
        let view = try #require(f.keyboard?.keyboardView)
        f.field.resignFirstResponder()
        f.backend.advanceTime(by: 0.1)
        #expect(f.keyboard?.isVisible == false)
        #expect(!window.isHidden)                // still sliding out
        #expect(view._presentedCenter.y > view.bounds.height / 2 + 10)
        f.backend.advanceTime(by: 0.3)
        #expect(window.isHidden)
    }

    @Test("K5: focus back while it slides out: it turns around from where it is drawn and stays up")
    func refocusWhileHiding() throws {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let f = KeyboardFixture()
        f.focus()
        let view = try #require(f.keyboard?.keyboardView)
        f.field.resignFirstResponder()
        f.backend.advanceTime(by: 0.1)
        let drawn = view._presentedCenter.y
        #expect(drawn > view.bounds.height / 2 + 10)
        f.field.becomeFirstResponder()
        #expect(abs(view._presentedCenter.y - drawn) < 0.5)
        #expect(abs((log.entries.last?.begin?.minY ?? 0) - (f.keyboardWindow?.frame.minY ?? 0) - (drawn - view.bounds.height / 2)) < 0.5)
        f.backend.advanceTime(by: 0.5)
        #expect(f.isShown)
        #expect(view._presentedCenter.y == view.bounds.height / 2)
        #expect(log.names == ["WillShow", "DidShow", "WillHide", "WillShow", "DidShow"])
    }

    @Test("K5: typing \"Hi\" with shift: letters type on touch-up, shift lasts one letter")
    func typesWithShift() {
        let f = KeyboardFixture()
        f.focus()
        f.tap("shift")
        #expect(f.key("shift")?.shiftState == .once)
        #expect(f.key("h")?.caption == "H")
        let id = f.backend.touchDown(at: f.center("h"))
        #expect(f.key("h")?.isHighlighted == true)
        #expect(f.field.text == "")               // nothing on touch-down
        f.backend.advanceTime(by: 0.05)
        f.backend.touchUp(id)
        #expect(f.field.text == "H")
        #expect(f.key("h")?.isHighlighted == false)
        #expect(f.key("shift")?.shiftState == .off)
        f.backend.advanceTime(by: 0.05)
        f.tap("i")
        #expect(f.field.text == "Hi")
        #expect(UIApplication.shared.keyWindow === f.window)
    }

    @Test("K5: the letters change case in the frame after the letter that let go of shift: the typed letter's frame redraws no other key; the shift key shows its state at once")
    func caseChangeFollowsTheLetter() {
        let f = KeyboardFixture()
        f.focus()
        f.tap("shift")
        #expect(f.key("h")?.caption == "H")
        let id = f.backend.touchDown(at: f.center("h"))
        f.backend.advanceTime(by: 0.05)
        f.backend.touchUp(id)
        #expect(f.field.text == "H")
        #expect(f.key("shift")?.shiftState == .off)
        // Still the capitals in the letter's frame: 26 keys are not redrawn with it.
        #expect(f.key("i")?.caption == "I")
        f.backend.advanceTime(by: 1.0 / 60)
        #expect(f.key("i")?.caption == "I")
        f.backend.advanceTime(by: 1.0 / 60)
        #expect(f.key("i")?.caption == "i")
        // What a key types follows shift, whatever its caption showed.
        f.tap("i")
        #expect(f.field.text == "Hi")
    }

    @Test("K5: a double tap on shift is caps lock until shift is tapped again")
    func capsLock() {
        let f = KeyboardFixture()
        f.focus()
        f.tap("shift")
        f.backend.advanceTime(by: 0.1)
        f.tap("shift")
        #expect(f.key("shift")?.shiftState == .locked)
        f.tap(["a", "b", "shift", "c"])
        #expect(f.field.text == "ABc")
    }

    @Test("K5: autocapitalization .sentences shifts at the start and after a full stop")
    func autocapitalization() {
        let f = KeyboardFixture()
        f.field.autocapitalizationType = .sentences
        f.focus()
        #expect(f.key("shift")?.shiftState == .once)
        f.tap(["o", "k", "123", ".", "ABC", "space", "n"])
        #expect(f.field.text == "Ok. N")
    }

    @Test("K5: autocapitalization by type: none, words, sentences, all characters")
    func wantsCapital() {
        _ = HeadlessBackend()
        let input = TestTextInput(frame: .zero)
        func check(_ type: UITextAutocapitalizationType, _ text: String, _ expected: Bool,
                   sourceLocation: SourceLocation = #_sourceLocation) {
            input.autocapitalizationType = type
            input.text = text
            #expect(OnScreenKeyboardController.wantsCapital(input) == expected, "\(type) \(text.debugDescription)",
                    sourceLocation: sourceLocation)
        }
        check(.none, "", false)
        check(.words, "", true); check(.words, "one ", true); check(.words, "one", false)
        check(.sentences, "", true); check(.sentences, "Hi. ", true); check(.sentences, "Hi?  ", true)
        check(.sentences, "Hi.", false); check(.sentences, "Hi there ", false); check(.sentences, "Hi\n", true)
        check(.sentences, "   ", true)
        check(.allCharacters, "abc", true)
    }

    @Test("K5: the number pad's blank corner types nothing")
    func padBlankKey() {
        let f = KeyboardFixture()
        f.field.keyboardType = .numberPad
        f.focus()
        guard let pad = f.keyboard?.keyboardView, let window = f.keyboardWindow,
              let blank = pad.keyViews.first(where: { $0.key.action == .spacer }) else {
            Issue.record("no blank key")
            return
        }
        window.layoutIfNeeded()
        let p = blank.convert(CGPoint(x: blank.bounds.midX, y: blank.bounds.midY), to: nil)
        f.backend.tap(at: CGPoint(x: p.x + window.frame.minX, y: p.y + window.frame.minY))
        #expect(f.field.text == "")
        f.tap("0")
        #expect(f.field.text == "0")
    }

    @Test("K5: the highlight follows a sliding finger; the key under it at touch-up types")
    func slideMovesHighlight() {
        let f = KeyboardFixture()
        f.focus()
        let id = f.backend.touchDown(at: f.center("q"))
        #expect(f.key("q")?.isHighlighted == true)
        f.backend.advanceTime(by: 0.02)
        f.backend.touchMove(id, to: f.center("w"))
        #expect(f.key("q")?.isHighlighted == false)
        #expect(f.key("w")?.isHighlighted == true)
        f.backend.advanceTime(by: 0.02)
        f.backend.touchMove(id, to: f.center("e"))
        #expect(f.key("w")?.isHighlighted == false)
        #expect(f.key("e")?.isHighlighted == true)
        f.backend.advanceTime(by: 0.02)
        f.backend.touchUp(id, at: f.center("e"))
        #expect(f.field.text == "e")
        #expect(f.key("e")?.isHighlighted == false)
    }

    @Test("K5: backspace deletes on touch-down, then repeats after 0.5 s every 0.1 s while held")
    func backspaceRepeats() {
        let f = KeyboardFixture()
        f.field.text = "abcdefghijklmnopqrstuvwxyz"
        f.focus()
        let id = f.backend.touchDown(at: f.center("backspace"))
        #expect(f.field.text.count == 25)
        f.backend.advanceTime(by: 0.45)
        #expect(f.field.text.count == 25)
        // Deletions at 0.5, 0.6, … 1.0 s: six more.
        f.backend.advanceTime(by: 0.6)
        #expect(f.field.text.count == 19)
        f.backend.touchUp(id)
        f.backend.advanceTime(by: 1)
        #expect(f.field.text.count == 19)
    }

    @Test("K5: a finger sliding off backspace stops the repeat")
    func backspaceSlideOffStops() {
        let f = KeyboardFixture()
        f.field.text = "abcdefghij"
        f.focus()
        let id = f.backend.touchDown(at: f.center("backspace"))
        f.backend.advanceTime(by: 0.55)
        #expect(f.field.text == "abcdefgh")
        f.backend.touchMove(id, to: f.center("m"))
        f.backend.advanceTime(by: 1)
        #expect(f.field.text == "abcdefgh")
        f.backend.touchUp(id)
        #expect(f.field.text == "abcdefghm")
    }

    @Test("K5: the return key is labelled from returnKeyType and types a newline")
    func returnKey() {
        let labels: [(UIReturnKeyType, String)] = [(.default, "return"), (.go, "Go"), (.next, "Next"), (.search, "Search"),
                                                   (.send, "Send"), (.done, "Done"), (.join, "Join"), (.route, "Route"),
                                                   (.continue, "Continue"), (.google, "Search")]
        for (type, label) in labels {
            let f = KeyboardFixture()
            f.field.returnKeyType = type
            f.focus()
            #expect(f.key("return")?.caption == label)
            #expect(f.key("return")?.isPrimary == (type != .default))
            f.tap("return")
            #expect(f.field.text == "\n")
        }
    }

    @Test("K5: enablesReturnKeyAutomatically disables return while there is no text")
    func returnEnabledAutomatically() {
        let f = KeyboardFixture()
        f.field.enablesReturnKeyAutomatically = true
        f.focus()
        #expect(f.key("return")?.isEnabled == false)
        f.tap("return")
        #expect(f.field.text == "")
        f.tap("x")
        #expect(f.key("return")?.isEnabled == true)
    }

    @Test("K5: 123, #+= and ABC switch pages")
    func pages() {
        let f = KeyboardFixture()
        f.focus()
        f.tap(["123", "1", "#+=", "[", "123", "ABC", "z"])
        #expect(f.field.text == "1[z")
    }

    @Test("K5: a number pad for .numberPad, a decimal pad with a point for .decimalPad")
    func numberPads() {
        let f = KeyboardFixture()
        f.field.keyboardType = .numberPad
        f.focus()
        #expect(f.keyboard?.keyboardView?.pageName == "numberPad")
        #expect(f.key("q") == nil)
        #expect(f.key(".") == nil)
        f.tap(["4", "2", "backspace", "7"])
        #expect(f.field.text == "47")

        let g = KeyboardFixture()
        g.field.keyboardType = .decimalPad
        g.focus()
        #expect(g.keyboard?.keyboardView?.pageName == "decimalPad")
        g.tap(["3", ".", "5"])
        #expect(g.field.text == "3.5")
    }

    @Test("K5: will/did show and hide carry the end frame, duration and curve")
    func notifications() throws {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let f = KeyboardFixture()
        let start = f.backend.now
        f.field.becomeFirstResponder()
        #expect(log.names == ["WillShow"])
        f.backend.advanceTime(by: 0.4)
        #expect(log.names == ["WillShow", "DidShow"])
        let window = try #require(f.keyboardWindow)
        let willShow = log.entries[0]
        #expect(willShow.end == window.frame)
        #expect(willShow.begin == window.frame.offsetBy(dx: 0, dy: window.frame.height))
        #expect(willShow.duration == 0.25)
        #expect(willShow.curve == UIView.AnimationCurve.easeInOut.rawValue)
        #expect(abs(log.entries[1].time - start - 0.25) < 0.02)
        f.field.resignFirstResponder()
        f.backend.advanceTime(by: 0.4)
        #expect(log.names == ["WillShow", "DidShow", "WillHide", "DidHide"])
        #expect(log.entries[2].begin == window.frame)
        #expect(log.entries[2].end?.minY == 844)
    }

    @Test("K5: keyboardLayoutGuide's top follows the keyboard up and down")
    func keyboardLayoutGuide() throws {
        let f = KeyboardFixture()
        let root = UIView(frame: f.window.bounds)
        f.window.addSubview(root)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        ])
        f.window.layoutIfNeeded()
        #expect(bar.frame.maxY == 844)
        f.focus()
        let top = try #require(f.keyboardWindow).frame.minY
        #expect(top < 700)
        #expect(bar.frame.maxY == top)
        #expect(root.keyboardLayoutGuide.layoutFrame.minY == top)
        f.field.resignFirstResponder()
        f.backend.advanceTime(by: 0.4)
        #expect(bar.frame.maxY == 844)
    }

    @Test("K5: the guide's move is animated with the keyboard")
    func keyboardLayoutGuideAnimates() throws {
        let f = KeyboardFixture()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        f.window.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: f.window.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 100),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: f.window.keyboardLayoutGuide.topAnchor),
        ])
        f.window.layoutIfNeeded()
        f.field.becomeFirstResponder()
        f.backend.advanceTime(by: 0.12)
        let end = bar.center.y
        #expect(end < 844 - 22 - 100)
        #expect(bar._presentedCenter.y > end + 10)    // still on its way
        #expect(bar._presentedCenter.y < 844 - 22)
    }

    @Test("K5: the focused field scrolls into view above the keyboard in its scroll view")
    func scrollsFocusedFieldIntoView() {
        let f = KeyboardFixture()
        let scroll = UIScrollView(frame: f.window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        f.window.addSubview(scroll)
        let field = TestTextInput(frame: CGRect(x: 20, y: 760, width: 300, height: 40))
        scroll.addSubview(field)
        field.becomeFirstResponder()
        f.backend.advanceTime(by: 1)
        let kbTop = f.keyboardWindow?.frame.minY ?? 0
        let fieldInWindow = field.convert(field.bounds, to: nil)
        #expect(scroll.contentOffset.y > 0)
        #expect(fieldInWindow.maxY <= kbTop + 0.5)
        #expect(fieldInWindow.minY >= 0)
    }

    @Test("K5: the keyboard window never becomes key; the field keeps focus while keys are tapped")
    func neverKey() throws {
        let f = KeyboardFixture()
        f.focus()
        let window = try #require(f.keyboardWindow)
        #expect(!window.canBecomeKey)
        window.makeKey()
        window.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === f.window)
        f.tap(["o", "k"])
        #expect(UIApplication.shared.keyWindow === f.window)
        #expect(f.field.isFirstResponder)
        #expect(f.field.text == "ok")
    }

    @Test("K5: the keyboard window's transparent part (while the keys slide in) lets touches through to the app (H1)")
    func touchesOutsideFallThrough() throws {
        let f = KeyboardFixture()
        let below = LoggingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        f.window.insertSubview(below, at: 0)
        f.field.becomeFirstResponder()
        f.backend.advanceTime(by: 0.03)
        let window = try #require(f.keyboardWindow)
        let point = CGPoint(x: 200, y: window.frame.minY + 10)
        #expect(window.frame.contains(point))
        f.backend.tap(at: point)
        #expect(below.log.first?.hasSuffix("began 1") == true)
        #expect(f.field.text == "")
    }

    @Test("K5: moving focus from a field to a number field switches to the number pad without hiding")
    func focusMovesBetweenFields() {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let f = KeyboardFixture()
        let other = TestTextInput(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        other.keyboardType = .numberPad
        f.window.addSubview(other)
        f.focus()
        other.becomeFirstResponder()
        f.backend.advanceTime(by: 0.4)
        #expect(f.isShown)
        #expect(f.keyboard?.keyboardView?.pageName == "numberPad")
        #expect(!log.names.contains("WillHide"))
        f.tap("8")
        #expect(other.text == "8")
        #expect(f.field.text == "")
    }
}
