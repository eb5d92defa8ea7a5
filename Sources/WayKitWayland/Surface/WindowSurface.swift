import CWaylandClient
import Foundation
import WayKit

/// One `UIWindow` as one Wayland surface (W1): a desynchronized subsurface of
/// its scene's toplevel, with its own buffers, frame callbacks and scale; or,
/// for a menu, the surface of an `xdg_popup` (D6, `PopupSurface`), drawn the
/// same way.
///
/// Drawing is paced by frame callbacks: after a commit, the window draws again
/// only once the compositor says it showed that frame, however often the
/// window changes meanwhile.
@MainActor
final class WindowSurface: UIWindowDisplayHost {
    let window: UIWindow
    let surface: WaylandSurface
    private let subsurface: WaylandSubsurface?
    /// How the surface is shown: a layer of the toplevel, or a popup.
    enum Placement { case subsurface, popup }
    let placement: Placement
    /// A popup's surface takes buffers only once its first configure came
    /// (xdg-shell: a buffer before it is an `unconfigured_buffer` error).
    private var popupIsConfigured = false
    let scale: SurfaceScale
    private let pool: BufferPool
    private unowned let scene: SceneToplevel
    unowned let client: WaylandClient
    private var needsDisplay = true
    /// Set by a configure that changed the size: the new size must be committed
    /// now, not at the next frame callback (P7: the old, larger buffer must not
    /// stay committed after the configure is acknowledged).
    private var sizeChangePending = false
    /// The logical size, scale factor and buffer transform of the last commit.
    private var committedSize: (width: Int, height: Int, factor: Double, transform: OutputTransform)?
    /// The transform of the output the surface entered last (D5): buffers
    /// are drawn turned by it.
    private(set) var bufferTransform: OutputTransform = .normal
    /// The upright picture buffers are turned from, while the output is
    /// turned.
    private var transformed: TransformedDrawing?
    private var position: CGPoint?
    /// The views shown on surfaces of their own, by view (+Layers), their
    /// order back to front, and those given back this frame, destroyed
    /// after the window's commit.
    var layers: [ObjectIdentifier: LayerSurface] = [:]
    var layerOrder: [ObjectIdentifier] = []
    var retiringLayers: [LayerSurface] = []
    /// Set by a commit, a frame callback and a buffer coming back: the next idle moment
    /// should get a buffer ready for the next frame (`prepareWhileIdle`).
    private(set) var wantsIdlePreparation = false

    init?(window: UIWindow, scene: SceneToplevel, client: WaylandClient, placement: Placement = .subsurface) {
        guard let proxy = client.globals.createSurface(), let shm = client.globals.shm else { return nil }
        self.window = window
        self.scene = scene
        self.client = client
        self.placement = placement
        surface = WaylandSurface(proxy: proxy)
        if placement == .subsurface {
            subsurface = WaylandSubsurface(globals: client.globals, surface: proxy, parent: scene.base.proxy)
            // Desynchronized: a window redraws without its toplevel committing.
            subsurface?.setDesync()
        } else {
            subsurface = nil
        }
        scale = SurfaceScale(surface: proxy, globals: client.globals)
        pool = BufferPool(shm: shm)
        surface.onFrame = { [unowned self, unowned client] in
            // The compositor has drawn the last commit: whether it still
            // holds that buffer now tells whether a spare is needed.
            wantsIdlePreparation = true
            client.renderSoon()
        }
        pool.onRelease = { [unowned self, unowned client] in
            wantsIdlePreparation = true
            client.renderSoon()
        }
        surface.onOutputsChanged = { [unowned self] in updateOutputScale() }
        scale.onChange = { [unowned self] in setNeedsDisplay() }
        scale.onClamp = { [unowned client] in client.log(once: "preferred scale", $0) }
        window.displayHost = self
    }

    func windowNeedsDisplay(_ window: UIWindow) { setNeedsDisplay() }

    /// Layers need a subsurface of the toplevel (not a popup), an upright
    /// output (a turned buffer would need turned layers), and the
    /// compositor's subcompositor and viewporter.
    var compositesLayers: Bool {
        !isDestroyed && placement == .subsurface && bufferTransform == .normal && client.globals.canComposeLayers
    }

    func setNeedsDisplay() {
        needsDisplay = true
        client.renderSoon()
    }

    /// The surface's only output went away with a frame in flight: draw on
    /// without its callback (issue 23).
    func abandonFrame() {
        surface.abandonFrame()
        setNeedsDisplay()
    }

