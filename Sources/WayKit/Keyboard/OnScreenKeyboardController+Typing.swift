import Foundation

// What the keys do (K5): a key types on touch-up through the focused
// responder's `UIKeyInput` (`insertText`, `deleteBackward`); backspace
// deletes on touch-down, as iOS's does, and repeats while held; shift is
// one-shot, a double tap locks it; page keys switch pages; return types
// "\n", which a text field turns into its return behaviour.
extension OnScreenKeyboardController: KeyboardViewDelegate {
    /// Backspace repeats after this long held…
    static let repeatDelay: TimeInterval = 0.5
    /// …then every this long.
    static let repeatInterval: TimeInterval = 0.1

    func keyboardView(_ view: KeyboardView, keyDown key: KeyboardKeyView) {
        guard key.key.action == .backspace else { return }
        deleteBackward()
        startRepeating()
    }

    func keyboardView(_ view: KeyboardView, keyAbandoned key: KeyboardKeyView) {
        if key.key.action == .backspace { stopRepeating() }
    }

    func keyboardView(_ view: KeyboardView, keyUp key: KeyboardKeyView, isDownKey: Bool) {
        guard let input else { return }
        let shiftedBefore = view.page.shiftable && shift.isShifted
        isTypingKey = true
        defer { isTypingKey = false }
        switch key.key.action {
        case .character:
            input.insertText(key.key.text(shifted: shiftedBefore))
            shift = shift.afterTyping
        case .space:
            input.insertText(" ")
        case .return:
            guard key.isEnabled else { return }
            input.insertText("\n")
        case .backspace:
            stopRepeating()
            // A finger that slid onto backspace deletes when it lifts; one
            // that went down on it deleted then.
            if !isDownKey { deleteBackward() }
        case .shift:
            // A tap on shift is the user's word over autocapitalization.
            tapShift()
            refreshKeys()
            return
        case .page:
            guard let name = key.key.page, let layout, let page = layout.pages[name] else { return }
            view.show(page, named: name, layout: layout)
        case .spacer:
            return
        }
        refreshAutoShift()
        // The letters change case when this key let go of shift (the first
        // letter of a sentence) or autocapitalization took it: 26 keys
        // redrawn, 0.6 ms, in the frame that should show the typed
        // character at once. They change in the frame after instead; the
        // shift key shows its state now, and what a key types follows the
        // shift state, never the captions.
        // A page key shows new keys: their captions are set now.
        let typed = key.key.action == .character || key.key.action == .space || key.key.action == .return
        refreshKeys(deferringCase: typed && shiftedBefore != (view.page.shiftable && shift.isShifted))
    }

    func deleteBackward() {
        guard let input else { stopRepeating(); return }
        input.deleteBackward()
        refreshAutoShift()
        refreshKeys()
    }

    // MARK: Repeat

    /// Deletions at the deadlines `down + delay + n × interval`, on the
    /// application's clock (a test's virtual one too), so the count over a
    /// hold does not drift.
    private func startRepeating() {
        stopRepeating()
        let clock = UIApplication.shared.clock
        let start = clock.now + Self.repeatDelay
        schedule(at: start, n: 0, on: clock)
    }

    private func schedule(at start: TimeInterval, n: Int, on clock: EventClock) {
        repeatTimer = clock.schedule(at: start + Double(n) * Self.repeatInterval) { [weak self] in
            guard let self else { return }
            self.deleteBackward()
            guard self.repeatTimer != nil else { return }
            self.schedule(at: start, n: n + 1, on: clock)
        }
    }

    func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    // MARK: Shift

    private func tapShift() {
        let now = UIApplication.shared.clock.now
        let isDoubleTap = lastShiftTap.map { $0.turnedOn && now - $0.time <= KeyboardShiftState.doubleTapInterval } ?? false
        let before = shift
        shift = shift.afterShiftTap(isDoubleTap: isDoubleTap)
        lastShiftTap = (now, before == .off && shift == .once)
    }

    /// Autocapitalization: shift for the next letter where the responder's
    /// `autocapitalizationType` wants a capital; never over caps lock.
    func refreshAutoShift() {
        guard shift != .locked, let input, keyboardView?.page.shiftable ?? false else { return }
        shift = Self.wantsCapital(input) ? .once : .off
    }

    static func wantsCapital(_ input: any UITextInput) -> Bool {
        let before: String
        if let caret = input.selectedTextRange?.start,
           let range = input.textRange(from: input.beginningOfDocument, to: caret) {
            before = input.text(in: range) ?? ""
        } else {
            before = input.textInputDocument
        }
        switch input.autocapitalizationType {
        case .none: return false
        case .allCharacters: return true
        case .words: return before.last.map { $0.isWhitespace } ?? true
        case .sentences:
            guard let last = before.last else { return true }
            if last.isNewline { return true }
            guard last.isWhitespace else { return false }
            var rest = Substring(before)
            while let c = rest.last, c.isWhitespace, !c.isNewline { rest = rest.dropLast() }
            guard let end = rest.last else { return true }
            return end == "." || end == "!" || end == "?" || end.isNewline
        }
    }

    // MARK: Captions

    /// Brings the caps up to date: letters' case, shift's glyph, the return
    /// key's caption, colour and whether it is enabled.
    func refreshKeys(deferringCase: Bool = false) {
        guard let view = keyboardView, let input else { return }
        pendingCaseChange?.invalidate()
        pendingCaseChange = nil
        if deferringCase {
            // The frame ticked in this very turn draws the letter; the case
            // changes at the next one, once the compositor has shown it.
            var ticks = 0
            let link = CADisplayLink { [weak self] link in
                ticks += 1
                guard ticks >= 2 else { return }
                link.invalidate()
                self?.pendingCaseChange = nil
                self?.refreshKeys()
            }
            link.add(to: .main, forMode: .common)
            pendingCaseChange = link
        }
        let shifted = view.page.shiftable && shift.isShifted
        for key in view.keyViews {
            switch key.key.action {
            case .character where view.page.shiftable && !deferringCase:
                key.caption = key.key.label ?? key.key.text(shifted: shifted)
            case .shift:
                key.shiftState = shift
            case .return:
                key.caption = key.key.label ?? layout?.returnLabel(for: input.returnKeyType) ?? "return"
                key.isPrimary = input.returnKeyType != .default
                key.isEnabled = !input.enablesReturnKeyAutomatically || input.hasText
            default:
                break
            }
        }
    }
}
