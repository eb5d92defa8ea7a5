import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

@MainActor
@Suite(.serialized)
struct ConnectionTests {
    @Test("Connects, binds the globals and maps a toplevel with a committed buffer")
    func mapsToplevel() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100), color: .red)
        #expect(h.compositor.toplevelCount == 1)
        #expect(h.compositor.title(0) == "Tests")
        #expect(h.compositor.appID(0) == "org.waykit.tests")
        let s = h.windowSurface()
        #expect(h.compositor.role(s) == WTC_ROLE_SUBSURFACE)
        #expect(h.compositor.bufferSize(s) == .init(width: 200, height: 100))
        #expect(h.compositor.pixel(s, x: 10, y: 10) == 0xFFFF_0000)
        #expect(h.commitCount(window) == 1)
    }
}
