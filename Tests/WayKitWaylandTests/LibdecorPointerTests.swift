import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// D1 by pointer: the cairo plugin answers the pointer over its title bar
/// and borders itself; WayKit only learns from where the pointer is which
/// decoration surface is the shadow, for touches later.
@MainActor
@Suite(.serialized)
struct LibdecorPointerTests {
    /// A window of content 400 × 276 whose decoration surfaces are the
    /// shadow at (-24, -48) and the title bar at (0, -24) of the base.
    func decorated(_ h: Harness) throws -> (scene: UIWindowScene, shadow: Int, title: Int) {
        let (scene, _) = try h.showWindow(size: CGSize(width: 400, height: 300))
        let children = h.compositor.children(h.compositor.toplevelSurface(h.compositor.toplevelCount - 1))
        let at = { (x: Int, y: Int) in children.first { h.compositor.position($0) == (x, y) } }
        return (scene, try #require(at(-24, -48)), try #require(at(0, -24)))
    }

    func motion(_ h: Harness, x: Double, y: Double) throws {
        h.compositor.pointerMotion(x: x, y: y, time: 30)
        h.compositor.pointerFrame()
        try h.roundtrip()
    }

    @Test("D1: the pointer over libdecor's title bar when the scene is hidden (libdecor destroys the surface, the compositor sends no leave): motions still arriving touch no freed proxy and teach nothing, not even a scene shown after whose surfaces may reuse the freed memory")
    func decorationDestroyedUnderPointer() throws {
        let h = try Harness(omitting: [.decoration])
        let a = try decorated(h)
        h.compositor.pointerEnter(surface: a.title, x: 100, y: 12)
        h.compositor.pointerFrame()
        try h.roundtrip()
        let pointer = try #require(h.backend.client.input.pointerDevices.first)
        #expect(pointer.decorationFocus?.surface != nil)

        h.backend.hide(a.scene)
        // Weston sends no leave for a destroyed surface; the test compositor
        // keeps sending motion to the pointer as if the surface were there.
        // The freed proxies' memory is scribbled over, so reading their tag
        // would crash rather than find the old values.
        try HeapScribble.while { try motion(h, x: 100, y: 40) }
        #expect(pointer.decorationFocus == nil)

        // A new decorated scene: libdecor's new surfaces and frame may sit
        // where the old ones were freed. Motions for the old enter must not
        // resolve to them.
        let b = try decorated(h)
        let frame = try #require(h.backend.client.toplevels.first { $0.scene === b.scene }?.libdecorFrame)
        for y in [40.0, 100, 200] { try motion(h, x: 100, y: y) }
        #expect(frame.decorationSurfaces.shadow == nil && frame.decorationSurfaces.title == nil)
        #expect(!frame.decorationSurfaces.contradicted)

        // A real enter on the new shadow's border teaches as before.
        h.compositor.pointerEnter(surface: b.shadow, x: 5, y: 150)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(frame.decorationSurfaces.role(of: try #require(pointer.decorationFocus?.surface)) == .shadow)
    }

    @Test("D1: a press on libdecor's title bar, then a drag below its height (the implicit grab reports motion outside the surface): the title bar is not taken for the shadow; a motion there with no button held after a new enter is")
    func dragFromTitleTeachesNothing() throws {
        let h = try Harness(omitting: [.decoration])
        let a = try decorated(h)
        let frame = try #require(h.backend.client.toplevels.first?.libdecorFrame)
        h.compositor.pointerEnter(surface: a.title, x: 100, y: 12)
        h.compositor.pointerFrame()
        try h.roundtrip()
        h.compositor.pointerButton(pressed: true, time: 20)
        h.compositor.pointerFrame()
        try h.roundtrip()
        for y in [25.0, 40, 300] { try motion(h, x: 100, y: y) }
        #expect(frame.decorationSurfaces.shadow == nil && frame.decorationSurfaces.title == nil)
        #expect(!frame.decorationSurfaces.contradicted)

        // Weston kept the release for its move grab; its enter after the
        // grab starts afresh, and the shadow's border teaches.
        h.compositor.pointerEnter(surface: a.shadow, x: 5, y: 150)
        h.compositor.pointerFrame()
        try h.roundtrip()
        try motion(h, x: 5, y: 160)
        #expect(frame.decorationSurfaces.shadow != nil && !frame.decorationSurfaces.contradicted)
        let pointer = try #require(h.backend.client.input.pointerDevices.first)
        #expect(frame.decorationSurfaces.role(of: try #require(pointer.decorationFocus?.surface)) == .shadow)
    }

    @Test("D1, E6: a press on libdecor's title bar whose release the compositor keeps (its move grab) is not held when the pointer comes into the content: moving there is hover, not a drag; a press there is a touch as always")
    func pressOnTitleIsNotHeldInContent() throws {
        let h = try Harness(omitting: [.decoration])
        let (_, _, view) = try h.showRecordingWindow(size: CGSize(width: 400, height: 300))
        let children = h.compositor.children(h.compositor.toplevelSurface(h.compositor.toplevelCount - 1))
        let title = try #require(children.first { h.compositor.position($0) == (0, -24) })
        let content = try #require(children.first { h.compositor.position($0) == (0, 0) })
        h.compositor.pointerEnter(surface: title, x: 100, y: 12)
        h.compositor.pointerFrame()
        h.compositor.pointerButton(pressed: true, time: 20)
        h.compositor.pointerFrame()
        try h.roundtrip()
        // The move grab ends without a release; the pointer comes into the content.
        h.compositor.pointerEnter(surface: content, x: 30, y: 40)
        h.compositor.pointerFrame()
        try motion(h, x: 35, y: 42)
        #expect(view.events.isEmpty)
        h.compositor.pointerButton(pressed: true, time: 50)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1"])
    }
}
