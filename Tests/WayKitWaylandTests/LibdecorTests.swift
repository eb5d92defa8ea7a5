import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// D1 through the test compositor without `zxdg_decoration_manager_v1`:
/// libdecor (loaded with dlopen, its cairo plugin from
/// libdecor-0-plugin-1-cairo) makes and decorates the toplevel.
@MainActor
@Suite(.serialized)
struct LibdecorTests {
    /// libdecor 0.1.1's cairo plugin: the title bar's height in points.
    let titleBar = 24

    final class Closer: UIApplicationDelegate {
        var closed: [UIWindowScene] = []
        func application(_ application: UIApplication, didRequestCloseOf scene: UIWindowScene) { closed.append(scene) }
    }

    @Test("D1: without a decoration manager libdecor makes the toplevel: the scene's title, a title bar above the content, the content configured at the content size, maximize and close")
    func decorated() throws {
        let h = try Harness(omitting: [.decoration])
        let closer = Closer()
        UIApplication.shared.delegate = closer
        let scene = UIWindowScene()
        scene.title = "Libdecor"
        scene.size = CGSize(width: 300, height: 200)
        let window = UIWindow(windowScene: scene)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        h.backend.show(scene)
        try h.roundtrip()
        let toplevel = try #require(h.backend.client.toplevels.first)
        #expect(toplevel.usesLibdecor)
        #expect(h.compositor.toplevelCount == 1)
        #expect(h.compositor.title(0) == "Libdecor")
        #expect(h.compositor.appID(0) == "org.waykit.tests")
        // No decoration object: libdecor asks the compositor for nothing.
        #expect(h.compositor.decorationMode(0) == 0)

        let serial = h.compositor.configure(0, width: 400, height: 300)
        try h.roundtrip()
        #expect(h.compositor.lastAckedSerial(0) == serial)
        // The configure is the whole window; the content is below the title bar.
        #expect(scene.size == CGSize(width: 400, height: 300 - titleBar))
        #expect(window.frame.size == scene.size)
        #expect(toplevel.isClientSideDecorated == true)
        #expect(h.commitCount(window) >= 1)
        // The title bar and borders are libdecor's subsurfaces of the base,
        // next to the window's.
        let base = h.compositor.toplevelSurface(0)
        #expect(h.compositor.children(base).count > 1)
        #expect(h.log.filter { $0.contains("no zxdg_decoration_manager_v1;") }.count == 1)
        #expect(h.log.allSatisfy { !$0.contains("title bar)") && !$0.contains("libdecor:") })

        scene.title = "Renamed"
        try h.roundtrip()
        #expect(h.compositor.title(0) == "Renamed")
        h.backend.setMaximized(true, for: scene)
        try h.roundtrip()
        #expect(h.compositor.wantsMaximized(0))
        h.compositor.close(0)
        try h.roundtrip()
        #expect(closer.closed.count == 1 && closer.closed.first === scene)
        UIApplication.shared.delegate = nil
        h.backend.hide(scene)
        try h.roundtrip()
        #expect(!h.compositor.isAlive(base))
    }

    @Test("D1: with a decoration manager the toplevel is WayKit's own, server-side decorated; in kiosk mode neither, with or without the manager")
    func notLibdecor() throws {
        let h = try Harness()
        _ = try h.showWindow()
        #expect(h.backend.client.toplevels.first?.usesLibdecor == false)
        #expect(h.compositor.decorationMode(0) == 2)

        let k = try Harness(omitting: [.decoration], options: { $0.kiosk = true })
        let (scene, _) = try k.showWindow()
        #expect(k.backend.client.toplevels.first?.usesLibdecor == false)
        #expect(k.compositor.decorationMode(0) == 0)
        // Kiosk: the whole configure is content.
        #expect(scene.size == CGSize(width: 200, height: 100))
    }

    @Test("D1: libdecor without its plugin (LIBDECOR_PLUGIN_DIR empty) runs the window undecorated, logged once")
    func missingPlugin() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-no-plugins-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        setenv("LIBDECOR_PLUGIN_DIR", empty.path, 1)
        defer { unsetenv("LIBDECOR_PLUGIN_DIR") }
        let h = try Harness(omitting: [.decoration])
        let (scene, window) = try h.showWindow(size: CGSize(width: 300, height: 200))
        let toplevel = try #require(h.backend.client.toplevels.first)
        #expect(toplevel.usesLibdecor)
        #expect(toplevel.isClientSideDecorated == false)
        // No title bar: the whole configure is content.
        #expect(scene.size == CGSize(width: 300, height: 200))
        #expect(h.commitCount(window) >= 1)
        #expect(h.log.filter { $0.contains("found no decoration plugin") }.count == 1)
        // A second window logs nothing more.
        _ = try h.showWindow(size: CGSize(width: 100, height: 100))
        #expect(h.log.filter { $0.contains("found no decoration plugin") }.count == 1)
    }
}
