import Foundation

/// An interruptible, interactive animation (A1): it can pause, be scrubbed
/// through `fractionComplete`, reverse and continue — what an interactive
/// transition or a dragged sheet needs.
///
/// Its animation blocks run when it first becomes active (`startAnimation`,
/// `pauseAnimation` or setting `fractionComplete`); their changes become
/// animations whose progress the animator drives.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    public var isInterruptible = true
    /// Whether the animated views take touches meanwhile (UIKit's default:
    /// yes — an interactive transition is driven by the very touches).
    public var isUserInteractionEnabled = true
    public var pausesOnCompletion = false
    /// Marks the default `interruptibleAnimator(using:)`: the animation
    /// controller has none.
    var _isPlaceholder = false
    let timing: AnimationTiming

    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var group: AnimationGroup?
    /// The changes made by the blocks, for finishing at the start or the
    /// current position.
    private var changes: [(view: UIView, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue)] = []

    /// Linear progress, 0…1, when paused or stopped; running, it is
    /// recomputed from the clock.
    private var fraction: Double = 0
    private var resumedAt: TimeInterval?
    private var resumedFraction: Double = 0
    private var speedFactor: Double = 1

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = AnimationParameters.clamped(duration)
        timing = curve.timing
        if let animations { pendingAnimations.append(animations) }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = AnimationParameters.clamped(duration)
        timing = .spring(dampingRatio: ratio, velocity: 0)
        if let animations { pendingAnimations.append(animations) }
    }

    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                animations: (() -> Void)? = nil) {
        self.duration = AnimationParameters.clamped(duration)
        timing = .cubic(CubicBezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y)))
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator already running, as `UIView.animate` would start one.
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                               completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let curve: UIView.AnimationCurve = switch (options.rawValue >> 16) & 0xF {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    public var isRunning: Bool { state == .active && resumedAt != nil }

    /// Running backwards: to the start values, finishing at `.start`.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            rebase(now: UIApplication.shared.clock.now)
        }
    }

    /// How far along it is, 0…1 (linear in time). Setting it pauses nothing
    /// by itself; set it on a paused animator to scrub.
    public var fractionComplete: CGFloat {
        get { CGFloat(currentFraction(UIApplication.shared.clock.now)) }
        set {
            let f = newValue.isFinite ? min(max(Double(newValue), 0), 1) : 0
            activateIfNeeded()
            fraction = f
            if isRunning { rebase(now: UIApplication.shared.clock.now) }
            UIApplication.shared._animations.resample(group)
        }
    }

    public func addAnimations(_ animation: @escaping () -> Void) {
        if state == .inactive { pendingAnimations.append(animation) } else { run([animation]) }
    }

    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    public func startAnimation() { startAnimation(afterDelay: 0) }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        self.delay = AnimationParameters.clamped(delay)
        activateIfNeeded()
        resumedAt = UIApplication.shared.clock.now + self.delay
        resumedFraction = fraction
        UIApplication.shared.frameClock.addAnimator(self)
    }

    public func pauseAnimation() {
        guard state != .stopped else { return }
        activateIfNeeded()
        fraction = currentFraction(UIApplication.shared.clock.now)
        resumedAt = nil
    }

    /// Continues a paused animator; a `durationFactor` other than 1 scales
    /// the time left.
    public func continueAnimation(withTimingParameters parameters: Any? = nil, durationFactor: CGFloat) {
        speedFactor = durationFactor > 0 && durationFactor.isFinite ? 1 / Double(durationFactor) : 1
        startAnimation()
    }

    /// Stops where it is. Without finishing, the views keep the values drawn
    /// now and the animator is done (no completion); otherwise it waits for
    /// `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        fraction = currentFraction(UIApplication.shared.clock.now)
        resumedAt = nil
        settle(at: .current)
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions.removeAll() }
    }

    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        settle(at: finalPosition)
        state = .inactive
        let done = completions
        completions.removeAll()
        for c in done { c(finalPosition) }
    }

    // MARK: Driving

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        let g = AnimationGroup(name: "animator", completion: nil)
        g.animator = self
        group = g
        run(pendingAnimations)
        pendingAnimations.removeAll()
    }

    private func run(_ blocks: [() -> Void]) {
        guard let group else { return }
        let p = AnimationParameters(duration: max(duration, 0.0001), delay: 0, timing: timing,
                                    options: isUserInteractionEnabled ? .allowUserInteraction : [])
        let context = AnimationContext(parameters: p)
        context.run { for b in blocks { b() } }
        for change in context.changes {
            let to = change.view._modelValue(change.property)
            guard to != change.from else { continue }
            changes.append((change.view, change.property, change.from, to))
            UIApplication.shared._animations.add(
                ViewAnimation(view: change.view, property: change.property, from: change.from, to: to,
                              beginTime: UIApplication.shared.clock.now, parameters: p, group: group),
                view: change.view)
        }
    }

    private func currentFraction(_ now: TimeInterval) -> Double {
        guard let resumedAt, state == .active else { return fraction }
        let elapsed = max(0, now - resumedAt) / max(duration, 0.0001) * speedFactor
        return min(max(resumedFraction + (isReversed ? -elapsed : elapsed), 0), 1)
    }

    private func rebase(now: TimeInterval) {
        resumedFraction = currentFraction(now)
        fraction = resumedFraction
        resumedAt = now
    }

    /// What the animations sample: linear progress.
    var _fractionForSampling: Double { currentFraction(UIApplication.shared.clock.now) }

    /// Called each frame while running: finishes at the end (or the start,
    /// reversed).
    func _tick(now: TimeInterval) -> Bool {
        guard isRunning else { return false }
        let f = currentFraction(now)
        let reachedEnd = isReversed ? f <= 0 : f >= 1
        guard reachedEnd else { return true }
        fraction = f
        resumedAt = nil
        if pausesOnCompletion { return false }
        state = .stopped
        finishAnimation(at: isReversed ? .start : .end)
        return false
    }

    /// Puts the model values where the position says and removes the
    /// animations.
    private func settle(at position: UIViewAnimatingPosition) {
        let f = CGFloat(timing.progress(fraction, duration: duration))
        UIView.performWithoutAnimation {
            for c in changes {
                switch position {
                case .end: c.view._setModelValue(c.property, c.to)
                case .start: c.view._setModelValue(c.property, c.from)
                case .current: c.view._setModelValue(c.property, c.from.interpolated(to: c.to, f))
                }
            }
        }
        if let group {
            // The animator's completions report the position, not a Bool.
            _ = UIApplication.shared._animations.removeAnimations(of: group, finished: true)
        }
        group = nil
        changes.removeAll()
    }
}

extension UIView {
    /// Sets `property`'s model value (the animator settling its views).
    func _setModelValue(_ property: AnimatableProperty, _ value: AnimatableValue) {
        switch (property, value) {
        case let (.boundsOrigin, .point(o)): bounds.origin = o
        case let (.boundsSize, .rect(r)): bounds.size = r.size
        case let (.center, .point(p)): center = p
        case let (.transform, .transform(t)): transform = t
        case let (.alpha, .scalar(a)): alpha = a
        case let (.backgroundColor, .color(c)): backgroundColor = c?.uiColor
        case let (.cornerRadius, .scalar(r)): layer.cornerRadius = r
        case let (.borderWidth, .scalar(w)): layer.borderWidth = w
        case let (.borderColor, .color(c)): layer.borderColor = c?.cgColor
        default: break
        }
    }
}
