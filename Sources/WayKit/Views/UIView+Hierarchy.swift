import Foundation

extension UIView {
    /// Adds `view` on top of the other subviews, removing it from its old
    /// superview first. Adding a subview again moves it to the top.
    public func addSubview(_ view: UIView) {
        _insert(view, at: subviews.count)
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        _insert(view, at: index)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        _insert(view, at: i + 1)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        _insert(view, at: i)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        _insert(view, at: subviews.count)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        _insert(view, at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        _exchangeSubviews(index1, index2)
    }

    public func removeFromSuperview() {
        _detachFromSuperview()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view with `tag`, searching this view and then its subtree depth
    /// first, in subview order.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews {
            if let found = s.viewWithTag(tag) { return found }
        }
        return nil
    }
}
