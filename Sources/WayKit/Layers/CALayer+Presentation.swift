import Foundation

// What the renderer draws for a layer: the value an explicit animation gives
// this frame, the model value otherwise. Public for WayKitRender; not app
// API (the app's is `presentation()`).
extension CALayer {
    /// Whether any explicit animation draws a value now.
    public var _hasAnimatedValues: Bool { !_animated.isEmpty }

    func _scalar(_ key: String) -> CGFloat? {
        if case let .scalar(v)? = _animated[key] { return v }
        return nil
    }
    func _color(_ key: String) -> CGColor?? {
        if case let .color(c)? = _animated[key] { return .some(c?.cgColor) }
        return nil
    }

    public var _presentedOpacity: CGFloat { _scalar("opacity") ?? CGFloat(_opacity) }
    public var _presentedBounds: CGRect {
        var b = _bounds
        if case let .rect(r)? = _animated["bounds"] { b = r }
        if case let .rect(r)? = _animated["bounds.size"] { b.size = r.size }
        if let w = _scalar("bounds.size.width") { b.size.width = max(0, w) }
        if let h = _scalar("bounds.size.height") { b.size.height = max(0, h) }
        return b
    }
    public var _presentedPosition: CGPoint {
        var p = _position
        if case let .point(q)? = _animated["position"] { p = q }
        if let x = _scalar("position.x") { p.x = x }
        if let y = _scalar("position.y") { p.y = y }
        return p
    }
    /// The model transform with the animated `transform.*` parts applied:
    /// scale first, then rotation, then translation (Core Animation's order
    /// for the key-path helpers).
    func _presentedTransform(model: CGAffineTransform) -> CGAffineTransform {
        guard !_animated.isEmpty else { return model }
        if case let .transform(t)? = _animated["transform"] { return t }
        var sx: CGFloat = 1, sy: CGFloat = 1, angle: CGFloat = 0, tx: CGFloat = 0, ty: CGFloat = 0
        var touched = false
        if let s = _scalar("transform.scale") { sx = s; sy = s; touched = true }
        if let s = _scalar("transform.scale.x") { sx = s; touched = true }
        if let s = _scalar("transform.scale.y") { sy = s; touched = true }
        if let r = _scalar("transform.rotation") ?? _scalar("transform.rotation.z") { angle = r; touched = true }
        if case let .rect(r)? = _animated["transform.translation"] { tx = r.width; ty = r.height; touched = true }
        if let x = _scalar("transform.translation.x") { tx = x; touched = true }
        if let y = _scalar("transform.translation.y") { ty = y; touched = true }
        guard touched else { return model }
        let parts = CGAffineTransform(scaleX: sx, y: sy)
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: tx, y: ty))
        return model.concatenating(parts)
    }
    public var _presentedAffineTransform: CGAffineTransform { _presentedTransform(model: _transform) }
    public var _presentedBackgroundColor: CGColor? { _color("backgroundColor") ?? _backgroundColor }
    public var _presentedLayerCornerRadius: CGFloat { _scalar("cornerRadius") ?? cornerRadius }
    public var _presentedLayerBorderWidth: CGFloat { _scalar("borderWidth") ?? borderWidth }
    public var _presentedLayerBorderColor: CGColor? { _color("borderColor") ?? borderColor }
    public var _presentedShadowOpacity: CGFloat { _scalar("shadowOpacity") ?? CGFloat(shadowOpacity) }
    public var _presentedShadowRadius: CGFloat { max(0, _scalar("shadowRadius") ?? shadowRadius) }
    public var _presentedShadowColor: CGColor? { _color("shadowColor") ?? shadowColor }
    public var _presentedShadowOffset: CGSize {
        if case let .rect(r)? = _animated["shadowOffset"] { return r.size }
        return shadowOffset
    }

    /// The map from this (app-made) layer's coordinates to its superlayer's:
    /// bounds origin and anchor point, transform, position.
    public var _presentedTransformToSuperlayer: CGAffineTransform {
        let b = _presentedBounds, p = _presentedPosition
        return CGAffineTransform(translationX: -b.minX - anchorPoint.x * b.width, y: -b.minY - anchorPoint.y * b.height)
            .concatenating(_presentedAffineTransform)
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }

    /// Whether the layer casts a shadow now (masking to bounds cuts it, as
    /// in Core Animation).
    public var _castsShadow: Bool {
        guard !masksToBounds, _presentedShadowOpacity > 0, let c = _presentedShadowColor, c.alpha > 0 else { return false }
        return true
    }

    /// How far past its shape a shadow of blur `radius` reaches: three
    /// standard deviations of the Gaussian it stands for (σ = radius).
    public nonisolated static func _shadowReach(radius: CGFloat) -> CGFloat { (radius * 3).rounded(.up) + 1 }

    /// What this layer draws (its shadow, content and, unless masked to
    /// bounds, its sublayers), in its own coordinates; `bounds` is the
    /// presented bounds (a view's layer passes its view's).
    public func _drawnExtent(bounds: CGRect) -> CGRect {
        var r = _contentExtent(bounds: bounds)
        if !masksToBounds {
            for l in _plainSublayers where !l._isHidden {
                r = r.union(l._drawnExtent(bounds: l._presentedBounds).applying(l._presentedTransformToSuperlayer))
            }
        }
        if _castsShadow {
            let shape = shadowPath?.boundingBox ?? r
            if !shape.isNull {
                let o = _presentedShadowOffset, reach = Self._shadowReach(radius: _presentedShadowRadius)
                r = r.union(shape.offsetBy(dx: o.width, dy: o.height).insetBy(dx: -reach, dy: -reach))
            }
        }
        return r
    }


    /// Whether drawing this layer tree may reach outside `bounds`.
    public var _overflowsBounds: Bool {
        if _castsShadow { return true }
        if masksToBounds { return false }
        return !_plainSublayers.isEmpty
    }

    /// A copy holding the values drawn now (Core Animation's presentation
    /// layer). Never nil here; Core Animation returns nil for a layer not
    /// yet drawn, so `presentation()?.x ?? x` reads the same either way.
    public func presentation() -> Self? {
        guard let copy = _makeCopy() as? Self else { return nil }
        if let view = delegate {
            copy._bounds = view._presentedBounds
            copy._position = view._presentedCenter
            copy._transform = view._presentedTransform
            copy._opacity = Float(view._presentedAlpha)
            copy._backgroundColor = view._presentedBackgroundColor?.cgColor
        } else {
            copy._bounds = _presentedBounds
            copy._position = _presentedPosition
            copy._transform = _presentedAffineTransform
            copy._opacity = Float(_presentedOpacity)
            copy._backgroundColor = _presentedBackgroundColor
        }
        copy.cornerRadius = _presentedLayerCornerRadius
        copy.borderWidth = _presentedLayerBorderWidth
        copy.shadowOpacity = Float(_presentedShadowOpacity)
        copy.shadowRadius = _presentedShadowRadius
        return copy
    }

}

extension CALayer {
    /// Whether a rectangle can reach the renderer (finite, not absurd).
    public nonisolated static func _isDrawable(_ r: CGRect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
            && abs(r.minX) < 1e6 && abs(r.minY) < 1e6 && r.width < 1e6 && r.height < 1e6
    }
}
