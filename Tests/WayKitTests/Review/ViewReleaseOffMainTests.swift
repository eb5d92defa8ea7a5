import Foundation
import Testing
@testable import WayKit

/// Issue 21 review: a view whose last reference goes away on another thread
/// (Swift 5 code, or a closure run on a queue) must not trap the app.
@MainActor
struct ViewReleaseOffMainTests {
    /// Carries the only reference to a view to another thread.
    final class Handoff: @unchecked Sendable {
        var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    @Test("U1: a view released off the main thread detaches its subviews and recognizers there instead of trapping")
    func releasedOnAnotherThread() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let recognizer = UITapGestureRecognizer()
        weak var weakParent: UIView?
        let handoff: Handoff
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            parent.addGestureRecognizer(recognizer)
            weakParent = parent
            handoff = Handoff(parent)
        }
        #expect(child.superview != nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            // The last strong reference dies here, off the main thread.
            handoff.view = nil
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(weakParent == nil, "the parent was freed on the other thread")
        #expect(child.superview == nil, "its subview no longer points at freed memory")
        #expect(recognizer.view == nil)
        // The child is still a working view on the main thread.
        let other = UIView(frame: .zero)
        other.addSubview(child)
        #expect(child.superview === other)
    }
}
