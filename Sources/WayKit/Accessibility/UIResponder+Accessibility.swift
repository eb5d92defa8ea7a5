import Foundation

// Y1: helpers of the UIAccessibility properties, which UIResponder's body
// declares (UIResponder.swift: an extension's members cannot be overridden).
extension UIResponder {
    var _accessibility: _AccessibilityStorage {
        if let s = _accessibilityStorage { return s }
        let s = _AccessibilityStorage()
        _accessibilityStorage = s
        return s
    }

    /// The object's identity for assistive technologies: never reused.
    public var _accessibilityToken: UInt64 { _accessibility.token }

    /// The default frame: a view's bounds in the scene; nothing for others.
    var _accessibilityDefaultFrame: CGRect {
        if let view = self as? UIView { return view._accessibilityScreenRect(view.bounds) }
        if let element = self as? UIAccessibilityElement { return element._frameFromContainer }
        return .zero
    }
}

extension UIView {
    /// `rect`, in this view's coordinates, in the scene's coordinates.
    func _accessibilityScreenRect(_ rect: CGRect) -> CGRect {
        let inWindow = convert(rect, to: nil)
        guard let window = self as? UIWindow ?? window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}
