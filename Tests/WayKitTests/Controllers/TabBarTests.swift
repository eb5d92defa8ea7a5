import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite(.serialized)
struct TabBarTests {
    final class Noting: UITabBarControllerDelegate {
        var log: [String] = []
        var veto: UIViewController?
        func tabBarController(_ c: UITabBarController, shouldSelect vc: UIViewController) -> Bool {
            log.append("shouldSelect \(vc.title ?? "?")")
            return vc !== veto
        }
        func tabBarController(_ c: UITabBarController, didSelect vc: UIViewController) { log.append("didSelect \(vc.title ?? "?")") }
    }

    @MainActor final class Scene {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 600))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let log = CallLog()
        let tabs = UITabBarController()
        let a: LoggingController, b: LoggingController
        let nav: UINavigationController
        let delegate = Noting()

        init() {
            a = LoggingController("A", log)
            a.title = "Home"
            b = LoggingController("B", log)
            b.title = "Settings"
            nav = UINavigationController(rootViewController: a)
            nav.title = "Home"
            b.tabBarItem.badgeValue = "3"
            tabs.viewControllers = [nav, b]
            tabs.delegate = delegate
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            _ = log.take()
        }

        func tapTab(_ i: Int) {
            let button = tabs.tabBar._buttons[i]
            backend.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
            backend.advanceTime(by: 1)
        }
    }

    @Test("V5: a tap on a tab asks shouldSelect, switches (old will/did disappear around new will/did appear) and tells didSelect; from code it tells nothing")
    func tapSwitches() {
        let s = Scene()
        #expect(s.tabs.selectedIndex == 0)
        #expect(s.tabs.tabBar._buttons.map { $0.titleLabel.text } == ["Home", "Settings"])
        s.tapTab(1)
        #expect(s.delegate.log == ["shouldSelect Settings", "didSelect Settings"])
        #expect(s.log.take() == ["A viewWillDisappear", "B viewDidLoad", "B viewWillAppear", "B viewIsAppearing", "A viewDidDisappear", "B viewDidAppear"])
        #expect(s.tabs.selectedViewController === s.b)
        s.window.layoutIfNeeded()
        #expect(s.b.view.safeAreaInsets.bottom == UITabBar.standardHeight)
        s.delegate.log.removeAll()
        s.tabs.selectedIndex = 0
        #expect(s.delegate.log.isEmpty, "selecting from code tells the delegate nothing")
        #expect(s.tabs.selectedViewController === s.nav)
    }

    @Test("V5: shouldSelect can veto; a re-tap on the selected tab pops its navigation stack to the root and tells didSelect again")
    func vetoAndRetap() {
        let s = Scene()
        s.delegate.veto = s.b
        s.tapTab(1)
        #expect(s.tabs.selectedIndex == 0)
        #expect(s.delegate.log == ["shouldSelect Settings"])
        s.nav.pushViewController(UIViewController(), animated: false)
        s.nav.pushViewController(UIViewController(), animated: false)
        s.delegate.log.removeAll()
        s.tapTab(0)
        #expect(s.nav.viewControllers.count == 1)
        #expect(s.delegate.log == ["shouldSelect Home", "didSelect Home"])
    }

    @Test("V5: the badge shows the item's value; hidesBottomBarWhenPushed hides the bar under a pushed controller")
    func badgeAndHiddenBar() {
        let s = Scene()
        let settings = s.tabs.tabBar._buttons[1]
        #expect(!settings.badge.isHidden && settings.badge.text == "3")
        s.b.tabBarItem.badgeValue = nil
        #expect(settings.badge.isHidden)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        s.nav.pushViewController(detail, animated: false)
        #expect(s.tabs.tabBar.isHidden)
        s.nav.popViewController(animated: false)
        #expect(!s.tabs.tabBar.isHidden)
    }

    @Test("V5, V8: an empty list of tabs is logged and leaves a consistent, empty tab bar")
    func emptyTabs() {
        let s = Scene()
        s.tabs.viewControllers = []
        #expect(s.tabs.selectedViewController == nil)
        #expect(s.tabs.tabBar._buttons.isEmpty)
        #expect(s.nav.parent == nil)
        s.tabs.selectedIndex = 3
        #expect(s.tabs.selectedViewController == nil)
    }
}
