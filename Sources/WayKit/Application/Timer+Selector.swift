import Foundation

// UIKit code's target–selector timers (`Timer.scheduledTimer(timeInterval:
// target: self, selector: #selector(tick), userInfo: nil, repeats: true)`),
// with WayKit's `Selector` (the method itself; waykit-port writes
// `#selector(tick)` as `Selector(ViewController.tick)`). The timer calls the
// method on the main thread, passing itself when the method takes a sender,
// and keeps its target until it is invalidated, as Foundation's does. It is
// a block timer underneath, so its `userInfo` reads nil: the `userInfo`
// given is handed to nothing (logged once when it is not nil).
extension Timer {
    /// A timer of `selector` on `target`, scheduled on the main run loop.
    @MainActor @discardableResult
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.main.add(timer, forMode: .default)
        return timer
    }

    /// A timer of `selector` on `target`, not yet scheduled.
    @MainActor
    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        if userInfo != nil, !_TimerTarget.loggedUserInfo {
            _TimerTarget.loggedUserInfo = true
            FileHandle.standardError.write(Data("WayKit: a Timer's userInfo is not kept (block timers have none); pass what the method needs another way\n".utf8))
        }
        let call = _TimerTarget(target: target as AnyObject, selector: selector)
        self.init(timeInterval: interval, repeats: repeats) { timer in
            // Scheduled on the main run loop: this runs on the main thread,
            // where the timer is handed to the method.
            nonisolated(unsafe) let sender = timer
            MainActor.assumeIsolated { _ = call.selector.perform(on: call.target, sender: sender) }
        }
    }
}

/// What a selector timer calls. `@unchecked Sendable`: Foundation's block
/// type is `@Sendable`, but the block only ever runs on the main thread,
/// where the target lives.
final class _TimerTarget: @unchecked Sendable {
    let target: AnyObject
    let selector: Selector
    init(target: AnyObject, selector: Selector) {
        self.target = target
        self.selector = selector
    }
    @MainActor static var loggedUserInfo = false
}
