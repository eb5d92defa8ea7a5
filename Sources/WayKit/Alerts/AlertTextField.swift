import Foundation

/// A text field of an alert (M2): Return in it chooses the alert's Return
/// action (the preferred action, or the only one that is not cancel), after
/// its delegate's `textFieldShouldReturn` agrees; with no such action it
/// behaves as any text field.
///
/// - Important: main actor only.
@MainActor
final class AlertTextField: UITextField {
    weak var _alert: UIAlertController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        font = AlertMetrics.textFieldFont
        borderStyle = .roundedRect
    }

    override func _returnKey() {
        if let alert = _alert, alert._returnAction != nil {
            guard delegate?.textFieldShouldReturn(self) ?? true else { return }
            _ = alert._textFieldReturn()
            return
        }
        super._returnKey()
    }
}
