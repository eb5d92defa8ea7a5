import Foundation

// The constraints a stack view makes for its visible arranged views (A6),
// rebuilt whenever the arrangement changes (in `updateConstraints`, so many
// changes in a row cost one rebuild). Along the axis: the ends pinned to the
// stack's edges (or margins) and each gap set by the distribution; across
// it: each view placed by the alignment.
extension UIStackView {
    typealias Attribute = NSLayoutConstraint.Attribute

    func _rebuildArrangement() {
        NSLayoutConstraint.deactivate(_arrangement)
        _arrangement = []
        for guide in _spacers { removeLayoutGuide(guide) }
        _spacers = []
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard let first = views.first, let last = views.last else { return }
        let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let lead: Attribute = horizontal ? .leading : .top
        let trail: Attribute = horizontal ? .trailing : .bottom
        let center: Attribute = horizontal ? .centerX : .centerY
        let length: Attribute = horizontal ? .width : .height
        var made: [NSLayoutConstraint] = []
        func pin(_ a: AnyObject, _ aa: Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: Attribute,
                 multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required) {
            let c = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba,
                                       multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = "UISV-arrangement"
            made.append(c)
        }

        // Along the axis.
        pin(first, lead, .equal, container, lead)
        pin(last, trail, .equal, container, trail)
        var firstSpacer: UILayoutGuide?
        for (previous, view) in zip(views, views.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                pin(view, lead, .equal, previous, trail, constant: _spacing(after: previous))
            case .equalSpacing, .equalCentering:
                pin(view, lead, .greaterThanOrEqual, previous, trail, constant: _spacing(after: previous))
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-spacer"
                addLayoutGuide(spacer)
                _spacers.append(spacer)
                // Equal gaps between edges, or between centres.
                let edge = distribution == .equalSpacing
                pin(spacer, lead, .equal, previous, edge ? trail : center)
                pin(spacer, trail, .equal, view, edge ? lead : center)
                if let firstSpacer { pin(spacer, length, .equal, firstSpacer, length) } else { firstSpacer = spacer }
            }
        }
        if distribution == .fillEqually {
            for view in views.dropFirst() { pin(view, length, .equal, first, length) }
        } else if distribution == .fillProportionally {
            let lengths = views.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                return horizontal ? s.width : s.height
            }
            let base = lengths[0]
            let proportional = base > 0 && lengths.allSatisfy { $0 > 0 && $0.isFinite }
            for (view, l) in zip(views.dropFirst(), lengths.dropFirst()) {
                pin(view, length, .equal, first, length, multiplier: proportional ? l / base : 1)
            }
        }

        // Across the axis.
        let crossLead: Attribute = horizontal ? .top : .leading
        let crossTrail: Attribute = horizontal ? .bottom : .trailing
        let crossCenter: Attribute = horizontal ? .centerY : .centerX
        let crossLength: Attribute = horizontal ? .height : .width
        var align = alignment
        if !horizontal, align == .firstBaseline || align == .lastBaseline { align = .fill }
        for view in views {
            switch align {
            case .fill:
                pin(view, crossLead, .equal, container, crossLead)
                pin(view, crossTrail, .equal, container, crossTrail)
            case .leading:
                pin(view, crossLead, .equal, container, crossLead)
                pin(view, crossTrail, .lessThanOrEqual, container, crossTrail)
            case .trailing:
                pin(view, crossTrail, .equal, container, crossTrail)
                pin(view, crossLead, .greaterThanOrEqual, container, crossLead)
            case .center:
                pin(view, crossCenter, .equal, container, crossCenter)
                pin(view, crossLead, .greaterThanOrEqual, container, crossLead)
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = align == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first { pin(view, baseline, .equal, first, baseline) }
                pin(view, crossLead, .greaterThanOrEqual, container, crossLead)
                pin(view, crossTrail, .lessThanOrEqual, container, crossTrail)
                // Keeps the row from floating when the stack is taller than it.
                pin(view, crossLead, .equal, container, crossLead, priority: UILayoutPriority(48))
            }
        }
        if align != .fill {
            // The stack hugs its tallest view across the axis unless told
            // otherwise (below every priority an app uses by default).
            pin(container, crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }
        NSLayoutConstraint.activate(made)
        _arrangement = made
    }
}
