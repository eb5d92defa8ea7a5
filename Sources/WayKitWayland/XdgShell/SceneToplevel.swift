import CWaylandClient
import Foundation
import WayKit

/// A `UIWindowScene` shown as one `xdg_toplevel` (W3: each scene its own).
///
/// The toplevel's own surface is a base that carries no content (a 1×1 clear
/// buffer stretched by a viewport, or a clear buffer of the scene's size
/// without viewporter); each visible window of the scene is a subsurface above
/// it, stacked by `windowLevel` (W1). Input on any of them is routed by the
/// scene's hit-testing (H1), so a window that returns nil lets a touch fall to
/// the window below. A window that asks for a popup presentation (a menu,
/// D6) is an `xdg_popup` of the toplevel instead (`PopupSurface`).
@MainActor
final class SceneToplevel: UIWindowSceneHost {
    let scene: UIWindowScene
    let base: WaylandSurface
    /// A plain xdg_toplevel, or one libdecor decorates (D1).
    private let xdg: ToplevelRole
    private let baseScale: SurfaceScale
    private let basePool: BufferPool
    private unowned let client: WaylandClient
    private(set) var isConfigured = false
    private(set) var configuration = ToplevelConfiguration()
    /// Window surfaces, bottom to top.
    private(set) var windowSurfaces: [WindowSurface] = []
    /// Windows shown as popups of the toplevel (D6).
    private(set) var popups: [PopupSurface] = []
    /// Every window's surface: the layers, then the popups.
    var allWindowSurfaces: [WindowSurface] { windowSurfaces + popups.map(\.surface) }
    /// The toplevel's `xdg_surface`, a popup's parent.
    var xdgSurface: OpaquePointer? { xdg.parentXdgSurface }
    /// The base surface must be committed (new size, subsurface order or position).
    var needsCommit = true
    private var committedBaseSize: (Int, Int)?
    /// Held while the app keeps the screen on (D7).
    private var idleInhibitor: IdleInhibitor?
    /// Asks for server-side decorations where offered (D1); none in kiosk
    /// mode, which never decorates.
    private(set) var decoration: ToplevelDecoration?
    private var title: String
    /// The output the scene was asked to fill (issue 23: a scene for a
    /// screen, or an external display's); weak, the output may go first.
    private(set) weak var fullscreenOutput: WaylandOutput?
    /// Whether the scene was shown for a screen: its windows entering an
    /// output do not make that screen `UIScreen.main`.
    let isForScreen: Bool

    /// The scene's size in points: the last configure's, or the scene's own.
    var size: CGSize { scene.size }

    init?(scene: UIWindowScene, client: WaylandClient, options: WaylandBackend.Options) {
        guard let wmBase = client.globals.wmBase, let shm = client.globals.shm,
              let proxy = client.globals.createSurface() else { return nil }
        base = WaylandSurface(proxy: proxy)
        // A scene for a screen is fullscreen there, undecorated as a kiosk's
        // (issue 23); a screen that is not connected, where the compositor
        // chooses.
        var target: WaylandOutput?
        if let screen = scene._fullscreenScreen {
            target = client.output(for: screen)
            if target == nil {
                client.log(once: "unknown screen", "a scene asked for a screen that is not connected; shown where the compositor chooses")
            }
        }
        if let target { scene._screen = target.screen }
        isForScreen = target != nil
        // D1: without a decoration manager (GNOME) libdecor makes the
        // toplevel and draws its title bar; kiosk mode never decorates.
        let undecorated = options.kiosk || target != nil
        let decorated = !undecorated && client.globals.decorationManager == nil
        guard let xdg: ToplevelRole = (decorated ? client.libdecor().flatMap { LibdecorToplevel(libdecor: $0, surface: proxy) } : nil)
                ?? XdgToplevel(wmBase: wmBase, surface: proxy) else {
            base.destroy()
            return nil
        }
        self.xdg = xdg
        self.scene = scene
        self.client = client
        baseScale = SurfaceScale(surface: proxy, globals: client.globals)
        basePool = BufferPool(shm: shm)
        title = scene.title.isEmpty ? options.title : scene.title
        xdg.setTitle(title)
        xdg.setAppID(options.appID)
        if let min = options.minimumSize {
            xdg.setMinSize(width: Int32(min.width), height: Int32(min.height))
        }
        if let target {
            // Issue 23: on the screen's output (xdg_toplevel.set_fullscreen).
            fullscreenOutput = target
            xdg.setFullscreen(on: target.proxy)
        } else if options.kiosk || options.fullscreen {
            // On the output the app names (D7: a kiosk's screen), else where
            // the compositor likes.
            xdg.setFullscreen(on: options.fullscreenOutput.flatMap { client.output(named: $0)?.proxy })
            if let name = options.fullscreenOutput, client.output(named: name) == nil {
                client.log(once: "fullscreen output", "no output named \(name); fullscreen where the compositor chooses")
            }
        }
        if options.maximized { xdg.setMaximized() }
        if !undecorated, let manager = client.globals.decorationManager, let xdg = xdg as? XdgToplevel {
            decoration = ToplevelDecoration(manager: manager, toplevel: xdg.toplevel)
            decoration?.onModeChange = { [unowned client] mode in
                if mode == .clientSide {
                    client.log(once: "client-side decorations",
                               "the compositor wants client-side decorations; WayKit draws none yet (the window has no title bar)")
                }
            }
        }
        xdg.onConfigure = { [unowned self] in configure($0) }
        xdg.onClose = { [unowned self] in close() }
        if let frame = xdg as? LibdecorToplevel {
            frame.onCommitRequest = { [unowned self] in
                needsCommit = true
                self.client.renderSoon()
            }
        } else if decorated, client.libdecor() != nil {
            client.log(once: "no libdecor frame", "libdecor made no frame; the window has no title bar")
        }
        scene.host = self
        // The first commit carries no buffer: it asks for the first configure.
        xdg.map(base)
    }

