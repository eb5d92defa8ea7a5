import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// T1's cost when nothing records: the notes on hot paths (list selection,
/// the content-touch hold, the cursor, animations) build no string.
@MainActor
@Suite("Trace cost")
struct TraceCostTests {
    @Test("T1: DeliveryTrace.note and animation notes build their text only while a trace records (issue 18)")
    func notesAreLazy() {
        DeliveryTrace.current?.stop()
        var built = 0
        func text() -> String {
            built += 1
            return "line \(built)"
        }
        DeliveryTrace.note(text())
        AnimationEngine.trace(UIView(), text())
        #expect(built == 0)
        let trace = DeliveryTrace.start()
        DeliveryTrace.note(text())
        AnimationEngine.trace(UIView(), text())
        trace.stop()
        #expect(built == 2)
        #expect(trace.lines == ["line 1", "UIView animation line 2"])
    }
}
