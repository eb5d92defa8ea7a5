import Foundation

extension UIView {
    /// Makes the first responder resign if it is this view or inside it (a
    /// text field being edited); with `force`, whatever its delegate says.
    /// Returns whether none of them is first responder now (U6).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window = (self as? UIWindow) ?? window,
              let responder = window._firstResponder as? UIView,
              responder === self || responder.isDescendant(of: self) else { return true }
        if force {
            let was = UIResponder._isForcedResign
            UIResponder._isForcedResign = true
            defer { UIResponder._isForcedResign = was }
            return responder.resignFirstResponder()
        }
        return responder.resignFirstResponder()
    }
}
