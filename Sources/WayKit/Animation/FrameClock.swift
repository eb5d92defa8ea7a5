import Foundation

/// The application's one frame clock (A3): display links and the animation
/// engine run from it, once per frame, in GTK's order of phases — update
/// (display links, then animations), then layout and paint, which the backend
/// does right after `tick` as it draws.
///
/// Backends drive it: the Wayland backend when the compositor's frame
/// callback says a new frame is wanted (with presentation feedback, where
/// offered, for the display's refresh); `HeadlessBackend` from its virtual
/// clock at a rate a test chooses. When nothing animates and no display link
/// runs, `needsFrames` is false and a backend asks for no frame: idle costs
/// no CPU.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class FrameClock {
    /// The time of the frame being prepared (the last tick), in event-clock
    /// seconds.
    public private(set) var timestamp: TimeInterval = 0
    /// When the frame being prepared is expected on screen.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The display's refresh interval: 60 Hz until a backend knows better
    /// (`wp_presentation`'s refresh).
    public var refreshInterval: TimeInterval = 1.0 / 60
    /// Frames ticked so far.
    public private(set) var frameCount = 0
    /// Called when the clock goes from idle to wanting frames: the backend
    /// starts asking the compositor for them.
    public var onNeedsFrames: (() -> Void)?

    let animations: AnimationEngine
    private var displayLinks: [CADisplayLink] = []
    /// Property animators running (they finish themselves at their end).
    private var animators: [UIViewPropertyAnimator] = []

    init(animations: AnimationEngine) {
        self.animations = animations
        animations.onStart = { [unowned self] in onNeedsFrames?() }
    }

    /// Whether a frame is wanted: an animation runs or an unpaused display
    /// link is attached.
    public var needsFrames: Bool {
        if animations.isRunning || !animators.isEmpty { return true }
        for link in displayLinks where !link.isPaused { return true }
        return false
    }

    /// Runs one frame's update phase at `time`: display links, then the
    /// animations. The backend lays out and draws after it.
    public func tick(at time: TimeInterval) {
        frameCount += 1
        timestamp = time
        targetTimestamp = predictedPresentation(after: time)
        for link in displayLinks where !link.isPaused { link._fire(timestamp: time, target: targetTimestamp, frame: refreshInterval) }
        displayLinks.removeAll { $0._isInvalidated }
        animators = animators.filter { $0._tick(now: time) }
        animations.step(now: time)
    }

    /// When the last frame was shown (wp_presentation), on the event clock.
    public private(set) var lastPresentationTime: TimeInterval?

    /// The backend's word that a frame was shown at `time` (event-clock
    /// seconds; nil when the compositor's clock isn't comparable), on a
    /// display refreshing every `refresh` seconds.
    public func framePresented(at time: TimeInterval?, refresh: TimeInterval?) {
        if let refresh, refresh.isFinite, refresh > 0 { refreshInterval = refresh }
        if let time, time.isFinite { lastPresentationTime = time }
    }

    /// The next refresh after `time`: a whole number of refresh intervals
    /// after the last frame shown, or one interval on when that is unknown.
    func predictedPresentation(after time: TimeInterval) -> TimeInterval {
        guard let last = lastPresentationTime, last <= time, refreshInterval > 0 else { return time + refreshInterval }
        let periods = ((time - last) / refreshInterval).rounded(.down) + 1
        // A stale presentation (seconds ago) predicts as well as none.
        guard periods < 1_000 else { return time + refreshInterval }
        return last + periods * refreshInterval
    }

    func add(_ link: CADisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        let wasIdle = !needsFrames
        displayLinks.append(link)
        if wasIdle && needsFrames { onNeedsFrames?() }
    }

    func remove(_ link: CADisplayLink) { displayLinks.removeAll { $0 === link } }

    func addAnimator(_ animator: UIViewPropertyAnimator) {
        guard !animators.contains(where: { $0 === animator }) else { return }
        let wasIdle = !needsFrames
        animators.append(animator)
        if wasIdle { onNeedsFrames?() }
    }

    /// Running animations (benchmarks and diagnostics).
    public var animationCount: Int { animations.count }

    func displayLinkResumed() { if needsFrames { onNeedsFrames?() } }
}