    /// The scene was configured to a new size: redraw at once.
    func sceneResized() {
        sizeChangePending = true
        setNeedsDisplay()
    }

    /// A popup's first configure came: it may draw, at its new size.
    func popupConfigured() {
        popupIsConfigured = true
        sceneResized()
    }

    /// The window's origin in the scene: the subsurface position.
    var offset: CGPoint { window.frame.origin }

    /// Stacks this window's surface directly above `sibling` (W1).
    func placeAbove(_ sibling: OpaquePointer) { subsurface?.placeAbove(sibling) }

    /// The surface entered or left an output, or one changed: the buffer
    /// scale is the largest of their scales; the transform and the scene's
    /// screen are those of the output entered last (D5).
    func updateOutputScale() {
        let scales = surface.outputs.compactMap { client.output(for: $0)?.scale }
        let newScale = scales.max() ?? 1
        if newScale != scale.outputScale {
            scale.outputScale = newScale
            setNeedsDisplay()
        }
        let last = surface.outputs.last.flatMap { client.output(for: $0) }
        if let last {
            window.windowScene?._screen = last.screen
            // A scene shown for a screen (a customer display) never makes
            // its screen the main one (issue 23).
            if !scene.isForScreen { last.screen._makeMain() }
        }
        let transform = last?.transform ?? .normal
        if transform != bufferTransform {
            bufferTransform = transform
            setNeedsDisplay()
        }
    }

    /// Draws and commits if the window changed, the scene is configured and the
    /// compositor showed the previous frame. Returns whether it committed.
    @discardableResult
    func renderIfNeeded() -> Bool {
        // Destroyed while its toplevel was drawing its windows (an earlier
        // window's commit callback hid this one): nothing may be sent.
        guard !isDestroyed else { return false }
        guard scene.isConfigured, placement == .subsurface || popupIsConfigured,
              !surface.waitingForFrame || sizeChangePending else { return false }
        guard needsDisplay || window.needsDisplay else { return false }
        window.layoutIfNeededForDisplay()
        // P7: never larger than the scene the compositor configured; a window
        // frame beyond it is cut, not committed. A popup has the size its
        // configure gave, wherever the compositor put it.
        let sceneBounds = CGRect(origin: .zero, size: scene.size)
        let visible = placement == .popup ? window.frame : window.frame.intersection(sceneBounds)
        // A frame the app made non-finite is drawn as nothing, not a trap in Int().
        let drawable = !visible.isNull && visible.width.isFinite && visible.height.isFinite
            && visible.minX.isFinite && visible.minY.isFinite
        let width = drawable ? Int(visible.width.rounded(.down)) : 0
        let height = drawable ? Int(visible.height.rounded(.down)) : 0
        guard width > 0, height > 0 else {
            needsDisplay = false
            return false
        }
        let geometry = scale.bufferGeometry(points: width, height)
        if geometry.factor < scale.factor {
            client.log(once: "buffer ceiling", "a \(width)×\(height)-point window at scale \(scale.factor) exceeds the buffer ceiling (\(BufferLimits.maximumSide) px a side, \(BufferLimits.maximumBytes >> 20) MiB); drawn at scale \(geometry.factor)")
        }
        let transform = bufferTransform
        // Layers: only for a window's subsurface on an upright output (a
        // turned buffer would need turned layers).
        let layered = updateLayers(factor: geometry.factor,
                                   offset: CGPoint(x: visible.minX - window.frame.minX, y: visible.minY - window.frame.minY),
                                   enabled: compositesLayers)
        if layered || !retiringLayers.isEmpty, !window.needsDisplay, !sizeChangePending,
           let committed = committedSize, committed.width == width, committed.height == height,
           committed.factor == geometry.factor, committed.transform == transform {
            // Only layers moved: the window's pixels stand, and its commit
            // applies the layers' new places and crops at once.
            needsDisplay = false
            _ = window.takeDamageAndScrollMoves()
            surface.requestFrame()
            client.requestPresentationFeedback(for: surface.proxy)
            surface.commit()
            destroyRetiredLayers()
            client.didCommit(window: window)
            return true
        }
        let (bw, bh) = transform.bufferSize(width: geometry.width, height: geometry.height)
        guard let buffer = pool.acquire(width: bw, height: bh) else {
            // Every buffer is still the compositor's (or mmap failed): try
            // again at its release or the next frame callback.
            return false
        }
        let base = buffer.data
        let factor = geometry.factor
        let (damage, scrollMoves) = window.takeDamageAndScrollMoves()
        needsDisplay = false
        sizeChangePending = false
        let sizeChanged = committedSize.map {
            $0.width != width || $0.height != height || $0.factor != factor || $0.transform != transform
        } ?? true
        let pixels = PixelBuffer(base: base, width: bw, height: bh, stride: buffer.stride)
        let damageRects: [Rect], changes: [BufferChange]
        if transform != .normal {
            // D5: drawn upright, turned into the buffer; scroll steps repainted.
            let drawing = transformed ?? TransformedDrawing()
            transformed = drawing
            (damageRects, changes) = drawing.draw(
                window, renderer: client.renderer, factor: factor, width: geometry.width, height: geometry.height,
                damage: sizeChanged ? nil : damage.map { $0 + scrollMoves.map(\.rect) },
                transform: transform, into: buffer, pixels: pixels, pool: pool)
        } else {
            transformed?.release()
            transformed = nil
            (damageRects, changes) = drawUpright(
                into: buffer, pixels: pixels, damage: damage, scrollMoves: scrollMoves,
                factor: factor, sizeChanged: sizeChanged)
        }
        commit(buffer, damage: damageRects, changes: changes, visible: visible, width: width, height: height,
               geometry: geometry, transform: transform)
        destroyRetiredLayers()
        return true
    }

