import Foundation
import WayKit

/// AT-SPI's role numbers (AtspiRole in at-spi2-core 2.46, checked against
/// `Atspi.Role` in tools/atspi-prototype/NOTES.md §5) for WayKit's roles.
/// libatspi names a role from its number by itself, so the names below
/// only answer `GetRoleName`.
enum ATSPIRole: UInt32, CaseIterable {
    case invalid = 0
    case alert = 2
    case dialog = 16
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case passwordText = 40
    case progressBar = 42
    case pushButton = 43
    case scrollPane = 49
    case slider = 51
    case spinButton = 52
    case text = 61
    case toggleButton = 62
    case toolBar = 63
    case unknown = 67
    case window = 69
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88

    /// The name libatspi gives the number (`atspi_role_get_name`).
    var name: String {
        switch self {
        case .invalid: return "invalid"
        case .alert: return "alert"
        case .dialog: return "dialog"
        case .frame: return "frame"
        case .image: return "image"
        case .label: return "label"
        case .list: return "list"
        case .listItem: return "list item"
        case .pageTab: return "page tab"
        case .pageTabList: return "page tab list"
        case .panel: return "panel"
        case .passwordText: return "password text"
        case .progressBar: return "progress bar"
        case .pushButton: return "push button"
        case .scrollPane: return "scroll pane"
        case .slider: return "slider"
        case .spinButton: return "spin button"
        case .text: return "text"
        case .toggleButton: return "toggle button"
        case .toolBar: return "tool bar"
        case .unknown: return "unknown"
        case .window: return "window"
        case .application: return "application"
        case .entry: return "entry"
        case .heading: return "heading"
        case .link: return "link"
        }
    }

    /// The AT-SPI role of one of WayKit's roles. 2.46 has no switch role (a
    /// UISwitch is a toggle button with the checkable state), no search
    /// field (an entry) and no key (a push button); a busy indicator is a
    /// progress bar with the busy state.
    init(_ role: AccessibilityRole) {
        switch role {
        case .application: self = .application
        case .window: self = .frame
        case .dialog: self = .dialog
        case .alert: self = .alert
        case .button, .keyboardKey: self = .pushButton
        case .toggleButton: self = .toggleButton
        case .slider: self = .slider
        case .spinButton: self = .spinButton
        case .link: self = .link
        case .label: self = .label
        case .heading: self = .heading
        case .image: self = .image
        case .textField, .searchField: self = .entry
        case .passwordField: self = .passwordText
        case .textArea: self = .text
        case .list: self = .list
        case .listItem: self = .listItem
        case .tabList: self = .pageTabList
        case .tab: self = .pageTab
        case .toolBar: self = .toolBar
        case .scrollArea: self = .scrollPane
        case .group: self = .panel
        case .progressBar, .busyIndicator: self = .progressBar
        case .unknown: self = .unknown
        }
    }

    /// The role of `object`: a window that can be key is a frame (a
    /// toplevel's content); one that cannot (the on-screen keyboard's) a
    /// window.
    @MainActor
    static func of(_ object: UIResponder) -> ATSPIRole {
        if let window = object as? UIWindow { return window.canBecomeKey ? .frame : .window }
        return ATSPIRole(AccessibilityHierarchy.role(of: object))
    }
}
