import Foundation
import Testing
@testable import WayKit

/// A4: safe area and layout margins, and their guides.
@MainActor
@Suite("Safe area and layout margins (A4)")
struct SafeAreaAndMarginsTests {
    final class Controller: UIViewController {
        var safeAreaChanges = 0
        var controllerNotified = 0
        override func viewSafeAreaInsetsDidChange() { controllerNotified += 1 }
        override func loadView() {
            final class Root: UIView {
                var changes: (() -> Void)?
                override func safeAreaInsetsDidChange() { changes?() }
            }
            let root = Root(frame: .zero)
            root.changes = { [unowned self] in self.safeAreaChanges += 1 }
            view = root
        }
    }

    @Test("A4: additionalSafeAreaInsets reach the controller's view and the subviews they overlap")
    func safeArea() {
        let controller = Controller()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 100))
        let bottom = UIView(frame: CGRect(x: 10, y: 460, width: 300, height: 20))
        for v in [top, middle, bottom] { controller.view.addSubview(v) }
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == .zero)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(controller.safeAreaChanges == 1)
        #expect(controller.controllerNotified == 1)
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0), "no more than its height")
    }

    @Test("A4: views constrained to the safe-area guide follow the safe area")
    func safeAreaGuide() {
        let controller = Controller()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        let bar = SizedView(UIView.noIntrinsicMetric, 30)
        controller.view.addSubview(bar)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: guide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 0, right: 20)
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 44, width: 290, height: 30))
        #expect(guide.layoutFrame == CGRect(x: 10, y: 44, width: 290, height: 436))
    }

    @Test("A4: layout margins default to 8; the margins guide and the margin attributes follow them")
    func margins() {
        let container = makeContainer(300, 200)
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let a = SizedView(50, 20), b = SizedView(50, 20)
        container.addSubview(a)
        container.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            a.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            NSLayoutConstraint(item: b, attribute: .trailing, relatedBy: .equal, toItem: container,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: b, attribute: .bottom, relatedBy: .equal, toItem: container,
                               attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        container.layoutIfNeeded()
        #expect(a.frame.origin == CGPoint(x: 8, y: 8))
        #expect(b.frame.origin == CGPoint(x: 242, y: 172))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 40, trailing: 50)
        #expect(container.layoutMargins == UIEdgeInsets(top: 20, left: 30, bottom: 40, right: 50))
        container.layoutIfNeeded()
        #expect(a.frame.origin == CGPoint(x: 30, y: 20))
        #expect(b.frame.origin == CGPoint(x: 200, y: 140))
    }

    @Test("A4: preservesSuperviewLayoutMargins takes the superview's margins where they reach in")
    func preserved() {
        let parent = makeContainer(300, 200)
        parent.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 100))
        parent.addSubview(child)
        let v = SizedView(20, 20)
        child.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
            v.topAnchor.constraint(equalTo: child.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(v.frame.minX == 8)
        child.preservesSuperviewLayoutMargins = true
        parent.layoutIfNeeded()
        #expect(v.frame.minX == 30, "the parent's 40 reaches 30 into a child at x 10")
    }

    @Test("A4: margins are measured from the safe area unless insetsLayoutMarginsFromSafeArea is false")
    func marginsFromSafeArea() {
        let controller = Controller()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let v = SizedView(20, 20)
        controller.view.addSubview(v)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
            v.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(v.frame.origin == CGPoint(x: 8, y: 52))
        controller.view.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(v.frame.origin == CGPoint(x: 8, y: 8))
    }
}
