import Foundation

// Keyboard avoidance (V6, K5): when the on-screen keyboard slides up over a
// table controller's table while a text field in one of its rows is first
// responder, the table makes room at its bottom for the part it covers (an
// inset of the toolkit's, in `adjustedContentInset`, so the app's
// `contentInset` is left alone) and scrolls that row into sight; the room
// goes when the keyboard hides. The keyboard is followed through its
// notifications (UIResponder+KeyboardNotifications.swift), as an iOS app
// would, and measured where the on-screen keyboard says it is.
extension UITableViewController {
    func _startKeyboardAvoidance() {
        let center = NotificationCenter.default
        let show = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?._keyboardWillShow() }
        }
        let hide = center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?._keyboardWillHide() }
        }
        _keyboardObservation = KeyboardObservation(tokens: [show, hide])
    }

    private func _keyboardWillShow() {
        guard let table = viewIfLoaded as? UITableView, table.window != nil,
              let focused = UIApplication.shared.focusedTextInput?.textInputView,
              focused.isDescendant(of: table),
              let keyboard = UIApplication.shared._onScreenKeyboard?.frame(in: table) else { return }
        // What the keyboard covers of the table, less the safe area the
        // table already keeps clear at its bottom.
        let b = table.bounds
        let covered = min(max(0, b.maxY - keyboard.minY), b.height)
        table._keyboardInset = max(0, covered - table.safeAreaInsets.bottom)
        var cell: UIView? = focused
        while let v = cell, !(v is UITableViewCell) { cell = v.superview }
        // The row above the keyboard (scrollToRow's .none would use the
        // whole viewport, keyboard included).
        if let cell = cell as? UITableViewCell, let ip = table.indexPath(for: cell) {
            let row = table.rectForRow(at: ip), visibleBottom = b.maxY - covered
            if row.maxY > visibleBottom {
                let y = min(row.minY, table.contentOffset.y + row.maxY - visibleBottom)
                table.setContentOffset(table._clamped(CGPoint(x: table.contentOffset.x, y: y)), animated: true)
            }
        }
    }

    private func _keyboardWillHide() {
        guard let table = viewIfLoaded as? UITableView, table._keyboardInset != 0 else { return }
        table._keyboardInset = 0
        let clamped = table._clamped(table.contentOffset)
        if clamped != table.contentOffset && !table.isDragging { table.setContentOffset(clamped, animated: true) }
    }
}

/// Notification observers removed when their owner goes (their tokens are
/// the center's; removing is safe from any thread).
final class KeyboardObservation {
    private let tokens: [any NSObjectProtocol]
    init(tokens: [any NSObjectProtocol]) { self.tokens = tokens }
    deinit { for t in tokens { NotificationCenter.default.removeObserver(t) } }
}