    /// Draws a frame into `buffer` as the window's axes are the buffer's (a
    /// normal output): copies what it misses from the newest buffer, moves
    /// whole-pixel scroll steps (fast scrolling) and draws the rest of the
    /// damage. Returns the buffer damage and what the other buffers miss.
    private func drawUpright(into buffer: ShmBuffer, pixels: PixelBuffer, damage: [CGRect]?,
                             scrollMoves: [WindowScrollMove], factor: Double,
                             sizeChanged: Bool) -> (damage: [Rect], changes: [BufferChange]) {
        var damage = damage
        let bounds = Rect(x: 0, y: 0, width: pixels.width, height: pixels.height)
        // Fast scrolling: scroll steps that land on whole pixels move the
        // buffer's pixels; others are repainted.
        var moves = BufferReplay.pixelMoves(scrollMoves, factor: factor, bounds: bounds)
        if moves == nil || sizeChanged {
            moves = nil
            damage = damage.map { $0 + scrollMoves.map(\.rect) }
        } else if let d = damage {
            // The partial pixels at the moving areas' edges.
            damage = d + scrollMoves.flatMap { Self.edgeStrips(of: $0.rect, factor: factor) }
        }
        var pointDamage: [CGRect]? = nil
        var movedRects: [Rect] = []
        if let damage, !sizeChanged, buffer.hasContent || pool.newest != nil {
            // The buffer must show the last frame before this one's changes:
            // copied from the newest buffer (issue 12: no redraw of what
            // another buffer already shows, scroll moves included). Then this
            // frame's moves are applied to its pixels.
            // Copying needs the newest buffer at this size, which exists
            // whenever the size hasn't changed; if it can't (mmap failed
            // half-way), the buffer is drawn whole rather than trusted.
            var replay = BufferReplay()
            if !pool.catchUp(buffer) { replay.markAll(bounds) }
            for change in moves ?? [] where !replay.isWhole { replay.apply(change, to: pixels) }
            movedRects = replay.moved
            let stale = replay.stale.map {
                CGRect(x: Double($0.x) / factor, y: Double($0.y) / factor,
                       width: Double($0.width) / factor, height: Double($0.height) / factor)
            }
            pointDamage = replay.isWhole ? nil : damage + stale
        }
        let drawn = client.renderer.render(window, into: pixels, scale: factor, damage: pointDamage)
        let damageRects = (pointDamage == nil ? [bounds] : drawn.map {
            Rect(x: Int($0.minX), y: Int($0.minY), width: Int($0.width.rounded(.up)), height: Int($0.height.rounded(.up)))
        } + movedRects).map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        return (damageRects, (moves ?? [])
            + contentChange(damage, factor: factor, full: sizeChanged, bounds: bounds).map { .damage($0) })
    }

