import Foundation

/// What an element is, in the words assistive technologies use (Y1, Y2).
/// UIKit has no roles, only traits and classes; WayKit derives a role from
/// both (``AccessibilityHierarchy/role(of:)``) so the AT-SPI bridge and the
/// speech mode agree on it.
public enum AccessibilityRole: String, Sendable, CaseIterable {
    case application, window, dialog, alert
    case button, toggleButton, slider, spinButton, link, keyboardKey
    case label, heading, image
    case textField, passwordField, searchField, textArea
    case list, listItem, tabList, tab, toolBar, scrollArea, group
    case progressBar, busyIndicator
    case unknown

    /// What the speech mode says after the label ("button", "heading").
    public var spokenName: String? {
        switch self {
        case .button: return "button"
        case .toggleButton: return "switch button"
        case .slider: return "adjustable"
        case .spinButton: return "stepper"
        case .link: return "link"
        case .heading: return "heading"
        case .image: return "image"
        case .textField, .passwordField, .searchField: return self == .passwordField ? "secure text field" : self == .searchField ? "search field" : "text field"
        case .textArea: return "text view"
        case .tab: return "tab"
        case .progressBar: return "progress"
        case .dialog, .alert: return "alert"
        case .keyboardKey: return "key"
        default: return nil
        }
    }
}

/// The states assistive technologies show besides the role (Y2).
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let enabled = AccessibilityStates(rawValue: 1 << 0)
    public static let focusable = AccessibilityStates(rawValue: 1 << 1)
    public static let focused = AccessibilityStates(rawValue: 1 << 2)
    public static let selected = AccessibilityStates(rawValue: 1 << 3)
    public static let selectable = AccessibilityStates(rawValue: 1 << 4)
    public static let checkable = AccessibilityStates(rawValue: 1 << 5)
    public static let checked = AccessibilityStates(rawValue: 1 << 6)
    public static let editable = AccessibilityStates(rawValue: 1 << 7)
    public static let multiLine = AccessibilityStates(rawValue: 1 << 8)
    public static let singleLine = AccessibilityStates(rawValue: 1 << 9)
    public static let modal = AccessibilityStates(rawValue: 1 << 10)
    /// The window is the key window.
    public static let active = AccessibilityStates(rawValue: 1 << 11)
    public static let busy = AccessibilityStates(rawValue: 1 << 12)
    public static let visible = AccessibilityStates(rawValue: 1 << 13)
}
