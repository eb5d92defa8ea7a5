import Foundation

/// Which built-in views can take keyboard focus (Y4), in one table by class,
/// as UIKit's classes answer `canBecomeFocused`.
@MainActor
enum _FocusDefaults {
    static func canBecomeFocused(_ view: UIView) -> Bool {
        switch view {
        case let field as UITextField: return field.isEnabled
        case let text as UITextView: return text.isEditable
        case is UITableViewCell, is UICollectionViewCell: return true
        case let control as UIControl:
            return control.isEnabled && AccessibilitySettings.shared.fullKeyboardAccess
        default: return false
        }
    }
}
