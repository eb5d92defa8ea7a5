import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// D2: which cursor the views pick is part of the delivery trace, so a run
/// shows it (the demo's `cursor pointingHand` line).
@MainActor
@Suite(.serialized)
struct CursorTraceTests {
    @Test("D2: each change of the cursor the views pick is one trace line naming the shape; an unchanged one adds none")
    func cursorLines() {
        let backend = HeadlessBackend(size: CGSize(width: 300, height: 100))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.makeKeyAndVisible()
        window.addSubview(UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        window.addSubview(UITextField(frame: CGRect(x: 100, y: 0, width: 100, height: 100)))
        let trace = DeliveryTrace.start()
        defer { trace.stop() }
        for x in [50.0, 60, 150, 250] {
            backend.pointerMove(to: CGPoint(x: x, y: 50))
        }
        #expect(trace.lines.filter { $0.hasPrefix("cursor ") } == ["cursor pointingHand", "cursor iBeam", "cursor arrow"])
    }

    @Test("D2, U1: a pointer interaction's delegate is asked for the region as the pointer moves, told of each entry and exit, and asked for a style once a region")
    func pointerRegions() {
        final class Halves: UIPointerInteractionDelegate {
            var log: [String] = []
            func pointerInteraction(_ i: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                    defaultRegion: UIPointerRegion) -> UIPointerRegion? {
                let left = request.location.x < defaultRegion.rect.midX
                return UIPointerRegion(rect: defaultRegion.rect, identifier: left ? "left" : "right")
            }
            func pointerInteraction(_ i: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
                log.append("style \(region.identifier ?? "-")")
                return region.identifier == "left" ? UIPointerStyle(shape: .verticalBeam(length: 20)) : nil
            }
            func pointerInteraction(_ i: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
                log.append("enter \(region.identifier ?? "-")")
            }
            func pointerInteraction(_ i: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
                log.append("exit \(region.identifier ?? "-")")
            }
        }
        let backend = HeadlessBackend(size: CGSize(width: 300, height: 100))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 50, y: 0, width: 200, height: 100))
        window.addSubview(view)
        let halves = Halves()
        view.addInteraction(UIPointerInteraction(delegate: halves))
        let trace = DeliveryTrace.start()
        defer { trace.stop() }
        for x in [60.0, 70, 200, 210, 20] {
            backend.pointerMove(to: CGPoint(x: x, y: 50))
        }
        #expect(halves.log == ["enter left", "style left", "exit left", "enter right", "style right", "exit right"])
        #expect(trace.lines.filter { $0.hasPrefix("cursor ") } == ["cursor iBeam", "cursor arrow"])
    }
}
