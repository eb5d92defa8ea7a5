import Foundation

/// One property of one view going from a value to another (A1): data the
/// frame clock samples, never a timer of its own (Core Animation's model).
@MainActor
final class ViewAnimation {
    weak var view: UIView?
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue
    /// When the first cycle starts (after the delay), on the event clock.
    var beginTime: TimeInterval
    let duration: TimeInterval
    let timing: AnimationTiming
    /// Cycles to run: 1, or infinity for `.repeat`.
    let repeatCount: Double
    let autoreverses: Bool
    let allowsUserInteraction: Bool
    // Strong: nothing else keeps a group alive while its animations run.
    let group: AnimationGroup

    init(view: UIView, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue,
         beginTime: TimeInterval, parameters p: AnimationParameters, group: AnimationGroup) {
        self.view = view
        self.property = property
        self.from = from
        self.to = to
        self.beginTime = beginTime
        duration = max(p.duration, 0.0001)
        timing = p.timing
        repeatCount = p.options.contains(.repeat) ? .infinity : 1
        autoreverses = p.options.contains(.autoreverse)
        allowsUserInteraction = p.options.contains(.allowUserInteraction)
        self.group = group
    }

    /// The length of one cycle there and, with autoreverse, back.
    private var cycle: TimeInterval { autoreverses ? duration * 2 : duration }

    /// When it ends (infinity for a repeating animation).
    var endTime: TimeInterval { repeatCount.isInfinite ? .infinity : beginTime + cycle * repeatCount }

    /// The value to draw at `now`, and whether the animation is over. Before
    /// its begin time (the delay) it shows its from-value, as UIKit's
    /// animations fill backwards.
    func sample(at now: TimeInterval) -> (value: AnimatableValue, done: Bool) {
        if let animator = group.animator {
            let f = animator._fractionForSampling
            return (from.interpolated(to: to, CGFloat(timing.progress(f, duration: duration))), false)
        }
        let elapsed = now - beginTime
        if elapsed < 0 { return (from, false) }
        if elapsed >= cycle * repeatCount { return (to, true) }
        var local = elapsed.truncatingRemainder(dividingBy: cycle) / duration
        if local > 1 { local = 2 - local }  // the way back of an autoreverse
        let p = timing.progress(local, duration: duration)
        return (from.interpolated(to: to, CGFloat(p)), false)
    }
}
