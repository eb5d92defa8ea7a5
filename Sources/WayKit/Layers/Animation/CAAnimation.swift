import Foundation

/// An explicit animation (U6): data the frame clock samples — the same
/// clock `UIView.animate` runs on, never a timer of its own. Added to a
/// layer with `add(_:forKey:)`, it changes what is drawn, not the layer's
/// model values, and removes itself at its end unless
/// `isRemovedOnCompletion` is false.
///
/// Timing follows Core Animation's media timing: `beginTime` (0: when
/// added), `duration` (0: a quarter second, or in a group the group's),
/// `speed`, `timeOffset`, `repeatCount` (`.infinity` for ever) or
/// `repeatDuration`, `autoreverses`, `fillMode`.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    public override init() {}

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true

    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The duration one cycle runs, `parent` standing in for an unset one
    /// (a group's), else Core Animation's quarter second.
    func _cycleDuration(parent: Double?) -> Double {
        if duration.isFinite, duration > 0 { return duration }
        return parent ?? 0.25
    }

    /// How long the animation runs in all, in its parent's time, repeats
    /// and autoreverse included (infinity for ever).
    func _activeDuration(parent: Double?) -> Double {
        let d = _cycleDuration(parent: parent)
        let cycle = autoreverses ? d * 2 : d
        let s = _rate
        // Speed 0 holds the animation at `timeOffset` for as long as it is
        // on the layer: Core Animation's idiom for scrubbing by hand.
        if s == 0 { return .infinity }
        if repeatDuration.isFinite, repeatDuration > 0 { return repeatDuration / s }
        let r = repeatCount.isNaN || repeatCount <= 0 ? 1 : Double(repeatCount)
        return cycle * r / s
    }

    /// `speed` as a rate: 0 freezes, a positive speed scales time; a
    /// negative or non-finite one is taken as 1 (WayKit plays no animation
    /// backwards).
    var _rate: Double { speed.isFinite && speed >= 0 ? Double(speed) : 1 }

    /// The animation's local time (0 … its cycle duration) `t` seconds after
    /// it began in its parent's time; nil when it shows nothing then (before
    /// its begin, or after its end without a forwards fill). `done` once it
    /// has run to its end.
    func _localTime(_ t: Double, parent: Double?) -> (time: Double?, done: Bool) {
        let d = _cycleDuration(parent: parent)
        let s = _rate
        let active = _activeDuration(parent: parent)
        if t < 0 { return (fillMode.fillsBackwards ? 0 : nil, false) }
        let cycle = autoreverses ? d * 2 : d
        var local = t * s + (timeOffset.isFinite ? timeOffset : 0)
        let done = t >= active
        if done {
            guard fillMode.fillsForwards else { return (nil, true) }
            local = active * s
            // The end of a whole number of cycles rests at the cycle's end
            // (or, autoreversed, back at its start).
            let rest = local.truncatingRemainder(dividingBy: cycle)
            if rest < 1e-9 { return (autoreverses ? 0 : d, true) }
        }
        var inCycle = local.truncatingRemainder(dividingBy: cycle)
        if inCycle > d { inCycle = cycle - inCycle }
        return (min(max(inCycle, 0), d), done)
    }

    /// Sets the values this animation draws at local time `local` (of a
    /// cycle `duration` long) into `values`. `base` gives the layer's model
    /// value of a key path.
    func _evaluate(at local: Double, duration: Double, base: (String) -> AnimatableValue?,
                   into values: inout [String: AnimatableValue]) {}

    /// The fraction of the cycle after the timing function.
    func _progress(_ local: Double, duration: Double) -> Double {
        let f = duration > 0 ? local / duration : 1
        return timingFunction?.progress(f) ?? f
    }
}
