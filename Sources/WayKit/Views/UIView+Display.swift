import Foundation

// Layout and redraw bookkeeping. Every visual change damages the rectangles it
// affects, in window coordinates, so the renderer redraws only those (a button
// highlight repaints the button, not the window).
extension UIView {
    /// Marks the whole view for redrawing.
    public func setNeedsDisplay() {
        _needsDisplay = true
        _damageRect(bounds)
    }

    /// Marks `rect` (in this view's coordinates) for redrawing.
    public func setNeedsDisplay(_ rect: CGRect) {
        _needsDisplay = true
        _damageRect(rect)
    }

    /// Marks the view for layout before the next drawing.
    public func setNeedsLayout() {
        guard !_needsLayout else { return }
        _needsLayout = true
        window?._noteNeedsLayout()
    }

    /// Lays out this view and its subtree now if any of it needs it.
    public func layoutIfNeeded() {
        if _needsLayout {
            _needsLayout = false
            layoutSubviews()
        }
        for s in subviews { s.layoutIfNeeded() }
    }

    /// Damages `rect` (this view's coordinates) in the window, if in one.
    func _damageRect(_ rect: CGRect) {
        guard let window = window, !rect.isEmpty else { return }
        if self === window {
            window._addDamage(rect)
        } else {
            window._addDamage(convert(rect, to: window))
        }
    }

    /// Damages this view's whole frame (e.g. when added or removed).
    func _damageSubtree() {
        _needsDisplay = true
        superview?._damageRect(frame)
    }

    func _geometryWillChange() {
        // The old area needs repainting, in the old geometry.
        if superview != nil { superview?._damageRect(frame) }
    }

    func _geometryDidChange(sizeChanged: Bool) {
        if superview != nil { superview?._damageRect(frame) } else if let w = self as? UIWindow { w._addDamage(w.bounds) }
        if sizeChanged {
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }
}
