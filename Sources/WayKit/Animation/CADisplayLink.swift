import Foundation

/// Calls its target once per frame, in step with the display (A3): paced by
/// the compositor's frame callbacks under Wayland, by the virtual clock
/// headless. Closures stand in for UIKit's target and selector.
///
///     let link = CADisplayLink(target: self, action: Self.step)
///     link.add(to: .main, forMode: .common)
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    /// The frame's time (the last tick), in event-clock seconds.
    public private(set) var timestamp: TimeInterval = 0
    /// When the frame being prepared is expected on screen: draw for this.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The time between frames at the display's rate.
    public private(set) var duration: TimeInterval = 0
    public var isPaused = false {
        didSet { if !isPaused && oldValue && isAttached { UIApplication.shared.frameClock.displayLinkResumed() } }
    }
    /// The rate the link is called at, at most the display's.
    public var preferredFrameRateRange: CAFrameRateRange = .default
    /// UIKit's older spelling of the same wish (0: the display's rate).
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set {
            let rate = Float(max(0, newValue))
            preferredFrameRateRange = CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
        }
    }

    private let action: @MainActor (CADisplayLink) -> Bool
    private var isAttached = false
    private(set) var _isInvalidated = false
    private var lastCall: TimeInterval?

    /// A link that runs `action` each frame.
    public init(action: @escaping @MainActor (CADisplayLink) -> Void) {
        self.action = { action($0); return true }
    }

    /// UIKit's `init(target:selector:)`, with a method reference for the
    /// selector; the target is held weakly, and once it is gone the link
    /// invalidates itself.
    public init<T: AnyObject>(target: T, action: @escaping @MainActor (T) -> (CADisplayLink) -> Void) {
        self.action = { [weak target] link in
            guard let target else { return false }
            action(target)(link)
            return true
        }
    }

    /// Starts calling the action each frame. WayKit has one run loop, so the
    /// run loop and mode only say "the main thread".
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !_isInvalidated else { return }
        isAttached = true
        UIApplication.shared.frameClock.add(self)
    }

    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAttached = false
        UIApplication.shared.frameClock.remove(self)
    }

    /// Stops the link for good.
    public func invalidate() {
        _isInvalidated = true
        isAttached = false
        UIApplication.shared.frameClock.remove(self)
    }

    func _fire(timestamp: TimeInterval, target: TimeInterval, frame: TimeInterval) {
        guard !_isInvalidated else { return }
        // A lower preferred rate skips frames: called when at least one of
        // its periods has passed (with half a display frame of slack).
        if let wanted = preferredFrameRateRange.preferred, wanted > 0, let last = lastCall,
           timestamp - last < 1 / Double(wanted) - frame / 2 {
            return
        }
        lastCall = timestamp
        self.timestamp = timestamp
        targetTimestamp = target
        duration = frame
        if !action(self) { invalidate() }
    }
}
