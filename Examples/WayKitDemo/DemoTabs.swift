import Foundation
import WayKit

/// The demo's controllers (V3, V5, V7): a tab bar with the touch scenes in
/// a navigation stack (its Details button pushes a list, an edge swipe
/// goes back, a re-tap on the tab pops to the root) and an onboarding
/// pager. The delegates report what they show as actions, so the input
/// test checks them like any control's.
@MainActor
final class DemoTabs: NSObject, UITabBarControllerDelegate, UINavigationControllerDelegate {
    let tabBarController = UITabBarController()
    let touchNavigation: UINavigationController
    let cards: CardsController

    init(content: UIView, pulse: UIView) {
        cards = CardsController(content: content, pulse: pulse)
        touchNavigation = UINavigationController(rootViewController: cards)
        touchNavigation.tabBarItem = UITabBarItem(title: "Touch", image: nil, tag: 0)
        let pages = PagesController()
        let pagesNavigation = UINavigationController(rootViewController: pages)
        pagesNavigation.tabBarItem = UITabBarItem(title: "Pages", image: nil, tag: 1)
        pagesNavigation.tabBarItem.badgeValue = "3"
        super.init()
        tabBarController.viewControllers = [touchNavigation, pagesNavigation, StyleController()]
        tabBarController.delegate = self
        touchNavigation.delegate = self
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        DemoLog.action("tab \(viewController.tabBarItem.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        // The first show is the root's, at launch: not an interaction.
        guard animated else { return }
        DemoLog.action("show \(viewController.title ?? "?")")
        NavigationInput.shown(viewController.title ?? "?")
    }
}
