import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// V6: UIRefreshControl on a table, pulled through the event model.
@MainActor
@Suite(.serialized)
struct RefreshControlTests {
    final class Counter { var n = 0 }

    /// A finger from y 40 down by `distance`, in 10-point steps, held still,
    /// then lifted (or left down).
    @discardableResult
    func pull(_ s: TableScene, by distance: CGFloat, lift: Bool = true) -> Int {
        let id = s.backend.touchDown(at: CGPoint(x: 200, y: 40))
        let steps = Int(distance / 10)
        for i in 1...steps {
            s.backend.advanceTime(by: 0.016)
            s.backend.touchMove(id, to: CGPoint(x: 200, y: 40 + CGFloat(i) * 10))
        }
        s.backend.advanceTime(by: 0.1)
        if lift { s.backend.touchUp(id) }
        return id
    }

    @Test("V6: pulling past the threshold sends valueChanged once and keeps the control shown until endRefreshing(); a short pull sends nothing")
    func pullRefreshes() {
        let s = TableScene(counts: [30])
        let refresh = UIRefreshControl()
        let count = Counter()
        refresh.addAction(UIAction { _ in count.n += 1 }, for: .valueChanged)
        s.table.refreshControl = refresh
        #expect(refresh.superview === s.table && refresh.frame.maxY == 0 && refresh.frame.height == 60)

        pull(s, by: 100)                                    // 48 points of rubber band: short of 90
        s.backend.advanceTime(by: 1)
        #expect(count.n == 0 && !refresh.isRefreshing)
        #expect(s.table.contentOffset.y == 0)

        let id = pull(s, by: 300, lift: false)              // past the threshold, finger still down
        #expect(count.n == 1)
        #expect(refresh.isRefreshing)
        for i in 1...5 {                                     // pulling on sends nothing more
            s.backend.advanceTime(by: 0.016)
            s.backend.touchMove(id, to: CGPoint(x: 200, y: 340 + CGFloat(i) * 10))
        }
        s.backend.advanceTime(by: 0.1)
        s.backend.touchUp(id)
        s.backend.advanceTime(by: 1.5)
        #expect(count.n == 1)
        #expect(s.table.adjustedContentInset.top == 60)
        #expect(s.table.contentInset.top == 0)              // the app's inset is left alone
        #expect(s.table.contentOffset.y == -60)             // resting with the control shown
        #expect(refresh.frame.minY == -60)

        pull(s, by: 300)                                    // while refreshing: nothing
        s.backend.advanceTime(by: 1.5)
        #expect(count.n == 1)
        #expect(s.table.contentOffset.y == -60)

        refresh.endRefreshing()
        s.backend.advanceTime(by: 1)
        #expect(!refresh.isRefreshing)
        #expect(s.table.adjustedContentInset.top == 0)
        #expect(s.table.contentOffset.y == 0)

        pull(s, by: 300)                                    // a new pull refreshes again
        s.backend.advanceTime(by: 1.5)
        #expect(count.n == 2)
    }

    @Test("V6: beginRefreshing() shows the control and sends no valueChanged")
    func beginRefreshingSendsNothing() {
        let s = TableScene(counts: [30])
        let refresh = UIRefreshControl()
        let count = Counter()
        refresh.addAction(UIAction { _ in count.n += 1 }, for: .valueChanged)
        s.table.refreshControl = refresh
        refresh.beginRefreshing()
        s.backend.advanceTime(by: 1)
        #expect(refresh.isRefreshing)
        #expect(count.n == 0)
        #expect(s.table.contentOffset.y == -60)
        refresh.endRefreshing()
        s.backend.advanceTime(by: 1)
        #expect(s.table.contentOffset.y == 0)
        #expect(count.n == 0)
    }

    @Test("V6: while refreshing the control's spinner turns (it asks for frames), and not before or after (idle costs no frames)")
    func spinnerTurnsOnlyWhileRefreshing() {
        let s = TableScene(counts: [30])
        let refresh = UIRefreshControl()
        s.table.refreshControl = refresh
        s.backend.advanceTime(by: 1)
        #expect(!UIApplication.shared.frameClock.needsFrames && !refresh._spinner.isAnimating)
        refresh.beginRefreshing()
        s.backend.advanceTime(by: 1)
        #expect(refresh._spinner.isAnimating && !refresh._spinner.isHidden)
        #expect(UIApplication.shared.frameClock.needsFrames, "the spinner turns")
        refresh.endRefreshing()
        s.backend.advanceTime(by: 1)
        #expect(!refresh._spinner.isAnimating && refresh._spinner.isHidden)
        // The content scrolling back shows the indicators, which fade a
        // moment later.
        s.backend.advanceTime(by: 3)
        #expect(!UIApplication.shared.frameClock.needsFrames, "idle again")
    }
}
