import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// V7: UIPageViewController with the scroll style, turned by swipes through
/// the scroll view's paging.
@MainActor
@Suite(.serialized)
struct PageViewTests {
    /// Three onboarding pages, as apps write the data source.
    final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [LoggingController]
        var events: [String] = []
        var dots = true
        init(_ log: CallLog) { pages = ["P0", "P1", "P2"].map { LoggingController($0, log) } }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
            return pages[i - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let i = pages.firstIndex(where: { $0 === viewController }), i < pages.count - 1 else { return nil }
            return pages[i + 1]
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { dots ? pages.count : 0 }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            events.append("will \(pendingViewControllers.compactMap { ($0 as? LoggingController)?.name })")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            events.append("did finished:\(finished) previous:\(previousViewControllers.compactMap { ($0 as? LoggingController)?.name }) completed:\(completed)")
        }
    }

    @MainActor final class Scene {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 600))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let log = CallLog()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source: Pages

        init() {
            source = Pages(log)
            pager.dataSource = source
            pager.delegate = source
            pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            window.rootViewController = pager
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            _ = log.take()
        }

        /// The appearance calls since the last take (containment calls
        /// left out).
        func appearance() -> [String] { log.take().filter { $0.contains("ppear") } }

        var shown: String? { (pager.viewControllers?.first as? LoggingController)?.name }

        /// A finger across the page, right to left by `dx` (negative: left to
        /// right), held still before it lifts when `hold`.
        func swipe(_ dx: CGFloat, hold: Bool = false) {
            let start = CGPoint(x: dx > 0 ? 350 : 50, y: 300)
            let id = backend.touchDown(at: start)
            for i in 1...10 {
                backend.advanceTime(by: backend.eventInterval)
                backend.touchMove(id, to: CGPoint(x: start.x - dx * CGFloat(i) / 10, y: 300))
            }
            backend.advanceTime(by: hold ? 0.3 : backend.eventInterval)
            backend.touchUp(id)
            backend.advanceTime(by: 2)
        }
    }

    @Test("V7, V2: a swipe turns to the next page: the delegate's willTransitionTo and didFinishAnimating (completed), V2's order, and the data source asked for the new neighbours")
    func swipeForward() {
        let s = Scene()
        #expect(s.shown == "P0")
        #expect(s.source.pages[1].parent === s.pager, "the neighbour is a child, ready")
        s.swipe(300)
        #expect(s.shown == "P1")
        #expect(s.source.events == ["will [\"P1\"]", "did finished:true previous:[\"P0\"] completed:true"])
        #expect(s.appearance() == ["P0 viewWillDisappear", "P1 viewWillAppear", "P1 viewIsAppearing", "P0 viewDidDisappear", "P1 viewDidAppear"])
        #expect(s.source.pages[1].view.convert(CGPoint.zero, to: nil) == .zero, "the new page fills the view")
        #expect(s.source.pages[2].parent === s.pager, "its next neighbour is ready")
        #expect(s.pager._pageControl.currentPage == 1 && s.pager._pageControl.numberOfPages == 3)
        #expect(UIApplication.shared.clock.nextDeadline == nil && !UIApplication.shared._animations.isRunning, "idle after the swipe")
    }

    @Test("V7, V2: a short swipe held still springs back: didFinishAnimating with completed false and the cancelled order")
    func swipeCancelled() {
        let s = Scene()
        s.swipe(80, hold: true)
        #expect(s.shown == "P0")
        #expect(s.source.events == ["will [\"P1\"]", "did finished:true previous:[\"P0\"] completed:false"])
        #expect(s.appearance() == ["P0 viewWillDisappear", "P1 viewWillAppear", "P1 viewIsAppearing",
                                 "P1 viewWillDisappear", "P1 viewDidDisappear", "P0 viewWillAppear", "P0 viewIsAppearing", "P0 viewDidAppear"])
        #expect(s.pager._pageControl.currentPage == 0)
    }

    @Test("V7: the first page has nothing before it: a swipe back bounces and tells the delegate nothing; the last page stops too")
    func ends() {
        let s = Scene()
        s.swipe(-300)
        #expect(s.shown == "P0" && s.source.events.isEmpty && s.log.take().isEmpty)
        s.swipe(300)
        s.swipe(300)
        #expect(s.shown == "P2")
        s.source.events.removeAll()
        s.swipe(300)
        #expect(s.shown == "P2" && s.source.events.isEmpty)
        s.swipe(-300)
        #expect(s.shown == "P1")
    }

    @Test("V7: setViewControllers(_:direction:animated:) slides to the page, calls its completion once it lands, and tells the delegate nothing")
    func setAnimated() {
        let s = Scene()
        var done: [Bool] = []
        s.pager.setViewControllers([s.source.pages[2]], direction: .forward, animated: true) { done.append($0) }
        #expect(s.shown == "P0" && done.isEmpty, "still moving")
        s.backend.stepFrame()
        s.backend.advanceTime(by: 0.1)
        s.backend.stepFrame()
        #expect(s.source.pages[2].view.convert(CGPoint.zero, to: nil).x < 400, "sliding in")
        s.backend.advanceTime(by: 2)
        #expect(s.shown == "P2" && done == [true])
        #expect(s.source.events.isEmpty)
        #expect(s.appearance() == ["P0 viewWillDisappear", "P2 viewWillAppear", "P2 viewIsAppearing", "P0 viewDidDisappear", "P2 viewDidAppear"])
        #expect(s.source.pages[1].parent === s.pager && s.source.pages[0].parent == nil, "P2's neighbours: P1 only")
        s.pager.setViewControllers([s.source.pages[0]], direction: .reverse, animated: false)
        #expect(s.shown == "P0")
        #expect(s.appearance() == ["P2 viewWillDisappear", "P0 viewWillAppear", "P0 viewIsAppearing", "P2 viewDidDisappear", "P0 viewDidAppear"])
    }

    @Test("V7, V8: bad input: no controller, two for one page, a data source that answers with the page itself — logged, the pager consistent")
    func badInput() {
        let s = Scene()
        var done: [Bool] = []
        s.pager.setViewControllers([], direction: .forward, animated: true) { done.append($0) }
        s.pager.setViewControllers([s.source.pages[1], s.source.pages[2]], direction: .forward, animated: false) { done.append($0) }
        #expect(done == [false, false] && s.shown == "P0")
        final class Loop: UIPageViewControllerDataSource {
            func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? { v }
            func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? { v }
        }
        let loop = Loop()
        s.pager.dataSource = loop
        #expect(UIViewController._logged.contains("neighbour-self"))
        s.swipe(300)
        #expect(s.shown == "P0")
    }
}
