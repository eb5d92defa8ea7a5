import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// A window that lets touches through except on its subviews (an overlay).
final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A window that records the sizes it was laid out at.
final class LayoutWindow: UIWindow {
    var layouts: [CGSize] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts.append(bounds.size)
    }
}

@MainActor
final class CloseDelegate: UIApplicationDelegate {
    var closed: [UIWindowScene] = []
    func application(_ application: UIApplication, didRequestCloseOf scene: UIWindowScene) { closed.append(scene) }
}

@MainActor
@Suite(.serialized)
struct WindowTests {
    @Test("W1: the windows of a scene are subsurfaces of one toplevel, stacked by windowLevel")
    func subsurfaceStacking() throws {
        let h = try Harness()
        let scene = UIWindowScene()
        scene.size = CGSize(width: 200, height: 100)
        let alert = UIWindow(windowScene: scene)
        alert.windowLevel = .alert
        alert.backgroundColor = .blue
        alert.isHidden = false
        let normal = UIWindow(windowScene: scene)
        normal.backgroundColor = .red
        normal.makeKeyAndVisible()  // shown last, but lower level
        h.backend.show(scene)
        try h.roundtrip()
        h.compositor.configure(0, width: 200, height: 100)
        try h.roundtrip()
        #expect(h.compositor.toplevelCount == 1)
        let base = h.compositor.toplevelSurface(0)
        let children = h.compositor.children(base)
        #expect(children.count == 2)
        // Bottom to top: the normal window, then the alert window.
        #expect(h.compositor.pixel(children[0], x: 5, y: 5) == 0xFFFF_0000)
        #expect(h.compositor.pixel(children[1], x: 5, y: 5) == 0xFF00_00FF)
        // Raising the normal window above the alert restacks the surfaces.
        normal.windowLevel = UIWindow.Level(3000)
        try h.roundtrip()
        #expect(h.compositor.children(base) == [children[1], children[0]])
    }

    @Test("W1: a touch on an upper window whose hitTest returns nil falls to the window below (H1)")
    func inputFallsThrough() throws {
        let h = try Harness()
        let scene = UIWindowScene()
        scene.size = CGSize(width: 200, height: 100)
        let lower = UIWindow(windowScene: scene)
        let lowerView = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        lower.addSubview(lowerView)
        lower.makeKeyAndVisible()
        let overlay = PassThroughWindow(windowScene: scene)
        overlay.windowLevel = .statusBar
        let badge = RecordingView(frame: CGRect(x: 150, y: 0, width: 50, height: 30))
        overlay.addSubview(badge)
        overlay.isHidden = false
        h.backend.show(scene)
        try h.roundtrip()
        h.compositor.configure(0, width: 200, height: 100)
        try h.roundtrip()
        let top = h.windowSurface(1)
        // The compositor delivers both touches to the top surface.
        h.compositor.touchDown(surface: top, id: 1, x: 20, y: 50, time: 100)
        h.compositor.touchFrame()
        h.compositor.touchDown(surface: top, id: 2, x: 160, y: 10, time: 110)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(lowerView.events == ["began 1"])
        #expect(lowerView.locations == [CGPoint(x: 20, y: 50)])
        #expect(badge.events == ["began 1"])
        #expect(badge.locations == [CGPoint(x: 10, y: 10)])
    }

