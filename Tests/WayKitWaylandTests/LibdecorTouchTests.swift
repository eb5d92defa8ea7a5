import CLibdecor
import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// D1 by touch: libdecor 0.1's cairo plugin answers the pointer only, so
/// WayKit answers a finger on its title bar, buttons and borders.
@MainActor
@Suite(.serialized)
struct LibdecorTouchTests {
    /// A window of content 400 × 276 (a 400 × 300 configure less the title
    /// bar) with a recording view, and its decoration surfaces: the shadow
    /// at (-24, -48) and the title bar at (0, -24) of the base.
    struct Decorated {
        let h: Harness
        let scene: UIWindowScene
        let view: RecordingView
        let shadow: Int
        let title: Int
        let content: Int
        let width = 400.0, height = 276.0
    }

    final class Closer: UIApplicationDelegate {
        var closed: [UIWindowScene] = []
        func application(_ application: UIApplication, didRequestCloseOf scene: UIWindowScene) { closed.append(scene) }
    }

    func decorated() throws -> Decorated {
        let h = try Harness(omitting: [.decoration])
        let (scene, _, view) = try h.showRecordingWindow(size: CGSize(width: 400, height: 300))
        let children = h.compositor.children(h.compositor.toplevelSurface(0))
        let at = { (x: Int, y: Int) in children.first { h.compositor.position($0) == (x, y) } }
        let shadow = try #require(at(-24, -48))
        let title = try #require(at(0, -24))
        let content = try #require(at(0, 0))
        #expect(h.backend.client.toplevels.first?.libdecorFrame?.answersTouch == true)
        return Decorated(h: h, scene: scene, view: view, shadow: shadow, title: title, content: content)
    }

    /// A finger down at (x, y) of `surface`, then up.
    func tap(_ d: Decorated, _ surface: Int, _ x: Double, _ y: Double, id: Int32 = 0) throws {
        d.h.compositor.touchDown(surface: surface, id: id, x: x, y: y, time: 10)
        d.h.compositor.touchFrame()
        try d.h.roundtrip()
        d.h.compositor.touchUp(id: id, time: 20)
        d.h.compositor.touchFrame()
        try d.h.roundtrip()
    }

    @Test("D1: a finger on libdecor's title bar sends xdg_toplevel.move with the touch-down serial; no view sees it, and the same id then touches the content as usual")
    func titleMoves() throws {
        let d = try decorated()
        d.h.compositor.touchDown(surface: d.title, id: 0, x: 100, y: 12, time: 10)
        d.h.compositor.touchFrame()
        try d.h.roundtrip()
        let move = d.h.compositor.moves(0)
        #expect(move.count == 1)
        #expect(move.serial == d.h.compositor.touchDownSerial && move.serial != 0)
        #expect(d.h.compositor.resizes(0).count == 0)
        // Weston ends a touch it took for a move without an up to the
        // client: the next down of that id goes to the content.
        try tap(d, d.content, 50, 50)
        #expect(d.view.events == ["began 1", "ended 1"])
        #expect(d.h.compositor.moves(0).count == 1)
    }

    @Test("D1: a finger on a border of libdecor's shadow resizes from that edge or corner with the touch-down serial")
    func bordersResize() throws {
        let d = try decorated()
        let outerW = d.width + 48, outerH = d.height + 72
        // xdg-shell's resize_edge: 1 top, 2 bottom, 4 left, 5 top left,
        // 6 bottom left, 8 right, 9 top right, 10 bottom right.
        let cases: [(Double, Double, UInt32)] = [
            (5, 150, 4), (outerW - 5, 150, 8), (200, outerH - 5, 2),
            (5, outerH - 5, 6), (outerW - 5, outerH - 5, 10),
            // Known to be the shadow by now: its top margin and corners too.
            (200, 5, 1), (5, 5, 5), (outerW - 5, 5, 9),
        ]
        for (n, (x, y, edge)) in cases.enumerated() {
            try tap(d, d.shadow, x, y)
            let resize = d.h.compositor.resizes(0)
            #expect(resize.count == n + 1)
            #expect(resize.edge == edge, "at (\(x), \(y))")
            #expect(resize.serial == d.h.compositor.touchDownSerial)
        }
        #expect(d.h.compositor.moves(0).count == 0)
        #expect(d.view.events.isEmpty)
    }

