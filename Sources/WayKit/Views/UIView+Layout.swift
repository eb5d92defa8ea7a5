import Foundation

// The layout cycle (A4). Setting a property marks a view; the layout pass,
// which the backend runs before drawing (`UIWindow.layoutIfNeededForDisplay`),
// solves the window's constraints, then walks the tree from the top and gives
// every marked view `layoutSubviews` once, superviews before subviews.
extension UIView {
    /// UIKit's marker for a dimension `intrinsicContentSize` leaves open.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Marks the view for layout before the next drawing.
    public func setNeedsLayout() {
        guard !_needsLayout else { return }
        _needsLayout = true
        UIView._layoutMarks &+= 1
        window?._noteNeedsLayout()
    }

    /// Lays out now whatever needs it: the constraints of this view's tree,
    /// then, from the topmost marked view among this view and its ancestors
    /// (as Core Animation's `layoutIfNeeded` does), every marked view below.
    public func layoutIfNeeded() {
        var root = self
        var start = self
        while let parent = root.superview {
            root = parent
            if parent._needsLayout { start = parent }
        }
        // A layoutSubviews that marks a view already laid out, or an
        // ancestor, asks for another pass; a few settle any sane layout, and
        // the bound keeps a layout that never settles from hanging the app
        // (the rest waits for the next frame).
        for _ in 0..<UIView.maximumLayoutPasses {
            let marks = UIView._layoutMarks
            if !UIView._viewsNeedingConstraintUpdate.isEmpty { UIView._flushConstraintUpdates() }
            let engine = root._layoutState?.engine
            engine?.solveIfNeeded()
            start._layoutPass(engine)
            if UIView._layoutMarks == marks {
                if let window = root as? UIWindow, start === root { window._needsLayoutSomewhere = false }
                return
            }
            start = root
        }
        if !UIView._reportedUnsettledLayout {
            UIView._reportedUnsettledLayout = true
            LayoutDiagnostics.log("layout did not settle after \(UIView.maximumLayoutPasses) passes under \(LayoutDiagnostics.name(of: root)); a layoutSubviews keeps marking views laid out before it")
        }
    }

    /// Passes `layoutIfNeeded` runs at most before leaving the rest to the
    /// next frame.
    static let maximumLayoutPasses = 8

    static var _layoutMarks: UInt64 = 0
    static var _reportedUnsettledLayout = false

    /// One pass over this subtree, top down.
    func _layoutPass(_ engine: LayoutEngine?) {
        if _needsLayout { _layoutNow(engine) }
        for subview in subviews { subview._layoutPass(engine) }
    }

    /// Lays this view out: frames from the engine, safe area, then the view
    /// controller's and the view's own hooks.
    private func _layoutNow(_ engine: LayoutEngine?) {
        _updateSafeAreaInsets()
        if let engine {
            _syncLayoutGuides()
            engine.solveIfNeeded()
            for subview in subviews {
                guard let item = subview._layoutState?.item, !item.translates,
                      item.engineSerial == engine.serial else { continue }
                let f = item.frame
                if f != subview.frame { subview.frame = f }
            }
        }
        let controller = _viewController
        // U4: as UIKit, the view's traits are current while it lays out, so
        // `UIColor.separator.cgColor` read in layoutSubviews follows an
        // appearance override. A view outside any window (unspecified
        // appearance) leaves the current traits as they are.
        let traits = traitCollection
        let layOut = {
            controller?.viewWillLayoutSubviews()
            self.layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        if traits.userInterfaceStyle != .unspecified { traits.performAsCurrent(layOut) } else { layOut() }
        // Cleared after, not before: subviews resized by this layout mark
        // their superview, and that mark is this very layout, not a new one.
        _needsLayout = false
    }
}