    /// Whether libdecor draws this toplevel's title bar: nil when it is a
    /// plain xdg_toplevel (D1).
    var isClientSideDecorated: Bool? { (xdg as? LibdecorToplevel)?.isDecorated }
    /// Whether libdecor made this toplevel (D1).
    var usesLibdecor: Bool { xdg is LibdecorToplevel }
    /// The libdecor frame, when libdecor made this toplevel.
    var libdecorFrame: LibdecorToplevel? { xdg as? LibdecorToplevel }

    // MARK: xdg_toplevel

    private func configure(_ c: ToplevelConfiguration) {
        let previous = configuration
        configuration = c
        var width = c.width > 0 ? CGFloat(c.width) : scene.size.width
        var height = c.height > 0 ? CGFloat(c.height) : scene.size.height
        if !c.sizeIsMandatory, let min = client.options.minimumSize {
            width = max(width, min.width)
            height = max(height, min.height)
        }
        if c.sizeIsMandatory {
            // P7: a fullscreen or maximized configure is a hard limit.
            width = min(width, CGFloat(c.width))
            height = min(height, CGFloat(c.height))
        }
        // F1: a size beyond the buffer ceiling is clamped (smaller than asked is
        // allowed even for a fullscreen configure; larger never is, P7).
        let asked = (BufferLimits.points(width), BufferLimits.points(height))
        let limited = BufferLimits.clampLogical(width: asked.0, height: asked.1)
        if limited != asked {
            client.log(once: "configure size", "configure of \(asked.0)×\(asked.1) points exceeds the buffer ceiling (\(BufferLimits.maximumSide) px a side, \(BufferLimits.maximumBytes >> 20) MiB); clamped to \(limited.0)×\(limited.1)")
        }
        // libdecor draws its decorations in buffers of its own around the
        // content: they must fit the ceiling too (F1, D1).
        let clamped = limited.0 > 0 && limited.1 > 0
            ? xdg.fitContent(width: limited.0, height: limited.1, for: c) : limited
        let newSize = CGSize(width: CGFloat(clamped.0), height: CGFloat(clamped.1))
        let sizeChanged = newSize != scene.size || !isConfigured
        xdg.acknowledge(c, width: Int32(clamped.0), height: Int32(clamped.1), sizeChanged: sizeChanged)
        if sizeChanged {
            scene.size = newSize
            // Windows fill their scene, as UIKit's do their screen: lay them out at
            // the new size before anything is drawn at it.
            for window in scene.windows {
                window.frame = window._frameInScene(of: newSize)
                window.layoutIfNeeded()
            }
            for surface in windowSurfaces { surface.sceneResized() }
        }
        let first = !isConfigured
        isConfigured = true
        // V1: a suspended toplevel (xdg-shell 6: minimized, hidden, on
        // another workspace, as the compositor judges) is a scene in the
        // background; its end brings the scene back. Not `activated`: that
        // is keyboard focus, which only moves the key window. The scene
        // may have disconnected meanwhile.
        if c.suspended != previous.suspended {
            UIApplication.shared._sceneVisibilityChanged(scene, isVisible: !c.suspended)
        }
        // Popups wait for a mapped parent: those asked for before are made now.
        if first { syncWindows() }
        needsCommit = true
        client.renderSoon()
    }

