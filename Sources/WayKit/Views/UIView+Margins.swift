import Foundation

// Layout margins (A4): the space a view keeps between its edges and its
// content, read through `layoutMarginsGuide` and the margin attributes.
extension UIView {
    /// UIKit's default margins: 8 points on every side.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The margins by left and right. Margins last set through
    /// ``directionalLayoutMargins`` follow the layout direction.
    public var layoutMargins: UIEdgeInsets {
        get {
            guard let state = _layoutState else { return UIView.defaultLayoutMargins }
            if let d = state.directionalLayoutMargins {
                let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
                return UIEdgeInsets(top: d.top, left: rtl ? d.trailing : d.leading,
                                    bottom: d.bottom, right: rtl ? d.leading : d.trailing)
            }
            return state.layoutMargins ?? UIView.defaultLayoutMargins
        }
        set {
            guard newValue.isFinite else {
                _reportBadGeometry("layoutMargins", "\(newValue)")
                return
            }
            guard newValue != layoutMargins || _layoutState?.directionalLayoutMargins != nil else { return }
            _layout.layoutMargins = newValue
            _layout.directionalLayoutMargins = nil
            _layoutMarginsChanged()
        }
    }

    /// The margins by leading and trailing: leading is left in left-to-right
    /// layout and right in right-to-left (``effectiveUserInterfaceLayoutDirection``).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let d = _layoutState?.directionalLayoutMargins { return d }
            let m = layoutMargins
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left,
                                           bottom: m.bottom, trailing: rtl ? m.left : m.right)
        }
        set {
            let finite = newValue.top.isFinite && newValue.leading.isFinite
                && newValue.bottom.isFinite && newValue.trailing.isFinite
            guard finite else {
                _reportBadGeometry("directionalLayoutMargins", "\(newValue)")
                return
            }
            guard newValue != _layoutState?.directionalLayoutMargins else { return }
            _layout.directionalLayoutMargins = newValue
            _layoutMarginsChanged()
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

    /// A guide inside the layout margins whose width is at most what reads
    /// comfortably: 672 points at the default text size, growing with
    /// Dynamic Type (UIKit's readable width), centred between the margins.
    public var readableContentGuide: UILayoutGuide {
        if let guide = _layoutState?.readableContentGuide { return guide }
        let guide = UILayoutGuide(generatedFor: self, identifier: "UIViewReadableContentGuide")
        _layout.readableContentGuide = guide
        return guide
    }

    /// The readable guide's insets: the margins, and as much more on each
    /// side as keeps the width readable.
    var _readableContentInsets: UIEdgeInsets {
        var m = _effectiveLayoutMargins
        let readable = 672 * UIFont.preferredFont(forTextStyle: .body).pointSize / 17
        let width = bounds.width - m.left - m.right
        if width.isFinite, readable.isFinite, width > readable {
            let extra = ((width - readable) / 2).rounded(.down)
            m.left += extra
            m.right += extra
        }
        return m
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

    func _layoutMarginsChanged() {
        layoutMarginsDidChange()
        setNeedsLayout()
        // Subviews that preserve these margins, and views constrained to the
        // margins, lay out again.
        for subview in subviews where subview.preservesSuperviewLayoutMargins { subview.setNeedsLayout() }
        if let guide = _layoutState?.layoutMarginsGuide { guide._pin(to: _effectiveLayoutMargins) }
        if let guide = _layoutState?.readableContentGuide { guide._pin(to: _readableContentInsets) }
    }
}
