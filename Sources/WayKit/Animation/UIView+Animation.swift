import Foundation

extension UIView {
    /// UIKit's animation options (the same bits).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// The animated views keep receiving touches (A2).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is drawn now. WayKit always does: a new animation
        /// of a property starts from its presentation value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve the options name (A1: easeInOut by default).
        var timing: AnimationTiming {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    /// Options of `animateKeyframes` (UIKit's bits; the calculation modes
    /// other than linear are not interpreted).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    }

    /// Animates the changes `animations` makes to animatable properties
    /// (frame, bounds, center, transform, alpha, backgroundColor, the layer's
    /// corner radius and border): they take their new values at once (the
    /// model), and what is drawn goes there over `duration` seconds with the
    /// options' curve (A1). `completion` gets true when every animation ran
    /// to its end, false when one was replaced or removed.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let p = AnimationParameters(duration: AnimationParameters.clamped(duration),
                                    delay: AnimationParameters.clamped(delay),
                                    timing: options.timing, options: options)
        _runAnimations(p, animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring: `dampingRatio` 1 settles without overshoot, smaller values
    /// oscillate; `velocity` is in units of the whole change per second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let p = AnimationParameters(duration: AnimationParameters.clamped(duration),
                                    delay: AnimationParameters.clamped(delay),
                                    timing: .spring(dampingRatio: dampingRatio, velocity: velocity), options: options)
        _runAnimations(p, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off, inside an
    /// animation block too.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let previous = AnimationContext.current
        AnimationContext.current = nil
        actionsWithoutAnimation()
        AnimationContext.current = previous
    }

    /// Whether animation blocks animate (false: their changes apply at once
    /// and their completions run at the next frame).
    public static var areAnimationsEnabled: Bool { _animationsEnabled }
    public static func setAnimationsEnabled(_ enabled: Bool) { _animationsEnabled = enabled }
    // Main-actor state, as every UIView static here.
    static var _animationsEnabled = true
    /// The animator that collects animation blocks while an interactive
    /// transition's animation controller runs (nil otherwise).
    static var _transitionCapture: UIViewPropertyAnimator?

    /// The duration of the animation block running now, 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval { AnimationContext.current?.parameters.duration ?? 0 }

    // MARK: Keyframes

    /// Keyframe animations: inside `animations`, each
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// animates its changes over its part of `duration`; keyframes that
    /// change the same property run one after another.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        // Inside an interactive transition's animateTransition(using:):
        // joined to the transition's animator like any block; the keyframes'
        // changes then play over the transition's linear timeline.
        if let capture = _transitionCapture, _animationsEnabled {
            capture.addAnimations(animations)
            if let completion { capture.addCompletion { _ in completion(true) } }
            return
        }
        var p = AnimationParameters(duration: AnimationParameters.clamped(duration),
                                    delay: AnimationParameters.clamped(delay), timing: .linear,
                                    options: AnimationOptions(rawValue: options.rawValue & 0x1F))
        p.isKeyframe = true
        let group = AnimationGroup(name: "keyframes", completion: completion)
        KeyframeScope.current = KeyframeScope(parameters: p, group: group, start: UIApplication.shared.clock.now)
        // Changes outside any keyframe animate over the whole duration.
        let context = AnimationContext(parameters: p)
        context.run(animations)
        KeyframeScope.current?.commit(context, relativeStart: 0, relativeDuration: 1)
        KeyframeScope.current = nil
        if group.remaining == 0, let done = group.takeCompletion() { UIApplication.shared._animations.completeAtNextFrame(done) }
    }

    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let scope = KeyframeScope.current else {
            // Outside animateKeyframes UIKit ignores it; run the changes.
            animations()
            return
        }
        let context = AnimationContext(parameters: scope.parameters)
        context.run(animations)
        scope.commit(context, relativeStart: frameStartTime, relativeDuration: frameDuration)
    }

    // MARK: Engine entry

    static func _runAnimations(_ p: AnimationParameters, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        // Inside an interactive transition's `animateTransition(using:)`
        // (UIPercentDrivenInteractiveTransition), the blocks join the
        // transition's animator, which the finger scrubs; their completions
        // run when it finishes or cancels, with true, as UIKit's do.
        if let capture = _transitionCapture, _animationsEnabled {
            capture.addAnimations(animations)
            if let completion { capture.addCompletion { _ in completion(true) } }
            return
        }
        let engine = UIApplication.shared._animations
        let context = AnimationContext(parameters: p)
        context.run(animations)
        // An explicit CATransaction's completion waits for the block too:
        // UIKit's blocks are Core Animation animations.
        let group = AnimationGroup(name: "block", completion: CATransaction._joining(completion))
        if _animationsEnabled && p.duration > 0 {
            let begin = UIApplication.shared.clock.now + p.delay
            for change in context.changes {
                let to = change.view._modelValue(change.property)
                guard to != change.from else { continue }
                let a = ViewAnimation(view: change.view, property: change.property, from: change.from, to: to,
                                      beginTime: begin, parameters: p, group: group)
                engine.add(a, view: change.view)
            }
            _traceBegan(context, p)
        }
        // Nothing to animate (or animations off): complete at the next frame,
        // as UIKit completes asynchronously.
        if group.remaining == 0, let done = group.takeCompletion() { engine.completeAtNextFrame(done) }
    }

    static func _traceBegan(_ context: AnimationContext, _ p: AnimationParameters) {
        guard DeliveryTrace._current != nil else { return }
        var byView: [(UIView, [String])] = []
        for c in context.changes {
            if let i = byView.firstIndex(where: { $0.0 === c.view }) { byView[i].1.append(c.property.name) }
            else { byView.append((c.view, [c.property.name])) }
        }
        for (view, names) in byView {
            AnimationEngine.trace(view, "began: \(names.joined(separator: ", ")) over \(DeliveryTrace.format(CGFloat(p.duration))) s")
        }
    }
}