    /// `xdg_toplevel.close`: the application hears of it (the delegate's
    /// `didRequestCloseOf`, then, for a scene it connected, the scene's
    /// disconnection and perhaps termination, V1), then the backend's
    /// `onSceneClose`. The application may destroy this toplevel meanwhile
    /// (its scene disconnected: the platform hides it).
    private func close() {
        let scene = self.scene
        UIApplication.shared._sceneCloseRequested(scene)
        client.sceneCloseRequested(scene)
    }

    func setFullscreen(_ on: Bool) { on ? xdg.setFullscreen(on: nil) : xdg.unsetFullscreen() }

    /// An output went away (issue 23). A toplevel fullscreen on it asks to
    /// be fullscreen again where the compositor chooses (it moves; an
    /// external display's scene is closed by the app instead).
    func outputRemoved(_ output: WaylandOutput) {
        guard !isDestroyed, fullscreenOutput === output else { return }
        fullscreenOutput = nil
        xdg.setFullscreen(on: nil)
    }

    /// Holds or drops the idle inhibitor as `UIApplication.isIdleTimerDisabled`
    /// says; without the global, nothing (logged once by the registry).
    func updateIdleInhibitor() {
        let wanted = UIApplication.shared.isIdleTimerDisabled
        if wanted, idleInhibitor == nil, let manager = client.globals.idleInhibitManager {
            idleInhibitor = IdleInhibitor(manager: manager, surface: base.proxy)
        } else if !wanted, let inhibitor = idleInhibitor {
            inhibitor.destroy()
            idleInhibitor = nil
        }
    }
    func setMaximized(_ on: Bool) { on ? xdg.setMaximized() : xdg.unsetMaximized() }

    // MARK: UIWindowSceneHost

    /// Menus are popups unless the app turned them off (D6).
    var _presentsPopups: Bool { client.options.popups }

    func sceneDidChange(_ scene: UIWindowScene) {
        if !scene.title.isEmpty, scene.title != title {
            title = scene.title
            xdg.setTitle(title)
        }
        syncWindows()
        client.renderSoon()
    }

    /// Makes one surface per visible window, drops those of windows gone or
    /// hidden, and restacks them by level (W1).
    func syncWindows() {
        guard !isDestroyed else { return }
        let visible = Array(scene.windowsFrontToBack.reversed())  // bottom to top
        let asPopup = { (w: UIWindow) in self._presentsPopups && w._popupPresentation != nil }
        syncPopups(visible.filter(asPopup))
        let wanted = visible.filter { !asPopup($0) }
        for surface in windowSurfaces where !wanted.contains(where: { $0 === surface.window }) {
            surface.destroy()
        }
        var ordered: [WindowSurface] = []
        for window in wanted {
            if let existing = windowSurfaces.first(where: { $0.window === window }) {
                ordered.append(existing)
            } else if let fresh = WindowSurface(window: window, scene: self, client: client) {
                let wanted = window._frameInScene(of: scene.size)
                if isConfigured, window.frame.size != wanted.size { window.frame = wanted }
                ordered.append(fresh)
            }
        }
        let orderChanged = ordered.map { ObjectIdentifier($0) } != windowSurfaces.map { ObjectIdentifier($0) }
        windowSurfaces = ordered
        if orderChanged {
            // Each above the one before; the lowest above the base surface.
            var below = base.proxy
            for surface in ordered {
                surface.placeAbove(below)
                below = surface.surface.proxy
            }
            needsCommit = true
        }
    }

