import CWaylandClient
import Foundation
import WayKit

/// Everything one connection owns: the display, the globals, seats, outputs and
/// the toplevels of the scenes shown. `WaylandBackend` is its public face.
@MainActor
final class WaylandClient {
    let display: WaylandDisplay
    let globals = WaylandGlobals()
    let options: WaylandBackend.Options
    let renderer: WindowRendering
    private(set) var registry: WaylandRegistry?
    private(set) var input: InputRouter!
    private(set) var cursor: PointerCursor!
    /// `UIPasteboard.general` and `.primarySelection` (K6).
    private(set) var clipboard: WaylandClipboard!
    private(set) var outputs: [WaylandOutput] = []
    private(set) var seats: [WaylandSeat] = []
    private(set) var toplevels: [SceneToplevel] = []
    /// libdecor, loaded at the first window that needs client-side
    /// decorations (D1); `libdecorTried` keeps a failed load from repeating.
    private var libdecorContext: Libdecor?
    private var libdecorTried = false
    private var loggedOnce: Set<String> = []
    /// Something changed that may need drawing (a window, a frame callback, a
    /// released buffer); checked once per loop iteration.
    private(set) var renderPending = false
    var onCommit: ((UIWindow) -> Void)?
    var onBaseCommit: ((UIWindowScene) -> Void)?
    var onSceneClose: ((UIWindowScene) -> Void)?

    init(options: WaylandBackend.Options, renderer: WindowRendering) throws(WaylandError) {
        self.options = options
        self.renderer = renderer
        display = try WaylandDisplay(name: options.displayName)
        input = InputRouter(client: self)
        UIApplication.shared._onPointerCursorChange = { [weak self] shape in
            for p in self?.input.pointerDevices ?? [] { p.setCursorShape(shape) }
        }
        // Weak: the application can outlive this connection.
        UIApplication.shared._onIdleTimerChange = { [weak self] in
            for t in self?.toplevels ?? [] { t.updateIdleInhibitor() }
            self?.globals.idleNotifier?.inhibitionChanged()
        }
        cursor = PointerCursor(client: self)
        clipboard = WaylandClipboard(client: self)
        guard let registry = WaylandRegistry(display: display, client: self) else {
            throw display.pendingError() ?? .missingGlobal("wl_registry")
        }
        self.registry = registry
        // First roundtrip: the globals; second: what binding them sent (seat
        // capabilities, output scales).
        try DisplaySync.roundtrip(display, pump: options.pump)
        if let missing = registry.checkGlobals().first {
            globals.destroy()
            registry.destroy()
            display.disconnect()
            throw .missingGlobal(missing)
        }
        try DisplaySync.roundtrip(display, pump: options.pump)
        clipboard.start()
    }

    /// Logs each distinct message once (a compositor that misbehaves every frame
    /// must not flood the log).
    func log(_ message: String) {
        guard loggedOnce.insert(message).inserted else { return }
        options.log("waykit-wayland: \(message)")
    }

    /// Logs the first message of a kind of fault (`key`) and drops the rest:
    /// a compositor that sends a bad value on every event logs it once, with
    /// the first value it sent (F1).
    func log(once key: String, _ message: @autoclosure () -> String) {
        guard loggedOnce.insert("once: " + key).inserted else { return }
        options.log("waykit-wayland: \(message())")
    }

    // MARK: Globals that come and go

    func outputAdded(_ output: WaylandOutput) {
        outputs.append(output)
        // The first output is the main screen until a window enters one.
        if outputs.count == 1 { output.screen._makeMain() }
        if let manager = globals.xdgOutputManager {
            output.attachXdgOutput(manager: manager.proxy, version: manager.version)
        }
    }

    /// The output's first complete description came: the app hears of its
    /// screen (`UIScreen.screens`, `didConnectNotification`, and a scene
    /// for it where the app has one, issue 23).
    func outputAnnounced(_ output: WaylandOutput) {
        UIScreen._connect(output.screen)
    }

