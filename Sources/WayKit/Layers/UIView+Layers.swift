import Foundation

// The view side of the layer tree: the class of a view's own layer, and the
// damage of what its layer draws outside its bounds (a shadow, sublayers).
extension UIView {
    /// Whether the view's layer draws outside its bounds now (a shadow, or
    /// sublayers without `masksToBounds`).
    var _layerOverflows: Bool { layerIfLoaded?._overflowsBounds ?? false }

    /// What the view's own layer draws, in its coordinates: its bounds, or
    /// more with a shadow or sublayers outside them.
    public func _layerDrawnRect(bounds: CGRect) -> CGRect {
        guard let layer = layerIfLoaded, layer._overflowsBounds else { return bounds }
        return layer._drawnExtent(bounds: bounds)
    }

    /// Damages everything the view's layer tree draws.
    func _damageLayerExtent() {
        _damageRect(_layerDrawnRect(bounds: bounds))
    }

    /// The frame, grown by what the layer draws outside the bounds: what a
    /// move or resize of the view damages in its superview.
    var _damagedFrame: CGRect {
        guard _layerOverflows else { return frame }
        let b = bounds
        let local = _layerDrawnRect(bounds: b)
        let toSuper = CGAffineTransform(translationX: -b.origin.x - b.width / 2, y: -b.origin.y - b.height / 2)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        return local.applying(toSuper)
    }
}
