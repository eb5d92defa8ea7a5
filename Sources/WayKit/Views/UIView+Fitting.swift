import Foundation

// Sizing a view from its constraints, and a debugging check for layouts
// that constraints do not pin down (A5).
extension UIView {
    /// Pull towards the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// Pull towards the largest (UIKit's large stand-in for infinity).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The size the view's constraints give it when pulled towards
    /// `targetSize` at `.fittingSizeLevel` (50) on both axes.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are
    /// pulled towards `targetSize` at the given priorities (`.required`
    /// fixes that dimension). Its own frame is not an input here, even when
    /// it translates its autoresizing mask, and it is not changed.
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite else { return .zero }
        if !UIView._viewsNeedingConstraintUpdate.isEmpty { UIView._flushConstraintUpdates() }
        let engine = LayoutEngine.engine(forTreeOf: self)
        engine.solveIfNeeded()
        let item = engine.item(for: self)
        item.uses += 1
        engine.syncItems()
        defer { engine.release(item); engine.setNeedsSolve() }
        // The frame's own size constraints step aside while fitting.
        let sizePins = item.translated.count == 4 ? [item.translated[2], item.translated[3]] : []
        for c in sizePins { try? engine.solver.removeConstraint(c) }
        let pulls = [
            LayoutConstraint(LinearExpression(item.width) - Double(targetSize.width), .equal,
                             strength: horizontal.strength, label: "fitting width"),
            LayoutConstraint(LinearExpression(item.height) - Double(targetSize.height), .equal,
                             strength: vertical.strength, label: "fitting height"),
        ]
        for c in pulls { try? engine.solver.addConstraint(c) }
        let size = CGSize(width: LayoutItemState.round(engine.solver.value(of: item.width)),
                          height: LayoutItemState.round(engine.solver.value(of: item.height)))
        for c in pulls where engine.solver.hasConstraint(c) { try? engine.solver.removeConstraint(c) }
        for c in sizePins { try? engine.solver.addConstraint(c) }
        return CGSize(width: Swift.max(0, size.width), height: Swift.max(0, size.height))
    }

    /// Whether the constraints leave this view's frame free to move: some
    /// edge or size can change without making any constraint worse. A
    /// debugging aid (it may leave the engine at another of the equally
    /// good solutions it found).
    public var hasAmbiguousLayout: Bool {
        guard let item = _layoutState?.item, let engine = item.engine else { return false }
        engine.solveIfNeeded()
        let solver = engine.solver
        // Below every priority an app can use: a nudge at this strength only
        // moves a variable no constraint holds.
        let nudge = LayoutStrength(priority: 0.001)
        for variable in [item.minX, item.minY, item.width, item.height] {
            let value = solver.value(of: variable)
            guard (try? solver.addEditVariable(variable, strength: nudge)) != nil else { continue }
            defer { try? solver.removeEditVariable(variable) }
            for delta in [1.0, -1.0] {
                guard (try? solver.suggestValue(variable, value + delta)) != nil else { continue }
                if Swift.abs(solver.value(of: variable) - value) > 1e-6 { return true }
            }
        }
        return false
    }
}
