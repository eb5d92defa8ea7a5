import Foundation

// Which engine a constraint belongs to follows the view tree: activating
// finds the items' nearest common ancestor and the engine of its tree;
// adding a tree to another moves its constraints into the new tree's
// engine; removing a view takes the constraints wholly inside it along and
// deactivates those that cross the cut (UIKit's behaviour).
extension NSLayoutConstraint {
    func _activate() {
        guard _engine == nil else { return }
        guard multiplier.isFinite, Swift.abs(multiplier) <= 1e9 else {
            _reportBadNumber("multiplier", multiplier)
            return
        }
        // A constant given at creation (`equalToConstant: .nan`) has not
        // been through the setter's check.
        guard _constant.isFinite, Swift.abs(_constant) <= 1e9 else {
            _reportBadNumber("constant", _constant)
            return
        }
        guard let first = firstItem, let firstView = Self._anchorView(of: first) else {
            LayoutDiagnostics.log("cannot activate \(_layoutDescription): its first item is not a view or a guide in a view")
            return
        }
        var container = firstView
        if let second = secondItem, secondAttribute != .notAnAttribute {
            guard let secondView = Self._anchorView(of: second),
                  let common = Self._nearestCommonAncestor(firstView, secondView) else {
                LayoutDiagnostics.log("cannot activate \(_layoutDescription): its items have no common ancestor")
                return
            }
            container = common
        } else if ![.width, .height].contains(firstAttribute) {
            LayoutDiagnostics.log("cannot activate \(_layoutDescription): a position needs a second item")
            return
        }
        LayoutEngine.engine(forTreeOf: container).activate(self, container: container)
    }

    /// The view an item's edges are measured in: a view itself, a guide's owner.
    static func _anchorView(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    static func _nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var v: UIView? = a
        while let current = v { ancestors.insert(ObjectIdentifier(current)); v = current.superview }
        v = b
        while let current = v {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            v = current.superview
        }
        return nil
    }
}

extension LayoutEngine {
    /// Takes over every constraint of `other` (whose tree just joined this
    /// one's): they are queued again here, and `other` is dropped.
    func absorb(_ other: LayoutEngine) {
        for item in other.items.values {
            if let view = item.view, view._layoutState?.item === item { view._layoutState?.item = nil }
            if let guide = item.guide, guide._item === item { guide._item = nil; guide._pins = [] }
            item.engine = nil
            item.engineSerial = 0
        }
        other.items = [:]
        for c in other.active.values {
            c._solverConstraint = nil
            c._usedItems = []
            guard let container = c._container else { continue }
            activate(c, container: container)
        }
        other.active = [:]
        other.pending = []
    }

    /// `removed` left this engine's tree: its own constraints go with it,
    /// those crossing the cut are deactivated.
    func split(off removed: UIView) {
        var moving: [(NSLayoutConstraint, UIView)] = []
        for c in Array(active.values) {
            let views = [c.firstItem, c.secondItem].compactMap { $0.flatMap(NSLayoutConstraint._anchorView(of:)) }
            let inside = views.filter { $0.isDescendant(of: removed) }.count
            if inside == 0 { continue }
            let container = c._container
            deactivate(c)
            if inside == views.count, let container { moving.append((c, container)) }
        }
        guard !moving.isEmpty else { return }
        let engine = LayoutEngine.engine(forTreeOf: removed)
        for (c, container) in moving { engine.activate(c, container: container) }
    }
}

extension UIView {
    /// `view` was just added to this view.
    func _layoutDidAddSubview(_ view: UIView) {
        guard LayoutEngine.liveCount > 0, let state = view._layoutState, let other = state.engine else { return }
        state.engine = nil
        LayoutEngine.engine(forTreeOf: self).absorb(other)
    }

    /// `view` was just removed from this view.
    func _layoutDidRemoveSubview(_ view: UIView) {
        guard LayoutEngine.liveCount > 0 else { return }
        var root: UIView = self
        while let parent = root.superview { root = parent }
        root._layoutState?.engine?.split(off: view)
    }
}
