import Foundation
import WayKit

/// A tap through a 1,000-view tree with 20 tap recognizers on the hit path:
/// hit-testing, collection (G1), delivery to recognizers (G2), arbitration
/// (G8: the innermost wins, 19 fail), cancelling the view's touch (G4) and
/// resetting. Prints the median time per tap (down + up).
@MainActor
enum GestureBenchmark {
    static func run(taps: Int = 5_000) {
        UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
        let clock = UIApplication.shared.clock
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window.makeKeyAndVisible()

        // A chain of 20 nested views, each with a tap recognizer and 49 leaf
        // siblings of its child that the tap point misses: 20 + 20 × 49 = 1,000.
        var parent: UIView = window
        var fired = 0
        for depth in 0..<20 {
            for i in 0..<49 {
                let leaf = UIView(frame: CGRect(x: 500 + CGFloat(i), y: 500, width: 1, height: 1))
                parent.addSubview(leaf)
            }
            let inset = CGFloat(depth) * 5
            let child = UIView(frame: CGRect(x: 5, y: 5, width: 400 - inset, height: 400 - inset))
            child.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1 })
            // Added first: hit-testing asks the 49 siblings (last added first)
            // before reaching it, the worst order.
            parent.insertSubview(child, at: 0)
            parent = child
        }

        var samples: [Double] = []
        samples.reserveCapacity(taps)
        let point = CGPoint(x: 110, y: 110)
        for _ in 0..<taps {
            clock.advance(by: 1)   // far apart: every tap is a first tap
            let t0 = EventClock.monotonicNow()
            UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: clock.now, points: [
                TouchPoint(id: 1, phase: .began, location: point)]))
            UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: clock.now + 0.05, points: [
                TouchPoint(id: 1, phase: .ended, location: point)]))
            samples.append(EventClock.monotonicNow() - t0)
        }
        guard fired == taps else {
            print("gestures: expected \(taps) recognitions, got \(fired)")
            return
        }
        samples.sort()
        let median = samples[samples.count / 2] * 1_000_000
        let p90 = samples[samples.count * 9 / 10] * 1_000_000
        print(String(format: "gestures: tap through 1,000 views with 20 recognizers on the path: median %.1f µs, p90 %.1f µs (%d taps)",
                     median, p90, taps))
    }
}