    /// `wl_registry.global_remove` of an output (a display unplugged). The
    /// surfaces forget it; a window whose frame was in flight on it alone
    /// stops waiting for its frame callback (the compositor may never send
    /// it: the surface is on no output until it is shown elsewhere; logged
    /// once). The app hears of it: scenes made for the screen close, others
    /// move to the main screen with their touches in flight cancelled
    /// (UIApplication+Screens.swift), and a toplevel that was fullscreen on
    /// it asks to be fullscreen where the compositor chooses. Then the
    /// output is released.
    func outputRemoved(name: UInt32) {
        guard let i = outputs.firstIndex(where: { $0.name == name }) else { return }
        let output = outputs.remove(at: i)
        if !output.hasCompleted {
            log(once: "output removed early", "\(output.displayName) went away before its first wl_output.done; ignored")
        }
        for t in toplevels {
            for s in t.allWindowSurfaces {
                let wasOn = s.surface.outputs.contains(output.proxy)
                s.surface.forget(output: output.proxy)
                if wasOn, s.surface.outputs.isEmpty, s.surface.waitingForFrame {
                    log(once: "output removed mid-frame", "\(output.displayName) went away with a frame in flight on it; the window draws on without waiting for that frame callback")
                    s.abandonFrame()
                }
            }
            t.outputRemoved(output)
        }
        if UIScreen.main === output.screen, let other = outputs.first { other.screen._makeMain() }
        if output.isAnnounced {
            UIScreen._disconnect(output.screen)
        } else if UIScreen.main === output.screen {
            UIScreen._resetMain()
        }
        output.destroy()
        renderSoon()
    }

    /// An output's scale or transform changed (at its `done`).
    func outputChanged(_ output: WaylandOutput) {
        for t in toplevels { t.outputsChanged() }
    }

    func output(for proxy: OpaquePointer) -> WaylandOutput? { outputs.first { $0.proxy == proxy } }

    /// The output a screen stands for.
    func output(for screen: UIScreen) -> WaylandOutput? { outputs.first { $0.screen === screen } }

    /// The output whose name (`xdg_output.name` or `wl_output.name`,
    /// version 4: "HDMI-A-1", say) is `name`.
    func output(named name: String) -> WaylandOutput? {
        outputs.first { $0.outputName == name || $0.xdgOutput?.pendingName == name }
    }

    func seatAdded(_ seat: WaylandSeat) {
        seats.append(seat)
        globals.idleNotifier?.seatAdded(seat)
        globals.textInput?.seatAdded(seat)
        clipboard.seatAdded()
        globals.tablet?.seatAdded(seat)
    }

    func seatRemoved(name: UInt32) {
        guard let i = seats.firstIndex(where: { $0.name == name }) else { return }
        globals.idleNotifier?.seatRemoved(seats[i])
        globals.textInput?.seatRemoved(name: name)
        clipboard.seatRemoved(seats[i])
        globals.tablet?.seatRemoved(name: name)
        seats.remove(at: i).destroy()
        globals.idleNotifier?.seatsChanged()
    }

    // MARK: Scenes

    /// Shows `scene` as a toplevel; fullscreen on the output of its
    /// `_fullscreenScreen` when it was made for a screen (issue 23).
    func show(_ scene: UIWindowScene) -> SceneToplevel? {
        if let existing = toplevels.first(where: { $0.scene === scene }) { return existing }
        guard let toplevel = SceneToplevel(scene: scene, client: self, options: options) else { return nil }
        toplevels.append(toplevel)
        toplevel.updateIdleInhibitor()
        globals.idleNotifier?.inhibitionChanged()
        toplevel.syncWindows()
        return toplevel
    }

    func hide(_ scene: UIWindowScene) {
        guard let i = toplevels.firstIndex(where: { $0.scene === scene }) else { return }
        UIApplication.shared.cancelAllTouches(in: scene, timestamp: UIApplication.shared.clock.now)
        toplevels.remove(at: i).destroy()
        globals.idleNotifier?.inhibitionChanged()
    }

    func sceneCloseRequested(_ scene: UIWindowScene) { onSceneClose?(scene) }

    /// The scene a surface belongs to and the surface's offset in it.
    func locate(surface: OpaquePointer) -> (scene: UIWindowScene, offset: CGPoint)? {
        for t in toplevels {
            if let offset = t.locate(surface: surface) { return (t.scene, offset) }
        }
        return nil
    }

    // MARK: Drawing

    func renderSoon() { renderPending = true }

