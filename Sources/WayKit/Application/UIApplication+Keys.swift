import Foundation

extension UIApplication {
    /// R7/W2: a key goes to the key window, which hands it to its first
    /// responder; unhandled presses travel along `next`.
    func _processKey(_ input: KeyInput) {
        // D6: an open menu takes the keys that move inside it; it is never
        // the key window, so it is asked before the key window.
        if MenuHostWindow._handleMenuKey(input) { return }
        guard let window = keyWindow else { return }
        let code = input.physicalKey
        // K4: a key command takes the key (down and repeats run it; its
        // presses reach no responder).
        // Y3: Alt+Super+S starts and stops the speech mode (GNOME's
        // screen-reader key), from any keyboard or keypad.
        // The modifiers are checked first: an ordinary key never touches the
        // speech mode (nor makes it, on the first key's path).
        if input.phase == .down, input.key.modifierFlags.isSuperset(of: [.alternate, .command]),
           input.key.charactersIgnoringModifiers.lowercased() == "s", SpeechMode.shared.isStartGestureEnabled {
            SpeechMode.shared.toggle()
            return
        }
        switch input.phase {
        case .down:
            if let command = _keyCommand(for: input.key, in: window),
               command.wantsPriorityOverSystemBehavior || !_textViewTakes(input.key, in: window) {
                _commandKeys[code] = command
                command.action(command)
                return
            }
            // Y4: with an item focused (not a text input, which edits with
            // these keys), Tab, the arrows, Return, Space and Escape drive
            // focus before any responder (a list would scroll on them).
            if UIFocusSystem._main._takesKey(input.key, in: window) {
                _focusKeys.insert(code)
                return
            }
        case .repeat:
            if let command = _commandKeys[code] {
                if command.repeatsWhileHeld { command.action(command) }
                return
            }
            if _focusKeys.contains(code) {
                UIFocusSystem._main._handleUnhandledKey(input.key)
                return
            }
        case .up, .cancelled:
            if _commandKeys.removeValue(forKey: code) != nil { return }
            if _focusKeys.remove(code) != nil { return }
        }
        let event = UIPressesEvent(timestamp: input.timestamp)
        event.modifierFlags = input.key.modifierFlags
        let press: UIPress
        switch input.phase {
        case .down:
            if let old = _downPresses.removeValue(forKey: code) {
                // A second down for a key already down (a missed release): the
                // old press ends as cancelled before the new one begins, so no
                // press is left open (R7, F2 for keys).
                old.phase = .cancelled
                old.timestamp = input.timestamp
                let cancel = UIPressesEvent(timestamp: input.timestamp)
                cancel.modifierFlags = input.key.modifierFlags
                cancel._presses = [old]
                sendEvent(cancel)
            }
            press = UIPress(phase: .began, timestamp: input.timestamp, type: .keyboard, key: input.key)
            _downPresses[code] = press
        case .repeat:
            guard let p = _downPresses[code] else { return }
            press = p
            press.phase = .changed
            press.isRepeat = true
        case .up, .cancelled:
            guard let p = _downPresses.removeValue(forKey: code) else { return }
            press = p
            press.phase = input.phase == .up ? .ended : .cancelled
            press.isRepeat = false
        }
        press.timestamp = input.timestamp
        // The window it began in keeps it (R7), even if another became key.
        if input.phase == .down { press.window = window }
        event._presses = [press]
        sendEvent(event)
    }

    /// Whether the key window's first responder is a text view that edits
    /// with `key` (K4: its editing keys come before key commands).
    func _textViewTakes(_ key: UIKey, in window: UIWindow) -> Bool {
        guard let host = window._firstResponder as? any TextEditingHost,
              let command = TextEditingCommand.command(for: key) else { return false }
        if case .returnKey = command { return host._isEditableText }
        return true
    }

    /// The first matching key command from the key window's first responder
    /// along `next` (the window, its scene, the application, its delegate).
    func _keyCommand(for key: UIKey, in window: UIWindow) -> UIKeyCommand? {
        var responder: UIResponder? = window._firstResponder ?? window.rootViewController ?? window
        var hops = 0
        while let r = responder, hops < 10_000 {
            for command in r.keyCommands ?? [] where command.matches(key) { return command }
            responder = r.next
            hops += 1
        }
        return nil
    }
}
