import Foundation

// The keys the focus system answers (Y4): those no responder took. A press
// that runs off the end of the responder chain (R5) comes here, so a text
// field's arrows, an alert's Return and Escape, and an app's own
// `pressesBegan` all come first, as in UIKit.
extension UIFocusSystem {
    /// Whether a focused item in `window` takes `key` first; if so it is
    /// handled. Escape is taken only when something escaped.
    func _takesKey(_ key: UIKey, in window: UIWindow) -> Bool {
        guard let item = focusedItem, item.window === window, !(item is TextEditingHost) else { return false }
        switch key.keyCode {
        case .keyboardTab, .keyboardDownArrow, .keyboardUpArrow, .keyboardLeftArrow, .keyboardRightArrow,
             .keyboardReturnOrEnter, .keyboardSpacebar:
            guard key.modifierFlags.intersection([.command, .control, .alternate]).isEmpty else { return false }
            _handleUnhandledKey(key)
            return true
        case .keyboardEscape:
            return _handleUnhandledKey(key)
        default:
            return false
        }
    }

    func _unhandledPresses(_ presses: Set<UIPress>) {
        for press in presses {
            if let key = press.key { _handleUnhandledKey(key) }
        }
    }

    /// Handles the key of an unhandled press that began (or repeated);
    /// true when it moved focus, selected or escaped.
    @discardableResult
    func _handleUnhandledKey(_ key: UIKey) -> Bool {
        let shift = key.modifierFlags.contains(.shift)
        let others: UIKeyModifierFlags = [.command, .control, .alternate]
        guard key.modifierFlags.intersection(others).isEmpty else { return false }
        switch key.keyCode {
        case .keyboardTab: return _moveFocus(shift ? .previous : .next)
        case .keyboardDownArrow: return _moveFocus(.down)
        case .keyboardUpArrow: return _moveFocus(.up)
        case .keyboardLeftArrow: return _moveFocus(.left)
        case .keyboardRightArrow: return _moveFocus(.right)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            guard let item = focusedItem, !(item is TextEditingHost) else { return false }
            _updateRing()
            return AccessibilityCenter.shared.activate(item)
        case .keyboardEscape:
            return AccessibilityCenter.shared.escape(from: focusedItem)
        default:
            return false
        }
    }
}