    /// Draws what changed. While the frame clock wants frames (an animation,
    /// a display link), a frame is ticked first — but only once no window
    /// waits for the compositor's frame callback, so animations run at the
    /// compositor's pace, and not at all while it shows nothing of us (A3).
    func renderIfNeeded() {
        let frameClock = UIApplication.shared.frameClock
        let surfaces = toplevels.filter(\.isConfigured).flatMap(\.allWindowSurfaces)
        let ticking = frameClock.needsFrames && !surfaces.isEmpty && !surfaces.contains { $0.isWaitingForFrame }
        if ticking {
            frameClock.tick(at: UIApplication.shared.clock.now)
            renderPending = true
        }
        guard renderPending else { return }
        renderPending = false
        for t in toplevels { t.render() }
        // Nothing was redrawn but frames are still wanted (a display link
        // alone): ask for a frame callback anyway, to keep the pace. The
        // surfaces are looked up again: the tick and the commit callbacks ran
        // app code, which may have hidden windows (their surfaces destroyed).
        let live = toplevels.filter(\.isConfigured).flatMap(\.windowSurfaces)
        if ticking, frameClock.needsFrames, !live.contains(where: { $0.isWaitingForFrame }) {
            live.first?.requestFrameOnly()
        }
    }

    /// Whether a window has idle work (a spare buffer to get ready).
    var hasIdleWork: Bool {
        toplevels.contains { $0.allWindowSurfaces.contains { $0.wantsIdlePreparation } }
    }

    /// Runs the windows' idle work; only when nothing is waiting to be read
    /// or drawn, so it never delays input.
    func prepareWhileIdle() {
        for t in toplevels {
            for s in t.allWindowSurfaces where s.wantsIdlePreparation { s.prepareWhileIdle() }
        }
        renderer.didBecomeIdle()
    }

    /// Commits of any surface so far (the run loop's idle test).
    private(set) var commitCount = 0

    func didCommit(window: UIWindow) {
        commitCount &+= 1
        onCommit?(window)
    }
    func didCommitBase(_ toplevel: SceneToplevel) {
        commitCount &+= 1
        onBaseCommit?(toplevel.scene)
    }

    /// While the frame clock runs (an animation, a display link), asks when
    /// this commit is shown, so the clock learns the display's refresh and
    /// phase (A3). Idle commits (a tap's highlight) ask nothing.
    func requestPresentationFeedback(for surface: OpaquePointer) {
        guard let presentation = globals.presentation, UIApplication.shared.frameClock.needsFrames else { return }
        presentation.requestFeedback(for: surface) { presented in
            // The presentation clock is the event clock's (CLOCK_MONOTONIC)
            // only when the compositor says so.
            UIApplication.shared.frameClock.framePresented(
                at: presented.monotonic ? presented.time : nil, refresh: presented.refresh)
        }
    }

    /// The libdecor context for client-side decorations (D1), made at the
    /// first call; nil when libdecor can't be loaded (logged once).
    func libdecor() -> Libdecor? {
        if !libdecorTried {
            libdecorTried = true
            libdecorContext = Libdecor(client: self)
        }
        return libdecorContext
    }

    // MARK: Teardown

    /// Set by `disconnect()`: everything is destroyed and the display closed.
    private(set) var isDisconnected = false

    /// Destroys every object and closes the display. Idempotent: the backend
    /// calls it from `disconnect()` and again from its deinit.
    func disconnect() {
        guard !isDisconnected else { return }
        isDisconnected = true
        for t in toplevels { t.destroy() }
        toplevels.removeAll()
        // After its frames, before the display: it destroys its own proxies.
        libdecorContext?.destroy()
        libdecorContext = nil
        clipboard.disconnect()
        // Before the seats: the idle notifications name them.
        globals.idleNotifier?.disconnect()
        for s in seats { s.destroy() }
        seats.removeAll()
        cursor.destroy()
        if outputs.contains(where: { $0.screen === UIScreen.main }) { UIScreen._resetMain() }
        // The connection's screens leave `UIScreen.screens` quietly: the
        // app is not told a display was unplugged.
        for o in outputs { UIScreen._forget(o.screen) }
        for o in outputs { o.destroy() }
        outputs.removeAll()
        globals.destroy()
        registry?.destroy()
        registry = nil
        display.disconnect()
    }
}
