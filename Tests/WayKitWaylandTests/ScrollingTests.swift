import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// S9 through the test compositor: wl_pointer axis events scroll the scroll
/// view under the pointer; a touchpad scroll glides on after axis_stop, one
/// step per frame callback, since compositors give no momentum.
@MainActor
@Suite(.serialized)
struct ScrollingTests {
    private func scrollScene(_ h: Harness) throws -> UIScrollView {
        let (_, window) = try h.showWindow(size: CGSize(width: 200, height: 100))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 200, height: 5000)
        window.addSubview(scrollView)
        h.compositor.pointerEnter(surface: h.windowSurface(), x: 100, y: 50)
        h.compositor.pointerFrame()
        try h.roundtrip()
        return scrollView
    }

    @Test("S9: wheel clicks (value120) scroll the scroll view under the pointer, with no glide")
    func wheel() throws {
        let h = try Harness()
        let scrollView = try scrollScene(h)
        h.compositor.pointerAxisSource(0)  // wheel
        h.compositor.pointerAxis(0, value: 15, time: 100)
        h.compositor.pointerAxisValue120(0, 120)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(scrollView.contentOffset.y == 15)
        for _ in 0..<30 {
            h.clock.advance(by: 1.0 / 60)
            h.compositor.sendFrameDone()
            try h.roundtrip()
        }
        #expect(scrollView.contentOffset.y == 15)
        #expect(!scrollView.isDecelerating)
    }

    @Test("S9: a touchpad scroll glides after axis_stop, a frame at a time, and a new axis event stops it")
    func touchpadKinetic() throws {
        let h = try Harness()
        let scrollView = try scrollScene(h)
        var time: UInt32 = 100
        for _ in 0..<6 {
            h.clock.advance(by: 0.01)
            time += 10
            h.compositor.pointerAxisSource(1)  // finger
            h.compositor.pointerAxis(0, value: 10, time: time)
            h.compositor.pointerFrame()
            try h.roundtrip()
        }
        #expect(scrollView.contentOffset.y == 60)
        h.compositor.pointerAxisSource(1)
        h.compositor.pointerAxisStop(0, time: time + 10)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(scrollView.isDecelerating)
        var offsets: [CGFloat] = []
        for _ in 0..<10 {
            h.clock.advance(by: 1.0 / 60)
            h.compositor.sendFrameDone()
            try h.roundtrip()
            offsets.append(scrollView.contentOffset.y)
        }
        #expect(offsets.last ?? 0 > 100)
        #expect(offsets == offsets.sorted())
        h.compositor.pointerAxisSource(1)
        h.compositor.pointerAxis(0, value: 1, time: time + 200)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(!scrollView.isDecelerating)
    }

    @Test("S9: D3: a touchpad hold stops a glide, sending scrollViewDidEndDecelerating")
    func holdStopsGlide() throws {
        let h = try Harness()
        let scrollView = try scrollScene(h)
        var time: UInt32 = 100
        for _ in 0..<6 {
            h.clock.advance(by: 0.01)
            time += 10
            h.compositor.pointerAxisSource(1)
            h.compositor.pointerAxis(0, value: 10, time: time)
            h.compositor.pointerFrame()
            try h.roundtrip()
        }
        h.compositor.pointerAxisSource(1)
        h.compositor.pointerAxisStop(0, time: time + 10)
        h.compositor.pointerFrame()
        try h.roundtrip()
        h.clock.advance(by: 1.0 / 60)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(scrollView.isDecelerating)
        h.compositor.holdBegin(surface: h.windowSurface())
        try h.roundtrip()
        #expect(!scrollView.isDecelerating)
        let stopped = scrollView.contentOffset.y
        for _ in 0..<5 {
            h.clock.advance(by: 1.0 / 60)
            h.compositor.sendFrameDone()
            try h.roundtrip()
        }
        #expect(scrollView.contentOffset.y == stopped)
    }
}
