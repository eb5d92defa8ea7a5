import Foundation
import WayKit

/// Runs WayKit scenes as Wayland toplevels: connects to the compositor, shows
/// each scene as an `xdg_toplevel` with its windows as subsurfaces, turns the
/// compositor's input into the event model's (`UIApplication.shared`), and draws
/// windows into shm buffers paced by frame callbacks.
///
///     let backend = try WaylandBackend()
///     backend.show(window.windowScene!)
///     try backend.run()
///
/// - Important: main actor only; `run()` owns the main thread until `stop()`.
@MainActor
public final class WaylandBackend {
    public struct Options {
        /// The socket: nil means `$WAYLAND_DISPLAY` (libwayland's default).
        public var displayName: String?
        public var appID: String
        /// The title of toplevels whose scene has none.
        public var title: String
        public var minimumSize: CGSize?
        /// Kiosk mode: every toplevel asks to be fullscreen and is laid out at the
        /// size the compositor gives (P7).
        public var kiosk: Bool
        public var fullscreen: Bool
        /// The output kiosk or fullscreen toplevels ask for, by its
        /// `wl_output.name` ("HDMI-A-1"); nil lets the compositor choose (D7).
        public var fullscreenOutput: String?
        public var maximized: Bool
        /// Whether menus (D6) are `xdg_popup`s of their toplevel, so they can
        /// leave its bounds; false draws them inside the toplevel, for a
        /// compositor whose popups misbehave.
        public var popups: Bool = true
        /// Where the backend's messages go (missing optional globals, rejected
        /// keymaps). Each distinct message is logged once.
        public var log: @Sendable (String) -> Void
        /// Whether the run loop also drains the main dispatch queue (so
        /// `DispatchQueue.main.async` and `Task { @MainActor in … }` work while it
        /// runs). Needs a synchronous `main` that calls `run()`: libdispatch
        /// refuses after `dispatchMain()`, which an `async` main and test runners
        /// use. Set it to false there.
        public var drainsMainQueue: Bool
        /// Runs an in-process compositor while the backend waits for it (the
        /// setup roundtrips). Nil for a real compositor in another process.
        public var pump: (@MainActor () -> Void)?

        public init(displayName: String? = nil, appID: String = "org.waykit.app", title: String = "WayKit",
                    minimumSize: CGSize? = nil, kiosk: Bool = false, fullscreen: Bool = false,
                    maximized: Bool = false, fullscreenOutput: String? = nil, drainsMainQueue: Bool = true,
                    log: @escaping @Sendable (String) -> Void = { Environment.writeError($0) },
                    pump: (@MainActor () -> Void)? = nil) {
            self.pump = pump
            self.drainsMainQueue = drainsMainQueue
            self.displayName = displayName
            self.appID = appID
            self.title = title
            self.minimumSize = minimumSize
            self.kiosk = kiosk
            self.fullscreen = fullscreen
            self.maximized = maximized
            self.fullscreenOutput = fullscreenOutput
            self.log = log
        }
    }

    /// Internal for tests (`@testable import`).
    let client: WaylandClient
    private let runLoop: WaylandRunLoop
    private var stopRequested = false
    /// Other modules' descriptors on the run loop (``addPollSource(prepare:dispatch:)``).
    var pollSources: [PollSource] = []
    /// Set once the connection failed; every later call reports it again.
    public private(set) var failure: WaylandError?
    /// Foundation's timers (`Timer.scheduledTimer`, `perform(_:with:afterDelay:)`)
    /// live on the main thread's `RunLoop`, which this loop stands in for:
    /// each iteration gives it one pass, which fires the due ones, and its
    /// next fire date bounds the sleep. Only where this loop owns the main
    /// thread (it drains the main queue); a test runner runs its own.
    private let runsFoundationTimers: Bool

    /// Connects and binds the globals. Throws `WaylandError.cannotConnect`
    /// naming the socket when no compositor answers there.
    public init(options: Options = Options(), renderer: WindowRendering = FillRenderer()) throws(WaylandError) {
        client = try WaylandClient(options: options, renderer: renderer)
        runLoop = WaylandRunLoop(display: client.display, drainsMainQueue: options.drainsMainQueue,
                                 watches: client.clipboard.watches)
        runsFoundationTimers = options.drainsMainQueue
        // An animation or display link starting wakes the loop's drawing,
        // which ticks frames in step with the compositor (A3). Weak: the
        // application and its frame clock outlive this connection (a backend
        // dropped or disconnected while `UIApplication.shared` stays, as in
        // tests that follow a Wayland test, or an app that connects again);
        // an animation started then must find no client, not a freed one.
        UIApplication.shared.frameClock.onNeedsFrames = { [weak client] in client?.renderSoon() }
    }

    /// A backend let go without `disconnect()` closes its connection: its
    /// proxies carry listener data pointing at objects that go with it.
    isolated deinit {
        client.disconnect()
    }

    /// Called after each commit of a window's surface (a new frame of it).
    public var onCommit: ((UIWindow) -> Void)? {
        get { client.onCommit }
        set { client.onCommit = newValue }
    }

    /// Called when the compositor asks to close a scene's toplevel, after the
    /// application delegate was told.
    public var onSceneClose: ((UIWindowScene) -> Void)? {
        get { client.onSceneClose }
        set { client.onSceneClose = newValue }
    }

    /// Shows `scene` as a toplevel (W3: one per scene).
    public func show(_ scene: UIWindowScene) {
        _ = client.show(scene)
    }

