import Foundation

/// The sizes, fonts, colours and timings of alerts and action sheets (M2),
/// taken from iOS 17's light appearance.
@MainActor
enum AlertMetrics {
    // The alert: a 270-point card in the middle of the window.
    static let alertWidth: CGFloat = 270
    static let cornerRadius: CGFloat = 14
    static let alertButtonHeight: CGFloat = 44
    static let alertHeaderInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    static let titleMessageSpacing: CGFloat = 2
    static let alertTitleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let alertMessageFont = UIFont.systemFont(ofSize: 13)
    static let alertButtonFont = UIFont.systemFont(ofSize: 17)
    static let alertEmphasizedButtonFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// Space kept between the alert and the window's (safe) edges.
    static let alertMargin: CGFloat = 10
    /// A title wider than this can't sit in half the alert: the two actions
    /// stack (half of 270, less 8 points each side).
    static let sideBySideTitleWidth: CGFloat = alertWidth / 2 - 16

    // Text fields, under the message.
    static let textFieldHeight: CGFloat = 26
    static let textFieldSpacing: CGFloat = 6
    static let textFieldTopSpacing: CGFloat = 16
    static let textFieldFont = UIFont.systemFont(ofSize: 13)

    // The action sheet: cards the window's width less 8 points each side,
    // the cancel action in its own card 8 points under the others.
    static let sheetMargin: CGFloat = 8
    static let sheetButtonHeight: CGFloat = 57
    static let sheetHeaderInsets = UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    static let sheetTitleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    static let sheetMessageFont = UIFont.systemFont(ofSize: 13)
    static let sheetButtonFont = UIFont.systemFont(ofSize: 20)
    static let sheetEmphasizedButtonFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
    /// The sheet leaves at least this much of the window above it.
    static let sheetTopMargin: CGFloat = 44
    /// An action sheet shown as a popover (M2, regular width) is this wide,
    /// about what iPadOS 15-17 shows.
    static let popoverWidth: CGFloat = 304

    // Colours. The card is opaque: iOS's blurred material has no
    // equivalent in the renderer yet.
    static let cardColor = UIColor(light: UIColor(rgb: 0xF2F2F2), dark: UIColor(rgb: 0x2C2C2E))
    static let highlightColor = UIColor(light: UIColor(white: 0, alpha: 0.1), dark: UIColor(white: 1, alpha: 0.1))
    static let separatorColor = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.36), dark: UIColor(rgb: 0x545458, alpha: 0.6))
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
    static let disabledTitleColor = UIColor.tertiaryLabel
    static let sheetHeaderColor = UIColor.secondaryLabel

    // Animations (on the app's clock, A1): the alert fades in while it
    // shrinks from 1.2 times its size; the sheet slides up; both fade out.
    static let presentDuration: TimeInterval = 0.25
    static let presentScale: CGFloat = 1.2
    static let sheetPresentDuration: TimeInterval = 0.3
    static let dismissDuration: TimeInterval = 0.2
}