    @Test("D1: a tap on libdecor's close button closes the scene once the title bar is told from the shadow (here by the mouse crossing a border); before, the same tap only moves, never closes")
    func closeButton() throws {
        let d = try decorated()
        let closer = Closer()
        UIApplication.shared.delegate = closer
        defer { UIApplication.shared.delegate = nil }
        // Unknown yet: the band title bar and shadow share only moves.
        try tap(d, d.title, d.width - 16, 12)
        #expect(closer.closed.isEmpty)
        #expect(d.h.compositor.moves(0).count == 1)

        // The pointer enters the shadow's left border: that surface is the
        // shadow, so the other is the title bar.
        d.h.compositor.pointerEnter(surface: d.shadow, x: 5, y: 150)
        try d.h.roundtrip()
        // Down on close, moved off it before lifting: nothing.
        d.h.compositor.touchDown(surface: d.title, id: 0, x: d.width - 16, y: 12, time: 10)
        d.h.compositor.touchFrame()
        d.h.compositor.touchMotion(id: 0, x: 100, y: 12, time: 15)
        d.h.compositor.touchFrame()
        d.h.compositor.touchUp(id: 0, time: 20)
        d.h.compositor.touchFrame()
        try d.h.roundtrip()
        #expect(closer.closed.isEmpty)
        try tap(d, d.title, d.width - 16, 12)
        #expect(closer.closed.count == 1 && closer.closed.first === d.scene)
        #expect(d.h.compositor.moves(0).count == 1)
        #expect(d.view.events.isEmpty)
    }

    @Test("D1: a maximized window has no shadow: once Weston-like compositors have the commit that detached it (a sync answered), a first tap on close closes; after unmaximizing, the shadow is the other surface")
    func maximizedTitle() throws {
        let d = try decorated()
        let closer = Closer()
        UIApplication.shared.delegate = closer
        defer { UIApplication.shared.delegate = nil }
        d.h.compositor.configure(0, width: 800, height: 600, states: [.maximized, .activated])
        try d.h.roundtrip()
        let toplevel = try #require(d.h.backend.client.toplevels.first?.libdecorFrame)
        #expect(toplevel.shadowIsGone)
        // The plugin detached the shadow's buffer.
        #expect(d.h.compositor.bufferSize(d.shadow) == .init(width: 0, height: 0))
        #expect(d.h.compositor.bufferSize(d.title).width == 800)
        // The content is 800 × 576: close is the title bar's last 32 points.
        try tap(d, d.title, 800 - 16, 12)
        #expect(closer.closed.count == 1 && closer.closed.first === d.scene)

        d.h.compositor.configure(0, width: 400, height: 300)
        try d.h.roundtrip()
        #expect(!toplevel.shadowIsGone)
        try tap(d, d.shadow, 200, 5)
        #expect(d.h.compositor.resizes(0).edge == 1)
        #expect(d.h.compositor.moves(0).count == 0)
    }

    @Test("D1: a scene hidden just after a maximize, before the compositor's answer to the sync that asks whether the shadow is gone is read: the answer finds no freed object")
    func hiddenWhileShadowProbeWaits() throws {
        let d = try decorated()
        // Weakly: the toplevel, and with it the sync, must go with the scene.
        weak var toplevel = d.h.backend.client.toplevels.first?.libdecorFrame
        d.h.compositor.configure(0, width: 800, height: 600, states: [.maximized, .activated])
        // One turn each: the client answers the configure and commits, then
        // asks for the sync; the compositor answers it; the client has not
        // read the answer yet.
        d.h.compositor.dispatch()
        _ = try d.h.backend.dispatch(timeout: 0)
        d.h.compositor.dispatch()
        #expect(toplevel?.shadowProbe?.isDone == false)
        d.h.backend.hide(d.scene)
        #expect(toplevel == nil)
        // The freed memory scribbled over: an answer delivered to it crashes.
        try HeapScribble.while { try d.h.roundtrip() }
        #expect(d.h.backend.client.toplevels.isEmpty)
    }

