import Foundation

extension UIApplication {
    /// R7/W2: a key goes to the key window, which hands it to its first
    /// responder; unhandled presses travel along `next`.
    func _processKey(_ input: KeyInput) {
        guard let window = keyWindow else { return }
        let code = input.physicalKey
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
        press.window = window
        event._presses = [press]
        sendEvent(event)
    }
}
