import Foundation

// Turning `first.attr ~ m × second.attr + c` into the solver's
// `first - m·second - c ~ 0`. Every edge is measured in the coordinates of
// the constraint's container (the items' nearest common ancestor): an item's
// frame is in its superview's coordinates, so each ancestor between it and
// the container adds its own origin, and the container's own edges are its
// bounds (origin 0, its width and height).
extension LayoutEngine {
    /// Makes `c`'s solver constraint; false (after logging) if it cannot be
    /// expressed because an item went away or left the container.
    func build(_ c: NSLayoutConstraint) -> Bool {
        guard let container = c._container, let first = c.firstItem else { return false }
        var expression = LinearExpression()
        var used: [LayoutItemState] = []
        // Leading and trailing follow the direction of the view the
        // constraint is installed on, so both items agree on which side is
        // which (a right-to-left stack view reverses its row).
        let rtl = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard add(first, c.firstAttribute, scale: 1, in: container, rtl: rtl, to: &expression, used: &used) else {
            return false
        }
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard add(second, c.secondAttribute, scale: -Double(c.multiplier), in: container, rtl: rtl,
                      to: &expression, used: &used) else { return false }
        }
        c._attributeConstant = expression.constant
        expression.constant -= Double(c._constant)
        for item in used { item.uses += 1 }
        c._usedItems = used
        let strength = c.priority.strength
        // No label: the solver's errors are not shown; the engine logs the
        // constraint's own description, built only then (building it for
        // every constraint was a sixth of a form's first layout).
        c._solverConstraint = LayoutConstraint(expression, c.relation.solverRelation, strength: strength)
        return true
    }

    /// Adds `scale × item.attribute` to `expression`.
    private func add(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, scale: Double,
                     in container: UIView, rtl: Bool, to expression: inout LinearExpression,
                     used: inout [LayoutItemState]) -> Bool {
        var item = item
        var attribute = attribute
        var scale = scale
        if let plain = attribute.withoutMargin, let view = item as? UIView {
            item = view.layoutMarginsGuide
            attribute = plain
        }
        let state: LayoutItemState
        let parent: UIView?
        var isContainer = false
        if let view = item as? UIView {
            state = self.item(for: view)
            isContainer = view === container
            parent = view.superview
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            state = self.item(for: guide)
            parent = owner
        } else {
            return false
        }
        used.append(state)
        let horizontal: Bool
        let fraction: Double   // of the size from the origin: 0 leading edge, 0.5 centre, 1 trailing
        var extra = 0.0
        switch attribute {
        case .left: (horizontal, fraction) = (true, 0)
        case .right: (horizontal, fraction) = (true, 1)
        // Right to left, leading and trailing are measured from the right
        // (UIKit flips the axis, so `leading + 20` is 20 points in from the
        // right edge): the edge's x, negated.
        case .leading:
            (horizontal, fraction) = (true, rtl ? 1 : 0)
            if rtl { scale = -scale }
        case .trailing:
            (horizontal, fraction) = (true, rtl ? 0 : 1)
            if rtl { scale = -scale }
        case .centerX: (horizontal, fraction) = (true, 0.5)
        case .top: (horizontal, fraction) = (false, 0)
        case .bottom: (horizontal, fraction) = (false, 1)
        case .centerY: (horizontal, fraction) = (false, 0.5)
        case .firstBaseline, .lastBaseline:
            // A label centres its text vertically, so its baselines are a
            // fixed distance from its centre; other views use their bottom,
            // as UIKit's do.
            if let label = item as? UILabel {
                (horizontal, fraction) = (false, 0.5)
                extra = label._baselineOffsetFromCenter(last: attribute == .lastBaseline)
            } else {
                (horizontal, fraction) = (false, 1)
            }
        case .width:
            expression.terms.append(LayoutTerm(state.width, scale))
            return true
        case .height:
            expression.terms.append(LayoutTerm(state.height, scale))
            return true
        default:
            return false
        }
        let size = horizontal ? state.width : state.height
        if fraction != 0 { expression.terms.append(LayoutTerm(size, scale * fraction)) }
        expression.constant += scale * extra
        if isContainer { return true }
        expression.terms.append(LayoutTerm(horizontal ? state.minX : state.minY, scale))
        // Ancestors between the item and the container add their origins.
        var ancestor = parent
        while let a = ancestor, a !== container {
            let hop = self.item(for: a)
            used.append(hop)
            expression.terms.append(LayoutTerm(horizontal ? hop.minX : hop.minY, scale))
            ancestor = a.superview
        }
        return ancestor === container
    }

    /// The item for `view`, made (and queued for its generated constraints)
    /// on first use.
    func item(for view: UIView) -> LayoutItemState {
        if let item = view._layoutState?.item, item.engine === self { return item }
        let item = LayoutItemState()
        item.view = view
        item.engine = self
        item.engineSerial = serial
        view._layout.item = item
        items[ObjectIdentifier(item)] = item
        itemNeedsSync(item)
        return item
    }

    func item(for guide: UILayoutGuide) -> LayoutItemState {
        if let item = guide._item, item.engine === self { return item }
        let item = LayoutItemState()
        item.guide = guide
        item.engine = self
        item.engineSerial = serial
        guide._item = item
        items[ObjectIdentifier(item)] = item
        if guide._pinnedInsets != nil, let owner = guide.owningView {
            // Start from the insets as they are now, not as of the owner's
            // last layout.
            if guide === owner._layoutState?.layoutMarginsGuide {
                guide._pinnedInsets = owner._effectiveLayoutMargins
            } else if guide === owner._layoutState?.safeAreaLayoutGuide {
                guide._pinnedInsets = owner.safeAreaInsets
            } else if let keyboard = guide as? UIKeyboardLayoutGuide {
                guide._pinnedInsets = keyboard._keyboardInsets()
            }
            let ownerItem = self.item(for: owner)
            ownerItem.uses += 1
            item.dependency = ownerItem
        }
        itemNeedsSync(item)
        return item
    }

    /// One use fewer; at none the item and its generated constraints go.
    func release(_ item: LayoutItemState) {
        item.uses -= 1
        guard item.uses <= 0 else { return }
        for c in item.translated + item.intrinsic.compactMap({ $0 }) + (item.guide?._pins ?? []) {
            try? solver.removeConstraint(c)
        }
        item.translated = []
        item.intrinsic = [nil, nil, nil, nil]
        item.guide?._pins = []
        items[ObjectIdentifier(item)] = nil
        if let view = item.view, view._layoutState?.item === item { view._layoutState?.item = nil }
        if let guide = item.guide, guide._item === item { guide._item = nil }
        item.engine = nil
        item.engineSerial = 0
        if let dependency = item.dependency {
            item.dependency = nil
            release(dependency)
        }
    }
}
