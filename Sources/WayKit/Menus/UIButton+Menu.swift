import Foundation

// D6: a button's menu. With `showsMenuAsPrimaryAction` a tap opens it (and
// sends `menuActionTriggered` instead of the primary action); a long press
// or a secondary click opens it either way, through a context menu
// interaction the button carries while it has a menu. The menu opens
// against the button's bounds, below it.
extension UIButton {
    func _menuDidChange() {
        if menu != nil, _menuInteraction == nil {
            let delegate = ButtonMenuInteractionDelegate(button: self)
            let interaction = UIContextMenuInteraction(delegate: delegate)
            interaction._anchorsAtViewBounds = true
            _menuInteractionDelegate = delegate
            _menuInteraction = interaction
            addInteraction(interaction)
        } else if menu == nil, let interaction = _menuInteraction {
            removeInteraction(interaction)
            _menuInteraction = nil
            _menuInteractionDelegate = nil
        }
    }

    /// Opens the menu below the button.
    func _presentMenu() {
        guard let menu else { return }
        MenuWindow.present(menu, from: self, anchor: bounds, sender: self)
    }
}

/// The button's answer to its own menu interaction: its menu.
@MainActor
final class ButtonMenuInteractionDelegate: UIContextMenuInteractionDelegate {
    weak var button: UIButton?
    init(button: UIButton) { self.button = button }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let button, button.isEnabled, let menu = button.menu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }
}
