import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A headless 400×400 window holding a vertical scroll view over it (content
/// 400×2000) with a button "B" at (20, 200, 120, 44) in the content, and the
/// button's control events and the scroll view's delegate calls noted in the
/// current trace.
@MainActor
final class ScrollScene {
    let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
    let window: UIWindow
    let scrollView: UIScrollView
    let button = UIButton(type: .system)
    let delegate = NotingScrollDelegate()
    var fired = 0

    init(scrollView: UIScrollView = UIScrollView()) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        self.scrollView = scrollView
        scrollView.frame = window.bounds
        scrollView.accessibilityIdentifier = "S"
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        scrollView.delegate = delegate
        window.addSubview(scrollView)
        button.accessibilityIdentifier = "B"
        button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        scrollView.addSubview(button)
        button.addAction(UIAction { [unowned self] _ in self.fired += 1 }, for: .touchUpInside)
    }

    /// Moves a finger from `a` to `b` in `steps` moves one event interval
    /// apart, without lifting it.
    func move(_ id: Int, from a: CGPoint, to b: CGPoint, steps: Int = 10) {
        for i in 1...steps {
            backend.advanceTime(by: backend.eventInterval)
            let f = CGFloat(i) / CGFloat(steps)
            backend.touchMove(id, to: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
        }
    }
}

/// A scroll view delegate that notes each call in the current trace, so that
/// calls compare in order with recognizer and control lines.
@MainActor
final class NotingScrollDelegate: UIScrollViewDelegate {
    var targetOverride: CGPoint?
    var lastVelocity: CGPoint?
    var proposedTarget: CGPoint?
    func scrollViewDidScroll(_ s: UIScrollView) { DeliveryTrace.note("didScroll") }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { DeliveryTrace.note("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        lastVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let targetOverride { targetContentOffset.pointee = targetOverride }
        DeliveryTrace.note("willEndDragging")
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate: Bool) {
        DeliveryTrace.note("didEndDragging(willDecelerate: \(willDecelerate))")
    }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { DeliveryTrace.note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { DeliveryTrace.note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { DeliveryTrace.note("didEndScrollingAnimation") }
}

/// The trace's notes with runs of "didScroll" folded into one line, so a
/// delegate order reads like UIKit's documentation.
@MainActor
func foldedNotes(_ trace: DeliveryTrace) -> [String] {
    var result: [String] = []
    for entry in trace.entries {
        guard case .note(let s) = entry else { continue }
        if s == "didScroll", result.last == "didScroll" { continue }
        result.append(s)
    }
    return result
}

/// The responder calls `name` received, in order.
@MainActor
func responderCalls(_ trace: DeliveryTrace, _ name: String) -> [String] {
    trace.entries.compactMap { if case .responder(name, let m) = $0 { return m.rawValue } else { return nil } }
}

/// The control events `name` sent, in order.
@MainActor
func controlEvents(_ trace: DeliveryTrace, _ name: String) -> [String] {
    trace.entries.compactMap { if case .controlEvent(name, let e) = $0 { return e } else { return nil } }
}
