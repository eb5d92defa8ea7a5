import Foundation

// Safe area (A4): the part of a view that nothing of the system covers. A
// Wayland toplevel has no notch or bars over it, so a window's own safe area
// is zero; view controllers add to it with `additionalSafeAreaInsets`, and a
// view inherits whatever of its superview's unsafe edges it overlaps. It is
// worked out top down in the layout pass, as UIKit does, so it costs nothing
// between passes.
extension UIView {
    /// The insets, from each edge, of the area not covered by bars or
    /// anything the window or a view controller reserves. As of the last
    /// layout pass.
    public var safeAreaInsets: UIEdgeInsets { _layoutState?.safeAreaInsets ?? .zero }

    /// A guide for the safe area: the bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = _layoutState?.safeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide(generatedFor: self, identifier: "UIViewSafeAreaLayoutGuide")
        _layout.safeAreaLayoutGuide = guide
        return guide
    }

    /// Recomputes the safe area from the superview's (already updated: the
    /// pass runs top down); on a change tells the view and marks the
    /// subviews, whose safe areas follow from it.
    func _updateSafeAreaInsets() {
        var insets = UIEdgeInsets.zero
        if let parent = superview, let parentInsets = parent._layoutState?.safeAreaInsets, parentInsets != .zero {
            let f = frame, b = parent.bounds
            insets = UIEdgeInsets(
                top: Swift.max(0, b.minY + parentInsets.top - f.minY),
                left: Swift.max(0, b.minX + parentInsets.left - f.minX),
                bottom: Swift.max(0, f.maxY - (b.maxY - parentInsets.bottom)),
                right: Swift.max(0, f.maxX - (b.maxX - parentInsets.right)))
            // Only what overlaps the view: an inset cannot exceed its size.
            insets.top = Swift.min(insets.top, f.height); insets.bottom = Swift.min(insets.bottom, f.height)
            insets.left = Swift.min(insets.left, f.width); insets.right = Swift.min(insets.right, f.width)
        }
        if let controller = _viewController { insets = insets + controller.additionalSafeAreaInsets + controller._containerBarInsets }
        guard insets != (_layoutState?.safeAreaInsets ?? .zero) else { return }
        _layout.safeAreaInsets = insets
        for subview in subviews { subview.setNeedsLayout() }
        safeAreaInsetsDidChange()
        _viewController?.viewSafeAreaInsetsDidChange()
        if _layoutState?.insetsLayoutMarginsFromSafeArea ?? true { layoutMarginsDidChange() }
    }

    /// Brings the constants pinning this view's safe-area and margins guides
    /// up to date before the engine solves for the subviews.
    func _syncLayoutGuides() {
        guard let state = _layoutState else { return }
        if let guide = state.safeAreaLayoutGuide { guide._pin(to: safeAreaInsets) }
        if let guide = state.layoutMarginsGuide { guide._pin(to: _effectiveLayoutMargins) }
        if let guide = state.readableContentGuide { guide._pin(to: _readableContentInsets) }
        if let guide = state.keyboardLayoutGuide { guide._pin(to: guide._keyboardInsets()) }
    }
}
