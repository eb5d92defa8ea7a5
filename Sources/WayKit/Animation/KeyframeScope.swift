import Foundation

/// The `animateKeyframes` call running now: keyframes turn their changes
/// into animations over their part of the duration, in one group.
@MainActor
final class KeyframeScope {
    static var current: KeyframeScope?
    let parameters: AnimationParameters
    let group: AnimationGroup
    let start: TimeInterval

    init(parameters: AnimationParameters, group: AnimationGroup, start: TimeInterval) {
        self.parameters = parameters
        self.group = group
        self.start = start
    }

    func hasAnimated(_ view: UIView, _ property: AnimatableProperty) -> Bool {
        animatedKeys.contains(Key(view: view._serial, property: property))
    }
    // By serial, not address: the scope holds no view (see UIView._serial).
    private struct Key: Hashable { let view: UInt64; let property: AnimatableProperty }
    private var animatedKeys: Set<Key> = []

    func commit(_ context: AnimationContext, relativeStart: Double, relativeDuration: Double) {
        let rs = relativeStart.isFinite ? min(max(relativeStart, 0), 1) : 0
        let rd = relativeDuration.isFinite ? min(max(relativeDuration, 0), 1 - rs) : 0
        guard UIView._animationsEnabled, parameters.duration > 0, rd > 0 else { return }
        var p = parameters
        p.duration = parameters.duration * rd
        let begin = start + parameters.delay + parameters.duration * rs
        for change in context.changes {
            let to = change.view._modelValue(change.property)
            guard to != change.from else { continue }
            animatedKeys.insert(Key(view: change.view._serial, property: change.property))
            UIApplication.shared._animations.add(
                ViewAnimation(view: change.view, property: change.property, from: change.from, to: to,
                              beginTime: begin, parameters: p, group: group),
                view: change.view)
        }
        UIView._traceBegan(context, p)
    }
}
