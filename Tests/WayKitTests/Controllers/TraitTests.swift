import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite(.serialized)
struct TraitTests {
    final class Sizing: UIViewController {
        var log: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("willTransition \(Int(size.width)) (view \(Int(view.bounds.width)))")
            coordinator.animate(alongsideTransition: { _ in self.log.append("alongside") },
                                completion: { _ in self.log.append("completion (view \(Int(self.view.bounds.width)))") })
        }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            log.append("traits \(previous?.horizontalSizeClass == .regular ? "regular" : "compact") -> \(traitCollection.horizontalSizeClass == .regular ? "regular" : "compact")")
        }
    }

    @Test("V8: size classes from the window's size; a resize tells viewWillTransition before the view's size changes, the children too, then traitCollectionDidChange, then the coordinator's completion")
    func resizeTransitions() {
        let backend = HeadlessBackend(size: CGSize(width: 1000, height: 700))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
        let root = Sizing(), child = Sizing()
        window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.verticalSizeClass == .regular)
        #expect(child.view.traitCollection.userInterfaceIdiom == .pad)
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 700)
        window.layoutIfNeeded()
        #expect(root.log == ["willTransition 400 (view 1000)", "alongside", "traits regular -> compact", "completion (view 400)"])
        #expect(child.log.contains("willTransition 400 (view 1000)"))
        #expect(child.log.contains("traits regular -> compact"))
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        root.log.removeAll()
        window.frame = CGRect(x: 0, y: 0, width: 420, height: 700)
        window.layoutIfNeeded()
        #expect(root.log == ["willTransition 420 (view 400)", "alongside", "completion (view 420)"], "same size class: no trait change")
        window.frame = CGRect(x: 0, y: 0, width: 700, height: 300)
        window.layoutIfNeeded()
        #expect(root.traitCollection.verticalSizeClass == .compact)
        _ = backend
    }
}
