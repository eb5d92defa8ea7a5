import Foundation

/// The animations one block started, and its completion: called once, with
/// true when every animation ran to its end, false when any was replaced or
/// removed (A1).
@MainActor
final class AnimationGroup {
    private(set) var remaining = 0
    private(set) var finishedAll = true
    private var completion: ((Bool) -> Void)?
    /// Set when a `UIViewPropertyAnimator` drives the animations' progress.
    weak var animator: UIViewPropertyAnimator?
    let name: String

    init(name: String, completion: ((Bool) -> Void)?) {
        self.name = name
        self.completion = completion
    }

    func added() { remaining += 1 }

    /// One of its animations ended; returns the completion to call once the
    /// last has (called by the engine after the frame's work).
    func ended(finished: Bool) -> (() -> Void)? {
        remaining -= 1
        if !finished { finishedAll = false }
        guard remaining <= 0, let c = completion else { return nil }
        completion = nil
        let result = finishedAll
        return { c(result) }
    }

    /// A block that animated nothing completes at the next frame, with true.
    func takeCompletion() -> (() -> Void)? {
        guard let c = completion else { return nil }
        completion = nil
        return { c(true) }
    }
}
