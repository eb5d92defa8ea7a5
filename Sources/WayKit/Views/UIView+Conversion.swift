import Foundation

extension UIView {
    /// Converts a point from this view's coordinates to `view`'s (the window's
    /// when `view` is nil). Works between any two views of one window, and across
    /// windows of one scene through scene coordinates; transforms included.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let scenePoint = _convertToRoot(point)
        guard let target = view ?? window else { return scenePoint }
        return target._convertFromRoot(scenePoint)
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this
    /// view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return _convertFromRoot(point) }
        return _convertFromRoot(source._convertToRoot(point))
    }

    /// Converts a rectangle; with transforms the result is the bounding box.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let t = _transformToRoot.concatenating((view ?? window)?._transformToRoot.inverted() ?? .identity)
        return rect.applying(t)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let source = view ?? window else { return rect.applying(_transformToRoot.inverted()) }
        return source.convert(rect, to: self)
    }

    /// Up the chain to the root (the window's superview space: the scene).
    func _convertToRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var v: UIView? = self
        while let current = v {
            p = current._convertToSuperview(p)
            v = current.superview
        }
        return p
    }

    func _convertFromRoot(_ point: CGPoint) -> CGPoint {
        // Walk down from the root: collect the chain first (short in practice).
        var chain: [UIView] = []
        var v: UIView? = self
        while let current = v { chain.append(current); v = current.superview }
        var p = point
        for view in chain.reversed() { p = view._convertFromSuperview(p) }
        return p
    }

    /// The affine map from this view's coordinates to the root's.
    var _transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var v: UIView? = self
        while let current = v {
            t = t.concatenating(current._transformToSuperview)
            v = current.superview
        }
        return t
    }
}
