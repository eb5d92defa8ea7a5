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
    private(set) var outputs: [WaylandOutput] = []
    private(set) var seats: [WaylandSeat] = []
    private(set) var toplevels: [SceneToplevel] = []
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
        cursor = PointerCursor(client: self)
        guard let registry = WaylandRegistry(display: display, client: self) else {
            throw display.pendingError() ?? .missingGlobal("wl_registry")
        }
        self.registry = registry
        // First roundtrip: the globals; second: what binding them sent (seat
        // capabilities, output scales).
        try DisplaySync.roundtrip(display, pump: options.pump)
        if let missing = registry.checkGlobals().first {
            display.disconnect()
            throw .missingGlobal(missing)
        }
        try DisplaySync.roundtrip(display, pump: options.pump)
    }

    /// Logs each distinct message once (a compositor that misbehaves every frame
    /// must not flood the log).
    func log(_ message: String) {
        guard loggedOnce.insert(message).inserted else { return }
        options.log("waykit-wayland: \(message)")
    }

    // MARK: Globals that come and go

    func outputAdded(_ output: WaylandOutput) { outputs.append(output) }

    func outputRemoved(name: UInt32) {
        guard let i = outputs.firstIndex(where: { $0.name == name }) else { return }
        let output = outputs.remove(at: i)
        for t in toplevels {
            for s in t.windowSurfaces { s.surface.forget(output: output.proxy) }
        }
        output.destroy()
    }

    func outputScaleChanged(_ output: WaylandOutput) {
        for t in toplevels { t.outputsChanged() }
    }

    func output(for proxy: OpaquePointer) -> WaylandOutput? { outputs.first { $0.proxy == proxy } }

    func seatAdded(_ seat: WaylandSeat) { seats.append(seat) }

    func seatRemoved(name: UInt32) {
        guard let i = seats.firstIndex(where: { $0.name == name }) else { return }
        seats.remove(at: i).destroy()
    }

    // MARK: Scenes

    func show(_ scene: UIWindowScene) -> SceneToplevel? {
        if let existing = toplevels.first(where: { $0.scene === scene }) { return existing }
        guard let toplevel = SceneToplevel(scene: scene, client: self, options: options) else { return nil }
        toplevels.append(toplevel)
        toplevel.syncWindows()
        return toplevel
    }

    func hide(_ scene: UIWindowScene) {
        guard let i = toplevels.firstIndex(where: { $0.scene === scene }) else { return }
        UIApplication.shared.cancelAllTouches(in: scene, timestamp: UIApplication.shared.clock.now)
        toplevels.remove(at: i).destroy()
    }

    func sceneCloseRequested(_ toplevel: SceneToplevel) { onSceneClose?(toplevel.scene) }

    /// The scene a surface belongs to and the surface's offset in it.
    func locate(surface: OpaquePointer) -> (scene: UIWindowScene, offset: CGPoint)? {
        for t in toplevels {
            if let offset = t.locate(surface: surface) { return (t.scene, offset) }
        }
        return nil
    }

    // MARK: Drawing

    func renderSoon() { renderPending = true }

    func renderIfNeeded() {
        guard renderPending else { return }
        renderPending = false
        for t in toplevels { t.render() }
    }

    /// Whether a window has idle work (a spare buffer to get ready).
    var hasIdleWork: Bool {
        toplevels.contains { $0.windowSurfaces.contains { $0.wantsIdlePreparation } }
    }

    /// Runs the windows' idle work; only when nothing is waiting to be read
    /// or drawn, so it never delays input.
    func prepareWhileIdle() {
        for t in toplevels {
            for s in t.windowSurfaces where s.wantsIdlePreparation { s.prepareWhileIdle() }
        }
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

    // MARK: Teardown

    func disconnect() {
        for t in toplevels { t.destroy() }
        toplevels.removeAll()
        for s in seats { s.destroy() }
        seats.removeAll()
        cursor.destroy()
        for o in outputs { o.destroy() }
        outputs.removeAll()
        registry?.destroy()
        registry = nil
        display.disconnect()
    }
}
