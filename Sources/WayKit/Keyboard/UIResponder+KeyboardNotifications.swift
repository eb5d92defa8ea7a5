import Foundation

// The keyboard notifications (K5), posted on `NotificationCenter.default` by
// WayKit's on-screen keyboard as UIKit's keyboard posts them, so content
// can make room: will/did show when it slides up, will/did hide when it
// slides down, will/did change frame around both.
//
// The user info carries, under UIKit's keys:
// - the begin and end frames, as `CGRect` in the scene's coordinates (the
//   toplevel's, as UIKit's are in the screen's): read them with
//   `as? CGRect`. (On Linux a `CGRect` does not bridge to `NSValue`.)
// - the duration as an `NSNumber` of seconds (`as? Double` works),
// - the curve as an `NSNumber` of a `UIView.AnimationCurve` raw value
//   (`as? Int`, `as? UInt`), so `UIView.AnimationOptions(rawValue: curve << 16)`
//   animates along with the keyboard, as on iOS,
// - whether the keyboard belongs to this app (always true).
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
