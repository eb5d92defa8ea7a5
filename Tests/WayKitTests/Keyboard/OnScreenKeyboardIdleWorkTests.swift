import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Issue 23 (docs/reliability.md, "App-level soak"): the keyboard's idle
/// work stays bounded however often it is shown on a backend that is never
/// idle (the headless one runs no idle work).
@MainActor
@Suite("On-screen keyboard idle work")
struct OnScreenKeyboardIdleWorkTests {
    @Test("K5: showing and hiding the keyboard 50 times queues its caption work once a row, not once a show")
    func idleWorkBounded() throws {
        let f = KeyboardFixture()
        f.focus()
        let rows = try #require(f.keyboard?.keyboardView?.rows.count)
        let queuedAfterFirstShow = UIApplication.shared._idleWork.count
        #expect(queuedAfterFirstShow >= rows)    // the work is there to bound
        for _ in 0..<50 {
            f.field.resignFirstResponder()
            f.backend.advanceTime(by: 1)
            f.focus()
            f.backend.advanceTime(by: 1)
        }
        #expect(f.isShown)
        // Before the fix: four more closures for every show (204 here).
        #expect(UIApplication.shared._idleWork.count == queuedAfterFirstShow)
        #expect(f.keyboard?.captionRowsQueued.count == rows)
    }
}
