import Foundation

// Pushes and pops (V3) and their appearance calls (V2), from one place: the
// transition's start, its end and its cancel.
extension UINavigationController {
    /// A change may start: none under way, or an animated one that is
    /// finished at once. An interactive pop in progress refuses it (the
    /// finger decides), logged once.
    func _readyForChange(_ what: String) -> Bool {
        guard let t = _transition else { return true }
        if t.isInteractive {
            _log("change-during-pop", "\(what) during an interactive transition; ignored")
            return false
        }
        guard t.completeNow() else {
            _log("change-during-custom", "\(what) during a custom transition (it ends when its animation controller calls completeTransition); ignored")
            return false
        }
        return _transition == nil
    }

    /// A change of the stack asked for while a transition starts or ends
    /// (from the delegate's `willShow`, an appearance call, a coordinator's
    /// completion) waits until that is done, then runs: a push from a pop's
    /// completion comes after the pop's last appearance calls, as iOS apps
    /// expect. True when `change` was queued.
    func _deferIfBusy(_ change: @escaping () -> Void) -> Bool {
        guard _changeDepth > 0 else { return false }
        _deferredChanges.append(change)
        return true
    }

    /// Runs `body` as part of a transition's start or end, then the changes
    /// it queued.
    func _asTransitionStep(_ body: () -> Void) {
        _changeDepth += 1
        body()
        _changeDepth -= 1
        while _changeDepth == 0, !_deferredChanges.isEmpty {
            _deferredChanges.removeFirst()()
        }
    }

    /// Whether appearance calls are due: this controller is on screen (or
    /// coming).
    var _isOnScreen: Bool { _isAppearingOrAppeared }

    /// Runs a push or pop from `from` to `to`; the stack already says where
    /// it goes.
    func _run(_ operation: NavigationOperation, from: UIViewController, to: UIViewController,
              animated: Bool, interactive: Bool, popped: [UIViewController] = []) {
        _asTransitionStep { _start(operation, from: from, to: to, animated: animated, interactive: interactive, popped: popped) }
    }

    private func _start(_ operation: NavigationOperation, from: UIViewController, to: UIViewController,
                        animated: Bool, interactive: Bool, popped: [UIViewController]) {
        loadViewIfNeeded()
        let onScreen = _isOnScreen && view.window != nil
        let animate = animated && onScreen
        delegate?.navigationController(self, willShow: to, animated: animate)
        // An app's animation controller (and interaction controller) when
        // its delegate offers one for an animated change.
        let custom = animate ? delegate?.navigationController(self, animationControllerFor: operation.uiKit, from: from, to: to) : nil
        let interaction = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        let coordinator = TransitionCoordinator(from: from, to: to, containerView: _container, animated: animate,
                                                interactive: custom == nil ? interactive && animate : interaction != nil,
                                                duration: NavigationTransition.duration)
        _transitionCoordinator = coordinator
        if operation == .pop {
            for vc in popped { vc._isMovingFromParent = true; vc.willMove(toParent: nil) }
        }
        if onScreen {
            // V2: old viewWillDisappear, new viewWillAppear.
            from.beginAppearanceTransition(false, animated: animate)
            to.beginAppearanceTransition(true, animated: animate)
        }
        _updateBar()
        let t: NavigationTransitioning = if let custom {
            CustomNavigationTransition(operation, coordinator: coordinator, animation: custom, interaction: interaction)
        } else {
            NavigationTransition(operation, from: from, to: to, container: _container,
                                 animated: animate, interactive: interactive, coordinator: coordinator)
        }
        t.onEnd = { [weak self] completed in
            self?._transitionEnded(t, completed: completed, onScreen: onScreen, popped: popped)
        }
        _transition = t
        t.start()
    }

    private func _transitionEnded(_ t: NavigationTransitioning, completed: Bool, onScreen: Bool, popped: [UIViewController]) {
        // The closure that called this holds the transition: let it go, or
        // every push and pop would keep its controllers alive.
        t.onEnd = { _ in }
        _asTransitionStep { _finish(t, completed: completed, onScreen: onScreen, popped: popped) }
    }

