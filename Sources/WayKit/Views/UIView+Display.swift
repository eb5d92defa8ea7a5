import Foundation

// Layout and redraw bookkeeping. Every visual change damages the rectangles it
// affects, in window coordinates, so the renderer redraws only those (a button
// highlight repaints the button, not the window).
extension UIView {
    /// Marks the whole view for redrawing.
    public func setNeedsDisplay() {
        _needsDisplay = true
        _damageRect(_layerDrawnRect(bounds: bounds))
    }

    /// Marks `rect` (in this view's coordinates) for redrawing.
    public func setNeedsDisplay(_ rect: CGRect) {
        _needsDisplay = true
        _damageRect(rect)
    }

    /// Damages `rect` (this view's coordinates) in the window, if in one.
    func _damageRect(_ rect: CGRect) {
        guard let window = window, !rect.isEmpty else { return }
        _rasterContentChanged(includingSelf: true)
        // Inside a view the backend shows as a layer: the layer is drawn
        // again (its `_rasterVersion` moved), the window's pixels stay.
        if _isInsideHostLayer {
            _noteLayerChanged()
            return
        }
        if self === window {
            window._addDamage(rect)
        } else {
            window._addDamage(convert(rect, to: window))
        }
    }

    /// Damages this view's whole frame (e.g. when added or removed).
    func _damageSubtree() {
        _needsDisplay = true
        // A layer (or one about to be) is the backend's to show.
        if _drawsNothingInWindow { _noteLayerChanged() } else { superview?._damageRect(_damagedFrame) }
        // UIKit lays out a view that joins a tree, and the view it joined.
        superview?.setNeedsLayout()
        if _needsLayout { window?._noteNeedsLayout() }
    }

    func _geometryWillChange() {
        // The old area needs repainting, in the old geometry; a layer's
        // place is the compositor's.
        if _skipsWindowDrawing { _noteLayerChanged() } else if superview != nil { superview?._damageRect(_damagedFrame) }
        UIView._sizeBeforeGeometryChange = bounds.size
    }

    func _geometryDidChange(sizeChanged: Bool) {
        if _skipsWindowDrawing {
            _noteLayerChanged()
        } else if superview != nil {
            superview?._damageRect(_damagedFrame)
        } else if let w = self as? UIWindow {
            w._addDamage(w.bounds)
        }
        if let state = _layoutState { state.geometryDidChange(of: self) }
        if sizeChanged {
            // Read before anything else can start another change.
            let oldSize = UIView._sizeBeforeGeometryChange
            setNeedsLayout()
            superview?.setNeedsLayout()
            _resizeSubviews(withOldSize: oldSize)
        }
    }
}
