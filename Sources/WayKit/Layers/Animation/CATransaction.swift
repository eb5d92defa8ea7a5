import Foundation

/// Groups layer changes and explicit animations: `setCompletionBlock` runs
/// once every animation added inside the transaction has ended (removed or
/// run out), after `commit()`; with none, at the next frame.
/// `UIView.animate` blocks run inside one count too. `setDisableActions(true)`
/// is accepted (WayKit makes no implicit animations, so model changes always
/// show at once).
///
/// Outside `begin()`/`commit()` an implicit transaction collects the
/// calls and commits at the next frame, as Core Animation's does at the end
/// of the run-loop turn.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class CATransaction {
    /// One transaction: the animations it waits for and its settings.
    final class Group {
        var pending = 0
        var committed = false
        var completion: (() -> Void)?
        var disableActions = false
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?

        /// An animation of it ended: the completion, if it was the last.
        func animationEnded() -> (() -> Void)? {
            pending = max(0, pending - 1)
            return committed && pending == 0 ? takeCompletion() : nil
        }

        func takeCompletion() -> (() -> Void)? {
            guard let c = completion else { return nil }
            completion = nil
            return c
        }
    }

    private static var stack: [Group] = []
    private static var implicit: Group?

    /// The innermost open transaction (an implicit one when none is open).
    static var current: Group {
        if let g = stack.last { return g }
        if let g = implicit { return g }
        let g = Group()
        implicit = g
        UIApplication.shared._animations.completeAtNextFrame {
            // The implicit transaction ends with the frame's turn.
            if CATransaction.implicit === g { CATransaction.implicit = nil }
            CATransaction.finishCommit(g)
        }
        return g
    }

    /// Every transaction an animation added now belongs to.
    static var openGroups: [Group] { stack.isEmpty ? [current] : stack }

    public class func begin() { stack.append(Group()) }

    /// A `UIView.animate` completion made to count as an animation of the
    /// open explicit transactions: they complete after it.
    static func _joining(_ completion: ((Bool) -> Void)?) -> ((Bool) -> Void)? {
        guard !stack.isEmpty else { return completion }
        let groups = stack
        for g in groups { g.pending += 1 }
        return { finished in
            completion?(finished)
            for g in groups { g.animationEnded()?() }
        }
    }

    public class func commit() {
        guard let g = stack.popLast() else { return }
        finishCommit(g)
    }

    private static func finishCommit(_ g: Group) {
        g.committed = true
        if g.pending == 0, let c = g.takeCompletion() {
            // Core Animation calls it after the commit, never inside it.
            UIApplication.shared._animations.completeAtNextFrame(c)
        }
    }

    /// Nothing to flush: changes are drawn at the next frame.
    public class func flush() {}
    public class func lock() {}
    public class func unlock() {}

    public class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }
    public class func completionBlock() -> (() -> Void)? { current.completion }
    public class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    public class func disableActions() -> Bool { current.disableActions }
    public class func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }
    public class func animationDuration() -> CFTimeInterval { current.duration }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    public class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
}