    /// Makes a popup for each window that asks for one, once the toplevel
    /// is mapped; drops those of windows gone, hidden, or asking for another
    /// place (a popup's place is the compositor's once made). Topmost first,
    /// as xdg-shell wants popups destroyed.
    private func syncPopups(_ wanted: [UIWindow]) {
        for popup in popups.reversed() where !wanted.contains(where: {
            $0 === popup.window && $0._popupPresentation == popup.presentation
        }) {
            popup.destroy()
            popups.removeAll { $0 === popup }
        }
        guard isConfigured else { return }
        for window in wanted where !popups.contains(where: { $0.window === window }) {
            guard let presentation = window._popupPresentation else { continue }
            guard let popup = PopupSurface(window: window, presentation: presentation, scene: self, client: client) else {
                // Never an invisible menu that takes every tap: it closes,
                // after this pass (closing changes the windows being synced).
                client.log(once: "popup failed", "could not make an xdg_popup; the menu is closed")
                _ = UIApplication.shared.clock.schedule(after: 0) { [weak window] in window?._popupWasDismissed() }
                continue
            }
            popups.append(popup)
        }
    }

    /// Draws what changed: windows first, then the base surface when its size or
    /// the stacking changed (that commit applies subsurface order and position).
    func render() {
        // Destroyed while the client was drawing (an app's commit callback
        // hid this scene): its surfaces are gone, nothing may be sent on them.
        guard isConfigured, !isDestroyed else { return }
        for surface in windowSurfaces { surface.renderIfNeeded() }
        for popup in popups where !isDestroyed { popup.surface.renderIfNeeded() }
        // A window's commit callback may have hidden this very scene.
        guard needsCommit, !isDestroyed else { return }
        let width = BufferLimits.points(scene.size.width), height = BufferLimits.points(scene.size.height)
        if committedBaseSize.map({ $0 != (width, height) }) ?? true {
            guard attachBaseBuffer(width: width, height: height) else { return }
            committedBaseSize = (width, height)
        }
        needsCommit = false
        base.commit()
        libdecorFrame?.baseCommitted(display: client.display)
        client.didCommitBase(self)
    }

    private func attachBaseBuffer(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0 else { return false }
        let viaViewport = baseScale.hasViewport
        // With a viewport one clear pixel covers any size; without one the base
        // needs a buffer of the scene's size (never larger: P7).
        guard let buffer = basePool.acquire(width: viaViewport ? 1 : width, height: viaViewport ? 1 : height) else {
            return false
        }
        memset(buffer.data, 0, buffer.stride * buffer.height)
        if viaViewport { baseScale.setDestination(width: Int32(width), height: Int32(height)) }
        base.attach(buffer.proxy)
        base.damageBuffer(Rect(x: 0, y: 0, width: buffer.width, height: buffer.height))
        buffer.markBusy()
        return true
    }

    /// The window surface for `surface`, with its offset in the scene.
    func locate(surface: OpaquePointer) -> CGPoint? {
        if surface == base.proxy { return .zero }
        if let popup = popups.first(where: { $0.surface.surface.proxy == surface }) { return popup.offset }
        return windowSurfaces.first { $0.surface.proxy == surface }?.offset
    }

    func outputsChanged() {
        for surface in allWindowSurfaces { surface.updateOutputScale() }
        // F1: libdecor's plugin redraws its decorations at a new output
        // scale with the content size it has; fitted again (and committed
        // without a configuration), so they are back within the ceiling
        // from the next frame. The plugin's redraw at the moment of the
        // change comes before WayKit hears of it and is not WayKit's to
        // stop.
        if let frame = xdg as? LibdecorToplevel, isConfigured {
            let size = (BufferLimits.points(scene.size.width), BufferLimits.points(scene.size.height))
            if frame.fitContent(width: size.0, height: size.1, for: configuration) != size { configure(configuration) }
        }
    }

    /// Set by `destroy()`; the client may still hold this toplevel for the
    /// rest of a loop over its toplevels.
    private(set) var isDestroyed = false

    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        idleInhibitor?.destroy()
        idleInhibitor = nil
        // Before the toplevel: xdg-decoration makes the other order an error.
        decoration?.destroy()
        decoration = nil
        // Popups before their parent (xdg-shell), topmost first.
        for popup in popups.reversed() { popup.destroy() }
        popups.removeAll()
        for surface in windowSurfaces { surface.destroy() }
        windowSurfaces.removeAll()
        if scene.host === self { scene.host = nil }
        xdg.destroy()
        baseScale.destroy()
        base.destroy()
        basePool.destroyAll()
    }
}
