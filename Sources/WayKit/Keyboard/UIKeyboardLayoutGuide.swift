import Foundation

/// A layout guide whose top follows the top of WayKit's on-screen keyboard
/// (K5), as UIKit's does the system keyboard's: it spans its view's width
/// and reaches its bottom, and it is as tall as the part of the view the
/// keyboard covers. With the keyboard hidden its top is at the bottom of the
/// safe area (``usesBottomSafeArea``). Pin content's bottom to its top and
/// the content moves with the keyboard, animated along with it:
///
///     field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
///
/// Get one from ``UIView/keyboardLayoutGuide``.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide stops at the safe area's bottom while the keyboard
    /// is hidden (true, UIKit's default) or reaches the view's bottom.
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { _keyboardDidMove() } }
    }
    /// UIKit's option for an iPad's floating keyboard. WayKit's keyboard is
    /// always docked at the bottom, so the guide follows it either way.
    public var followsUndockedKeyboard = false

    /// Every guide made, so the keyboard can move them (weakly; main actor).
    private static var all: [WeakKeyboardLayoutGuide] = []

    init(owningView view: UIView) {
        super.init(generatedFor: view, identifier: "UIViewKeyboardLayoutGuide")
        Self.all.removeAll { $0.guide == nil }
        Self.all.append(WeakKeyboardLayoutGuide(guide: self))
        _pin(to: _keyboardInsets())
    }

    /// The guides whose views are in `scene`'s windows.
    static func guides(in scene: UIWindowScene?) -> [UIKeyboardLayoutGuide] {
        all.compactMap(\.guide).filter { $0.owningView?.window?.windowScene === scene }
    }

    /// The insets from the owning view's bounds the guide sits at: all zero
    /// but the top, which is where the keyboard (or the safe area) begins.
    func _keyboardInsets() -> UIEdgeInsets {
        guard let view = owningView else { return .zero }
        let b = view.bounds
        var covered: CGFloat = 0
        if let keyboard = UIApplication.shared._onScreenKeyboard, let frame = keyboard.frame(in: view) {
            covered = min(max(0, b.maxY - frame.minY), b.height)
        }
        if usesBottomSafeArea { covered = max(covered, min(view.safeAreaInsets.bottom, b.height)) }
        return UIEdgeInsets(top: b.height - covered, left: 0, bottom: 0, right: 0)
    }

    /// The keyboard moved (or the view did): the guide's top goes with it at
    /// the next layout pass.
    func _keyboardDidMove() {
        _pin(to: _keyboardInsets())
        owningView?.setNeedsLayout()
    }
}

private struct WeakKeyboardLayoutGuide {
    weak var guide: UIKeyboardLayoutGuide?
}

extension UIView {
    /// A guide that follows the on-screen keyboard's top (K5); made on first
    /// use, one per view.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = _layoutState?.keyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owningView: self)
        _layout.keyboardLayoutGuide = guide
        return guide
    }
}