    @Test("W3: separate scenes are separate toplevels, each receiving its own input")
    func severalToplevels() throws {
        let h = try Harness()
        let (scene1, _, view1) = try h.showRecordingWindow(size: CGSize(width: 200, height: 100))
        let (scene2, _, view2) = try h.showRecordingWindow(size: CGSize(width: 120, height: 80))
        #expect(scene1 !== scene2)
        #expect(h.compositor.toplevelCount == 2)
        #expect(h.compositor.bufferSize(h.windowSurface(toplevel: 1)) == .init(width: 120, height: 80))
        h.compositor.touchDown(surface: h.windowSurface(toplevel: 1), id: 1, x: 5, y: 6, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view1.events.isEmpty)
        #expect(view2.events == ["began 1"])
        h.compositor.touchDown(surface: h.windowSurface(toplevel: 0), id: 2, x: 7, y: 8, time: 110)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view1.events == ["began 1"])
        #expect(view1.locations == [CGPoint(x: 7, y: 8)])
    }

    @Test("A configure lays the windows out at the new size before drawing, and is acknowledged")
    func configureLaysOut() throws {
        let h = try Harness()
        let scene = UIWindowScene()
        scene.size = CGSize(width: 200, height: 100)
        let window = LayoutWindow(windowScene: scene)
        window.backgroundColor = .green
        window.makeKeyAndVisible()
        h.backend.show(scene)
        try h.roundtrip()
        let serial = h.compositor.configure(0, width: 640, height: 480)
        try h.roundtrip()
        #expect(h.compositor.lastAckedSerial(0) == serial)
        #expect(window.bounds.size == CGSize(width: 640, height: 480))
        #expect(window.layouts.last == CGSize(width: 640, height: 480))
        #expect(scene.size == CGSize(width: 640, height: 480))
        #expect(h.compositor.bufferSize(h.windowSurface()) == .init(width: 640, height: 480))
        // A 0×0 configure leaves the size to the client.
        h.compositor.configure(0, width: 0, height: 0)
        try h.roundtrip()
        #expect(scene.size == CGSize(width: 640, height: 480))
    }

    @Test("P7: a fullscreen configure is honoured and nothing larger is ever committed")
    func fullscreenLimit() throws {
        let h = try Harness()
        // The scene wants 800×600; the first configure is fullscreen 320×240.
        let (scene, window) = try h.showWindow(size: CGSize(width: 800, height: 600), color: .red, configure: false)
        h.compositor.configure(0, width: 320, height: 240, states: [.fullscreen, .activated])
        try h.roundtrip()
        #expect(scene.size == CGSize(width: 320, height: 240))
        #expect(h.compositor.bufferSize(h.windowSurface()) == .init(width: 320, height: 240))
        // The app grows its window (a label grew): still cut to the configure.
        window.frame = CGRect(x: 0, y: 0, width: 1000, height: 900)
        window.backgroundColor = .blue
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.pixel(h.windowSurface(), x: 1, y: 1) == 0xFF00_00FF)
        #expect(h.compositor.bufferSize(h.windowSurface()) == .init(width: 320, height: 240))
        let base = h.compositor.toplevelSurface(0)
        #expect(h.compositor.viewportDestination(base) == .init(width: 320, height: 240))
        // Every commit, not only the last, stayed within the configure: the
        // window's and the base surface's.
        #expect(h.compositor.maxLogicalSize(h.windowSurface()) == .init(width: 320, height: 240))
        #expect(h.compositor.maxLogicalSize(base) == .init(width: 320, height: 240))
    }

    @Test("P7: a maximized configure smaller than the minimum size still wins")
    func maximizedBeatsMinimum() throws {
        let h = try Harness(options: { $0.minimumSize = CGSize(width: 400, height: 300) })
        let (scene, _) = try h.showWindow(size: CGSize(width: 500, height: 400))
        #expect(h.compositor.minSize(0) == .init(width: 400, height: 300))
        h.compositor.configure(0, width: 300, height: 200, states: [.maximized])
        try h.roundtrip()
        #expect(scene.size == CGSize(width: 300, height: 200))
        #expect(h.compositor.bufferSize(h.windowSurface()) == .init(width: 300, height: 200))
        // A plain configure below the minimum is raised to it.
        h.compositor.configure(0, width: 100, height: 100)
        try h.roundtrip()
        #expect(scene.size == CGSize(width: 400, height: 300))
    }

    @Test("Kiosk mode asks for fullscreen before the first configure; maximized on request")
    func kioskAsksFullscreen() throws {
        let h = try Harness(options: { $0.kiosk = true })
        let (scene, _) = try h.showWindow(configure: false)
        #expect(h.compositor.wantsFullscreen(0))
        h.backend.setMaximized(true, for: scene)
        try h.roundtrip()
        #expect(h.compositor.wantsMaximized(0))
    }

    @Test("xdg_toplevel.close reaches the application delegate")
    func closeGoesToDelegate() throws {
        let h = try Harness()
        let delegate = CloseDelegate()
        UIApplication.shared.delegate = delegate
        let (scene, _) = try h.showWindow()
        h.compositor.close(0)
        try h.roundtrip()
        #expect(delegate.closed.count == 1)
        #expect(delegate.closed.first === scene)
    }

    @Test("xdg_wm_base.ping is answered with pong")
    func pingPong() throws {
        let h = try Harness()
        let serial = h.compositor.ping()
        try h.roundtrip()
        #expect(h.compositor.lastPong == serial)
    }

    @Test("E7: W1: hiding a window drops its subsurface; hiding a scene drops its toplevel and cancels its touches")
    func windowsAndScenesGoAway() throws {
        let h = try Harness()
        let scene = UIWindowScene()
        scene.size = CGSize(width: 200, height: 100)
        let main = UIWindow(windowScene: scene)
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        main.addSubview(view)
        main.makeKeyAndVisible()
        let extra = UIWindow(windowScene: scene)
        extra.windowLevel = .alert
        extra.isHidden = false
        h.backend.show(scene)
        try h.roundtrip()
        h.compositor.configure(0, width: 200, height: 100)
        try h.roundtrip()
        let base = h.compositor.toplevelSurface(0)
        let extraSurface = h.windowSurface(1)
        #expect(h.compositor.children(base).count == 2)
        extra.isHidden = true
        try h.roundtrip()
        #expect(h.compositor.children(base).count == 1)
        #expect(!h.compositor.isAlive(extraSurface))

        h.compositor.touchDown(surface: h.windowSurface(0), id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        h.backend.hide(scene)
        try h.roundtrip()
        #expect(view.events == ["began 1", "cancelled 1"])
        #expect(!h.compositor.isAlive(base))
    }
}
