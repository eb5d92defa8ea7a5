import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U1: UIKit's classes are NSObjects here as on iOS, and iOS code that
/// depends on it (NSObjectSample.swift) runs.
@MainActor
struct NSObjectHeritageTests {
    @Test("U1: UIKit's NSObject classes are NSObjects: responders, recognizers, constraints, guides, bar items, navigation items, layers, animations, touches, events, alert actions, presentation controllers, images, paths, screens, the device; equal only to themselves")
    func classesAreNSObjects() {
        let view = UIView()
        let controller = UIViewController()
        let objects: [Any] = [
            view, controller, UIWindow(), UIApplication.shared, UITapGestureRecognizer(), UIPanGestureRecognizer(),
            view.widthAnchor.constraint(equalToConstant: 1), UILayoutGuide(),
            UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil), UITabBarItem(), UINavigationItem(title: "T"),
            CALayer(), CAShapeLayer(), CAGradientLayer(), CABasicAnimation(keyPath: "opacity"),
            UIAlertAction(title: "OK", style: .default), UIImage(), UIBezierPath(), UIScreen.main, UIDevice.current,
            UIAction(title: "Go") { _ in }, UIAccessibilityCustomAction(name: "Delete") { _ in true },
        ]
        for object in objects {
            #expect(isUIKitObject(object), "\(type(of: object)) is not an NSObject")
        }
        let other = UIView()
        #expect(view == view && view != other && !view.isEqual(other))
        #expect(Set([view, other, view]).count == 2)
        let recognizers: [UIGestureRecognizer] = [UITapGestureRecognizer(), UITapGestureRecognizer()]
        #expect(recognizers.firstIndex(of: recognizers[1]) == 1, "two taps, told apart by identity")
    }

    @Test("U1: a layerClass with init() and init(layer:) overrides (not required) makes the view's layer and its presentation copy through them")
    func customLayerInitializers() throws {
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let ring = try #require(view.ring, "the view's layer is of its layerClass")
        #expect(ring.cornerRadius == 40, "made by the subclass's init()")
        ring.progress = 0.75
        ring.ringColor = .systemRed
        let copy = try #require(ring.presentation())
        #expect(copy !== ring)
        #expect(copy.progress == 0.75 && copy.ringColor == .systemRed, "copied by the subclass's init(layer:)")
        #expect(copy.cornerRadius == 40, "and by CALayer's")
    }

    @Test("U1: the sample's controller runs: the delegate tells the pan and the tap apart with ==, a constraint is found with firstIndex(of:) and dropped, the bar item with contains, images deduplicated in a Set")
    func sampleRuns() throws {
        let backend = HeadlessBackend()
        defer { withExtendedLifetime(backend) {} }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = RingController()
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        backend.advanceTime(by: 0.1)
        backend.stepFrame()
        #expect(controller.ringView.frame.size == CGSize(width: 80, height: 80))
        #expect(controller.ringView.ring?.progress == 0.25)
        #expect(controller.showsSave)

        #expect(controller.gestureRecognizer(controller.pan, shouldRecognizeSimultaneouslyWith: controller.tap))
        #expect(!controller.gestureRecognizer(controller.pan, shouldRecognizeSimultaneouslyWith: UITapGestureRecognizer()))

        let width = controller.sizeConstraints[0]
        #expect(controller.dropWidthConstraint(width))
        #expect(!controller.dropWidthConstraint(width), "gone from the list")
        #expect(!width.isActive)

        let image = UIImage()
        #expect(distinctImages([image, image, UIImage()]).count == 2)
    }
}