    /// Shows `scene` fullscreen on `screen` (one of `UIScreen.screens`): a
    /// customer display beside the operator's screen (issue 23). The
    /// corresponding Wayland request is `xdg_toplevel.set_fullscreen` with
    /// the screen's `wl_output`. The scene's `screen` is that screen; when
    /// the display is unplugged the scene stays, fullscreen where the
    /// compositor puts it, on the main screen. A screen that is not
    /// connected is logged once and the compositor chooses. Scenes the app
    /// connects for an external display
    /// (`.windowExternalDisplayNonInteractive`) are shown this way by
    /// `show(_:)` on their own.
    public func show(_ scene: UIWindowScene, fullscreenOn screen: UIScreen) {
        scene._fullscreenScreen = screen
        _ = client.show(scene)
    }

    /// Shows every connected scene that has a window.
    public func showAllScenes() {
        for scene in UIApplication.shared.connectedScenes where !scene.windows.isEmpty { show(scene) }
    }

    /// Removes `scene`'s toplevel; its touches are cancelled (E7).
    public func hide(_ scene: UIWindowScene) { client.hide(scene) }

    public func setFullscreen(_ on: Bool, for scene: UIWindowScene) {
        client.toplevels.first { $0.scene === scene }?.setFullscreen(on)
    }

    public func setMaximized(_ on: Bool, for scene: UIWindowScene) {
        client.toplevels.first { $0.scene === scene }?.setMaximized(on)
    }

    /// Runs until `stop()`; throws when the compositor posts a protocol error or
    /// goes away (P6), with an error naming the cause.
    public func run() throws(WaylandError) {
        stopRequested = false
        while !stopRequested {
            try dispatch(timeout: nil)
        }
    }

    /// Makes `run()` return after the current iteration.
    public func stop() { stopRequested = true }

    /// One iteration of the loop: draw what changed, sleep in poll until an
    /// event, the event clock's next deadline, a key repeat or `timeout`
    /// (nil: no limit of its own), dispatch, fire due timers and repeats, draw
    /// again and flush. Idle, it sleeps in poll: no CPU.
    @discardableResult
    public func dispatch(timeout: TimeInterval?) throws(WaylandError) -> Bool {
        if let failure { throw failure }
        do {
            let app = UIApplication.shared
            let commits = client.commitCount
            client.renderIfNeeded()
            let now = app.clock.now
            for source in pollSources { source.update(in: client.clipboard.watches, now: now) }
            let foundationDeadline = runsFoundationTimers ? Self.runFoundationTimers(now: now) : nil
            let deadlines = [app.clock.nextDeadline, foundationDeadline] + client.input.keyboardDevices.map(\.nextRepeatDeadline)
                + pollSources.map(\.deadline)
            // Idle work waits for a moment with nothing to read: look without
            // sleeping first, and sleep on the next iteration once it is done.
            // The windows' (a spare buffer) and the core's (the text input
            // warm-up).
            let idleWork = client.hasIdleWork || app._hasIdleWork
            let wait = idleWork ? 0 : Self.pollTimeout(requested: timeout, deadlines: deadlines, now: now)
            let read = try runLoop.dispatchOnce(timeout: wait)
            for touch in client.input.touchDevices { touch.endOfDispatch() }
            for source in pollSources { source.dispatchIfDue(now: app.clock.now) }
            app.clock.runDueTimers()
            let after = app.clock.now
            for keyboard in client.input.keyboardDevices { keyboard.fireRepeats(now: after) }
            client.renderIfNeeded()
            _ = try client.display.flush()
            // Idle: nothing read, nothing drawn or to draw in this iteration,
            // so the compositor had its chance to hand back the buffers it
            // was done with, and no commit waits behind the copy.
            if idleWork, !read, !client.renderPending, client.commitCount == commits {
                // One piece of work per idle moment, the windows' first: the
                // spare buffer is for the next touch.
                if client.hasIdleWork { client.prepareWhileIdle() } else { app._performIdleWork() }
                _ = try client.display.flush()
            }
            return read
        } catch {
            failure = error
            // The connection is dead: touches still down can never end (E7).
            UIApplication.shared.cancelAllTouches(in: nil, timestamp: UIApplication.shared.clock.now)
            // The pasteboards go back to the app, with what it copied (K6);
            // their pipes are closed.
            client.clipboard.disconnect()
            throw error
        }
    }

    /// One pass of the main `RunLoop` (its due timers fire), and when its
    /// next timer is due, on the event clock's time line; nil when none is
    /// (it answers a date thousands of years away then).
    static func runFoundationTimers(now: TimeInterval) -> TimeInterval? {
        guard let next = RunLoop.main.limitDate(forMode: .default) else { return nil }
        let delay = next.timeIntervalSinceNow
        guard delay.isFinite, delay < 365 * 86_400 else { return nil }
        return now + max(0, delay)
    }

    /// How long poll may sleep: until the earliest deadline (event clock timers,
    /// key repeat), no longer than `requested`; nil (no deadline, no request)
    /// sleeps until the compositor sends something.
    static func pollTimeout(requested: TimeInterval?, deadlines: [TimeInterval?], now: TimeInterval) -> TimeInterval? {
        guard let next = deadlines.compactMap({ $0 }).min() else { return requested }
        let until = max(0, next - now)
        return min(requested ?? until, until)
    }

    /// Closes the connection. The backend is unusable afterwards.
    public func disconnect() {
        client.disconnect()
        failure = failure ?? .connectionLost(socket: client.display.socketDescription, errno: 0)
    }

    /// The socket the backend is connected to, for messages.
    public var socketDescription: String { client.display.socketDescription }
}
