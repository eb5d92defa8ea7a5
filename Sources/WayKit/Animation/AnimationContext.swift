import Foundation

/// The animation block being run: it records, for each view and property the
/// block changes, the value drawn before the change. After the block the
/// engine turns each into an animation to the new model value (A1).
@MainActor
final class AnimationContext {
    /// The block running now; nil outside `UIView.animate` (and inside
    /// `performWithoutAnimation`).
    static var current: AnimationContext?

    let parameters: AnimationParameters
    /// Changes in the order first made: view, property, value drawn before.
    private(set) var changes: [(view: UIView, property: AnimatableProperty, from: AnimatableValue)] = []
    private var seen: Set<Key> = []

    private struct Key: Hashable {
        let view: UInt64  // UIView._serial: never an address
        let property: AnimatableProperty
    }

    init(parameters: AnimationParameters) { self.parameters = parameters }

    func record(_ view: UIView, _ property: AnimatableProperty) {
        guard seen.insert(Key(view: view._serial, property: property)).inserted else { return }
        // A later keyframe of a property starts where the one before it
        // ends: the model value, not what is drawn now.
        if parameters.isKeyframe, KeyframeScope.current?.hasAnimated(view, property) == true {
            changes.append((view, property, view._modelValue(property)))
        } else {
            changes.append((view, property, view._presentedValue(property)))
        }
    }

    /// Runs `body` with this context current, restoring the previous one.
    func run(_ body: () -> Void) {
        let previous = AnimationContext.current
        AnimationContext.current = self
        body()
        AnimationContext.current = previous
    }
}
