import Foundation

/// The Auto Layout engine of one view tree (one a window, as in UIKit): the
/// solver, the active constraints, and the items they use (A5).
///
/// Activating a constraint only queues it; the layout pass solves
/// (``solveIfNeeded()``) before any `layoutSubviews`, and each laid-out view
/// then takes its constrained subviews' frames from the solution. Queuing
/// lets app code activate constraints before it sets
/// `translatesAutoresizingMaskIntoConstraints`, as UIKit allows.
///
/// - Important: main actor only; owned by the root view of its tree.
@MainActor
final class LayoutEngine {
    let solver = LayoutSolver()
    var root: UIView? { rootState.view }
    weak var rootState: ViewHandle?
    var items: [ObjectIdentifier: LayoutItemState] = [:]
    /// Every active constraint: installed, queued or broken.
    var active: [ObjectIdentifier: NSLayoutConstraint] = [:]
    var pending: [NSLayoutConstraint] = []
    var itemsToSync: [LayoutItemState] = []
    var needsSolve = false

    /// Engines alive: while none is, hierarchy changes skip all Auto Layout
    /// bookkeeping.
    static var liveCount = 0
    private static var serials: UInt64 = 0
    /// Tells this engine's items from those of one that went (see
    /// LayoutItemState.engineSerial).
    let serial: UInt64

    init(root: UIView) {
        self.rootState = root._handle
        LayoutEngine.serials += 1
        serial = LayoutEngine.serials
        LayoutEngine.liveCount += 1
    }

    isolated deinit {
        LayoutEngine.liveCount -= 1
        // Constraints the app still holds must not keep items whose views
        // may go before them (items refer to their views unowned).
        for c in active.values {
            c._usedItems = []
            c._solverConstraint = nil
        }
    }

    /// The engine of the tree `view` is in, made if there is none.
    static func engine(forTreeOf view: UIView) -> LayoutEngine {
        var root = view
        while let parent = root.superview { root = parent }
        if let engine = root._layoutState?.engine { return engine }
        let engine = LayoutEngine(root: root)
        root._layout.engine = engine
        return engine
    }

    /// Asks for a layout pass: the window's, when the tree is in one.
    func setNeedsSolve() {
        needsSolve = true
        root?.window?._noteNeedsLayout()
    }

    // MARK: Activation

    func activate(_ c: NSLayoutConstraint, container: UIView) {
        c._engine = self
        c._container = container
        c._isBroken = false
        active[ObjectIdentifier(c)] = c
        pending.append(c)
        container.setNeedsLayout()
        setNeedsSolve()
    }

    func deactivate(_ c: NSLayoutConstraint) {
        guard c._engine === self else { return }
        uninstall(c)
        active[ObjectIdentifier(c)] = nil
        c._engine = nil
        c._container?.setNeedsLayout()
        c._container = nil
        setNeedsSolve()
    }

    /// Deactivates every constraint that uses `guide` (it left its view).
    func deactivateAll(using guide: UILayoutGuide) {
        for c in active.values where c.firstItem === guide || c.secondItem === guide { deactivate(c) }
    }

    /// Takes the solver constraint out and lets go of the items it used.
    func uninstall(_ c: NSLayoutConstraint) {
        if let sc = c._solverConstraint {
            try? solver.removeConstraint(sc)
            c._solverConstraint = nil
        }
        for item in c._usedItems { release(item) }
        c._usedItems = []
    }

    func constantDidChange(_ c: NSLayoutConstraint) {
        guard let sc = c._solverConstraint else { return }
        do {
            try solver.updateConstant(of: sc, to: c._attributeConstant - Double(c._constant))
        } catch {
            reportUnsatisfiable(c)
        }
        needsSolve = true
        c._container?.setNeedsLayout()
        root?.window?._noteNeedsLayout()
    }

    func priorityDidChange(_ c: NSLayoutConstraint) {
        // The solver fixes a constraint's strength when it is added: take it
        // out and queue it again.
        uninstall(c)
        c._isBroken = false
        pending.append(c)
        c._container?.setNeedsLayout()
        setNeedsSolve()
    }

    // MARK: Solving

    /// Installs queued constraints, brings generated constraints up to date,
    /// solves, and marks the superviews of views whose frames moved.
    func solveIfNeeded() {
        guard needsSolve else { return }
        needsSolve = false
        var built: [NSLayoutConstraint] = []
        if !pending.isEmpty {
            let queued = pending
            pending.removeAll()
            for c in queued where c._engine === self && c._solverConstraint == nil && !c._isBroken {
                if build(c) { built.append(c) }
            }
        }
        // Items first, so a conflict is blamed on the app's constraint
        // rather than on a view's own frame or size.
        syncItems()
        for c in built { install(c) }
        solver.updateVariables()
        for item in items.values {
            guard let view = item.view, !item.translates else { continue }
            let f = item.frame
            guard f != view.frame else { continue }
            if let parent = view.superview { parent.setNeedsLayout() } else { view.frame = f }
        }
    }

    func install(_ c: NSLayoutConstraint) {
        guard let sc = c._solverConstraint else { return }
        do {
            try solver.addConstraint(sc)
        } catch {
            c._solverConstraint = nil
            c._isBroken = true
            reportUnsatisfiable(c)
        }
    }

    /// UIKit's message, once per constraint: which one is broken so that
    /// layout can go on.
    func reportUnsatisfiable(_ c: NSLayoutConstraint) {
        guard !c._reported else { return }
        c._reported = true
        LayoutDiagnostics.log("unable to simultaneously satisfy constraints; will attempt to recover by breaking \(c._layoutDescription)")
    }
}
