import Foundation

/// What keyboards and input methods learn about the focused text responder:
/// the text-input-v3 backend (K3) and the on-screen keyboard (K5) observe
/// the application, so neither needs to know the other or the field's
/// class.
@preconcurrency @MainActor
public protocol TextInputObserver: AnyObject {
    /// The focused text responder changed: a text responder became or
    /// stopped being the key window's first responder (nil: none now).
    func textInputFocusDidChange(to input: (any UITextInput)?)
    /// The focused responder's text, selection, marked text or caret
    /// changed, by the user or the app.
    func textInputStateDidChange(_ input: any UITextInput)
    /// A tap in the already focused responder: show the keyboard or the
    /// input method's panel again (K3's "enable again when a tap asks").
    func textInputDidRequestKeyboard(_ input: any UITextInput)
}

/// When WayKit shows its own on-screen keyboard (K5).
public enum UIOnScreenKeyboardPolicy: Sendable {
    /// When a text responder takes focus and no input method of the
    /// compositor's has entered the window (cage, Weston, kiosks).
    case automatic
    /// For every text responder, input method or not.
    case always
    /// Never: hardware keys or the compositor's input method only.
    case never
}
