import Foundation

// Y1: helpers of the UIAccessibility properties, which UIResponder's body
// declares (UIResponder.swift: an extension's members cannot be overridden).
extension UIResponder {
    var _accessibility: _AccessibilityStorage {
        if let s = _accessibilityStorage { return s }
        let s = _AccessibilityStorage()
        s.owner = self
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
    ///
    /// One walk up the superview chain (the rect in the window's
    /// coordinates, then the window's origin in the scene): a reader asks
    /// this of every element, and `convert(_:to:)` plus `window` walked it
    /// three times (the AT-SPI bridge's first publish of a 500-view screen).
    func _accessibilityScreenRect(_ rect: CGRect) -> CGRect {
        var transform = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow {
                return rect.applying(transform).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
            }
            transform = transform.concatenating(current._transformToSuperview)
            view = current.superview
        }
        return rect.applying(transform)
    }
}
