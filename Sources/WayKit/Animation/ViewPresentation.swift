import Foundation

/// The presentation values of a view that is being animated: what the
/// renderer draws this frame, while the view's own properties (the model)
/// already hold the animations' end values, which the app reads and
/// hit-testing uses (A1, A2). Core Animation's model and presentation layers,
/// kept as overrides on the one view.
@MainActor
final class ViewPresentation {
    var values: [AnimatableProperty: AnimatableValue] = [:]
    /// Running animations of the view, all properties (A2 reads the options).
    var animationCount = 0
    /// How many of them allow user interaction; the view is hittable only
    /// when all do.
    var interactiveCount = 0

    var allowsUserInteraction: Bool { interactiveCount == animationCount }
}

// What the renderer draws: the presentation value while a property animates,
// the model value otherwise. Public for WayKitRender; not app API (UIKit's
// counterpart is `layer.presentation()`).
extension UIView {
    // Explicit layer animations (`layer.add(_:forKey:)`) draw over the
    // view's own: Core Animation adds them on top of UIKit's.
    public var _presentedBounds: CGRect {
        var b = bounds
        if let p = _presentation {
            if case let .point(o)? = p.values[.boundsOrigin] { b.origin = o }
            if case let .rect(r)? = p.values[.boundsSize] { b.size = r.size }
        }
        if let l = layerIfLoaded, l._hasAnimatedValues {
            if case let .rect(r)? = l._animated["bounds"] { b = r }
            if case let .rect(r)? = l._animated["bounds.size"] { b.size = r.size }
            if let w = l._scalar("bounds.size.width") { b.size.width = max(0, w) }
            if let h = l._scalar("bounds.size.height") { b.size.height = max(0, h) }
        }
        return b
    }
    public var _presentedCenter: CGPoint {
        var c = center
        if let p = _presentation, case let .point(q)? = p.values[.center] { c = q }
        if let l = layerIfLoaded, l._hasAnimatedValues {
            if case let .point(q)? = l._animated["position"] { c = q }
            if let x = l._scalar("position.x") { c.x = x }
            if let y = l._scalar("position.y") { c.y = y }
        }
        return c
    }
    public var _presentedTransform: CGAffineTransform {
        var t = transform
        if let p = _presentation, case let .transform(q)? = p.values[.transform] { t = q }
        if let l = layerIfLoaded, l._hasAnimatedValues { t = l._presentedTransform(model: t) }
        return t
    }
    public var _presentedAlpha: CGFloat {
        if let l = layerIfLoaded, l._hasAnimatedValues, let a = l._scalar("opacity") { return a }
        if let p = _presentation, case let .scalar(a)? = p.values[.alpha] { return a }
        return alpha
    }
    public var _presentedBackgroundColor: UIColor? {
        if let l = layerIfLoaded, l._hasAnimatedValues, let c = l._color("backgroundColor") { return c.map(UIColor.init(cgColor:)) }
        if let p = _presentation, case let .color(c)? = p.values[.backgroundColor] { return c?.uiColor }
        return backgroundColor
    }
    public var _presentedCornerRadius: CGFloat {
        if let l = layerIfLoaded, l._hasAnimatedValues, let r = l._scalar("cornerRadius") { return r }
        if let p = _presentation, case let .scalar(r)? = p.values[.cornerRadius] { return r }
        return layerIfLoaded?.cornerRadius ?? 0
    }
    public var _presentedBorderWidth: CGFloat {
        if let l = layerIfLoaded, l._hasAnimatedValues, let w = l._scalar("borderWidth") { return w }
        if let p = _presentation, case let .scalar(w)? = p.values[.borderWidth] { return w }
        return layerIfLoaded?.borderWidth ?? 0
    }
    public var _presentedBorderColor: CGColor? {
        if let l = layerIfLoaded, l._hasAnimatedValues, let c = l._color("borderColor") { return c }
        if let p = _presentation, case let .color(c)? = p.values[.borderColor] { return c?.cgColor }
        return layerIfLoaded?.borderColor
    }
    /// Whether anything of this view is being animated now.
    public var _isAnimating: Bool { _presentation != nil }

    /// The model value of `property`.
    func _modelValue(_ property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .boundsOrigin: .point(bounds.origin)
        case .boundsSize: .rect(CGRect(origin: .zero, size: bounds.size))
        case .center: .point(center)
        case .transform: .transform(transform)
        case .alpha: .scalar(alpha)
        case .backgroundColor: .color(RGBA(backgroundColor))
        case .cornerRadius: .scalar(layerIfLoaded?.cornerRadius ?? 0)
        case .borderWidth: .scalar(layerIfLoaded?.borderWidth ?? 0)
        case .borderColor: .color(RGBA(layerIfLoaded?.borderColor))
        }
    }

    /// What is drawn for `property` now.
    func _presentedValue(_ property: AnimatableProperty) -> AnimatableValue {
        _presentation?.values[property] ?? _modelValue(property)
    }

    /// Called by every animatable property's setter before it changes: inside
    /// an animation block the change is recorded (from the value drawn now);
    /// outside one, a running animation of the property is removed — it
    /// completes with false — and the new value shows at once.
    func _willChangeAnimatable(_ property: AnimatableProperty) {
        if let context = AnimationContext.current {
            context.record(self, property)
        } else if _presentation != nil {
            UIApplication.shared._animations.removeAnimations(of: self, property: property)
        }
    }

    /// The presentation's map from this view's coordinates to its
    /// superview's (bounds origin, transform about the centre, position).
    func _presentedTransformToSuperview() -> CGAffineTransform {
        let b = _presentedBounds, c = _presentedCenter
        return CGAffineTransform(translationX: -b.origin.x - b.width / 2, y: -b.origin.y - b.height / 2)
            .concatenating(_presentedTransform)
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
    }

    /// `rect`, in this view's coordinates, in its window's as presented now
    /// (through the presentation geometry of it and its ancestors).
    public func _presentedConvertToWindow(_ rect: CGRect) -> CGRect {
        var r = rect
        var v: UIView = self
        while !(v is UIWindow), let parent = v.superview {
            r = r.applying(v._presentedTransformToSuperview())
            v = parent
        }
        return r
    }

    /// Where the view and everything it draws are on screen now, in window
    /// coordinates, through the presented geometry of it and its ancestors:
    /// the damage of a frame of an animation.
    public func _presentedExtentInWindow() -> CGRect? {
        guard let window else { return nil }
        var rect = _subtreeExtent()
        var v: UIView = self
        while v !== window, let parent = v.superview {
            rect = rect.applying(v._presentedTransformToSuperview())
            v = parent
        }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        // Anti-aliased edges reach a point further.
        return rect.insetBy(dx: -1, dy: -1)
    }

    /// Presented bounds plus, unless clipped, what the subviews draw.
    private func _subtreeExtent() -> CGRect {
        var r = _layerDrawnRect(bounds: _presentedBounds)
        guard !clipsToBounds else { return r }
        for s in subviews where !s.isHidden {
            r = r.union(s._subtreeExtent().applying(s._presentedTransformToSuperview()))
        }
        return r
    }
}
