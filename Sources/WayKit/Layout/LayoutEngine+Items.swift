import Foundation

// The constraints the engine makes for its items: a translating view's
// frame, a view's intrinsic size, a generated guide's insets. Kept up to
// date by changing constants (incremental) rather than rebuilding.
extension LayoutEngine {
    func itemNeedsSync(_ item: LayoutItemState) {
        if !item.needsSync {
            item.needsSync = true
            itemsToSync.append(item)
        }
        setNeedsSolve()
    }

    func syncItems() {
        while !itemsToSync.isEmpty {
            let list = itemsToSync
            itemsToSync.removeAll()
            for item in list where item.engine === self {
                item.needsSync = false
                if let view = item.view { sync(item, view: view) } else if let guide = item.guide { sync(item, guide: guide) }
            }
        }
    }

    private func sync(_ item: LayoutItemState, view: UIView) {
        let translates = view.translatesAutoresizingMaskIntoConstraints
        item.translates = translates
        if translates {
            setIntrinsic(item, size: CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric), [])
            let f = view.frame
            let values = [f.minX, f.minY, f.width, f.height]
            if item.translated.isEmpty {
                for (i, v) in [item.minX, item.minY, item.width, item.height].enumerated() {
                    let c = LayoutConstraint(LinearExpression(v) - Double(values[i]), .equal)
                    if (try? solver.addConstraint(c)) != nil {
                        item.translated.append(c)
                    } else {
                        reportGenerated("autoresizing mask: \(LayoutDiagnostics.name(of: view)).\(v.name) == \(values[i])")
                    }
                }
            } else if f != item.translatedFrame, item.translated.count == 4 {
                for i in 0..<4 {
                    try? solver.updateConstant(of: item.translated[i], to: -Double(values[i]))
                }
            }
            item.translatedFrame = f
        } else {
            for c in item.translated { try? solver.removeConstraint(c) }
            item.translated = []
            item.translatedFrame = .null
            let state = view._layout
            setIntrinsic(item, size: view.intrinsicContentSize,
                         [state.compression.horizontal, state.hugging.horizontal,
                          state.compression.vertical, state.hugging.vertical])
        }
    }

    /// Width and height held at `size` from above by hugging (`<=`) and from
    /// below by compression resistance (`>=`); a NaN, infinite or
    /// `noIntrinsicMetric` dimension gets none.
    private func setIntrinsic(_ item: LayoutItemState, size: CGSize, _ priorities: [UILayoutPriority]) {
        let sizeChanged = size != item.intrinsicSize
        let prioritiesChanged = priorities != item.intrinsicPriorities
        guard sizeChanged || prioritiesChanged else { return }
        let dims = [size.width, size.width, size.height, size.height]
        let variables = [item.width, item.width, item.height, item.height]
        for i in 0..<4 {
            let value = dims[i]
            let wanted = value >= 0 && value.isFinite && value <= UIView.maximumGeometrySize && !priorities.isEmpty
            if let existing = item.intrinsic[i], wanted, !prioritiesChanged {
                try? solver.updateConstant(of: existing, to: -Double(value))
                continue
            }
            if let existing = item.intrinsic[i] {
                try? solver.removeConstraint(existing)
                item.intrinsic[i] = nil
            }
            guard wanted else { continue }
            let relation: LayoutRelation = i % 2 == 0 ? .greaterThanOrEqual : .lessThanOrEqual
            let c = LayoutConstraint(LinearExpression(variables[i]) - Double(value), relation,
                                     strength: priorities[i].strength)
            if (try? solver.addConstraint(c)) != nil {
                item.intrinsic[i] = c
            } else {
                // Only a required (1000) hugging or compression resistance can fail.
                reportGenerated("content size: \(variables[i].name) \(i % 2 == 0 ? ">=" : "<=") \(value)")
            }
        }
        item.intrinsicSize = size
        item.intrinsicPriorities = priorities
    }

    /// A generated guide sits at its insets from its owning view's bounds.
    private func sync(_ item: LayoutItemState, guide: UILayoutGuide) {
        guard let insets = guide._pinnedInsets, let owner = item.dependency else { return }
        let values = [insets.left, insets.top, insets.right, insets.bottom].map { Double($0) }
        if guide._pins.isEmpty {
            let exprs = [LinearExpression(item.minX), LinearExpression(item.minY),
                         owner.width - item.minX - item.width, owner.height - item.minY - item.height]
            for i in 0..<4 {
                let c = LayoutConstraint(exprs[i] - values[i], .equal)
                if (try? solver.addConstraint(c)) != nil {
                    guide._pins.append(c)
                } else {
                    reportGenerated("\(guide.identifier) inset \(values[i])")
                }
            }
        } else if guide._pins.count == 4 {
            for i in 0..<4 { try? solver.updateConstant(of: guide._pins[i], to: -values[i]) }
        }
    }

    private func reportGenerated(_ description: String) {
        LayoutDiagnostics.log("unable to satisfy the generated constraint \(description); the app's constraints on this view conflict with it")
    }
}
