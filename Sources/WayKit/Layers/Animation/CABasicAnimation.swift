import Foundation

/// One key path from a value to another: `fromValue`, `toValue` and
/// `byValue` as in Core Animation (a missing end is the layer's model value,
/// a `byValue` is added to the other end).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    /// The two ends, given the model value.
    func _ends(base: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        let from = AnimatableValue(layerValue: fromValue), to = AnimatableValue(layerValue: toValue)
        let by = AnimatableValue(layerValue: byValue)
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.adding(b.negated), t)
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (base, t)
        case let (nil, nil, b?): return (base, base.adding(b))
        default: return (base, base)
        }
    }

    override func _value(progress p: Double, local: Double, base: AnimatableValue) -> AnimatableValue? {
        let (from, to) = _ends(base: base)
        return from.interpolated(to: to, CGFloat(p))
    }
}
