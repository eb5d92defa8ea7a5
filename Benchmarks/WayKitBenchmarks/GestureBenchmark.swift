import Foundation
import WayKit

/// Issue 3's figure: a tap through a 1,000-view tree with 20 tap recognizers
/// on the hit path — hit-testing, collection (G1), delivery to recognizers
/// (G2), arbitration (G8: the innermost wins, 19 fail), cancelling the view's
/// touch (G4) and resetting. Reports time per tap (down + up).
@MainActor
enum GestureBenchmark {
    static func run() {
        // The path view sits in the middle of its siblings (half of them are
        // asked before it, as on average), then at the bottom (all are: the
        // worst order for hit-testing).
        tap(pathIndex: 24, label: "tap, 1,000-view tree, 20 tap recognizers on the path", target: 30_000)
        tap(pathIndex: 0, label: "  same, path view below all its siblings (worst hit-test order)", target: nil)
    }

    private static func tap(pathIndex: Int, label: String, target: Double?) {
        UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
        let clock = UIApplication.shared.clock
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window.makeKeyAndVisible()

        // A chain of 20 nested views, each with a tap recognizer and 49 leaf
        // siblings of its child that the tap point misses: 20 + 20 × 49 = 1,000.
        var parent: UIView = window
        var fired = 0
        for depth in 0..<20 {
            let inset = CGFloat(depth) * 5
            let child = UIView(frame: CGRect(x: 5, y: 5, width: 400 - inset, height: 400 - inset))
            child.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1 })
            for i in 0..<49 {
                if i == pathIndex { parent.addSubview(child) }
                parent.addSubview(UIView(frame: CGRect(x: 500 + CGFloat(i), y: 500, width: 1, height: 1)))
            }
            if pathIndex >= 49 { parent.addSubview(child) }
            parent = child
        }

        let point = CGPoint(x: 110, y: 110)
        var taps = 0
        let result = measure(rounds: 400, batch: 10) {
            for _ in 0..<10 {
                clock.advance(by: 1)   // far apart: every tap is a first tap
                UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: clock.now, points: [
                    TouchPoint(id: 1, phase: .began, location: point)]))
                UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: clock.now + 0.05, points: [
                    TouchPoint(id: 1, phase: .ended, location: point)]))
                taps += 1
            }
        }
        report(label, result, target: target)
        if fired != taps { print("  warning: \(taps) taps but \(fired) recognitions") }
        // How much of it is hit-testing alone.
        var sink = 0
        let hit = measure(rounds: 400, batch: 10) {
            for _ in 0..<10 where window.hitTest(point, with: nil) != nil { sink &+= 1 }
        }
        report("    of which hit-testing", hit)
    }
}
