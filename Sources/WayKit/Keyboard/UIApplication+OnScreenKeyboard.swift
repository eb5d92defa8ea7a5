import Foundation

// The on-screen keyboard is installed lazily (K5): the first time a text
// responder takes focus, the application makes its keyboard controller and
// registers it as a text-input observer, just before telling the observers
// about that focus. An app without text fields never makes one, so the
// keyboard costs nothing at start-up, on every backend alike.
extension UIApplication {
    func _installOnScreenKeyboardIfNeeded() {
        guard _onScreenKeyboard == nil else { return }
        let keyboard = OnScreenKeyboardController()
        _onScreenKeyboard = keyboard
        addTextInputObserver(keyboard)
    }

    /// The policy or the input method's presence changed: the keyboard
    /// shows or hides for the focused responder accordingly.
    func _onScreenKeyboardConditionsChanged() {
        if focusedTextInput != nil { _installOnScreenKeyboardIfNeeded() }
        _onScreenKeyboard?.update()
    }
}
