import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// D3 through the test compositor: touchpad pinches drive the pinch and
/// rotation recognizers under the pointer, as iPadOS does with a trackpad.
@MainActor
@Suite(.serialized)
struct TouchpadGestureTests {
    @Test("D3: a touchpad pinch drives the pinch and rotation recognizers of the view under the pointer")
    func pinchAndRotate() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 300, height: 200))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        let other = UIView(frame: CGRect(x: 150, y: 0, width: 150, height: 200))
        window.addSubview(photo)
        window.addSubview(other)
        var scales: [CGFloat] = [], rotations: [CGFloat] = [], otherScales = 0
        var pinchStates: [UIGestureRecognizer.State] = []
        photo.addGestureRecognizer(UIPinchGestureRecognizer { scales.append($0.scale); pinchStates.append($0.state) })
        photo.addGestureRecognizer(UIRotationGestureRecognizer { rotations.append($0.rotation) })
        other.addGestureRecognizer(UIPinchGestureRecognizer { _ in otherScales += 1 })
        try h.roundtrip()
        let s = h.windowSurface()
        h.compositor.pointerEnter(surface: s, x: 50, y: 50)
        h.compositor.pointerFrame()
        h.compositor.pinchBegin(surface: s)
        h.compositor.pinchUpdate(scale: 1.25, rotation: 10)
        h.compositor.pinchUpdate(scale: 1.5, rotation: 20)
        h.compositor.pinchEnd()
        try h.roundtrip()
        #expect(pinchStates == [.began, .changed, .changed, .ended])
        #expect(scales.dropFirst().first == 1.25 && scales.dropFirst(2).first == 1.5)
        #expect(abs((rotations.last ?? 0) - 30 * .pi / 180) < 0.001)
        #expect(otherScales == 0)
    }

    @Test("D3: bad touchpad input — a pinch with zero fingers, updates and ends with no begin — is dropped")
    func badPinch() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        var states: [UIGestureRecognizer.State] = []
        window.addGestureRecognizer(UIPinchGestureRecognizer { states.append($0.state) })
        try h.roundtrip()
        let s = h.windowSurface()
        h.compositor.pointerEnter(surface: s, x: 5, y: 5)
        h.compositor.pointerFrame()
        h.compositor.pinchUpdate(scale: 2)
        h.compositor.pinchEnd()
        h.compositor.pinchBegin(surface: s, fingers: 0)
        h.compositor.pinchUpdate(scale: 3)
        h.compositor.pinchEnd(cancelled: true)
        try h.roundtrip()
        #expect(states.isEmpty)
        // A cancelled pinch cancels.
        h.compositor.pinchBegin(surface: s)
        h.compositor.pinchUpdate(scale: 1.1)
        h.compositor.pinchEnd(cancelled: true)
        try h.roundtrip()
        #expect(states == [.began, .changed, .cancelled])
    }

    @Test("D3: S9: a touchpad hold ends a touchpad scroll in progress")
    func holdStopsScroll() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.allowedScrollTypesMask = .continuous
        window.addGestureRecognizer(pan)
        try h.roundtrip()
        let s = h.windowSurface()
        h.compositor.pointerEnter(surface: s, x: 5, y: 5)
        h.compositor.pointerFrame()
        h.compositor.pointerAxisSource(1)
        h.compositor.pointerAxis(0, value: 5, time: 100)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(states == [.began])
        h.compositor.holdBegin(surface: s)
        try h.roundtrip()
        #expect(states == [.began, .cancelled])
    }
}
