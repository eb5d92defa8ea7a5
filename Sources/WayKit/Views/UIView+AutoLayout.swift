import Foundation

// The view side of Auto Layout (A5): anchors, the autoresizing switch,
// hugging and compression resistance, intrinsic size and fitting.
extension UIView {
    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    // MARK: Autoresizing into constraints

    /// Default true: the view's frame (kept up to date by its autoresizing
    /// mask) is an input to Auto Layout, not an output. Set false on views
    /// placed by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            _layout.translatesAutoresizingMaskIntoConstraints = newValue
            if let item = _layoutState?.item { item.engine?.itemNeedsSync(item) }
        }
    }

    // MARK: Hugging and compression resistance

    /// How strongly the view resists growing past its intrinsic size on
    /// `axis` (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let h = _layoutState?.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? h.horizontal : h.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { _layout.hugging.horizontal = priority } else { _layout.hugging.vertical = priority }
        _intrinsicConstraintsNeedSync()
    }

    /// How strongly the view resists shrinking below its intrinsic size on
    /// `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let c = _layoutState?.compression ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? c.horizontal : c.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { _layout.compression.horizontal = priority } else { _layout.compression.vertical = priority }
        _intrinsicConstraintsNeedSync()
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed.
    public func invalidateIntrinsicContentSize() {
        _intrinsicConstraintsNeedSync()
    }

    private func _intrinsicConstraintsNeedSync() {
        if let stack = superview as? UIStackView, stack.distribution == .fillProportionally,
           stack.arrangedSubviews.contains(where: { $0 === self }) {
            stack._arrangementChanged()
        }
        guard let item = _layoutState?.item else { return }
        item.engine?.itemNeedsSync(item)
        superview?.setNeedsLayout()
    }

    // MARK: Constraints held

    /// The active constraints installed on this view: those whose items'
    /// nearest common ancestor it is.
    public var constraints: [NSLayoutConstraint] {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        guard let engine = root._layoutState?.engine else { return [] }
        return engine.active.values.filter { $0._container === self }
    }

    /// Activates `constraint` (UIKit's older API; `isActive` is preferred).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Updating constraints

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        guard !(_layoutState?.needsUpdateConstraints ?? false) else { return }
        _layout.needsUpdateConstraints = true
        UIView._viewsNeedingConstraintUpdate.append(self)
        setNeedsLayout()
    }

    public func needsUpdateConstraints() -> Bool { _layoutState?.needsUpdateConstraints ?? false }

    /// Runs ``updateConstraints()`` now for every view that asked, deepest
    /// first (UIKit updates subviews before their superviews).
    public func updateConstraintsIfNeeded() { UIView._flushConstraintUpdates() }

    static var _viewsNeedingConstraintUpdate: [UIView] = []

    static func _flushConstraintUpdates() {
        while !_viewsNeedingConstraintUpdate.isEmpty {
            let views = _viewsNeedingConstraintUpdate.sorted { $0._depth > $1._depth }
            _viewsNeedingConstraintUpdate.removeAll()
            for view in views where view.needsUpdateConstraints() { view.updateConstraints() }
        }
    }

    private var _depth: Int {
        var depth = 0
        var v = superview
        while let current = v { depth += 1; v = current.superview }
        return depth
    }
}

extension NSLayoutConstraint {
    /// A direction for hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