    private func _finish(_ t: NavigationTransitioning, completed: Bool, onScreen: Bool, popped: [UIViewController]) {
        _transition = nil
        // The coordinator's completions run before the last appearance
        // calls, as UIKit's.
        t.coordinator.end(cancelled: !completed)
        if _transitionCoordinator === t.coordinator { _transitionCoordinator = nil }
        if completed {
            if onScreen {
                // V2: old viewDidDisappear, new viewDidAppear.
                t.from.endAppearanceTransition()
                t.to.endAppearanceTransition()
            }
            if t.operation == .push {
                t.to.didMove(toParent: self)
            } else {
                for vc in popped { vc.removeFromParent() }
            }
            delegate?.navigationController(self, didShow: t.to, animated: t.animated)
        } else {
            // A cancelled transition (V2): the coming controller's
            // viewWillDisappear and viewDidDisappear, the going one's
            // viewWillAppear and viewDidAppear; the stack is as it was (a
            // cancelled push leaves it, a cancelled pop puts them back).
            if onScreen {
                t.to.beginAppearanceTransition(false, animated: true)
                t.to.endAppearanceTransition()
                t.from.beginAppearanceTransition(true, animated: true)
                t.from.endAppearanceTransition()
            }
            if t.operation == .push {
                _stack.removeAll { $0 === t.to }
                t.to.willMove(toParent: nil)
                t.to.removeFromParent()
            }
            for vc in popped { vc._isMovingFromParent = false }
            _stack.append(contentsOf: popped)
            _updateBar()
        }
        _trackContentScrollView()
        _layoutChildren()
    }

    /// Pops down to `target`: the controllers above it leave the stack at
    /// once; only the top one is seen going.
    func _pop(to target: UIViewController, animated: Bool, interactive: Bool) -> [UIViewController] {
        guard let index = _stack.firstIndex(where: { $0 === target }), index < _stack.count - 1,
              let from = topViewController else { return [] }
        let popped = Array(_stack[(index + 1)...])
        _stack.removeSubrange((index + 1)...)
        _run(.pop, from: from, to: target, animated: animated, interactive: interactive, popped: popped)
        return popped
    }

    /// Replaces the stack (setViewControllers, init): a new top slides in as
    /// a push (or a pop when it was already on the stack).
    func _setStack(_ new: [UIViewController], animated: Bool) {
        let old = _stack
        let oldTop = old.last
        guard let newTop = new.last else {
            _log("empty-stack", "setViewControllers(_:animated:) with no controller; the stack is kept")
            return
        }
        // Controllers leaving: removed without appearance (except the old top,
        // which the transition takes out).
        let leaving = old.filter { vc in !new.contains { $0 === vc } }
        for vc in new where !old.contains(where: { $0 === vc }) { addChild(vc) }
        _stack = new
        guard let oldTop, oldTop !== newTop else {
            for vc in leaving { vc.willMove(toParent: nil); vc.viewIfLoaded?.removeFromSuperview(); vc.removeFromParent() }
            for vc in new where vc._parent === self { vc.didMove(toParent: self) }
            _updateBar()
            if oldTop == nil, let v = viewIfLoaded {
                newTop.view.frame = v.bounds
                _container.addSubview(newTop.view)
            }
            return
        }
        let wasOnStack = old.contains { $0 === newTop }
        let leavingBelow = leaving.filter { $0 !== oldTop }
        for vc in leavingBelow { vc.willMove(toParent: nil); vc.viewIfLoaded?.removeFromSuperview(); vc.removeFromParent() }
        let oldTopLeaves = leaving.contains { $0 === oldTop }
        _run(wasOnStack ? .pop : .push, from: oldTop, to: newTop, animated: animated, interactive: false,
             popped: oldTopLeaves ? [oldTop] : [])
        if !wasOnStack, _transition == nil {
            for vc in new where vc !== newTop { vc.didMove(toParent: self) }
        }
    }
}
