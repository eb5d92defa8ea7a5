import Foundation
import WayKit

/// The Pages tab: an onboarding pager (V7), swiped sideways on the scroll
/// view's paging, with its dots.
@MainActor
final class PagesController: UIPageViewController, UIPageViewControllerDataSource {
    private let pages: [UIViewController] = [
        ("Touch as on iOS", "Hit-testing goes down the view tree, the responder chain back up."),
        ("Instant", "The first touch is answered as fast as the hundredth."),
        ("For months", "Kiosks run under cage; nothing leaks, nothing stalls."),
    ].map { title, text in
        let page = UIViewController()
        page.view.backgroundColor = DemoStyle.background
        let heading = UILabel(frame: CGRect(x: 40, y: 120, width: 800, height: 44))
        heading.text = title
        heading.font = .boldSystemFont(ofSize: 34)
        let body = UILabel(frame: CGRect(x: 40, y: 176, width: 900, height: 24))
        body.text = text
        body.textColor = .secondaryLabel
        page.view.addSubview(heading)
        page.view.addSubview(body)
        return page
    }

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 16])
        title = "Pages"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
