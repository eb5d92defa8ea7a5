import Foundation

// U4: light and dark appearance on views. A view's appearance is the nearest
// override above it (itself, the controller whose view it is, an ancestor),
// else its window's, which is the app's. A change tells only the views and
// controllers whose appearance changed, and redraws only those: dynamic
// colours resolve at drawing, so redrawing is all they need.
extension UIView {
    /// The appearance this view and its subviews use, whatever the app's;
    /// `.unspecified` inherits it.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _overrideStyle }
        set {
            guard newValue != _overrideStyle else { return }
            let old = traitCollection
            _overrideStyle = newValue
            _appearanceDidChange(from: old)
        }
    }

    /// The override this view's own setting or its controller's gives, nil
    /// when neither sets one.
    public var _ownStyleOverride: UIUserInterfaceStyle? {
        if _overrideStyle != .unspecified { return _overrideStyle }
        if let vc = _viewController, vc._overrideStyle != .unspecified { return vc._overrideStyle }
        return nil
    }

    /// The nearest override above this view (itself included).
    var _inheritedStyleOverride: UIUserInterfaceStyle? {
        var v: UIView? = self
        while let view = v {
            if let style = view._ownStyleOverride { return style }
            v = view.superview
        }
        return nil
    }

    /// Tells this view and every subview whose appearance changed, from
    /// `old` (this view's traits before), and redraws them. A subview with
    /// an override of its own keeps its appearance and is left alone.
    func _appearanceDidChange(from old: UITraitCollection) {
        let now = traitCollection
        guard old.userInterfaceStyle != now.userInterfaceStyle else { return }
        _tellAppearanceChange(old: old, now: now)
    }

    /// Whether a change of appearance can change this view's pixels: a
    /// dynamic background, or anything drawn beyond a fixed background (a
    /// painter or `draw(_:)` may use dynamic colours). A plain view with a
    /// fixed colour is left as it is.
    var _drawsForAppearance: Bool {
        // A window draws only its background too (its content is its
        // subviews'), though it is not a plain `UIView`.
        let onlyBackground = _drawsOnlyBackground || type(of: self) == UIWindow.self
        return !onlyBackground || (backgroundColor?._isDynamic ?? false)
    }

    private func _tellAppearanceChange(old: UITraitCollection, now: UITraitCollection) {
        if _drawsForAppearance { setNeedsDisplay() }
        now.performAsCurrent {
            _viewController?.traitCollectionDidChange(old)
            traitCollectionDidChange(old)
        }
        // A subview without an override of its own has this view's traits.
        for s in subviews where s._ownStyleOverride == nil { s._tellAppearanceChange(old: old, now: now) }
    }
}

extension UIViewController {
    /// The appearance of this controller's view and what it contains.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _overrideStyle }
        set {
            guard newValue != _overrideStyle else { return }
            guard let view = viewIfLoaded else { _overrideStyle = newValue; return }
            let old = view.traitCollection
            _overrideStyle = newValue
            view._appearanceDidChange(from: old)
        }
    }
}

extension UIApplication {
    /// The app's appearance: `WAYKIT_APPEARANCE` (`light` or `dark`) when
    /// the app starts, else light. (iOS takes it from Settings.)
    public var _userInterfaceStyle: UIUserInterfaceStyle { UITraitCollection._appStyle }

    /// Switches the app's appearance while it runs (WayKit's: a kiosk's
    /// night mode, a settings screen, the desktop's dark preference): every
    /// window's traits change, and the views whose appearance changed hear
    /// `traitCollectionDidChange` and are redrawn.
    public func _setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        let style: UIUserInterfaceStyle = style == .dark ? .dark : .light
        guard style != UITraitCollection._appStyle else { return }
        for window in windows { _ = window._traits }
        UITraitCollection._appStyle = style
        for window in windows { window._updateTraits() }
    }
}