    /// Positions, scales and commits the drawn buffer.
    private func commit(_ buffer: ShmBuffer, damage damageRects: [Rect], changes: [BufferChange], visible: CGRect,
                        width: Int, height: Int, geometry: SurfaceScale.BufferGeometry, transform: OutputTransform) {
        if let subsurface, position != visible.origin {
            // Takes effect at the toplevel's next commit (subsurface position is
            // parent state).
            subsurface.setPosition(x: Int32(visible.minX), y: Int32(visible.minY))
            position = visible.origin
            scene.needsCommit = true
        }
        if scale.usesViewport {
            surface.setBufferScale(1)
            scale.setDestination(width: Int32(width), height: Int32(height))
        } else {
            if scale.hasViewport { scale.setDestination(width: -1, height: -1) }
            surface.setBufferScale(geometry.bufferScale)
        }
        if transform != (committedSize?.transform ?? .normal) { surface.setBufferTransform(transform) }
        surface.attach(buffer.proxy)
        for rect in damageRects { surface.damageBuffer(rect) }
        surface.requestFrame()
        client.requestPresentationFeedback(for: surface.proxy)
        surface.commit()
        buffer.markBusy()
        pool.noteCommitted(buffer, changes: changes)
        committedSize = (width, height, geometry.factor, transform)
        wantsIdlePreparation = true
        client.didCommit(window: window)
    }

    /// Idle work, run when nothing else is waiting: gets a free buffer ready
    /// with the last frame's pixels (copied, not drawn), so the next frame,
    /// a touch's highlight say, draws only what changed and makes no buffer.
    /// Weston 10's pixman renderer keeps the buffer it shows until the next
    /// commit: without this the first touch after start made a second
    /// full-window buffer and drew the whole window into it. A compositor
    /// that releases the shown buffer gets no spare (`BufferPool.prepareSpare`).
    func prepareWhileIdle() {
        wantsIdlePreparation = false
        guard !sizeChangePending else { return }
        pool.prepareSpare(shownFrameIsDone: !surface.waitingForFrame)
    }

    /// Buffers made (for tests).
    var bufferCount: Int { pool.buffers.count }

    /// What the other buffers miss after this commit, in buffer pixels: the
    /// window's new damage only. Not the stale parts this buffer redrew as
    /// well: the others already show those. (Passing every rectangle drawn
    /// made two buffers hand each other their full redraws for ever: under
    /// Weston, which holds the shown buffer, every highlight redrew the
    /// whole window.)
    private func contentChange(_ damage: [CGRect]?, factor: Double, full: Bool, bounds: Rect) -> [Rect] {
        guard let damage, !full else { return [bounds] }
        // Outwards to whole pixels, and one more for anti-aliased edges, as
        // the renderer widens its damage.
        return damage.map { r -> Rect in
            let x0 = Int((r.minX * factor).rounded(.down)) - 1, y0 = Int((r.minY * factor).rounded(.down)) - 1
            let x1 = Int((r.maxX * factor).rounded(.up)) + 1, y1 = Int((r.maxY * factor).rounded(.up)) + 1
            return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(bounds)
        }.filter { !$0.isEmpty }
    }

    /// The edge pixels of a moving area that are only partly inside it
    /// (points): repainted, since they mix what moved with what didn't.
    static func edgeStrips(of r: CGRect, factor: Double) -> [CGRect] {
        func whole(_ v: Double) -> Bool { (v * factor).rounded() == v * factor }
        if whole(r.minX) && whole(r.minY) && whole(r.maxX) && whole(r.maxY) { return [] }
        let px = 1 / factor
        return [CGRect(x: r.minX - px, y: r.minY - px, width: r.width + 2 * px, height: 2 * px),
                CGRect(x: r.minX - px, y: r.maxY - px, width: r.width + 2 * px, height: 2 * px),
                CGRect(x: r.minX - px, y: r.minY - px, width: 2 * px, height: r.height + 2 * px),
                CGRect(x: r.maxX - px, y: r.minY - px, width: 2 * px, height: r.height + 2 * px)]
    }

    /// Whether the compositor has yet to say it showed the last commit.
    var isWaitingForFrame: Bool { surface.waitingForFrame }

    /// Asks for a frame callback without new content: a display link runs in
    /// step with the compositor while nothing is redrawn (A3). Only once the
    /// surface has content (a commit with no buffer would unmap it).
    @discardableResult
    func requestFrameOnly() -> Bool {
        guard !isDestroyed, committedSize != nil, !surface.waitingForFrame else { return false }
        surface.requestFrame()
        surface.commit()
        return true
    }

    /// Set by `destroy()`; a loop over its toplevel's windows may still hold it.
    private(set) var isDestroyed = false

    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        if window.displayHost === self { window.displayHost = nil }
        transformed?.release()
        transformed = nil
        destroyAllLayers()
        scale.destroy()
        subsurface?.destroy()
        surface.destroy()
        pool.destroyAll()
    }
}
