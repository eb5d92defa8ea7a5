import Foundation
import WayKit

/// The actions AT-SPI's Action interface lists for an element, and what
/// each does, through the core's ``AccessibilityCenter`` so they behave as
/// the speech mode's gestures do (Y1, Y3).
enum ATSPIAction: Equatable {
    /// `activate(_:)`: `accessibilityActivate()`, else a tap at the
    /// activation point.
    case click
    case increment
    case decrement
    /// Escape from a modal view (an alert's cancel, a sheet's dismissal).
    case dismiss
    /// `accessibilityCustomActions[index]`.
    case custom(Int, name: String)

    var name: String {
        switch self {
        case .click: return "click"
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .dismiss: return "dismiss"
        case .custom(_, let name): return name
        }
    }

    var description: String {
        switch self {
        case .click: return "Activates the element"
        case .increment: return "Increases the value"
        case .decrement: return "Decreases the value"
        case .dismiss: return "Dismisses the alert or sheet"
        case .custom: return ""
        }
    }
}

@MainActor
enum ATSPIActions {
    /// The actions of `object`: click for what a tap activates (buttons,
    /// switches, links, cells, tabs, segments), increment and decrement for
    /// adjustable elements (whose tap would move them), dismiss for alerts
    /// and sheets, then the custom actions.
    static func of(_ object: UIResponder, role known: AccessibilityRole? = nil) -> [ATSPIAction] {
        guard !(object is UIWindow) else { return [] }
        var actions: [ATSPIAction] = []
        let traits = object.accessibilityTraits
        let role = known ?? AccessibilityHierarchy.role(of: object)
        if traits.contains(.adjustable) {
            actions += [.increment, .decrement]
        } else if object.isAccessibilityElement,
                  traits.contains(.button) || traits.contains(.link) || traits.contains(.keyboardKey)
                    || [.button, .toggleButton, .link, .listItem, .tab, .keyboardKey].contains(role) {
            actions.append(.click)
        }
        if role == .alert || role == .dialog { actions.append(.dismiss) }
        for (index, action) in (object.accessibilityCustomActions ?? []).enumerated() {
            actions.append(.custom(index, name: action.name))
        }
        return actions
    }

    /// Performs `action` on `object`; false when it did nothing.
    @discardableResult
    static func perform(_ action: ATSPIAction, on object: UIResponder) -> Bool {
        let center = AccessibilityCenter.shared
        switch action {
        case .click: return center.activate(object)
        case .increment: object.accessibilityIncrement(); return true
        case .decrement: object.accessibilityDecrement(); return true
        case .dismiss: return center.escape(from: object)
        case .custom(let index, _): return center.performCustomAction(index, of: object)
        }
    }
}
