import Foundation

/// The least a responder needs to take typed text (UIKit's `UIKeyInput`):
/// the on-screen keyboard (K5) and hardware keys type through it.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    /// Inserts `text` at the caret, replacing the selection. "\n" is the
    /// return key.
    func insertText(_ text: String)
    /// Deletes the selection, or the grapheme cluster before the caret.
    func deleteBackward()
}
