import Foundation
import Testing
import WayKit          // on iOS: import UIKit; nothing else below changes
import WayKitTesting

// iOS-style navigation code as apps write it: an NSObject animator and
// navigation delegate, a swipe-driven UIPercentDrivenInteractiveTransition
// subclass, a pager with a "Next" button, a controller naming its content
// scroll view, and a presentation through a transitioning delegate. Only
// public API: the file must compile unchanged against UIKit.
final class SampleFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class SampleSwipeInteraction: UIPercentDrivenInteractiveTransition {
    var isActive = false
}

final class SampleNavigationDelegate: NSObject, UINavigationControllerDelegate, UIViewControllerTransitioningDelegate {
    let swipe = SampleSwipeInteraction()
    var shown: [String] = []
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? SampleFadeAnimator() : nil
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        swipe.isActive ? swipe : nil
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        shown.append(viewController.title ?? "")
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SampleFadeAnimator()
    }
}

final class SampleOnboardingController: UIPageViewController, UIPageViewControllerDataSource {
    let pages: [UIViewController] = (1...3).map { i in
        let page = UIViewController()
        page.title = "Step \(i)"
        return page
    }

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func next() {
        guard let current = viewControllers?.first, let i = pages.firstIndex(of: current), i + 1 < pages.count else { return }
        setViewControllers([pages[i + 1]], direction: .forward, animated: true, completion: nil)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
}

final class SampleFeedController: UIViewController {
    let feed = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        view.addSubview(feed)
        navigationItem.largeTitleDisplayMode = .always
    }

    override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { feed }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in self.feed.alpha = 1 }, completion: nil)
    }
}

@MainActor
@Suite(.serialized)
struct NavigationSampleTests {
    @Test("U1, V3, V7, M1: iOS-style navigation code (NSObject animator and delegate, percent-driven subclass, pager with a Next button, content scroll view override, transitioning delegate) compiles with only its import changed and runs")
    func sampleRuns() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 600))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let delegate = SampleNavigationDelegate()
        let home = UIViewController()
        home.title = "Home"
        let nav = UINavigationController(rootViewController: home)
        nav.navigationBar.prefersLargeTitles = true
        nav.delegate = delegate
        window.rootViewController = nav
        window.makeKeyAndVisible()

        let feed = SampleFeedController()
        nav.pushViewController(feed, animated: true)
        backend.advanceTime(by: 1)
        #expect(nav.topViewController === feed && delegate.shown.last == "Feed")
        #expect(feed.contentScrollView(for: .top) === feed.feed)

        let onboarding = SampleOnboardingController()
        onboarding.modalPresentationStyle = .fullScreen
        onboarding.transitioningDelegate = delegate
        feed.present(onboarding, animated: true)
        backend.advanceTime(by: 1)
        #expect(feed.presentedViewController === onboarding)
        onboarding.next()
        backend.advanceTime(by: 2)
        #expect(onboarding.viewControllers?.first?.title == "Step 2")
        onboarding.dismiss(animated: true)
        backend.advanceTime(by: 1)
        #expect(feed.presentedViewController == nil)
        nav.popViewController(animated: true)
        backend.advanceTime(by: 1)
        #expect(nav.topViewController === home)
    }
}
