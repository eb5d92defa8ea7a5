import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// Issue 23, the idle reset through `ext_idle_notifier_v1`: the test
/// compositor counts idleness on a virtual clock of its own
/// (`advanceIdleClock`) and resumes on injected input; the app's event
/// clock is manual too. Nothing sleeps.
@MainActor
@Suite(.serialized)
struct IdleNotifyTests {
    final class Tally {
        var events: [String] = []
    }

    private func observe(_ timeout: TimeInterval, _ tally: Tally) -> IdleObservation {
        UIApplication.shared.observeIdle(after: timeout, idle: { tally.events.append("idle") },
                                         resumed: { tally.events.append("resumed") })
    }

    @Test("Issue 23: with ext_idle_notifier_v1, observeIdle makes a notification per seat with its timeout in ms; the compositor's idled and resumed tell the app, and the app's own clock stays out")
    func compositorNotification() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        let tally = Tally()
        let observation = observe(30, tally)
        try h.roundtrip()
        #expect(h.compositor.idleNotifications == 1)
        #expect(h.compositor.idleNotificationTimeout == 30_000)
        #expect(observation._usesPlatformNotification)
        // The app's clock alone would have said idle by now: it does not count.
        h.clock.advance(by: 60)
        h.clock.runDueTimers()
        try h.roundtrip()
        #expect(tally.events.isEmpty)
        h.compositor.advanceIdleClock(milliseconds: 29_999)
        try h.roundtrip()
        #expect(tally.events.isEmpty)
        h.compositor.advanceIdleClock(milliseconds: 1)
        try h.roundtrip()
        #expect(tally.events == ["idle"])
        #expect(observation.isIdle)
        // A touch: the compositor resumes the notification.
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 1, time: 110)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(tally.events == ["idle", "resumed"])
        #expect(view.events == ["began 1", "ended 1"])
        // And idles again a timeout later.
        h.compositor.advanceIdleClock(milliseconds: 30_000)
        try h.roundtrip()
        #expect(tally.events == ["idle", "resumed", "idle"])
        observation.invalidate()
        try h.roundtrip()
        #expect(h.compositor.idleNotifications == 0)
    }

    @Test("Issue 23: while the app keeps the screen on (its own idle inhibitor, which ext-idle-notify-v1 never idles under), the observation runs on the app's input clock; back on the compositor's when it stops")
    func inhibitorFallsBackToInputClock() throws {
        let h = try Harness()
        _ = try h.showWindow()
        let tally = Tally()
        let observation = observe(10, tally)
        try h.roundtrip()
        #expect(h.compositor.idleNotifications == 1)
        UIApplication.shared.isIdleTimerDisabled = true
        try h.roundtrip()
        #expect(h.compositor.idleInhibitors == 1)
        #expect(h.compositor.idleNotifications == 0)
        #expect(!observation._usesPlatformNotification)
        // The compositor would say nothing under the inhibitor.
        h.compositor.advanceIdleClock(milliseconds: 60_000)
        try h.roundtrip()
        #expect(tally.events.isEmpty)
        h.clock.advance(by: 10)
        h.clock.runDueTimers()
        #expect(tally.events == ["idle"])
        UIApplication.shared.isIdleTimerDisabled = false
        try h.roundtrip()
        #expect(h.compositor.idleNotifications == 1)
        #expect(observation._usesPlatformNotification)
        // Input the app sees brings the person back, whoever counted (the
        // compositor's new notification was never idle: it sends no resumed).
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 10, y: 10, time: 200)
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 1, time: 210)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(tally.events == ["idle", "resumed"])
    }

    @Test("Issue 23, point 7: an idle notification for a seat that went away is dropped, logged once; the observation falls back to the app's input clock and the app goes on")
    func seatGoneAway() throws {
        let h = try Harness()
        _ = try h.showWindow()
        let tally = Tally()
        let observation = observe(5, tally)
        try h.roundtrip()
        #expect(h.compositor.idleNotifications == 1)
        // global_remove, then an idled already on its way for that seat.
        h.compositor.removeSeat()
        try h.roundtrip()
        #expect(tally.events.isEmpty)
        #expect(h.compositor.idleNotifications == 0)
        #expect(!observation._usesPlatformNotification)
        #expect(h.log.filter { $0.contains("idle notifications are destroyed") }.count == 1)
        // The app's own clock serves it now.
        h.clock.advance(by: 5)
        h.clock.runDueTimers()
        #expect(tally.events == ["idle"])
        // A second observation made now counts on the app's clock too.
        let later = observe(1, tally)
        #expect(!later._usesPlatformNotification)
        _ = try h.showWindow()
        #expect(h.compositor.toplevelCount == 2)
    }

    @Test("Issue 23, F1: a compositor that sends resumed first or idled twice is logged once and dropped")
    func brokenAlternation() throws {
        let h = try Harness()
        let tally = Tally()
        _ = observe(5, tally)
        try h.roundtrip()
        h.compositor.sendIdleEventRaw(idled: false)
        try h.roundtrip()
        #expect(tally.events.isEmpty)
        h.compositor.sendIdleEventRaw(idled: true)
        h.compositor.sendIdleEventRaw(idled: true)
        h.compositor.sendIdleEventRaw(idled: true)
        try h.roundtrip()
        #expect(tally.events == ["idle"])
        #expect(h.log.filter { $0.contains("resumed sent without idled") }.count == 1)
        #expect(h.log.filter { $0.contains("idled sent twice") }.count == 1)
    }

    @Test("Issue 23: without ext_idle_notifier_v1 (logged once) the app's own input clock serves observeIdle")
    func withoutNotifier() throws {
        let h = try Harness(omitting: .idleNotify)
        let tally = Tally()
        let observation = observe(5, tally)
        try h.roundtrip()
        #expect(!observation._usesPlatformNotification)
        #expect(h.compositor.idleNotifications == 0)
        #expect(h.log.filter { $0.contains("offers no ext_idle_notifier_v1") }.count == 1)
        h.clock.advance(by: 5)
        h.clock.runDueTimers()
        #expect(tally.events == ["idle"])
    }
}
