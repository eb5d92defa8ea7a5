import Foundation

/// Animations run together on one timeline: each child's `beginTime` is
/// from the group's start, a child without a duration takes the group's,
/// and the group's duration cuts them.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func _evaluate(at local: Double, duration: Double, base: (String) -> AnimatableValue?,
                            into values: inout [String: AnimatableValue]) {
        for child in animations ?? [] {
            let begin = child.beginTime.isFinite ? child.beginTime : 0
            let (time, _) = child._localTime(local - begin, parent: duration)
            guard let time else { continue }
            child._evaluate(at: time, duration: child._cycleDuration(parent: duration), base: base, into: &values)
        }
    }
}
