import Foundation
import WayKit

/// An accessible the bridge serves: the application (the root) or an
/// element of the core's tree (a window, a container, an element).
enum ATSPINode {
    case application
    case element(UIResponder)

    var object: UIResponder? {
        if case .element(let object) = self { return object }
        return nil
    }
}

/// The core's accessibility tree (``AccessibilityHierarchy``) as AT-SPI sees
/// it: the application above the windows, which are its children.
///
/// - Important: main actor only.
@MainActor
enum ATSPITree {
    static func children(of node: ATSPINode) -> [UIResponder] {
        switch node {
        case .application: return AccessibilityHierarchy.windows()
        case .element(let object): return AccessibilityHierarchy.children(of: object)
        }
    }

    /// The node above `object`: the application for a window; nil for an
    /// object that is in no window (removed, or never shown).
    static func parent(of object: UIResponder) -> ATSPINode? {
        if object is UIWindow { return .application }
        return AccessibilityHierarchy.parent(of: object).map { .element($0) }
    }

    /// The window `object` is in, through the tree's parents; nil when none.
    static func window(of object: UIResponder) -> UIWindow? {
        var current: UIResponder? = object
        var hops = 0
        while let c = current, hops < 10_000 {
            if let window = c as? UIWindow { return window }
            current = AccessibilityHierarchy.parent(of: c)
            hops += 1
        }
        return nil
    }

    /// Whether `object` still stands for something a reader can use: it is
    /// in a shown window of the application. Anything else, a freed or
    /// removed element, is answered as defunct (UnknownObject).
    static func isLive(_ object: UIResponder) -> Bool {
        guard let window = window(of: object) else { return false }
        return !window.isHidden && UIApplication.shared.windows.contains { $0 === window }
    }

    /// `object`'s place among its parent's children; -1 when it is not
    /// among them (hidden, or behind a modal view).
    static func index(of object: UIResponder) -> Int {
        guard let parent = parent(of: object) else { return -1 }
        return children(of: parent).firstIndex { $0 === object } ?? -1
    }

    /// On screen: its frame meets its window's (a view scrolled out of a
    /// scroll view is visible but not showing). `window` is the one it is
    /// in, when the caller knows it.
    static func isShowing(_ object: UIResponder, in window: UIWindow? = nil, frame known: CGRect? = nil) -> Bool {
        if let window = object as? UIWindow { return !window.isHidden }
        guard let window = window ?? self.window(of: object) else { return false }
        let frame = known ?? object.accessibilityFrame
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return false }
        return frame.intersects(window.frame) || frame.isEmpty && window.frame.contains(frame.origin)
    }

    /// Whether a reader is told `object` has the focus: it holds the
    /// assistive focus (``AccessibilityCenter/focusedElement``, which
    /// GrabFocus moves), or, while none is set, it is the first responder of
    /// the key window.
    static func isFocused(_ object: UIResponder, in window: UIWindow? = nil) -> Bool {
        if let element = AccessibilityCenter.shared.focusedElement { return element === object }
        guard !(object is UIWindow), object.canBecomeFirstResponder, object.isFirstResponder else { return false }
        return (window ?? self.window(of: object))?.isKeyWindow ?? false
    }

    /// AT-SPI's states of an element (in `window`, with its
    /// `accessibilityFrame`, when the caller knows them).
    static func states(of object: UIResponder, in window: UIWindow? = nil, frame: CGRect? = nil) -> ATSPIStateSet {
        var states = AccessibilityHierarchy.states(of: object)
        states.remove(.focused)
        if isFocused(object, in: window) { states.insert(.focused) }
        let readOnly = (object as? UITextView).map { !$0.isEditable } ?? false
        return ATSPIStateSet(states, showing: isShowing(object, in: window, frame: frame), textReadOnly: readOnly)
    }
}
