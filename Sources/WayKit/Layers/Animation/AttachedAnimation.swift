import Foundation

/// An animation added to a layer under a key: when it began on the clock,
/// whether it has started and ended, and the transactions waiting for it.
@MainActor
final class AttachedAnimation {
    let key: String
    let animation: CAAnimation
    /// When its time 0 is, on the event clock.
    let begin: TimeInterval
    var started = false
    /// It ran to its end (it stays only with `isRemovedOnCompletion` false).
    var ended = false
    /// Its layer was in a window while it ran.
    var sawWindow = false
    /// The transactions whose completion waits for it; emptied once told.
    var transactions: [CATransaction.Group]

    init(key: String, animation: CAAnimation, begin: TimeInterval, transactions: [CATransaction.Group]) {
        self.key = key
        self.animation = animation
        self.begin = begin
        self.transactions = transactions
        for t in transactions { t.pending += 1 }
    }

    /// Tells its transactions it is over; returns the completions now due.
    func releaseTransactions() -> [() -> Void] {
        let due = transactions.compactMap { $0.animationEnded() }
        transactions = []
        return due
    }
}
