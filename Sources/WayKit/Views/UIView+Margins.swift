import Foundation

// Layout margins (A4): the space a view keeps between its edges and its
// content, read through `layoutMarginsGuide` and the margin attributes.
extension UIView {
    /// UIKit's default margins: 8 points on every side.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    public var layoutMargins: UIEdgeInsets {
        get { _layoutState?.layoutMargins ?? UIView.defaultLayoutMargins }
        set {
            guard newValue.isFinite else {
                _reportBadGeometry("layoutMargins", "\(newValue)")
                return
            }
            guard newValue != layoutMargins else { return }
            _layout.layoutMargins = newValue
            _layoutMarginsChanged()
        }
    }

    /// The margins by leading and trailing; leading is left (left-to-right
    /// layout only, for now).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading,
                                         bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the superview's margins, where they reach into this view,
    /// push this view's margins in too. Default false.
    public var preservesSuperviewLayoutMargins: Bool {
        get { _layoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            _layout.preservesSuperviewLayoutMargins = newValue
            _layoutMarginsChanged()
        }
    }

    /// Whether the margins are measured from the safe area rather than the
    /// bounds. Default true.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { _layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            _layout.insetsLayoutMarginsFromSafeArea = newValue
            _layoutMarginsChanged()
        }
    }

    /// A guide for the bounds inset by the margins (and the safe area, with
    /// ``insetsLayoutMarginsFromSafeArea``).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = _layoutState?.layoutMarginsGuide { return guide }
        let guide = UILayoutGuide(generatedFor: self, identifier: "UIViewLayoutMarginsGuide")
        _layout.layoutMarginsGuide = guide
        return guide
    }

    /// The margins the guide uses: own margins, plus the safe area when the
    /// view insets from it, at least as far in as the superview's margins
    /// reach when it preserves them.
    var _effectiveLayoutMargins: UIEdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea { m = m + safeAreaInsets }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let pm = parent._effectiveLayoutMargins, f = frame, b = parent.bounds
            m = m.union(UIEdgeInsets(top: b.minY + pm.top - f.minY, left: b.minX + pm.left - f.minX,
                                     bottom: f.maxY - (b.maxY - pm.bottom), right: f.maxX - (b.maxX - pm.right)))
        }
        return m
    }

    private func _layoutMarginsChanged() {
        layoutMarginsDidChange()
        setNeedsLayout()
        // Subviews that preserve these margins, and views constrained to the
        // margins, lay out again.
        for subview in subviews where subview.preservesSuperviewLayoutMargins { subview.setNeedsLayout() }
        if let guide = _layoutState?.layoutMarginsGuide { guide._pin(to: _effectiveLayoutMargins) }
    }
}
