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

    /// Whether a `UIView.animate` or an explicit layer animation draws
    /// this view somewhere other than its model says.
    var _isAnimatingAnything: Bool { _presentation != nil || (layerIfLoaded?._hasAnimatedValues ?? false) }

    /// Whether the view's layer draws more than the view's own properties
    /// say (a shadow, sublayers, a mask, contents, a gradient or shape
    /// class): then the view is not one plain colour.
    public var _layerAddsContent: Bool {
        guard let layer = layerIfLoaded else { return false }
        return layer._castsShadow || !layer._ownSublayers.isEmpty || layer.mask != nil || layer.contents != nil
            || type(of: layer) != CALayer.self
    }
}
