import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Issue 23: the kiosk's reset after a customer walks away, on the app's
/// own input clock (the headless backend has no compositor idle
/// notification).
@MainActor
@Suite(.serialized)
struct IdleObservationTests {
    @Test("Issue 23: idle is told once after the timeout without input, resumed at the next input, and the clock starts again")
    func idleAndResume() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        var log: [String] = []
        let observation = UIApplication.shared.observeIdle(after: 30, idle: { log.append("idle") }, resumed: { log.append("back") })
        defer { observation.invalidate() }
        backend.advanceTime(by: 29)
        #expect(log.isEmpty)
        backend.tap(at: CGPoint(x: 100, y: 100))
        backend.advanceTime(by: 29)
        #expect(log.isEmpty, "a touch restarts the wait")
        backend.advanceTime(by: 2)
        #expect(log == ["idle"] && observation.isIdle)
        backend.advanceTime(by: 300)
        #expect(log == ["idle"], "told once")
        backend.press(.keyboardA, characters: "a")
        #expect(log == ["idle", "back"] && !observation.isIdle)
        backend.pointerMove(to: CGPoint(x: 10, y: 10))
        backend.advanceTime(by: 20)
        backend.pointerMove(to: CGPoint(x: 20, y: 10))
        backend.advanceTime(by: 29)
        #expect(log == ["idle", "back"], "pointer motion is input too")
        backend.advanceTime(by: 2)
        #expect(log == ["idle", "back", "idle"])
        observation.invalidate()
        backend.tap(at: CGPoint(x: 100, y: 100))
        #expect(log == ["idle", "back", "idle"], "nothing after invalidate")
    }

    final class FakeCompositor: _IdleNotificationPlatform {
        var started: [IdleObservation] = []
        func _startIdleNotification(for observation: IdleObservation) -> AnyObject? {
            started.append(observation)
            return NSObject()
        }
    }

    @Test("Issue 23: with the compositor's idle notification the app's own clock stays out of it; input the app sees brings the person back at once, and the compositor's resumed is not told twice")
    func platformNotification() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let compositor = FakeCompositor()
        UIApplication.shared._idleNotificationPlatform = compositor
        defer { UIApplication.shared._idleNotificationPlatform = nil }
        var log: [String] = []
        let observation = UIApplication.shared.observeIdle(after: 5, idle: { log.append("idle") }, resumed: { log.append("back") })
        defer { observation.invalidate() }
        #expect(compositor.started.count == 1)
        backend.advanceTime(by: 60)
        #expect(log.isEmpty, "only the compositor says when")
        compositor.started[0]._becameIdle()
        backend.advanceTime(by: 60)
        #expect(log == ["idle"])
        // A notification made while the app's clock had the person away
        // never idles, so sends no resumed: the app's own input decides.
        backend.tap(at: CGPoint(x: 10, y: 10))
        #expect(log == ["idle", "back"])
        compositor.started[0]._resumed()
        #expect(log == ["idle", "back"])
    }
}
