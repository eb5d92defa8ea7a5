import Foundation
import Testing
@testable import WayKit

/// A4: the layout cycle, after UIKit's documented behaviour.
@MainActor
@Suite("Layout cycle (A4)")
struct LayoutCycleTests {
    /// R ⊃ A ⊃ B, all recording.
    func tree() -> (LayoutLog, RecordingView, RecordingView, RecordingView) {
        let log = LayoutLog()
        let r = RecordingView("R", log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = RecordingView("A", log)
        let b = RecordingView("B", log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        r.addSubview(a)
        a.addSubview(b)
        r.layoutIfNeeded()
        log.entries = []
        return (log, r, a, b)
    }

    @Test("A4: marked views get layoutSubviews once per pass, superviews before subviews")
    func orderAndOnce() {
        let (log, r, a, b) = tree()
        b.setNeedsLayout(); a.setNeedsLayout(); b.setNeedsLayout(); r.setNeedsLayout(); a.setNeedsLayout()
        r.layoutIfNeeded()
        #expect(log.entries == ["R", "A", "B"])
        r.layoutIfNeeded()
        #expect(log.entries == ["R", "A", "B"], "nothing marked: nothing laid out")
    }

    @Test("A4: a superview resizing its subviews in layoutSubviews is still laid out once")
    func resizingChildrenIsOnePass() {
        let (log, r, a, b) = tree()
        var width: CGFloat = 60
        a.onLayout = { _ in width += 10; b.frame.size.width = width }
        a.setNeedsLayout()
        r.layoutIfNeeded()
        #expect(log.entries == ["A", "B"])
    }

    @Test("A4: layoutIfNeeded on a subview lays out from the topmost marked ancestor")
    func layoutIfNeededFromAncestor() {
        let (log, r, _, b) = tree()
        r.setNeedsLayout()
        b.setNeedsLayout()
        b.layoutIfNeeded()
        #expect(log.entries == ["R", "B"])
    }

    @Test("A4: a change of bounds size marks the view and its superview; a move does not")
    func sizeChangeMarks() {
        let (log, r, a, _) = tree()
        a.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        r.layoutIfNeeded()
        #expect(log.entries == [], "a move without a size change lays nothing out")
        a.bounds.size = CGSize(width: 120, height: 90)
        r.layoutIfNeeded()
        #expect(log.entries == ["R", "A"])
    }

    @Test("A4: a window lays its views out before it is drawn, through layoutIfNeededForDisplay")
    func windowPass() {
        let log = LayoutLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let v = RecordingView("V", log)
        window.addSubview(v)
        window.layoutIfNeededForDisplay()
        #expect(log.entries == ["V"])
        v.setNeedsLayout()
        #expect(window.needsDisplay, "a mark asks the host for a frame")
        window.layoutIfNeededForDisplay()
        #expect(log.entries == ["V", "V"])
    }

    @Test("A4: the view controller's viewWillLayoutSubviews and viewDidLayoutSubviews bracket its view's layout")
    func viewControllerCallbacks() {
        final class Controller: UIViewController {
            let log = LayoutLog()
            override func loadView() { view = RecordingView("view", log) }
            override func viewWillLayoutSubviews() { log.entries.append("will") }
            override func viewDidLayoutSubviews() { log.entries.append("did") }
        }
        let controller = Controller()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.log.entries == ["will", "view", "did"])
        #expect(controller.view.frame == window.bounds)
    }

    @Test("A4: a layoutSubviews that marks its superview every time does not hang; it is reported once")
    func unsettledLayoutIsBounded() {
        let log = LayoutLog()
        let r = RecordingView("R", log)
        let a = RecordingView("A", log)
        r.addSubview(a)
        // R marks A, A marks R: each pass asks for another.
        r.onLayout = { _ in a.setNeedsLayout() }
        a.onLayout = { view in view.superview?.setNeedsLayout() }
        let messages = collectingLayoutMessages {
            r.layoutIfNeeded()
            r.setNeedsLayout()
            r.layoutIfNeeded()
        }
        #expect(log.entries.count >= 2 * UIView.maximumLayoutPasses)
        #expect(log.entries.count <= 4 * UIView.maximumLayoutPasses)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("did not settle") == true)
    }

    @Test("A4: sizeToFit takes sizeThatFits; UIView's intrinsic size is noIntrinsicMetric")
    func sizeToFit() {
        final class Fitting: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 17) }
        }
        let v = Fitting(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        v.sizeToFit()
        #expect(v.frame == CGRect(x: 5, y: 6, width: 42, height: 17))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
    }
}
