import Foundation
import WayKit

// What the core tells assistive technologies (AccessibilityEvent), as
// AT-SPI events. The server is attached to AccessibilityCenter only while
// it is registered with a registry (AccessibilityBus).
extension ATSPIServer: AssistiveTechnology {
    func accessibilityEvent(_ event: AccessibilityEvent) {
        switch event {
        case .focusChanged(let object):
            // A reader's cursor follows the keyboard focus.
            let center = AccessibilityCenter.shared
            if let object, let cursor = center.focusedElement, cursor !== object { center.setFocusedElement(object) }
            focusMoved(to: object)
        case .valueChanged(let object):
            guard ATSPITree.isLive(object) else { return }
            emitPropertyChange(path(of: object), "accessible-value", .int(0))
            // A switch's checked state, a segment's selection.
            refresh(object, includingChildren: true)
        case .textChanged(let object):
            textChanged(object)
        case .selectionChanged(let object):
            caretMoved(object)
        case .windowActivated(let window):
            refresh()
            emitWindowActivated(path(of: window), name: name(of: .element(window)))
        case .notification(let notification, let argument):
            notified(notification, argument)
        }
    }

    private func notified(_ notification: UIAccessibility.Notification, _ argument: Any?) {
        switch notification {
        case .screenChanged, .layoutChanged:
            // Windows and screens came and went: children-changed now.
            refresh()
            if let element = argument as? UIResponder, ATSPITree.isLive(element) {
                AccessibilityCenter.shared.setFocusedElement(element)
                focusMoved(to: element)
            } else if let text = Self.announcementText(argument) {
                announce(text)
            }
        case .announcement, .pageScrolled:
            if let text = Self.announcementText(argument) { announce(text) }
        default:
            break
        }
    }

    private static func announcementText(_ argument: Any?) -> String? {
        if let text = argument as? String { return text }
        if let text = argument as? NSAttributedString { return text.string }
        return nil
    }

    /// `object:announcement` from the focused element, else the key window,
    /// else the application.
    private func announce(_ text: String) {
        let center = AccessibilityCenter.shared
        let source = focusedToken.flatMap { center.object(forToken: $0) } ?? UIApplication.shared.keyWindow
        emitAnnouncement(source.map { path(of: $0) } ?? ATSPIPath.root, text)
    }
}
