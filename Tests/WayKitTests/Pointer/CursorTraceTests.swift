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
}
