import Foundation

extension UIApplication {
    /// Queues work that makes a later event faster and changes nothing
    /// anyone sees (the text input warm-up). A backend runs it when its run
    /// loop is idle: nothing read, nothing drawn or waiting to be drawn.
    func _performWhenIdle(_ work: @escaping @MainActor () -> Void) {
        _idleWork.append(work)
    }

    /// Whether work waits for an idle moment: the backend's run loop then
    /// looks for input without sleeping, and runs it when there is none.
    public var _hasIdleWork: Bool { !_idleWork.isEmpty }

    /// Runs the oldest queued item: one at a time, so input arriving
    /// meanwhile waits for one item at most.
    public func _performIdleWork() {
        guard !_idleWork.isEmpty else { return }
        _idleWork.removeFirst()()
    }
}
