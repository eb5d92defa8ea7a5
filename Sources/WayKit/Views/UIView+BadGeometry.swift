import Foundation

// Bad geometry from app code (NaN, infinities, absurd sizes) is refused at
// the setter: it is reported once for the view, the view keeps its last
// good geometry for layout and hit-testing, and the renderer draws it as
// nothing until good geometry arrives. Nothing traps and no NaN reaches
// pixman.
extension UIView {
    /// Sizes beyond this are refused: no surface is this big, and a view
    /// this size is a bug (a division by a near-zero number, say).
    public static let maximumGeometrySize: CGFloat = 16_384
    /// Origins beyond this are refused. Far larger than any size: a scroll
    /// view's bounds origin is its content offset, and a list of 10⁹ points
    /// of content is legitimate (S10: a million rows); Doubles stay exact to
    /// the point far past this.
    static let maximumGeometryOrigin: CGFloat = 1e12

    /// Whether app code set geometry the view refused; such a view is drawn
    /// as nothing (renderers check this) until it is given good geometry.
    public var hasInvalidGeometry: Bool { _layoutState?.hasInvalidGeometry ?? false }

    /// Checks geometry about to be set; false (after reporting) if it is bad.
    func _acceptGeometry(_ r: CGRect, _ property: String) -> Bool {
        let ok = r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
            && Swift.abs(r.origin.x) <= UIView.maximumGeometryOrigin
            && Swift.abs(r.origin.y) <= UIView.maximumGeometryOrigin
            && r.width <= UIView.maximumGeometrySize && r.height <= UIView.maximumGeometrySize
        if ok {
            if let state = _layoutState, state.hasInvalidGeometry {
                state.hasInvalidGeometry = false
                _damageSubtree()
            }
            return true
        }
        _reportBadGeometry(property, "\(r)")
        if !_layout.hasInvalidGeometry {
            _layout.hasInvalidGeometry = true
            _damageSubtree()
        }
        return false
    }

    /// Checks a transform about to be set, as ``_acceptGeometry(_:_:)`` does
    /// a rectangle: a NaN or infinite component would turn every rectangle
    /// derived from the view into NaN.
    func _acceptTransform(_ t: CGAffineTransform) -> Bool {
        let ok = t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite
            && Swift.abs(t.tx) <= UIView.maximumGeometryOrigin && Swift.abs(t.ty) <= UIView.maximumGeometryOrigin
        if ok { return _acceptGeometry(CGRect(origin: .zero, size: bounds.size), "transform") }
        _reportBadGeometry("transform", "\(t)")
        if !_layout.hasInvalidGeometry {
            _layout.hasInvalidGeometry = true
            _damageSubtree()
        }
        return false
    }

    /// Logs bad geometry once per view, naming it.
    func _reportBadGeometry(_ property: String, _ value: String) {
        guard !_layout.reportedBadGeometry else { return }
        _layout.reportedBadGeometry = true
        LayoutDiagnostics.log("refused \(property) \(value) for \(LayoutDiagnostics.name(of: self)): "
            + "not finite or beyond \(Int(UIView.maximumGeometrySize)) points; the view is not drawn until it gets good geometry")
    }
}
