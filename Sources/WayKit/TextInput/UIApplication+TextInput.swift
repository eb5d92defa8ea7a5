import Foundation

extension UIApplication {
    /// The text responder keys and input methods edit: the key window's
    /// first responder when it adopts `UITextInput`.
    public var focusedTextInput: (any UITextInput)? {
        keyWindow?._firstResponder as? any UITextInput
    }

    /// Registers a keyboard or input-method backend; held weakly.
    public func addTextInputObserver(_ observer: any TextInputObserver) {
        _textInputObservers.removeAll { $0.value == nil || $0.value === observer }
        _textInputObservers.append(WeakTextInputObserver(value: observer))
    }

    public func removeTextInputObserver(_ observer: any TextInputObserver) {
        _textInputObservers.removeAll { $0.value == nil || $0.value === observer }
    }

    /// Called when any window's first responder or the key window changes:
    /// tells the observers when that changes the focused text responder.
    func _textInputFocusMayHaveChanged() {
        let now = focusedTextInput
        guard now.map(ObjectIdentifier.init) != _lastTextInputFocus else { return }
        _lastTextInputFocus = now.map(ObjectIdentifier.init)
        if let now {
            _installOnScreenKeyboardIfNeeded()
            _textInputWarmUp.schedule(for: now, in: self)
        }
        for o in _textInputObservers.compactMap(\.value) { o.textInputFocusDidChange(to: now) }
    }

    /// Text views call this after every change of text, selection or marked
    /// text; only the focused one is reported.
    public func textInputStateDidChange(_ input: any UITextInput) {
        guard let focused = focusedTextInput, focused === input else { return }
        for o in _textInputObservers.compactMap(\.value) { o.textInputStateDidChange(input) }
    }

    /// Text views call this when a tap lands in the focused responder.
    public func textInputDidRequestKeyboard(_ input: any UITextInput) {
        guard let focused = focusedTextInput, focused === input else { return }
        for o in _textInputObservers.compactMap(\.value) { o.textInputDidRequestKeyboard(input) }
    }
}

struct WeakTextInputObserver {
    weak var value: (any TextInputObserver)?
}
