import Foundation

/// Core Foundation's time interval, which Core Animation's API speaks in.
public typealias CFTimeInterval = Double

/// Now, on the clock animations run on: the application's event clock (the
/// headless backend's virtual clock in tests), so `beginTime =
/// CACurrentMediaTime() + 0.5` starts an animation half a second from now.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { UIApplication.shared.clock.now }