    @Test("D1: taps on libdecor's maximize and minimize buttons maximize and minimize; a touch on the title bar then moves")
    func maximizeMinimize() throws {
        let d = try decorated()
        // A touch on the shadow's bottom border tells the surfaces apart.
        try tap(d, d.shadow, 200, d.height + 72 - 5)
        #expect(d.h.compositor.resizes(0).count == 1)
        try tap(d, d.title, d.width - 48, 12)
        #expect(d.h.compositor.wantsMaximized(0))
        try tap(d, d.title, d.width - 80, 12)
        #expect(d.h.compositor.minimizes(0) == 1)
        try tap(d, d.title, 30, 12)
        #expect(d.h.compositor.moves(0).count == 1)
        #expect(d.view.events.isEmpty)
    }

    @Test("D1: 40 fingers moving the window by its title bar, each with a new id and no up (Weston 10 sends none after a move), leave nothing kept: a tap on close still closes")
    func movesWithoutUpDoNotFillTheTable() throws {
        let d = try decorated()
        let closer = Closer()
        UIApplication.shared.delegate = closer
        defer { UIApplication.shared.delegate = nil }
        d.h.compositor.pointerEnter(surface: d.shadow, x: 5, y: 150)
        try d.h.roundtrip()
        for id: Int32 in 100..<140 {
            d.h.compositor.touchDown(surface: d.title, id: id, x: 100, y: 12, time: 10)
            d.h.compositor.touchFrame()
            d.h.compositor.touchMotion(id: id, x: 130, y: 14, time: 15)
            d.h.compositor.touchFrame()
        }
        try d.h.roundtrip()
        #expect(d.h.compositor.moves(0).count == 40)
        #expect(d.h.backend.client.input.touchDevices.first?.decorationTouches.isEmpty == true)
        try tap(d, d.title, d.width - 16, 12, id: 200)
        #expect(closer.closed.count == 1 && closer.closed.first === d.scene)
        #expect(d.view.events.isEmpty)
    }

    @Test("D1: where libdecor's plugin answers touch itself (libdecor 0.2), a finger on its title bar or buttons is swallowed: no view sees it, WayKit neither moves nor closes, and no touch stays down")
    func pluginAnswersTouch() throws {
        let d = try decorated()
        let closer = Closer()
        UIApplication.shared.delegate = closer
        defer { UIApplication.shared.delegate = nil }
        let toplevel = try #require(d.h.backend.client.toplevels.first?.libdecorFrame)
        toplevel.answersTouch = false
        // The surfaces known: the close button is there to be pressed.
        d.h.compositor.pointerEnter(surface: d.shadow, x: 5, y: 150)
        try d.h.roundtrip()
        d.h.compositor.touchDown(surface: d.title, id: 0, x: 100, y: 12, time: 10)
        d.h.compositor.touchFrame()
        d.h.compositor.touchMotion(id: 0, x: 140, y: 14, time: 15)
        d.h.compositor.touchFrame()
        d.h.compositor.touchUp(id: 0, time: 20)
        d.h.compositor.touchFrame()
        try d.h.roundtrip()
        try tap(d, d.title, d.width - 16, 12, id: 1)
        try tap(d, d.shadow, 5, 150, id: 2)
        #expect(d.h.compositor.moves(0).count == 0 && d.h.compositor.resizes(0).count == 0)
        #expect(closer.closed.isEmpty)
        #expect(d.view.events.isEmpty)
        #expect(d.h.backend.client.input.touchDevices.first?.decorationTouches.isEmpty == true)
        // Nothing is down: the same ids touch the content as usual.
        d.h.compositor.touchDown(surface: d.content, id: 0, x: 50, y: 50, time: 30)
        d.h.compositor.touchDown(surface: d.content, id: 1, x: 60, y: 50, time: 30)
        d.h.compositor.touchFrame()
        d.h.compositor.touchUp(id: 0, time: 40)
        d.h.compositor.touchUp(id: 1, time: 40)
        d.h.compositor.touchFrame()
        try d.h.roundtrip()
        #expect(d.view.events == ["began 2", "ended 2"])
    }

