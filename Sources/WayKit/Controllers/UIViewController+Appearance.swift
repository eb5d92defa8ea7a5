import Foundation

/// Where a controller is in its appearance cycle (V2). The allowed moves are
/// written once here; `begin` may turn an appearing controller into a
/// disappearing one and back (a cancelled interactive pop), `end` finishes
/// whichever is under way. Anything else is unbalanced: logged, ignored.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing

    /// The state `beginAppearanceTransition(appearing)` leads to, or nil when
    /// the call is unbalanced.
    func begin(_ appearing: Bool) -> AppearanceState? {
        switch (self, appearing) {
        case (.disappeared, true), (.disappearing, true): .appearing
        case (.appeared, false), (.appearing, false): .disappearing
        default: nil
        }
    }

    /// The state `endAppearanceTransition()` leads to, or nil.
    var end: AppearanceState? {
        switch self {
        case .appearing: .appeared
        case .disappearing: .disappeared
        default: nil
        }
    }
}

// V2: the appearance callbacks, in UIKit's order, from one place: every
// container and transition calls begin/end, and these forward to the
// children whose views are in this controller's view.
extension UIViewController {
    /// Whether the controller is appearing or appeared in a window.
    var _isAppearingOrAppeared: Bool { _appearance == .appearing || _appearance == .appeared }

    /// Starts an appearance (true) or disappearance of the controller:
    /// `viewWillAppear` or `viewWillDisappear`, forwarded to the children.
    /// Pair each with ``endAppearanceTransition()``.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard let next = _appearance.begin(isAppearing) else {
            _log("unbalanced-begin", "beginAppearanceTransition(\(isAppearing)) while \(_appearance): unbalanced; ignored")
            return
        }
        _appearance = next
        _appearanceAnimated = animated
        if isAppearing {
            loadViewIfNeeded()
            _didCallIsAppearing = false
            viewWillAppear(animated)
            _callIsAppearingIfInWindow()
        } else {
            viewWillDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in _appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// Ends the appearance or disappearance under way: `viewDidAppear` or
    /// `viewDidDisappear`, forwarded to the children.
    public func endAppearanceTransition() {
        guard let next = _appearance.end else {
            _log("unbalanced-end", "endAppearanceTransition() while \(_appearance): unbalanced; ignored")
            return
        }
        let animated = _appearanceAnimated
        _appearance = next
        if next == .appeared {
            if !_didCallIsAppearing { _didCallIsAppearing = true; viewIsAppearing(animated) }
            viewDidAppear(animated)
        } else {
            viewDidDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in _appearanceChildren { child.endAppearanceTransition() }
        }
        _isMovingToParent = false
        _isMovingFromParent = false
        _isBeingPresented = false
        _isBeingDismissed = false
    }

    /// Both halves at once (a change with no transition).
    func _appear(_ appearing: Bool, animated: Bool) {
        guard _appearance.begin(appearing) != nil else { return }
        beginAppearanceTransition(appearing, animated: animated)
        endAppearanceTransition()
    }

    func _callIsAppearingIfInWindow() {
        guard _appearance == .appearing, !_didCallIsAppearing, let v = viewIfLoaded, v.window != nil else { return }
        _didCallIsAppearing = true
        viewIsAppearing(_appearanceAnimated)
    }

    /// The view of this controller came into a shown window or left one:
    /// the automatic appearance of a child added with addSubview, or of a
    /// window's root (UIKit's behaviour; a controller already in a
    /// transition is left to it).
    func _viewDidMoveToWindow() {
        guard let v = viewIfLoaded else { return }
        let shown = v.window.map { !$0.isHidden } ?? false
        if shown {
            _callIsAppearingIfInWindow()
            guard _appearance == .disappeared, _parentWantsAutomaticAppearance else { return }
            _appear(true, animated: false)
        } else {
            // Its view has left the parent's by now: only whether the parent
            // forwards counts.
            guard _appearance == .appeared, _parent.map({ $0.shouldAutomaticallyForwardAppearanceMethods }) ?? true else { return }
            _appear(false, animated: false)
        }
    }

    /// A window's root, a presented controller, or the child of a parent
    /// that forwards appearance and is itself on screen.
    private var _parentWantsAutomaticAppearance: Bool {
        guard let parent = _parent else { return true }
        return parent.shouldAutomaticallyForwardAppearanceMethods && parent._isAppearingOrAppeared
            && parent._appearanceChildren.contains { $0 === self }
    }

    /// Whether the controller is being added to a parent (in its appearance
    /// callbacks during a push, say).
    public var isMovingToParent: Bool { _isMovingToParent }
    public var isMovingFromParent: Bool { _isMovingFromParent }
    public var isBeingPresented: Bool { _isBeingPresented }
    public var isBeingDismissed: Bool { _isBeingDismissed }
}
