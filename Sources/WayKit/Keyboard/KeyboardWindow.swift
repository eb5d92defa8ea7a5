import Foundation

/// The window the on-screen keyboard lives in (K5): above the app's windows
/// (W1, at ``level``), across the bottom of its scene
/// and only as tall as the keyboard, so the rest of the scene stays the
/// app's to draw and to touch. It never becomes the key window: the text
/// field keeps first responder and hardware keys while the keyboard is up.
///
/// The keyboard view slides inside it; the part it has not covered yet is
/// transparent and lets touches through to the window below (H1).
final class KeyboardWindow: UIWindow {
    /// Above `.alert`, as iOS's keyboard is: an alert's text field types
    /// through it too.
    static let level = UIWindow.Level(rawValue: 10_000_000)

    /// The keyboard's height; the window's frame follows it.
    var keyboardHeight: CGFloat = 0

    /// Called after each layout of the window (the controller follows a
    /// scene resize with it).
    var onLayout: (() -> Void)?

    override var canBecomeKey: Bool { false }

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }

    override var _traceName: String { "KeyboardWindow" }

    /// The bottom of the scene, `keyboardHeight` tall.
    override func _frameInScene(of size: CGSize) -> CGRect {
        let h = min(max(0, keyboardHeight), size.height)
        return CGRect(x: 0, y: size.height - h, width: size.width, height: h)
    }

    /// Only the keyboard's pixels take touches; the transparent rest of
    /// the window passes them to the windows below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