    @Test("D1: a finger on a decoration alongside one on the content: the content's touch goes on alone, and a cancel ends both")
    func decorationAndContent() throws {
        let d = try decorated()
        d.h.compositor.touchDown(surface: d.content, id: 1, x: 50, y: 50, time: 10)
        d.h.compositor.touchDown(surface: d.title, id: 2, x: 100, y: 12, time: 10)
        d.h.compositor.touchFrame()
        d.h.compositor.touchMotion(id: 2, x: 120, y: 14, time: 15)
        d.h.compositor.touchFrame()
        try d.h.roundtrip()
        #expect(d.view.events == ["began 1"])
        d.h.compositor.touchCancel()
        try d.h.roundtrip()
        #expect(d.view.events == ["began 1", "cancelled 1"])
        #expect(d.h.compositor.moves(0).count == 1)
    }

    @Test("D1: the libdecor version WayKit gates decoration touch on is read from the loaded library (0.1 here, whose plugin has no touch)")
    func version() throws {
        var minor: Int32 = -1, micro: Int32 = -1
        #expect(waykit_libdecor_version(&minor, &micro))
        #expect(minor == 1)
    }

    @Test("D1: the cairo plugin's layout: title bar buttons from the right end, shadow edges and corners")
    func layout() {
        typealias L = CairoDecorationLayout
        #expect(L.titlePart(x: 399, y: 0, contentWidth: 400) == .close)
        #expect(L.titlePart(x: 368, y: 23.9, contentWidth: 400) == .close)
        #expect(L.titlePart(x: 367.9, y: 10, contentWidth: 400) == .maximize)
        #expect(L.titlePart(x: 336, y: 10, contentWidth: 400) == .maximize)
        #expect(L.titlePart(x: 304, y: 10, contentWidth: 400) == .minimize)
        #expect(L.titlePart(x: 303.9, y: 10, contentWidth: 400) == .title)
        #expect(L.titlePart(x: 400, y: 10, contentWidth: 400) == .none)
        #expect(L.titlePart(x: 10, y: 24, contentWidth: 400) == .none)
        #expect(L.shadowPart(x: 200, y: 30, contentWidth: 400, contentHeight: 276) == .none)
        #expect(L.shadowPart(x: 23, y: 30, contentWidth: 400, contentHeight: 276) == .edge(.left))
        #expect(L.shadowPart(x: 425, y: 347, contentWidth: 400, contentHeight: 276) == .edge(.bottomRight))
    }

    @Test("D1: a decoration surface is the shadow only from a point below the title bar's height; the other is then the title bar; a contradiction trusts nothing")
    func surfaceRoles() {
        let a = OpaquePointer(bitPattern: 0x1000)!, b = OpaquePointer(bitPattern: 0x2000)!
        var roles = CairoDecorationSurfaces()
        roles.observe(a, y: 24.5)
        #expect(roles.role(of: a) == .unknown && roles.role(of: b) == .unknown)
        roles.observe(a, y: 25)
        #expect(roles.role(of: a) == .shadow && roles.role(of: b) == .title)
        roles.observe(b, y: 3)
        #expect(roles.role(of: b) == .title)
        roles.observe(b, y: 100)
        #expect(roles.contradicted)
        #expect(roles.role(of: a) == .unknown && roles.role(of: b) == .unknown)
        roles.observe(a, y: 100)
        #expect(roles.role(of: a) == .unknown)
    }

    @Test("D1: without a shadow the touched decoration surface is the title bar, and the other the shadow; a later point below 24 on the title bar trusts nothing")
    func surfaceRolesWithoutShadow() {
        let a = OpaquePointer(bitPattern: 0x1000)!, b = OpaquePointer(bitPattern: 0x2000)!
        var roles = CairoDecorationSurfaces()
        roles.observeWithoutShadow(a)
        #expect(roles.role(of: a) == .title && roles.role(of: b) == .shadow)
        roles.observe(b, y: 100)
        #expect(roles.role(of: a) == .title && roles.role(of: b) == .shadow)
        roles.observe(a, y: 100)
        #expect(roles.contradicted && roles.role(of: a) == .unknown)
    }
}
